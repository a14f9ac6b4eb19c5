/**
 * Phase `rebate-job`: the daily rebate job (apps/server/src/modules/rebates/job.ts, `rebates` in server-jobs.ts)
 * for a day of BENCH_PROMO_REBATE_MEMBERS members with BENCH_PROMO_REBATE_BETS settled bets each, once for a
 * merchant that pays by CLAIM (the job writes the rebates) and once for one that pays AUTO (the job writes them and
 * pays every member through the ledger).
 *
 * Set-up, per merchant (two merchants of the bench's own, so each job's first run computes exactly the last due
 * report day, the one played): the members with MAIN accounts, 30 % of them on VIP ranks 1–3 with rates of their
 * own (rank 0 keeps the spec's defaults), settings (CLAIM or AUTO, ×1 turnover, ৳1 minimum), two of our lottery's
 * games with 48 settled draws each over the day; then, set-based with generate_series, 80 % of the bets as settled
 * seamless rounds (slots, live, fishing, sports; ৳10–৳500) and 20 % as lottery bets won or lost.
 *
 * Measured: the job's run (`runRebates` for the merchant: its rows/s), the run again (nothing left to do), and for
 * AUTO the payouts (postings/s from the first payout to the end of the job); the baseline is one plain SELECT of
 * member, category, sum(stake − refunded) over the same rows (rounds and lottery bets), 3 runs after a warm-up.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { defaultRebateRatesBp, rebateCategories, type RebateCategory } from '@msp/contracts/rebates.ts';
import { addDays, reportDayStart } from '../../apps/server/src/modules/agents/rollups.ts';
import { ledgerHealth } from '../../apps/server/src/modules/ledger/service.ts';
import { latestDueDay, runRebates } from '../../apps/server/src/modules/rebates/job.ts';
import { percentileOf, printTable, round } from '../shared/stats.ts';
import {
  benchMerchant,
  insertMembers,
  openMemberAccounts,
  type PhaseContext,
  type PhaseOutcome,
} from './data.ts';
import { fmt, seconds } from './measure.ts';

const MEMBERS = Number(process.env.BENCH_PROMO_REBATE_MEMBERS ?? 20_000);
const BETS = Number(process.env.BENCH_PROMO_REBATE_BETS ?? 50);
/** Of each member's bets, this many are our lottery's; the others seamless rounds. */
const LOTTERY_BETS = Math.round(BETS * 0.2);
const ROUNDS = BETS - LOTTERY_BETS;
const DRAWS_PER_GAME = 48;
const BASELINE_RUNS = 3;
/** VIP ranks 1–3 earn their rank × this many basis points more than rank 0 (the defaults). */
const RANK_BONUS_BP = 20;
const MIN_PAYOUT = 100n;

type Mode = 'CLAIM' | 'AUTO';

interface RebateMerchant {
  id: number;
  currency: string;
  offset: number;
  code: string;
  mode: Mode;
  day: string;
  from: Date;
  to: Date;
  rounds: number;
  lotteryBets: number;
}

