/**
 * Phase `public-state`: `GET /wps/member/info` (the header asks on every page) through the real app, for members
 * with a realistic load on the demo catalogue, beside the same call's plain member part.
 *
 * Set-up (set-based, on the demo merchant of a first start): BENCH_PROMO_INFO_MEMBERS players registered 20–25
 * days ago (so the sign-up gift, AUTO, waits for each), with
 * - deposits (a first one an hour after registering, covering what the member will stake, then on a quarter of
 *   the days it plays) and 21 report days of play up to now: on ~45 % of the days (70 % today) 5–25 slot, live
 *   or fishing rounds (game_rounds and their GAME_BET/GAME_WIN postings), a LOGIN audit row, and today our own
 *   lottery's bets on 1–4 draws for 30 % of them; all posted through the ledger by one set-based statement
 *   (bench/agents' `postLegs`: balances by running sums) and rolled up by the rollup job (`catchUpAgentStats`);
 * - BUTTON promotions joined: NEW_PLAYER (half, before the first deposit), SLOT_BONUS (60 %), SUNDAY_BEST (40 %);
 *   MEMBER_DAY applied for (10 %); a third claimed the sign-up gift and a quarter of NEW_PLAYER's joiners claimed
 *   it (claim.ts: each has an open turnover requirement the state reads);
 * - the VIP job run (levels from the figures, level-up bonuses with their turnover), the rebate job's computation
 *   of the day before the last one due (`computeDay`: rebates to claim), and every third member the referrer of
 *   the next two (PENDING referrals of the REFERRAL promotion, friends who play);
 * - a session each (the header's caller).
 *
 * Measured: a warm-up call per member (its answers summarise the load), then BENCH_PROMO_INFO_CALLS calls over
 * the members in turn with 1 and with 8 concurrent callers (`inject`); the baseline is a route registered on the
 * same app that answers the plain member part only (the session, then `getMemberInfo`), measured the same way.
 * The statements per call are counted on the app's database (a Kysely plugin); each part of the answer is also
 * called alone (in-process, one at a time) for its statements and time.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { MemberInfoResult } from '@msp/contracts/session.ts';
import { addDays, reportDayOf, reportDayStart } from '../../apps/server/src/modules/agents/rollups.ts';
import { catchUpAgentStats } from '../../apps/server/src/modules/agents/stats-job.ts';
import { AppError } from '../../apps/server/src/shared/app-error.ts';
import { DEMO_REFERRAL_CODE } from '../../apps/server/src/modules/demo/referral.ts';
import { getMemberInfo } from '../../apps/server/src/modules/identity/member-service.ts';
import type { ActiveSession } from '../../apps/server/src/modules/identity/session-service.ts';
import { SYSTEM_ACCOUNT_SHARDS } from '../../apps/server/src/modules/ledger/service.ts';
import { missionsToClaim } from '../../apps/server/src/modules/missions/board.ts';
import { claimReward } from '../../apps/server/src/modules/promotions/claim.ts';
import { promotionPublicState } from '../../apps/server/src/modules/promotions/rewards.ts';
import { computeDay, latestDueDay } from '../../apps/server/src/modules/rebates/job.ts';
import { rebatePromoCount } from '../../apps/server/src/modules/rebates/queries.ts';
import { referralReadyCount } from '../../apps/server/src/modules/referral/queries.ts';
import { runVipLevels } from '../../apps/server/src/modules/vip/job.ts';
import { vipPublicState } from '../../apps/server/src/modules/vip/page.ts';
import { memberBalance } from '../../apps/server/src/modules/wallet/service.ts';
import { percentileOf, printTable, round } from '../shared/stats.ts';
import { openSystemAccounts, postLegs } from '../agents/data.ts';
import {
  insertMembers,
  openMemberAccounts,
  openSessions,
  type MemberRange,
  type PhaseContext,
  type PhaseOutcome,
} from './data.ts';
import { fmt, latencyCells, seconds, statementsOf, underLoad, type Latency } from './measure.ts';

const MEMBERS = Number(process.env.BENCH_PROMO_INFO_MEMBERS ?? 1_000);
const CALLS = Number(process.env.BENCH_PROMO_INFO_CALLS ?? 2_000);
/** Members whose parts are called one by one. */
const PART_SAMPLE = 200;
const PLAY_DAYS = 21;
const LOTTERY_DRAWS = 12;
/** The plain member part, on the same app: registered by the bench before the app is ready. */
export const PLAIN_INFO_PATH = '/wps/bench/member-info-plain';
const origin = { ip: '10.20.0.1', userAgent: 'bench' };

