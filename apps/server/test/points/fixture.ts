import { sql } from 'kysely';
import type {
  ConvertResult,
  OpsPointsItem,
  OpsRedemption,
  PointsBalance,
  PointsReward,
  PointsTransaction,
  RedeemResult,
  Redemption,
} from '@msp/contracts/points.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { runPointsAccrual } from '../../src/modules/points/accrual.ts';
import { pointsHealth, postPoints } from '../../src/modules/points/ledger.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { cashier, newKey, PAYMENT_PASSWORD, type TestMember } from '../withdrawals/cashier-fixture.ts';

/** A configuration the operator API accepts: slots 1 point per ৳100, live 1 per ৳50, 100 points = ৳1.00. */
export function configBody(overrides: Record<string, unknown> = {}) {
  return {
    ratios: [
      { category: 'RNG', validBetPerPoint: '100' },
      { category: 'LIVE', validBetPerPoint: '50' },
    ],
    convert: {
      enabled: true,
      points: 100,
      amount: '1',
      minPoints: 100,
      maxPoints: 100_000,
      turnoverMultiple: 1,
    },
    maxRedeemQuantity: 10,
    ...overrides,
  };
}

let itemCounter = 0;
/** An item body: a voucher of 100 points unless overridden. */
export function itemBody(overrides: Record<string, unknown> = {}) {
  itemCounter += 1;
  return {
    kind: 'VOUCHER',
    name: { bn: `ভাউচার ${itemCounter}`, en: `Voucher ${itemCounter}` },
    imageUrl: '/demo-assets/points/voucher.svg',
    pointsCost: 100,
    cashCost: '0',
    bonusAmount: null,
    quantityLeft: 50,
    remark: { bn: 'পরীক্ষা', en: 'Test item' },
    ...overrides,
  };
}

let rounds = 0;
/** Past hours no other test file's transaction can still be open in: each call gives the next two. */
let slot = Date.parse('2025-03-03T00:00:00Z');
export const nextSlot = () => new Date((slot += 2 * 3_600_000));