/** A merchant of the bench's own, its members and their day of play (see the header). */
async function seedMerchant(ctx: PhaseContext, code: string, mode: Mode): Promise<RebateMerchant> {
  const { db } = ctx;
  const merchant = await benchMerchant(db, code);
  const day = latestDueDay(new Date(), merchant.offset);
  const from = reportDayStart(day, merchant.offset);
  const to = reportDayStart(addDays(day, 1), merchant.offset);
  await db
    .insertInto('rebate_settings')
    .values({ merchant_id: merchant.id, payout_mode: mode, turnover_multiple: 1, min_payout: MIN_PAYOUT })
    .execute();
  await sql`
    INSERT INTO rebate_rates (merchant_id, vip_rank, category, rate_bp)
    SELECT ${merchant.id}::integer, rank, c.category, c.bp + rank * ${RANK_BONUS_BP}::integer
    FROM generate_series(1, 3) AS rank
    CROSS JOIN unnest(${[...rebateCategories]}::text[],
      ${rebateCategories.map((category) => defaultRebateRatesBp[category])}::integer[]) AS c(category, bp)`.execute(
    db,
  );
  const range = await insertMembers(db, merchant.id, {
    prefix: `b${code.toLowerCase()}`,
    count: MEMBERS,
    createdAt: sql`now() - interval '90 days'`,
  });
  await openMemberAccounts(db, merchant, range, ['MAIN']);
  await sql`
    INSERT INTO member_vip (member_id, merchant_id, rank, reached_at, kept_month)
    SELECT m, ${merchant.id}::integer, 1 + floor(3 * bench_u(m, 302))::integer, now() - interval '40 days',
      date_trunc('month', now())::date
    FROM generate_series(${range.first}::integer, ${range.last}::integer) AS m
    WHERE bench_u(m, 301) < 0.3`.execute(db);

  // Two lottery games (ELOTT and LOTT) and their draws every 30 minutes of the day, settled.
  await sql`
    INSERT INTO lottery_games (merchant_id, game_code, family, interval_minutes, cutoff_seconds)
    VALUES (${merchant.id}::integer, 'BENCH_D3', 'DIGITS3', 30, 10),
      (${merchant.id}::integer, 'BENCH_B49', 'BALLS49', 30, 10)`.execute(db);
  await sql`
    INSERT INTO lottery_numeros (merchant_id, game_code, numero, opens_at, closes_at, draws_at, seed, commitment,
      odds, status, result, drawn_at, settled_at)
    SELECT ${merchant.id}::integer, g.code, 'BENCH-' || n, t - interval '29 minutes', t - interval '10 seconds', t,
      'bench', 'bench', '{}'::jsonb, 'SETTLED', g.result, t, t + interval '5 seconds'
    FROM (VALUES ('BENCH_D3', ARRAY[1, 2, 3]), ('BENCH_B49', ARRAY[1, 2, 3, 4, 5, 6, 7])) AS g(code, result)
    CROSS JOIN generate_series(1, ${DRAWS_PER_GAME}::integer) AS n
    CROSS JOIN LATERAL (SELECT ${from}::timestamptz + n * interval '30 minutes' - interval '1 minute' AS t) AS t
    ORDER BY t, g.code`.execute(db);

  // The rounds, in the order they settled: slots 40 %, live 25 %, fishing 15 %, sports 20 %; ৳10–৳500.
  await sql`
    INSERT INTO game_rounds (merchant_id, member_id, vendor_code, game_code, game_type, round_id, wallet_mode,
      stake, win, status, started_at, settled_at)
    SELECT ${merchant.id}::integer, m, 'BENCHV', 'bench-' || lower(x.category), x.category, 'b' || m || '-' || g,
      'SEAMLESS', x.stake, CASE WHEN bench_u(k.k, 314) < 0.45 THEN x.stake * 2 ELSE 0 END, 'SETTLED',
      x.at - interval '30 seconds', x.at
    FROM generate_series(${range.first}::integer, ${range.last}::integer) AS m
    CROSS JOIN generate_series(1, ${ROUNDS}::integer) AS g
    CROSS JOIN LATERAL (SELECT m::bigint * 1000 + g AS k) AS k
    CROSS JOIN LATERAL (
      SELECT ${from}::timestamptz + interval '1 minute'
          + (${to}::timestamptz - ${from}::timestamptz - interval '2 minutes') * bench_u(k.k, 311) AS at,
        (10 + floor(490 * bench_u(k.k, 312) ^ 3))::bigint * 100 AS stake,
        CASE WHEN bench_u(k.k, 313) < 0.4 THEN 'RNG' WHEN bench_u(k.k, 313) < 0.65 THEN 'LIVE'
             WHEN bench_u(k.k, 313) < 0.8 THEN 'FISH' ELSE 'SPORTS' END AS category) AS x
    ORDER BY x.at`.execute(db);
  await sql`
    WITH draws AS (
      SELECT array_agg(id ORDER BY draws_at, game_code) AS ids FROM lottery_numeros
      WHERE merchant_id = ${merchant.id}::integer
    )
    INSERT INTO lottery_bets (merchant_id, member_id, numero_id, slip_key, bet_key, stake, status, payout,
      placed_at, settled_at)
    SELECT ${merchant.id}::integer, m, n.id, 'bench-' || m || '-' || g, 'bench', x.stake,
      CASE WHEN x.won THEN 'WON' ELSE 'LOST' END, CASE WHEN x.won THEN x.stake * 9 ELSE 0 END,
      n.opens_at + interval '1 minute', n.settled_at
    FROM generate_series(${range.first}::integer, ${range.last}::integer) AS m
    CROSS JOIN generate_series(1, ${LOTTERY_BETS}::integer) AS g
    CROSS JOIN draws
    CROSS JOIN LATERAL (SELECT m::bigint * 1000 + g AS k) AS k
    CROSS JOIN LATERAL (
      SELECT draws.ids[1 + floor(cardinality(draws.ids) * bench_u(k.k, 321))::integer] AS numero_id,
        (20 + floor(180 * bench_u(k.k, 322)))::bigint * 100 AS stake, bench_u(k.k, 323) < 0.1 AS won) AS x
    JOIN lottery_numeros n ON n.id = x.numero_id
    ORDER BY n.settled_at`.execute(db);
  return {
    id: merchant.id,
    currency: merchant.currency,
    offset: merchant.offset,
    code,
    mode,
    day,
    from,
    to,
    rounds: MEMBERS * ROUNDS,
    lotteryBets: MEMBERS * LOTTERY_BETS,
  };
}

