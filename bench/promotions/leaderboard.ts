/**
 * Phase `leaderboard`: `GET /wps/missions/leaderboard` (the demo's weekly board) through the real app for a
 * merchant with BENCH_PROMO_BOARD_MEMBERS players who each played on BENCH_PROMO_BOARD_ACTIVE of the days, from
 * the Monday of last week to today (last week's full 7 days of `member_daily_stats` rows, and this week's so far).
 *
 * The ranking is kept in the process while the rollups' cursor stays where it was (missions/leaderboard.ts), so
 * two figures: **cold**, the first call after the rollups moved (under play they move every few seconds: the bench
 * posts a deposit and runs the rollup job before each timed call, untimed), for the current and the previous
 * week; **warm**, calls that find the ranking kept (1 and 8 callers). The baseline is the plain
 * SUM / ORDER BY / LIMIT 20 over the same rows, on a client of its own.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { trialMemberTypes } from '@msp/contracts/enums.ts';
import type { Leaderboard } from '@msp/contracts/missions.ts';
import { addDays, reportDayOf } from '../../apps/server/src/modules/agents/rollups.ts';
import { catchUpAgentStats } from '../../apps/server/src/modules/agents/stats-job.ts';
import {
  memberAccountId,
  postTransfers,
  systemAccountId,
} from '../../apps/server/src/modules/ledger/service.ts';
import { maskName } from '../../apps/server/src/modules/missions/leaderboard.ts';
import { periodAt, previousPeriod, type Period } from '../../apps/server/src/modules/missions/periods.ts';
import { formatMinor } from '../../apps/server/src/shared/money.ts';
import { percentileOf, printTable, round } from '../shared/stats.ts';
import { insertMembers, openSessions, type PhaseContext, type PhaseOutcome } from './data.ts';
import { fmt, latencyCells, seconds, underLoad, type Latency } from './measure.ts';

const MEMBERS = Number(process.env.BENCH_PROMO_BOARD_MEMBERS ?? 100_000);
const ACTIVE = Number(process.env.BENCH_PROMO_BOARD_ACTIVE ?? 0.6);
const RUNS = Number(process.env.BENCH_PROMO_BOARD_RUNS ?? 30);
const WARM_CALLS = 500;
/** Members who call (each with a session). */
const CALLERS = 200;
const TOP = 20;

interface Timing {
  p50: number;
  p99: number;
  mean: number;
}

const timingOf = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: round(percentileOf(sorted, 50), 2),
    p99: round(percentileOf(sorted, 99), 2),
    mean: round(sorted.reduce((sum, sample) => sum + sample, 0) / Math.max(1, sorted.length), 2),
  };
};