/** The calls of the points tests, and what they read straight from the database. */
export function pointsCalls(t: TestApp, merchant = 'DEMO') {
  const desk = cashier(t, merchant);
  let admin: string | undefined;

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    token: string | null,
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { merchant, language: 'en', ...(token ? { authorization: token } : {}), ...extra },
      remoteAddress: randomPrivateIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const adminToken = async () => (admin ??= await operatorLogin(t, 'demoadmin', merchant));
  const ops = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(method, await adminToken(), url, payload);

  const valueOf = <T>(response: { statusCode: number; body: string }): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return (JSON.parse(response.body) as { value: T }).value;
  };

  const configure = async (overrides: Record<string, unknown> = {}) =>
    valueOf(await ops('PUT', '/ops/points/config', configBody(overrides)));
  const createItem = async (overrides: Record<string, unknown> = {}) =>
    valueOf<OpsPointsItem>(await ops('POST', '/ops/points/items', itemBody(overrides)));

  const redeemCall = (
    member: TestMember,
    body: Record<string, unknown>,
    key = newKey('redeem'),
    language = 'en',
  ) =>
    call(
      'POST',
      member.token,
      '/wps/relay/passwordCheck/PTS_redeem/unsecure',
      { quantity: 1, paymentPassword: PAYMENT_PASSWORD, ...body },
      { 'idempotency-key': key, language },
    );
  const redeemed = async (member: TestMember, body: Record<string, unknown>, key?: string) =>
    valueOf<RedeemResult>(await redeemCall(member, body, key));
  const convertCall = (
    member: TestMember,
    points: number,
    key = newKey('convert'),
    password = PAYMENT_PASSWORD,
  ) =>
    call(
      'POST',
      member.token,
      '/wps/relay/passwordCheck/PTS_convert/unsecure',
      { points, paymentPassword: password },
      { 'idempotency-key': key },
    );
  const converted = async (member: TestMember, points: number, key?: string) =>
    valueOf<ConvertResult>(await convertCall(member, points, key));

  const balance = async (member: TestMember) =>
    valueOf<PointsBalance>(await call('GET', member.token, '/wps/points/balance'));
  const reward = async (member: TestMember, query = '') =>
    valueOf<PointsReward>(await call('GET', member.token, `/wps/points/reward${query}`));
  const redemptions = async (member: TestMember, query = '') =>
    valueOf<Page<Redemption>>(await call('GET', member.token, `/wps/points/redemptions${query}`));
  const history = async (member: TestMember, query = '') =>
    valueOf<Page<PointsTransaction>>(await call('GET', member.token, `/wps/points/transactions${query}`));
  const decideCall = async (id: string, approve: boolean, note?: string) =>
    ops('POST', `/ops/points/redemptions/${id}/decision`, { approve, ...(note ? { note } : {}) });
  const decided = async (id: string, approve: boolean, note?: string) =>
    valueOf<OpsRedemption>(await decideCall(id, approve, note));

  async function merchantId() {
    const row = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Points given as the demo grant gives them (through the points ledger). */
  async function grant(member: { id: number }, points: number) {
    return postPoints(t.db, {
      merchantId: await merchantId(),
      memberId: member.id,
      points: BigInt(points),
      kind: 'DEMO_GRANT',
      idempotencyKey: newKey('grant'),
      detail: { label: 'test grant' },
    });
  }

  /** A seamless round of a category settled at `at` (as the game wallet settles one): its valid bet is stake − refunded. */
  async function round(member: { id: number }, category: string, stake: bigint, at: Date, refunded = 0n) {
    rounds += 1;
    await t.db
      .insertInto('game_rounds')
      .values({
        merchant_id: await merchantId(),
        member_id: member.id,
        vendor_code: 'PT',
        game_code: 'PT1',
        game_type: category,
        round_id: `pt-${Date.now().toString(36)}-${rounds}`,
        wallet_mode: 'SEAMLESS',
        stake,
        refunded,
        status: refunded >= stake ? 'REFUNDED' : 'SETTLED',
        started_at: at,
        settled_at: at,
      })
      .execute();
  }

  /** Puts the accrual cursor at `at` (valid bets settled from then on earn points at the next run). */
  async function cursorAt(at: Date) {
    const id = await merchantId();
    await sql`
      INSERT INTO points_accrual_cursor (merchant_id, accrued_to) VALUES (${id}, ${at})
      ON CONFLICT (merchant_id) DO UPDATE SET accrued_to = excluded.accrued_to`.execute(t.db);
  }

  /** The job, as the scheduler runs it at `now`. */
  const accrue = async (now: Date) => runPointsAccrual(t.db, { now, merchantId: await merchantId() });

  async function points(member: { id: number }) {
    const row = await t.db
      .selectFrom('points_accounts')
      .select('balance')
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    return Number(row?.balance ?? 0n);
  }

  async function quantityLeft(itemId: number) {
    const row = await t.db
      .selectFrom('points_items')
      .select('quantity_left')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    return row.quantity_left;
  }

  /** Both ledgers' invariants for the merchant. */
  async function books() {
    const id = await merchantId();
    return { money: await ledgerHealth(t.db, id), points: await pointsHealth(t.db, id) };
  }

  const count = async (table: string, where = sql`true`) =>
    Number(
      (
        await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)} WHERE ${where}`.execute(
          t.db,
        )
      ).rows[0]!.n,
    );

  /** Everything a refused call must leave as it was. */
  async function footprint() {
    const balances = await sql<{ total: string }>`
      SELECT coalesce(sum(balance), 0)::text AS total FROM points_accounts`.execute(t.db);
    const quantities = await sql<{ total: string }>`
      SELECT coalesce(sum(quantity_left), 0)::text AS total FROM points_items`.execute(t.db);
    return {
      entries: await count('points_entries'),
      points: balances.rows[0]!.total,
      quantities: quantities.rows[0]!.total,
      redemptions: await count('points_redemptions'),
      postings: await count('ledger_postings'),
      requirements: await count('turnover_requirements'),
      items: await count('points_items'),
    };
  }

  /** Switches the merchant's PTSYS3 flag. */
  async function setMall(on: boolean) {
    await t.db
      .updateTable('whitelabel_flags')
      .set({ enabled: on })
      .where('mod_id', '=', 'PTSYS3')
      .where('merchant_id', '=', await merchantId())
      .execute();
  }

  return {
    desk,
    call,
    ops,
    valueOf,
    configure,
    createItem,
    redeemCall,
    redeemed,
    convertCall,
    converted,
    balance,
    reward,
    redemptions,
    history,
    decideCall,
    decided,
    merchantId,
    grant,
    round,
    cursorAt,
    accrue,
    points,
    quantityLeft,
    books,
    count,
    footprint,
    setMall,
  };
}

/** The books hold: money sums to zero with no member below zero, and every points balance is its entries' sum. */
export const healthyBooks = {
  money: { sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 },
  points: { negativeAccounts: 0, mismatchedAccounts: 0, staleRunningBalances: 0 },
};