/** The baseline: member, category, sum(stake − refunded) over the day's rounds and lottery bets, one statement. */
async function plainSums(ctx: PhaseContext, merchant: RebateMerchant) {
  const { rows } = await ctx.client.query<{ member_id: number; category: RebateCategory; valid_bet: string }>(
    `SELECT member_id, category, sum(valid)::text AS valid_bet FROM (
       SELECT member_id, game_type AS category, stake - refunded AS valid FROM game_rounds
       WHERE merchant_id = $1 AND status = 'SETTLED' AND settled_at >= $2 AND settled_at < $3
       UNION ALL
       SELECT b.member_id, CASE g.family WHEN 'BALLS49' THEN 'LOTT' ELSE 'ELOTT' END, b.stake
       FROM lottery_numeros n
       JOIN lottery_games g ON g.merchant_id = n.merchant_id AND g.game_code = n.game_code
       JOIN lottery_bets b ON b.numero_id = n.id
       WHERE n.merchant_id = $1 AND n.status = 'SETTLED' AND n.settled_at >= $2 AND n.settled_at < $3
         AND b.status IN ('WON', 'LOST')
     ) AS bets
     GROUP BY 1, 2`,
    [merchant.id, merchant.from, merchant.to],
  );
  return rows;
}

async function timeBaseline(ctx: PhaseContext, merchant: RebateMerchant) {
  await plainSums(ctx, merchant);
  const samples: number[] = [];
  let rows: Awaited<ReturnType<typeof plainSums>> = [];
  for (let n = 0; n < BASELINE_RUNS; n += 1) {
    const started = performance.now();
    rows = await plainSums(ctx, merchant);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: round(percentileOf(samples, 50), 1), rows };
}

/** What the job must write, from the baseline's sums and the rates the bench set: `member:category` → amount. */
async function expectedRebates(
  ctx: PhaseContext,
  merchant: RebateMerchant,
  sums: Awaited<ReturnType<typeof plainSums>>,
) {
  const ranks = new Map(
    (
      await ctx.db
        .selectFrom('member_vip')
        .select(['member_id', 'rank'])
        .where('merchant_id', '=', merchant.id)
        .execute()
    ).map((row) => [row.member_id, row.rank]),
  );
  const expected = new Map<string, bigint>();
  for (const row of sums) {
    const rank = ranks.get(row.member_id) ?? 0;
    const bp = defaultRebateRatesBp[row.category] + (rank > 0 ? rank * RANK_BONUS_BP : 0);
    const amount = (BigInt(row.valid_bet) * BigInt(bp)) / 10_000n;
    if (amount > 0n) expected.set(`${row.member_id}:${row.category}`, amount);
  }
  return expected;
}

async function writtenRebates(ctx: PhaseContext, merchant: RebateMerchant) {
  const rows = await ctx.db
    .selectFrom('rebates')
    .select(['member_id', 'category', 'amount', 'payout_id'])
    .where('merchant_id', '=', merchant.id)
    .execute();
  return rows;
}