export async function leaderboardPhase(ctx: PhaseContext): Promise<PhaseOutcome> {
  const { db, app, merchant, utcOffsetMinutes } = ctx;
  const step = performance.now();
  const range = await insertMembers(db, merchant.id, {
    prefix: 'bld',
    count: MEMBERS,
    createdAt: sql`now() - interval '60 days'`,
  });
  const now = new Date();
  const current = periodAt('WEEKLY', now, utcOffsetMinutes);
  const previous = previousPeriod(current, utcOffsetMinutes);
  const today = reportDayOf(now.getTime(), utcOffsetMinutes);
  const days: string[] = [];
  for (let day = previous.start; day <= today; day = addDays(day, 1)) days.push(day);
  // A member's day: ৳100–৳50,000 of valid bets (mostly small), 1–60 bets, 45 % of it won back on average.
  await sql`
    INSERT INTO member_daily_stats (member_id, day, merchant_id, path, bet, bet_count, valid_bet, win)
    SELECT t.member_id, d.day, ${merchant.id}::integer, t.path, x.bet, x.bets, x.bet,
      round(x.bet * 0.9 * bench_u(k.k, 504))::bigint
    FROM member_tree t
    CROSS JOIN unnest(${days}::date[]) WITH ORDINALITY AS d(day, n)
    CROSS JOIN LATERAL (SELECT t.member_id::bigint * 64 + d.n AS k) AS k
    CROSS JOIN LATERAL (
      SELECT (100 + floor(49900 * bench_u(k.k, 502) ^ 3))::bigint * 100 AS bet,
        1 + floor(60 * bench_u(k.k, 503))::integer AS bets) AS x
    WHERE t.member_id BETWEEN ${range.first}::integer AND ${range.last}::integer
      AND bench_u(k.k, 501) < ${ACTIVE}::float8
    ORDER BY d.day, t.member_id`.execute(db);
  const callers = Array.from(
    { length: Math.min(CALLERS, range.count) },
    (_, index) => range.first + Math.floor((index * range.count) / Math.min(CALLERS, range.count)),
  );
  const tokens = await openSessions(db, merchant.id, callers);
  await sql`VACUUM ANALYZE`.execute(db);
  const rows = (
    await sql<{ n: string; previous: string }>`
      SELECT count(*)::text AS n,
        count(*) FILTER (WHERE day >= ${previous.start}::date AND day < ${previous.end}::date)::text AS previous
      FROM member_daily_stats WHERE member_id BETWEEN ${range.first} AND ${range.last}`.execute(db)
  ).rows[0]!;
  const setupSeconds = seconds(step);
  console.log(
    `leaderboard set-up: ${fmt(range.count)} members, ${fmt(Number(rows.n))} member_daily_stats rows ` +
      `(${days[0]}..${today}; last week ${fmt(Number(rows.previous))}), in ${setupSeconds.toFixed(1)} s`,
  );

  // What moves the rollups' cursor between cold calls: a deposit of one member, then the rollup job.
  const mover = {
    main: await memberAccountId(db, {
      merchantId: merchant.id,
      memberId: range.first,
      kind: 'MAIN',
      currency: merchant.currency,
    }),
    clearing: await systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'DEPOSIT_CLEARING',
      currency: merchant.currency,
      shardKey: range.first,
    }),
  };
  let moves = 0;
  const moveRollups = async () => {
    moves += 1;
    await postTransfers(db, {
      merchantId: merchant.id,
      idempotencyKey: `bench-board-move:${process.pid}:${moves}`,
      kind: 'DEPOSIT',
      legs: [{ debitAccountId: mover.clearing, creditAccountId: mover.main, amount: 100n, kind: 'DEPOSIT' }],
    });
    await catchUpAgentStats(db);
  };

  let failures = 0;
  const board = async (period: 'current' | 'previous', n: number) => {
    const response = await app.inject({
      method: 'GET',
      url: `/wps/missions/leaderboard?period=${period}`,
      headers: { merchant: merchant.code, language: 'en', authorization: tokens[n % tokens.length]! },
    });
    if (response.statusCode === 200) return (response.json() as { value: Leaderboard }).value;
    failures += 1;
    return undefined;
  };
  const cold = async (period: 'current' | 'previous') => {
    const samples: number[] = [];
    for (let n = 0; n < RUNS + 2; n += 1) {
      await moveRollups();
      const started = performance.now();
      await board(period, n);
      if (n >= 2) samples.push(performance.now() - started);
    }
    return timingOf(samples);
  };
  const measured = { current: await cold('current'), previous: await cold('previous') };
  await board('current', 0);
  const warm: Record<string, Latency> = {
    callers1: await underLoad(WARM_CALLS, 1, (n) => board('current', n)),
    callers8: await underLoad(WARM_CALLS, 8, (n) => board('current', n)),
  };

  // The baseline: the plain sum, order and first 20 over the same rows.
  const plain = async (period: Period) =>
    (
      await ctx.client.query<{ member_id: number; valid_bet: string }>(
        `SELECT member_id, sum(valid_bet)::text AS valid_bet FROM member_daily_stats
         WHERE merchant_id = $1 AND day >= $2 AND day < $3
         GROUP BY member_id ORDER BY sum(valid_bet) DESC, member_id LIMIT ${TOP}`,
        [merchant.id, period.start, period.end],
      )
    ).rows;
  const timePlain = async (period: Period) => {
    await plain(period);
    const samples: number[] = [];
    for (let n = 0; n < RUNS; n += 1) {
      const started = performance.now();
      await plain(period);
      samples.push(performance.now() - started);
    }
    return timingOf(samples);
  };
  const baseline = { current: await timePlain(current), previous: await timePlain(previous) };

  // Checks: the board's first 20 are the plain query's (names masked), and callers' own ranks are right.
  const topMatches = async (period: 'current' | 'previous', span: Period) => {
    const [answer, expected] = await Promise.all([board(period, 0), plain(span)]);
    const names = new Map(
      (
        await db
          .selectFrom('members')
          .select(['id', 'username'])
          .where(
            'id',
            'in',
            expected.map((row) => row.member_id),
          )
          .execute()
      ).map((row) => [row.id, row.username]),
    );
    return (
      answer !== undefined &&
      answer.top.length === expected.length &&
      answer.top.every(
        (row, index) =>
          row.rank === index + 1 &&
          row.validBet === formatMinor(BigInt(expected[index]!.valid_bet)) &&
          (row.you || row.name === maskName(names.get(expected[index]!.member_id)!)),
      )
    );
  };
  const ownRankRight = async (n: number) => {
    const answer = await board('current', n);
    const { rows: ranked } = await sql<{ rank: string | null }>`
      WITH sums AS (
        SELECT s.member_id, sum(s.valid_bet) AS v FROM member_daily_stats s JOIN members m ON m.id = s.member_id
        WHERE s.merchant_id = ${merchant.id} AND s.day >= ${current.start}::date AND s.day < ${current.end}::date
          AND m.type <> ALL (${[...trialMemberTypes]}::int[])
        GROUP BY s.member_id HAVING sum(s.valid_bet) > 0
      ), me AS (SELECT v FROM sums WHERE member_id = ${callers[n % callers.length]!}::integer)
      SELECT CASE WHEN EXISTS (SELECT 1 FROM me)
        THEN (SELECT count(*) + 1 FROM sums, me WHERE sums.v > me.v
              OR (sums.v = me.v AND sums.member_id < ${callers[n % callers.length]!}::integer)) END::text AS rank`.execute(
      db,
    );
    const rank = ranked[0]?.rank ?? null;
    return answer !== undefined && answer.you.rank === (rank === null ? null : Number(rank));
  };
  const checks = {
    leaderboardAllAnswered: failures === 0,
    leaderboardTopEqualsPlainQuery:
      (await topMatches('current', current)) && (await topMatches('previous', previous)),
    leaderboardOwnRankRight: (await Promise.all([0, 1, 2, 3, 4].map((n) => ownRankRight(n * 37)))).every(
      Boolean,
    ),
  };

  console.log(
    `\nleaderboard: GET /wps/missions/leaderboard, weekly board, ${fmt(range.count)} members ` +
      `(current week ${current.start}..${addDays(current.end, -1)}, previous ${previous.start}..` +
      `${addDays(previous.end, -1)}); cold: ${RUNS} calls each after the rollups moved`,
  );
  printTable(
    ['call', 'p50 ms', 'p99 ms', 'mean ms', 'calls/s'],
    [
      [
        'cold, current week',
        measured.current.p50.toFixed(2),
        measured.current.p99.toFixed(2),
        measured.current.mean.toFixed(2),
        '',
      ],
      [
        'cold, previous week',
        measured.previous.p50.toFixed(2),
        measured.previous.p99.toFixed(2),
        measured.previous.mean.toFixed(2),
        '',
      ],
      ['warm (ranking kept), 1 caller', ...latencyCells(warm.callers1!)],
      ['warm (ranking kept), 8 callers', ...latencyCells(warm.callers8!)],
      [
        'baseline: plain SUM/ORDER BY/LIMIT 20, current',
        baseline.current.p50.toFixed(2),
        baseline.current.p99.toFixed(2),
        baseline.current.mean.toFixed(2),
        '',
      ],
      [
        'baseline: plain SUM/ORDER BY/LIMIT 20, previous',
        baseline.previous.p50.toFixed(2),
        baseline.previous.p99.toFixed(2),
        baseline.previous.mean.toFixed(2),
        '',
      ],
    ],
  );
  const ratios = {
    coldCurrent: round(measured.current.p50 / baseline.current.p50, 2),
    coldPrevious: round(measured.previous.p50 / baseline.previous.p50, 2),
  };
  console.log(`ratio cold p50 / plain p50: current ${ratios.coldCurrent}, previous ${ratios.coldPrevious}`);
  return {
    checks,
    result: {
      members: range.count,
      statsRows: Number(rows.n),
      previousWeekRows: Number(rows.previous),
      setupSeconds: round(setupSeconds, 1),
      coldCurrent: measured.current,
      coldPrevious: measured.previous,
      warm1: warm.callers1,
      warm8: warm.callers8,
      baselineCurrent: baseline.current,
      baselinePrevious: baseline.previous,
      ratios,
    },
  };
}
