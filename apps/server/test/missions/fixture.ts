import { sql } from 'kysely';
import type { Leaderboard, MissionBoard, MissionClaim, OpsMission } from '@msp/contracts/missions.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import { agentMoney } from '../agents/fixture.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import type { TestMember } from '../withdrawals/cashier-fixture.ts';

let codeCounter = 0;

/** A mission body the operator API accepts: a daily ৳500 on slots paying ৳20 unless overridden. */
export function missionBody(overrides: Record<string, unknown> = {}) {
  codeCounter += 1;
  return {
    code: `M${Date.now().toString(36)}${codeCounter}`,
    period: 'DAILY',
    kind: 'BET_CATEGORY',
    category: 'RNG',
    target: '500',
    reward: '20',
    turnoverMultiple: 1,
    title: { bn: 'স্লটে ৳৫০০ বাজি ধরুন', en: 'Bet ৳500 on slots' },
    description: { bn: 'আজ স্লটে ৳৫০০ বাজি ধরুন', en: 'Bet ৳500 on slots today' },
    ...overrides,
  };
}

let rounds = 0;
let numeros = 0;

/**
 * The calls of the missions tests, and the statistics a test needs, written where production writes them: game
 * rounds as the seamless wallet settles them, lottery bets as the lottery places them, logins in the audit trail,
 * deposits and bets through the ledger (then the rollup job).
 */
export function missionCalls(t: TestApp, merchant = 'DEMO') {
  let admin: string | undefined;
  const money = agentMoney(t, merchant);

  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    token: string | null,
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      headers: { merchant, language, ...(token ? { authorization: token } : {}) },
      remoteAddress: randomPrivateIp(),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const adminToken = async () => (admin ??= await operatorLogin(t, 'demoadmin', merchant));
  const ops = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language = 'en') =>
    call(method, await adminToken(), url, payload, language);

  const valueOf = <T>(response: { statusCode: number; body: string }): T => {
    if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
    return (JSON.parse(response.body) as { value: T }).value;
  };

  /** Creates a mission; answers it. */
  const create = async (overrides: Record<string, unknown> = {}) =>
    valueOf<OpsMission>(await ops('POST', '/ops/missions', missionBody(overrides)));

  const board = async (member: TestMember, language = 'en') =>
    valueOf<MissionBoard>(await call('GET', member.token, '/wps/missions', undefined, language));
  const missionOf = async (member: TestMember, id: number) => {
    const found = (await board(member)).missions.find((mission) => mission.id === id);
    if (!found) throw new Error(`mission ${id} not on the board`);
    return found;
  };
  const claim = (member: TestMember, id: number, body: unknown = {}, language = 'en') =>
    call('POST', member.token, `/wps/missions/${id}/claim`, body, language);
  const claimed = async (member: TestMember, id: number) => valueOf<MissionClaim>(await claim(member, id));
  const leaderboard = async (member: TestMember, query = '') =>
    valueOf<Leaderboard>(await call('GET', member.token, `/wps/missions/leaderboard${query}`));
  const setBoard = async (body: Record<string, unknown>) =>
    ops('PUT', '/ops/missions/leaderboard', { period: 'WEEKLY', ...body });

  async function merchantId() {
    const row = await t.db
      .selectFrom('merchants')
      .select('id')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A seamless round of a category, settled at `at` (stake − refunded is its valid bet). */
  async function round(
    member: { id: number },
    category: string,
    stake: bigint,
    at = new Date(),
    refunded = 0n,
  ) {
    rounds += 1;
    await t.db
      .insertInto('game_rounds')
      .values({
        merchant_id: await merchantId(),
        member_id: member.id,
        vendor_code: 'MT',
        game_code: 'MT1',
        game_type: category,
        round_id: `mt-${Date.now().toString(36)}-${rounds}`,
        wallet_mode: 'SEAMLESS',
        stake,
        refunded,
        status: refunded >= stake ? 'REFUNDED' : 'SETTLED',
        started_at: at,
        settled_at: at,
      })
      .execute();
  }

  let gameMade = false;
  /** A draw (numero) of a test lottery game, open for bets. */
  async function draw(): Promise<bigint> {
    const merchantIdValue = await merchantId();
    if (!gameMade) {
      await t.db
        .insertInto('lottery_games')
        .values({
          merchant_id: merchantIdValue,
          game_code: 'MT_DICE',
          family: 'DICE',
          interval_minutes: 5,
          enabled: false,
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      gameMade = true;
    }
    numeros += 1;
    const row = await t.db
      .insertInto('lottery_numeros')
      .values({
        merchant_id: merchantIdValue,
        game_code: 'MT_DICE',
        numero: `MT-${Date.now().toString(36)}-${numeros}`,
        opens_at: new Date(Date.now() - 3_600_000),
        closes_at: new Date(Date.now() + 3_600_000),
        draws_at: new Date(Date.now() + 3_600_000),
        seed: '00',
        commitment: 'x',
        odds: {},
        status: 'OPEN',
        result: null,
        settled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A lottery bet of the member on a draw, placed at `at`. */
  async function lotteryBet(
    member: { id: number },
    numeroId: bigint,
    status: 'OPEN' | 'CANCELLED' | 'REFUNDED' = 'OPEN',
    at = new Date(),
  ) {
    await t.db
      .insertInto('lottery_bets')
      .values({
        merchant_id: await merchantId(),
        member_id: member.id,
        numero_id: numeroId,
        slip_key: `mt-${numeroId}-${member.id}-${Math.random()}`,
        bet_key: 'BIG',
        stake: 100n,
        status,
        placed_at: at,
        settled_at: null,
      })
      .execute();
  }

  /** A login of the member at `at`, as the identity module records one. */
  async function loginAt(member: { id: number }, at: Date) {
    await t.db
      .insertInto('audit_log')
      .values({
        merchant_id: await merchantId(),
        member_id: member.id,
        action: 'LOGIN',
        ip: '10.0.0.1',
        user_agent: 'test',
        detail: { restriction: null, viaSms: false },
        created_at: at,
      })
      .execute();
  }

  /** A deposit through the ledger (kind DEPOSIT into MAIN), then the rollups brought up to it. */
  async function deposit(member: { id: number }, minor: bigint) {
    await money.post(member.id, 'DEPOSIT', minor);
    await money.catchUp();
  }

  /** Valid bets through the ledger (GAME_BET out of MAIN), then the rollups; the member needs the money. */
  async function bet(member: { id: number }, minor: bigint) {
    await money.post(member.id, 'DEPOSIT', minor);
    await money.post(member.id, 'GAME_BET', minor);
    await money.catchUp();
  }

  async function books() {
    return ledgerHealth(t.db, await merchantId());
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
    return {
      missions: await count('missions'),
      claims: await count('mission_claims'),
      boards: await count('mission_leaderboards'),
      postings: await count('ledger_postings'),
      requirements: await count('turnover_requirements'),
      audit: await count('audit_log'),
    };
  }

  return {
    call,
    ops,
    valueOf,
    create,
    board,
    missionOf,
    claim,
    claimed,
    leaderboard,
    setBoard,
    merchantId,
    round,
    draw,
    lotteryBet,
    loginAt,
    deposit,
    bet,
    books,
    count,
    footprint,
  };
}