/** The fingerprint a re-run must leave as it was: the merchant's rebates, payouts and postings. */
async function footprint(ctx: PhaseContext, merchantId: number) {
  const { rows } = await sql<{ rebates: string; payouts: string; postings: string; days: string }>`
    SELECT (SELECT count(*) FROM rebates WHERE merchant_id = ${merchantId})::text AS rebates,
      (SELECT count(*) FROM rebate_payouts WHERE merchant_id = ${merchantId})::text AS payouts,
      (SELECT count(*) FROM ledger_postings WHERE merchant_id = ${merchantId})::text AS postings,
      (SELECT count(*) FROM rebate_days WHERE merchant_id = ${merchantId})::text AS days`.execute(ctx.db);
  return JSON.stringify(rows[0]);
}

async function runFor(ctx: PhaseContext, merchant: RebateMerchant) {
  const { db } = ctx;
  await plainSums(ctx, merchant); // the same warm cache for the job and the baseline
  const started = performance.now();
  const report = await runRebates(db, { merchantId: merchant.id });
  const jobSeconds = seconds(started);
  const jobEnded = Date.now();
  const before = await footprint(ctx, merchant.id);
  const againStarted = performance.now();
  const again = await runRebates(db, { merchantId: merchant.id });
  const againMs = performance.now() - againStarted;
  const unchanged =
    again.days === 0 &&
    again.rebates === 0 &&
    again.payouts === 0 &&
    (await footprint(ctx, merchant.id)) === before;
  const baseline = await timeBaseline(ctx, merchant);

  const expected = await expectedRebates(ctx, merchant, baseline.rows);
  const written = await writtenRebates(ctx, merchant);
  const writtenByKey = new Map(written.map((row) => [`${row.member_id}:${row.category}`, row.amount]));
  const rebatesAsExpected =
    report.days === 1 &&
    written.length === expected.size &&
    [...expected].every(([key, amount]) => writtenByKey.get(key) === amount);
  const bets = merchant.rounds + merchant.lotteryBets;
  const figures = {
    jobSeconds: round(jobSeconds, 2),
    betsPerSecond: Math.round(bets / jobSeconds),
    rebates: report.rebates,
    rebatesPerSecond: Math.round(report.rebates / jobSeconds),
    payouts: report.payouts,
    rerunMs: round(againMs, 1),
    baselineMs: baseline.ms,
    ratio: round((jobSeconds * 1000) / baseline.ms, 1),
  };
  const mode = merchant.mode === 'CLAIM' ? 'Claim' : 'Auto';
  const checks: Record<string, boolean> = {
    [`rebate${mode}RebatesAsTheRatesSay`]: rebatesAsExpected,
    [`rebate${mode}RerunChangedNothing`]: unchanged,
  };
  let paying: { payingSeconds: number; postingsPerSecond: number } | undefined;
  if (merchant.mode === 'AUTO') {
    const { rows } = await sql<{
      first: Date | null;
      payouts: string;
      members: string;
      paid: string | null;
      transferred: string | null;
      requirements: string;
    }>`
      SELECT (SELECT min(created_at) FROM ledger_postings WHERE merchant_id = ${merchant.id} AND kind = 'REBATE')
          AS first,
        (SELECT count(*) FROM rebate_payouts WHERE merchant_id = ${merchant.id})::text AS payouts,
        (SELECT count(DISTINCT member_id) FROM rebate_payouts WHERE merchant_id = ${merchant.id})::text AS members,
        (SELECT sum(amount) FROM rebate_payouts WHERE merchant_id = ${merchant.id})::text AS paid,
        (SELECT sum(amount) FROM ledger_transfers WHERE merchant_id = ${merchant.id} AND kind = 'REBATE')::text
          AS transferred,
        (SELECT count(*) FROM turnover_requirements WHERE merchant_id = ${merchant.id})::text AS requirements`.execute(
      db,
    );
    const row = rows[0]!;
    const payingSeconds = row.first ? (jobEnded - row.first.getTime()) / 1000 : jobSeconds;
    paying = {
      payingSeconds: round(payingSeconds, 2),
      postingsPerSecond: Math.round(report.payouts / payingSeconds),
    };
    // Who had at least the minimum is paid once, all of it; the others wait for more.
    const totals = new Map<number, bigint>();
    for (const rebate of written)
      totals.set(rebate.member_id, (totals.get(rebate.member_id) ?? 0n) + rebate.amount);
    const payable = [...totals.values()].filter((total) => total >= MIN_PAYOUT).length;
    const paidSum = written
      .filter((rebate) => rebate.payout_id !== null)
      .reduce((sum, r) => sum + r.amount, 0n);
    const books = await ledgerHealth(db, merchant.id);
    checks.rebateAutoEachMemberPaidOnce =
      report.payouts === payable && Number(row.payouts) === payable && Number(row.members) === payable;
    checks.rebateAutoPaidEqualsRebates =
      BigInt(row.paid ?? 0) === paidSum &&
      BigInt(row.transferred ?? 0) === paidSum &&
      written.every(
        (rebate) => (rebate.payout_id !== null) === totals.get(rebate.member_id)! >= MIN_PAYOUT,
      ) &&
      Number(row.requirements) === payable;
    checks.rebateAutoBooksBalanced =
      books.sum === 0n && books.negativeMemberAccounts === 0 && books.mismatchedAccounts === 0;
  }
  return { figures: { ...figures, ...paying }, checks };
}