/** One game of each category the members play, from the demo catalogue, and its vendor. */
async function demoGames(ctx: PhaseContext) {
  const { rows } = await sql<{ vendor: string; game_code: string; game_type: string }>`
    SELECT DISTINCT ON (g.game_type) v.code AS vendor, g.game_code, g.game_type
    FROM games g JOIN vendors v ON v.id = g.vendor_id
    WHERE g.merchant_id = ${ctx.merchant.id} AND g.game_type IN ('RNG', 'LIVE', 'FISH')
    ORDER BY g.game_type, g.id`.execute(ctx.db);
  if (rows.length !== 3) throw new Error('the demo merchant lacks a slot, live or fishing game');
  return rows;
}

async function promotionIds(ctx: PhaseContext) {
  const codes = ['NEW_PLAYER', 'SLOT_BONUS', 'SUNDAY_BEST', 'WELCOME_GIFT', 'MEMBER_DAY', DEMO_REFERRAL_CODE];
  const rows = await ctx.db
    .selectFrom('promotions')
    .select(['id', 'code'])
    .where('merchant_id', '=', ctx.merchant.id)
    .where('code', 'in', codes)
    .execute();
  const id = (code: string) => {
    const found = rows.find((row) => row.code === code);
    if (!found) throw new Error(`the demo promotion ${code} is missing`);
    return found.id;
  };
  return {
    newPlayer: id('NEW_PLAYER'),
    slotBonus: id('SLOT_BONUS'),
    sundayBest: id('SUNDAY_BEST'),
    welcomeGift: id('WELCOME_GIFT'),
    memberDay: id('MEMBER_DAY'),
    referral: id(DEMO_REFERRAL_CODE),
  };
}

