import { sql } from 'kysely';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { agentMoney } from '../agents/fixture.ts';
import { approve, requestDeposit } from '../deposits/fixture.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import type { TestMember } from '../withdrawals/cashier-fixture.ts';

let codeCounter = 0;

/** A promotion body the operator API accepts: a FIRST_DEPOSIT by button unless overridden. */
export function promotionBody(overrides: Record<string, unknown> = {}) {
  codeCounter += 1;
  return {
    code: `T${Date.now().toString(36)}${codeCounter}`,
    type: 'FIRST_DEPOSIT',
    category: 'deposit',
    tags: ['newbie'],
    title: { bn: 'প্রথম ডিপোজিট বোনাস', en: 'First deposit bonus' },
    summary: { bn: '১০০% বোনাস', en: '100% bonus' },
    content: { bn: '<p>বোনাস</p>', en: '<p>Bonus</p>' },
    startsAt: new Date(Date.now() - 3_600_000).toISOString(),
    endsAt: null,
    joinMode: 'BUTTON',
    rules: { percent: '100', cap: '500', minDeposit: '200', turnoverMultiple: 10 },
    budget: null,
    ...overrides,
  };
}

/**
 * The promotions calls of a member and the operator, and the money a test needs: deposits through the deposit
 * module's real request and approval, bets and refunds posted as the game wallet posts them.
 */
export function promotionCalls(t: TestApp, merchant = 'DEMO') {
  let admin: string | undefined;
  let cashierToken: string | undefined;
  const money = agentMoney(t, merchant);

  const call = async (method: 'GET' | 'POST' | 'PUT', token: string | null, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { merchant, language: 'en', ...(token ? { authorization: token } : {}) },
      remoteAddress: randomPrivateIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const adminToken = async () => (admin ??= await operatorLogin(t, 'demoadmin', merchant));
  const ops = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(method, await adminToken(), url, payload);

  /** Creates a promotion and publishes it; answers its id. */
  async function publish(overrides: Record<string, unknown> = {}): Promise<number> {
    const created = await ops('POST', '/ops/promotions', promotionBody(overrides));
    if (created.statusCode !== 200) throw new Error(`create failed: ${created.body}`);
    const id = created.json().value.id as number;
    const published = await ops('POST', `/ops/promotions/${id}/status`, { status: 'ACTIVE' });
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
    return id;
  }

  const detail = (member: TestMember | null, id: number) =>
    call('GET', member?.token ?? null, `/wps/promotions/${id}`);
  const stateOf = async (member: TestMember | null, id: number) => {
    const answer = await detail(member, id);
    if (answer.statusCode !== 200) throw new Error(`detail failed: ${answer.body}`);
    return answer.json().value as { state: string; reward: string | null; closedReason: string | null };
  };
  const join = (member: TestMember, id: number) => call('POST', member.token, `/wps/promotions/${id}/join`);
  const apply = (member: TestMember, id: number, body: { remark?: string; imageIds?: string[] }) =>
    call('POST', member.token, `/wps/promotions/${id}/apply`, body);
  const claim = (member: TestMember, id: number) => call('POST', member.token, `/wps/promotions/${id}/claim`);
  const turnover = async (member: TestMember) =>
    (await call('GET', member.token, '/wps/promotions/turnover')).json().value as {
      remaining: string;
      requirements: Array<{ required: string; completed: string; remaining: string; promotionTitle: string }>;
    };
  async function uploadImage(member: TestMember, image: string) {
    return call('POST', member.token, '/wps/promotions/images', { image });
  }

  /** A deposit as a member makes it and the cashier approves it (DEPOSIT_CLEARING → MAIN, kind DEPOSIT). */
  async function deposit(member: TestMember, amount: string) {
    cashierToken ??= await operatorLogin(t, 'democashier', merchant);
    const requested = await requestDeposit(t, member.token, { channelCode: 'BKASH', amount });
    if (requested.statusCode !== 200) throw new Error(`deposit request failed: ${requested.body}`);
    const approved = await approve(t, cashierToken, requested.json().value.id, merchant);
    if (approved.statusCode !== 200) throw new Error(`deposit approval failed: ${approved.body}`);
  }

  /** Minor units. */
  const bet = (member: TestMember, amount: bigint) => money.post(member.id, 'GAME_BET', amount);
  const refund = (member: TestMember, amount: bigint) => money.post(member.id, 'GAME_REFUND', amount);

  async function merchantId() {
    const row = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The ledger's invariants for the merchant: balances sum to zero and match their transfers. */
  async function books() {
    return ledgerHealth(t.db, await merchantId());
  }

  /** Everything a refused call must leave as it was: entries, postings, requirements, audit rows, spent. */
  async function footprint() {
    const count = async (table: string) =>
      Number(
        (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!
          .n,
      );
    const spent = await sql<{
      spent: string;
    }>`SELECT coalesce(sum(spent), 0)::text AS spent FROM promotions`.execute(t.db);
    return {
      entries: await count('promotion_entries'),
      postings: await count('ledger_postings'),
      requirements: await count('turnover_requirements'),
      audit: await count('audit_log'),
      uploads: await count('uploads'),
      spent: spent.rows[0]!.spent,
    };
  }

  return {
    call,
    ops,
    adminToken,
    publish,
    detail,
    stateOf,
    join,
    apply,
    claim,
    turnover,
    uploadImage,
    deposit,
    bet,
    refund,
    merchantId,
    books,
    footprint,
  };
}