export async function rebateJobPhase(ctx: PhaseContext): Promise<PhaseOutcome> {
  const step = performance.now();
  const claim = await seedMerchant(ctx, 'BRCLAIM', 'CLAIM');
  const auto = await seedMerchant(ctx, 'BRAUTO', 'AUTO');
  await sql`VACUUM ANALYZE`.execute(ctx.db);
  const setupSeconds = seconds(step);
  console.log(
    `rebate-job set-up: 2 merchants × ${fmt(MEMBERS)} members × ${BETS} settled bets (${ROUNDS} rounds, ` +
      `${LOTTERY_BETS} lottery bets) on ${claim.day}, in ${setupSeconds.toFixed(1)} s`,
  );
  const claimRun = await runFor(ctx, claim);
  const autoRun = await runFor(ctx, auto);
  const bets = MEMBERS * BETS;
  console.log(`\nrebate job: ${fmt(MEMBERS)} members, ${fmt(bets)} settled bets of report day ${claim.day}`);
  printTable(
    ['run', 'time', 'bets/s', 'rebates', 'rebates/s', 'payouts', 'postings/s', 'ratio to baseline'],
    [
      [
        'CLAIM: runRebates',
        `${claimRun.figures.jobSeconds.toFixed(2)} s`,
        fmt(claimRun.figures.betsPerSecond),
        fmt(claimRun.figures.rebates),
        fmt(claimRun.figures.rebatesPerSecond),
        '0',
        '',
        String(claimRun.figures.ratio),
      ],
      [
        'CLAIM: runRebates again (nothing to do)',
        `${claimRun.figures.rerunMs.toFixed(1)} ms`,
        '',
        '0',
        '',
        '0',
        '',
        '',
      ],
      [
        'AUTO: runRebates (computes and pays)',
        `${autoRun.figures.jobSeconds.toFixed(2)} s`,
        fmt(autoRun.figures.betsPerSecond),
        fmt(autoRun.figures.rebates),
        fmt(autoRun.figures.rebatesPerSecond),
        fmt(autoRun.figures.payouts),
        fmt(autoRun.figures.postingsPerSecond ?? 0),
        String(autoRun.figures.ratio),
      ],
      [
        'AUTO: runRebates again (nothing to do)',
        `${autoRun.figures.rerunMs.toFixed(1)} ms`,
        '',
        '0',
        '',
        '0',
        '',
        '',
      ],
      ...[claimRun, autoRun].map((run, index) => [
        `baseline: one plain SELECT member, category, sum (${index === 0 ? 'CLAIM' : 'AUTO'} merchant)`,
        `${run.figures.baselineMs.toFixed(1)} ms`,
        fmt(Math.round(bets / (run.figures.baselineMs / 1000))),
        '',
        '',
        '',
        '',
        '1',
      ]),
    ],
  );
  console.log(
    `AUTO: paying ${fmt(autoRun.figures.payouts)} members took ${autoRun.figures.payingSeconds} s of the job ` +
      `(from its first payout posting) = ${fmt(autoRun.figures.postingsPerSecond ?? 0)} postings/s`,
  );
  return {
    checks: { ...claimRun.checks, ...autoRun.checks },
    result: {
      members: MEMBERS,
      betsPerMember: BETS,
      day: claim.day,
      setupSeconds: round(setupSeconds, 1),
      claim: claimRun.figures,
      auto: autoRun.figures,
    },
  };
}