/** The members, their play, deposits, entries and referrals (see the header); answers their id range. */
async function seedMembers(
  ctx: PhaseContext,
): Promise<{ range: MemberRange; claimed: number; refused: number }> {
  const { db, merchant, utcOffsetMinutes } = ctx;
  const games = await demoGames(ctx);
  const promotions = await promotionIds(ctx);
  await openSystemAccounts(
    db,
    merchant,
    games.map((game) => game.vendor),
  );
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, vendor_code, shard, currency, allow_negative)
    SELECT ${merchant.id}::integer, NULL, 'LOTTERY_POOL', NULL, s, ${merchant.currency}, true
    FROM generate_series(0, ${SYSTEM_ACCOUNT_SHARDS - 1}::integer) AS s
    ON CONFLICT ON CONSTRAINT ledger_accounts_one_per_kind DO NOTHING`.execute(db);

  const range = await insertMembers(db, merchant.id, {
    prefix: 'bpi',
    count: MEMBERS,
    createdAt: sql`now() - interval '20 days' - bench_u(g, 101) * interval '5 days'`,
  });
  await openMemberAccounts(db, merchant, range, ['MAIN', 'HOLD']);

  const now = Date.now();
  const today = reportDayOf(now, utcOffsetMinutes);
  const days = Array.from({ length: PLAY_DAYS }, (_, index) => {
    const day = addDays(today, index - (PLAY_DAYS - 1));
    const end = Math.min(reportDayStart(addDays(day, 1), utcOffsetMinutes).getTime(), now - 5 * 60_000);
    return { start: reportDayStart(day, utcOffsetMinutes), end: new Date(end) };
  });
  await sql`
    CREATE TABLE bench_info_members AS
    SELECT m.id AS member_id, m.created_at AS joined_at, main.id AS main, clearing.id AS clearing, pool.id AS pool
    FROM members m
    JOIN ledger_accounts main ON main.member_id = m.id AND main.kind = 'MAIN'
    JOIN ledger_accounts clearing ON clearing.merchant_id = m.merchant_id AND clearing.member_id IS NULL
      AND clearing.kind = 'DEPOSIT_CLEARING' AND clearing.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
    JOIN ledger_accounts pool ON pool.merchant_id = m.merchant_id AND pool.member_id IS NULL
      AND pool.kind = 'LOTTERY_POOL' AND pool.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
    WHERE m.id BETWEEN ${range.first}::integer AND ${range.last}::integer`.execute(db);
  // The days each member plays (today more of them: those who open the site today played today).
  await sql`
    CREATE TABLE bench_info_days AS
    SELECT p.*, d.n::integer AS d, d.day_start, d.day_end
    FROM bench_info_members p
    CROSS JOIN unnest(${days.map((day) => day.start)}::timestamptz[], ${days.map((day) => day.end)}::timestamptz[])
      WITH ORDINALITY AS d(day_start, day_end, n)
    WHERE d.day_end > p.joined_at + interval '3 hours' AND d.day_end > d.day_start + interval '10 minutes'
      AND bench_u(p.member_id::bigint * 64 + d.n, 102) < CASE WHEN d.n = ${PLAY_DAYS}::integer THEN 0.7 ELSE 0.45 END`.execute(
    db,
  );
  // Rounds: slots half of them, live 30 %, fishing 20 %; stakes ৳10–৳200 (mostly small), 45 % won back 1.2–3×.
  await sql`
    CREATE TABLE bench_info_rounds AS
    SELECT pd.member_id, pd.main, house.id AS house, g.vendor, g.game_code, g.game_type, k.k,
      greatest(pd.day_start + (pd.day_end - pd.day_start - interval '2 minutes') * bench_u(k.k, 104),
        pd.joined_at + interval '2 hours') AS at,
      (10 + floor(190 * bench_u(k.k, 105) ^ 3))::bigint * 100 AS stake,
      CASE WHEN bench_u(k.k, 106) < 0.45
        THEN round((10 + floor(190 * bench_u(k.k, 105) ^ 3)) * 100 * (1.2 + 1.8 * bench_u(k.k, 108)))::bigint
        ELSE 0::bigint END AS win
    FROM bench_info_days pd
    CROSS JOIN LATERAL generate_series(1, 5 + floor(20 * bench_u(pd.member_id::bigint * 64 + pd.d, 103))::integer) AS r
    CROSS JOIN LATERAL (SELECT pd.member_id::bigint * 100000 + pd.d * 1000 + r AS k) AS k
    JOIN unnest(${games.map((game) => game.vendor)}::text[], ${games.map((game) => game.game_code)}::text[],
        ${games.map((game) => game.game_type)}::text[]) AS g(vendor, game_code, game_type)
      ON g.game_type = CASE WHEN bench_u(k.k, 107) < 0.5 THEN 'RNG' WHEN bench_u(k.k, 107) < 0.8 THEN 'LIVE'
                            ELSE 'FISH' END
    JOIN ledger_accounts house ON house.merchant_id = ${merchant.id}::integer AND house.member_id IS NULL
      AND house.kind = 'HOUSE' AND house.vendor_code = g.vendor
      AND house.shard = pd.member_id % ${SYSTEM_ACCOUNT_SHARDS}::integer`.execute(db);

  // Our own lottery: the last draws of a fast game, settled, and 1–4 bets of 30 % of the members on them.
  const game = await db
    .selectFrom('lottery_games')
    .select('game_code')
    .where('merchant_id', '=', merchant.id)
    .where('family', '=', 'DIGITS3')
    .where('interval_minutes', 'is not', null)
    .orderBy('game_code')
    .executeTakeFirstOrThrow();
  await sql`
    WITH draws AS (
      SELECT n, now() - interval '10 minutes' - (n - 1) * interval '20 minutes' AS at
      FROM generate_series(1, ${LOTTERY_DRAWS}::integer) AS n
    )
    INSERT INTO lottery_numeros (merchant_id, game_code, numero, opens_at, closes_at, draws_at, seed, commitment,
      odds, status, result, drawn_at, settled_at)
    SELECT ${merchant.id}::integer, ${game.game_code}, 'BENCH-' || n, at - interval '15 minutes',
      at - interval '10 seconds', at, 'bench', 'bench', '{}'::jsonb, 'SETTLED', ARRAY[1, 2, 3], at,
      at + interval '5 seconds'
    FROM draws ORDER BY n`.execute(db);
  await sql`
    CREATE TABLE bench_info_lottery AS
    WITH numeros AS (
      SELECT id, opens_at, settled_at, row_number() OVER (ORDER BY id) - 1 AS i FROM lottery_numeros
      WHERE merchant_id = ${merchant.id}::integer AND game_code = ${game.game_code} AND numero LIKE 'BENCH-%'
    )
    SELECT p.member_id, p.main, p.pool, n.id AS numero_id, r, n.opens_at + interval '1 minute' AS placed_at,
      n.settled_at, (20 + floor(80 * bench_u(p.member_id::bigint * 16 + r, 121)))::bigint * 100 AS stake,
      bench_u(p.member_id::bigint * 16 + r, 122) < 0.15 AS won
    FROM bench_info_members p
    CROSS JOIN LATERAL generate_series(1, 1 + floor(4 * bench_u(p.member_id, 123))::integer) AS r
    JOIN numeros n ON n.i = (p.member_id + r * 5) % ${LOTTERY_DRAWS}::integer
    WHERE bench_u(p.member_id, 120) < 0.3 AND n.opens_at > p.joined_at + interval '2 hours'`.execute(db);

  // Deposits: the first covers everything the member will stake (its balance never goes below zero), then one on
  // a quarter of the days it plays (not the first), ৳500–৳5,000.
  await sql`
    CREATE TABLE bench_info_deposits AS
    SELECT p.member_id, p.main, p.clearing, p.joined_at + interval '1 hour' AS at,
      (ceil((coalesce(r.stakes, 0) + coalesce(l.stakes, 0)) / 10000.0) * 10000 + 100000)::bigint AS amount
    FROM bench_info_members p
    LEFT JOIN (SELECT member_id, sum(stake) AS stakes FROM bench_info_rounds GROUP BY 1) r
      ON r.member_id = p.member_id
    LEFT JOIN (SELECT member_id, sum(stake) AS stakes FROM bench_info_lottery GROUP BY 1) l
      ON l.member_id = p.member_id
    UNION ALL
    SELECT pd.member_id, pd.main, pd.clearing,
      pd.day_start + (pd.day_end - pd.day_start) * bench_u(pd.member_id::bigint * 64 + pd.d, 131),
      (500 + floor(4500 * bench_u(pd.member_id::bigint * 64 + pd.d, 132) ^ 2))::bigint * 100
    FROM bench_info_days pd
    WHERE bench_u(pd.member_id::bigint * 64 + pd.d, 130) < 0.25
      AND pd.day_start > pd.joined_at + interval '1 day'`.execute(db);
  await postLegs(
    db,
    merchant.id,
    sql`
      SELECT 'DEPOSIT'::text AS kind, clearing AS debit, main AS credit, amount, at FROM bench_info_deposits
      UNION ALL SELECT 'GAME_BET', main, house, stake, at FROM bench_info_rounds
      UNION ALL SELECT 'GAME_WIN', house, main, win, at + interval '30 seconds' FROM bench_info_rounds WHERE win > 0
      UNION ALL SELECT 'LOTTERY_BET', main, pool, stake, placed_at FROM bench_info_lottery
      UNION ALL SELECT 'LOTTERY_PAYOUT', pool, main, stake * 9, settled_at FROM bench_info_lottery WHERE won`,
  );
  await sql`
    INSERT INTO game_rounds (merchant_id, member_id, vendor_code, game_code, game_type, round_id, wallet_mode,
      stake, win, status, started_at, settled_at)
    SELECT ${merchant.id}::integer, member_id, vendor, game_code, game_type, 'bench-info-' || k, 'SEAMLESS', stake,
      win, 'SETTLED', at, at + interval '30 seconds'
    FROM bench_info_rounds ORDER BY at`.execute(db);
  await sql`
    INSERT INTO lottery_bets (merchant_id, member_id, numero_id, slip_key, bet_key, stake, status, payout,
      placed_at, settled_at)
    SELECT ${merchant.id}::integer, member_id, numero_id, 'bench-' || member_id || '-' || r, 'D3:123', stake,
      CASE WHEN won THEN 'WON' ELSE 'LOST' END, CASE WHEN won THEN stake * 9 ELSE 0 END, placed_at, settled_at
    FROM bench_info_lottery ORDER BY placed_at`.execute(db);
  // A login on every day played, a minute before the day's first round.
  await sql`
    INSERT INTO audit_log (merchant_id, member_id, action, ip, user_agent, detail, created_at)
    SELECT ${merchant.id}::integer, member_id, 'LOGIN', '10.20.0.1', 'bench', '{}'::jsonb,
      min(at) - interval '1 minute'
    FROM bench_info_rounds GROUP BY member_id, date_trunc('day', at + ${utcOffsetMinutes}::integer * interval '1 minute')
    ORDER BY 7`.execute(db);

  // Promotions taken part in: BUTTON ones joined, an application waiting.
  await sql`
    INSERT INTO promotion_entries (merchant_id, promotion_id, member_id, status, remark, created_at)
    SELECT ${merchant.id}::integer, e.promotion_id, p.member_id, e.status, e.remark, p.joined_at + e.after
    FROM bench_info_members p
    CROSS JOIN (VALUES
      (${promotions.newPlayer}::integer, 'JOINED', NULL::text, interval '30 minutes', 0.5, 110),
      (${promotions.slotBonus}::integer, 'JOINED', NULL, interval '5 days', 0.6, 111),
      (${promotions.sundayBest}::integer, 'JOINED', NULL, interval '8 days', 0.4, 112),
      (${promotions.memberDay}::integer, 'APPLYING', 'bench: deposit on the 15th', interval '3 days', 0.1, 113)
    ) AS e(promotion_id, status, remark, after, share, seed)
    WHERE bench_u(p.member_id, e.seed) < e.share
    ORDER BY p.member_id, e.promotion_id`.execute(db);
  // Every third member referred the next two, who play like the others.
  await sql`
    INSERT INTO referrals (merchant_id, referrer_id, friend_id, code, promotion_id, signup_ip, signup_user_agent,
      status, created_at)
    SELECT ${merchant.id}::integer, p.member_id, f.member_id, 'BENCH' || chr(65 + p.member_id % 26),
      ${promotions.referral}::integer, '10.30.' || (f.member_id / 250) || '.' || (f.member_id % 250), 'bench',
      'PENDING', f.joined_at
    FROM bench_info_members p
    JOIN bench_info_members f ON f.member_id IN (p.member_id + 1, p.member_id + 2)
    WHERE (p.member_id - ${range.first}::integer) % 3 = 0
    ORDER BY f.member_id`.execute(db);
  await sql`DROP TABLE bench_info_members, bench_info_days, bench_info_rounds, bench_info_lottery, bench_info_deposits`.execute(
    db,
  );

  // The jobs that follow play in production: rollups, VIP levels, a day of rebates.
  await catchUpAgentStats(db);
  await runVipLevels(db, { merchantId: merchant.id });
  const jobMerchant = { id: merchant.id, currency: merchant.currency, offset: utcOffsetMinutes };
  await computeDay(db, jobMerchant, addDays(latestDueDay(new Date(), utcOffsetMinutes), -1));

  // Rewards paid earlier, whose turnover is still open: the sign-up gift (a third), NEW_PLAYER (a quarter of its
  // joiners). Four at a time, as members claim.
  const claims = await sql<{ member_id: number; promotion_id: number }>`
    SELECT m AS member_id, ${promotions.welcomeGift}::integer AS promotion_id
    FROM generate_series(${range.first}::integer, ${range.last}::integer) AS m WHERE bench_u(m, 140) < 0.33
    UNION ALL
    SELECT member_id, promotion_id FROM promotion_entries
    WHERE promotion_id = ${promotions.newPlayer}::integer AND member_id BETWEEN ${range.first}::integer
      AND ${range.last}::integer AND bench_u(member_id, 141) < 0.25`.execute(db);
  let refused = 0;
  await underLoad(claims.rows.length, 4, async (n) => {
    const claim = claims.rows[n]!;
    try {
      await claimReward(db, ctx.merchant, claim.member_id, claim.promotion_id, origin);
    } catch (error) {
      // NEW_PLAYER's budget may run out first: the members left see it closed (BUDGET), as they would.
      if (!(error instanceof AppError && error.code === 'promotion.budget.exhausted')) throw error;
      refused += 1;
    }
  });
  return { range, claimed: claims.rows.length - refused, refused };
}

interface InfoLoad {
  promo: number;
  vip: number;
  missions: number;
  referralEnabled: number;
  averagePromoCount: number;
}

/** Shares of the members whose answer shows each kind of load. */
function loadOf(answers: MemberInfoResult[]): InfoLoad {
  const share = (test: (answer: MemberInfoResult) => boolean) =>
    round(answers.filter(test).length / Math.max(1, answers.length), 3);
  return {
    promo: share((answer) => answer.availablePromoCount > 0),
    vip: share((answer) => answer.vipRankLevel > 0),
    missions: share((answer) => answer.missionsToClaim > 0),
    referralEnabled: share((answer) => answer.availablePromo.REFERRAL.enabled),
    averagePromoCount: round(
      answers.reduce((sum, answer) => sum + answer.availablePromoCount, 0) / Math.max(1, answers.length),
      2,
    ),
  };
}

export async function publicStatePhase(ctx: PhaseContext): Promise<PhaseOutcome> {
  const { db, app, counting, merchant } = ctx;
  let step = performance.now();
  const { range, claimed, refused } = await seedMembers(ctx);
  const memberIds = Array.from({ length: range.count }, (_, index) => range.first + index);
  const tokens = await openSessions(db, merchant.id, memberIds);
  await sql`VACUUM ANALYZE`.execute(db);
  const setupSeconds = seconds(step);
  const figures = (
    await sql<{ rounds: string; transfers: string; entries: string; referrals: string; rebates: string }>`
      SELECT
        (SELECT count(*) FROM game_rounds WHERE member_id BETWEEN ${range.first} AND ${range.last})::text AS rounds,
        (SELECT count(*) FROM ledger_transfers WHERE merchant_id = ${merchant.id})::text AS transfers,
        (SELECT count(*) FROM promotion_entries WHERE member_id BETWEEN ${range.first} AND ${range.last})::text
          AS entries,
        (SELECT count(*) FROM referrals WHERE referrer_id BETWEEN ${range.first} AND ${range.last})::text
          AS referrals,
        (SELECT count(*) FROM rebates WHERE member_id BETWEEN ${range.first} AND ${range.last}
          AND payout_id IS NULL)::text AS rebates`.execute(db)
  ).rows[0]!;
  console.log(
    `public-state set-up: ${fmt(range.count)} members, ${fmt(Number(figures.rounds))} rounds, ` +
      `${fmt(Number(figures.transfers))} transfers of the merchant, ${fmt(Number(figures.entries))} promotion ` +
      `entries, ${fmt(Number(figures.referrals))} referrals, ${fmt(Number(figures.rebates))} rebates to claim, ` +
      `${fmt(claimed)} rewards claimed earlier (${refused} refused: budget spent), in ` +
      `${setupSeconds.toFixed(1)} s`,
  );

  const headers = (n: number) => ({ merchant: merchant.code, language: 'en', authorization: tokens[n]! });
  let failures = 0;
  const call = async (url: string, n: number) => {
    const response = await app.inject({ method: 'GET', url, headers: headers(n % tokens.length) });
    if (response.statusCode !== 200) failures += 1;
    return response;
  };

  // Warm-up: every member once (sessions read, accounts' ids remembered), and what its header shows.
  step = performance.now();
  const answers: MemberInfoResult[] = [];
  await underLoad(tokens.length, 4, async (n) => {
    const response = await call('/wps/member/info', n);
    if (response.statusCode === 200) answers[n] = (response.json() as { value: MemberInfoResult }).value;
  });
  const load = loadOf(answers.filter(Boolean));
  console.log(
    `warm-up: ${fmt(tokens.length)} calls in ${seconds(step).toFixed(1)} s; members with rewards to claim ` +
      `${(load.promo * 100).toFixed(0)} % (average availablePromoCount ${load.averagePromoCount}), a VIP level ` +
      `${(load.vip * 100).toFixed(0)} %, missions to claim ${(load.missions * 100).toFixed(0)} %, referral ` +
      `enabled ${(load.referralEnabled * 100).toFixed(0)} %`,
  );

  // Each part alone, in-process, one at a time: its statements and time.
  const parts: Array<[string, (memberId: number) => Promise<unknown>]> = [
    [
      'getMemberInfo (identity)',
      (memberId) =>
        getMemberInfo(counting.db, {
          sessionId: '0',
          memberId,
          merchantId: merchant.id,
          memberType: 0,
          firstLogin: false,
          restriction: null,
          userAgent: null,
        } satisfies ActiveSession),
    ],
    ['memberBalance (wallet)', (memberId) => memberBalance(counting.db, merchant, memberId)],
    [
      'promotionPublicState (promotions)',
      (memberId) => promotionPublicState(counting.db, merchant, memberId),
    ],
    ['missionsToClaim (missions)', (memberId) => missionsToClaim(counting.db, merchant.id, memberId)],
    ['vipPublicState (vip)', (memberId) => vipPublicState(counting.db, merchant.id, memberId, 'en')],
    ['rebatePromoCount (rebates)', (memberId) => rebatePromoCount(counting.db, merchant, memberId)],
    ['referralReadyCount (referral)', (memberId) => referralReadyCount(counting.db, merchant, memberId)],
  ];
  const sample = memberIds.slice(0, Math.min(PART_SAMPLE, memberIds.length));
  const partRows: Array<Array<string | number>> = [];
  const partResults: Record<string, { statements: number; p50: number; p99: number }> = {};
  let partsAgree = true;
  for (const [name, run] of parts) {
    const times: number[] = [];
    const counts: number[] = [];
    for (const memberId of sample) {
      const started = performance.now();
      const { statements } = await statementsOf(counting, () => run(memberId));
      times.push(performance.now() - started);
      counts.push(statements);
    }
    times.sort((a, b) => a - b);
    counts.sort((a, b) => a - b);
    const figure = {
      statements: round(counts.reduce((a, b) => a + b, 0) / counts.length, 2),
      p50: round(percentileOf(times, 50), 2),
      p99: round(percentileOf(times, 99), 2),
    };
    partResults[name] = figure;
    partRows.push([
      name,
      `${figure.statements} (${counts[0]}–${counts.at(-1)})`,
      figure.p50.toFixed(2),
      figure.p99.toFixed(2),
    ]);
  }
  // The answer is the sum of its parts: the reward count of each sampled member, recomputed from them.
  for (const memberId of sample.slice(0, 50)) {
    const [promotions, rebates, referrals] = await Promise.all([
      promotionPublicState(db, merchant, memberId),
      rebatePromoCount(db, merchant, memberId),
      referralReadyCount(db, merchant, memberId),
    ]);
    const answer = answers[memberId - range.first];
    if (answer?.availablePromoCount !== promotions.availablePromoCount + rebates + referrals)
      partsAgree = false;
  }

  // The endpoint against the plain member part, 1 and 8 callers.
  const measured: Record<string, Latency> = {};
  const statementsPerCall: Record<string, number> = {};
  for (const [name, url] of [
    ['info', '/wps/member/info'],
    ['plain', PLAIN_INFO_PATH],
  ] as const) {
    for (const concurrency of [1, 8]) {
      const before = counting.statements;
      const key = `${name}${concurrency}`;
      measured[key] = await underLoad(CALLS, concurrency, (n) => call(url, n));
      statementsPerCall[key] = round((counting.statements - before) / CALLS, 2);
    }
  }
  console.log(
    `\npublic state: GET /wps/member/info, ${fmt(CALLS)} calls per run over ${fmt(range.count)} members in turn ` +
      `(inject; the app's pool ${ctx.poolSize})`,
  );
  printTable(
    ['call', 'callers', 'p50 ms', 'p99 ms', 'mean ms', 'calls/s', 'statements/call'],
    [
      ['GET /wps/member/info', 1, ...latencyCells(measured.info1!), String(statementsPerCall.info1)],
      ['GET /wps/member/info', 8, ...latencyCells(measured.info8!), String(statementsPerCall.info8)],
      ['baseline: plain member part', 1, ...latencyCells(measured.plain1!), String(statementsPerCall.plain1)],
      ['baseline: plain member part', 8, ...latencyCells(measured.plain8!), String(statementsPerCall.plain8)],
    ].map((row) => row.map(String)),
  );
  const ratios = {
    p50Callers1: round(measured.info1!.p50 / measured.plain1!.p50, 2),
    throughputCallers8: round(measured.plain8!.perSecond / measured.info8!.perSecond, 2),
  };
  console.log(
    `ratio p50 info / plain (1 caller): ${ratios.p50Callers1}; calls/s plain / info (8 callers): ` +
      `${ratios.throughputCallers8}`,
  );
  console.log(`\nthe parts alone (in-process, one at a time, ${sample.length} members)`);
  printTable(['part', 'statements (min–max)', 'p50 ms', 'p99 ms'], partRows);

  const checks = {
    publicStateAllAnswered: failures === 0,
    publicStateLoadRealistic:
      load.promo >= 0.5 && load.vip > 0 && load.missions > 0 && load.referralEnabled === 1,
    publicStateCountEqualsParts: partsAgree,
  };
  return {
    checks,
    result: {
      members: range.count,
      rounds: Number(figures.rounds),
      calls: CALLS,
      setupSeconds: round(setupSeconds, 1),
      load,
      info1: measured.info1,
      info8: measured.info8,
      plain1: measured.plain1,
      plain8: measured.plain8,
      statementsPerCall,
      parts: partResults,
      ratios,
    },
  };
}
