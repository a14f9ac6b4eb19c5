/**
 * The agents benchmark's payday phase (run.ts's header tells the whole run): one daily-salary payday for a tree
 * of BENCH_PAYDAY_AGENTS agents, each with a contract, as the server's job runs it (`runPaydays`, modules/agents/
 * contracts/payday.ts), with its checks and a set-based baseline. Its own tree, in the same database as the
 * reports phase when both run (it adds to the books, so it runs after the reports are measured).
 *
 * Set-up (timed, not the measurement):
 * - a tree of BENCH_PAYDAY_AGENTS agents, 6 levels deep: a top agent (type 1) and 5 levels of sub-agents (type
 *   41) growing by one factor per level (~9.7 for 100,000: 1/10/96/937/9,174/89,782), each agent's children
 *   spread evenly over the level above; 1 or 2 players under every agent (the 7th level below the deepest ones),
 *   inserted level by level with generate_series (the trigger writes member_tree); MAIN accounts for every member
 *   of the tree, agents too (as they have in the server);
 * - every player deposits once and places 1–3 bets (10.00–200.00) on ONE report day, yesterday in the merchant's
 *   time zone (UTC+6): the deposit at the day's start + 1 min, the bets between + 2 min and 2 min before its end
 *   (ledger postings written set-based, as data.ts writes the reports' play), then the rollup job
 *   (`catchUpAgentStats`), so every agent's team has valid bets that day;
 * - a DAILY_SALARY contract for every agent, inserted with SQL in the stored form of terms.ts: the top agent's
 *   from the site (upline_id null) at 1.00 %, every other agent's from its parent, 0.10 % less per level (0.50 %
 *   at the deepest level; never below 0.10 %), one tier with no thresholds, started the day before; and the
 *   payday cursor of DAILY_SALARY at the day's start (the day before has been paid), so the payday computes that
 *   one day. Then VACUUM ANALYZE.
 *
 * Measured: ONE `runPaydays(db, { now, merchantId })` with `now` = the day's end + 2 minutes: it computes one bill
 * per contract from the rollups and pays them all (upper levels first, in transactions of up to 5,000 bills, one
 * posting each), timed whole. It runs on a Kysely instance that records every statement it sends with its time
 * (statements.ts, the same driver and parsers as the server's): the wall time is split at the payday's first read
 * of unpaid bills into computing the bills (rollup catch-up, contracts in force, team figures, bills written) and
 * paying them, and the statements' times are summed by kind (statements the payday runs side by side overlap, so
 * the sums can exceed the wall time; what they leave of it is the server's JS: computing bills, building the
 * postings, hashing their requests). Then the same payday again with the same `now`, timed: it must write and pay
 * nothing. BENCH_PAYDAY_EXPLAIN=1 also prints the plans of the payday's main statements as it sent them.
 *
 * Baseline, on the same database: the same payments (each bill's payer → its agent, the bills' amounts, in the
 * payday's order: upper levels first) posted by ONE plain set-based statement, as data.ts posts the play: a
 * posting each, transfers with the balances after them, the accounts' balances moved, in one transaction rolled
 * back afterwards. What it leaves out is what a payday adds to moving the money: reading the team figures,
 * writing the bills, paying them in batches under row locks with idempotency keys and request hashes, audit
 * rows and payment rows. Printed as the ratio payday / baseline.
 *
 * Checks: bills written = agents (every team played) and as many bills in the table; every bill PAID and as many
 * postings as bills; each bill's amount = its team's valid bets of the day (summed from the bench's own bets) ×
 * its rate, rounded down; each agent's MAIN balance = its bill − its direct sub-agents' bills (and the bill's
 * `subtracted` is that sum); the books of the merchant balance (sum of all balances 0, no member below zero, every
 * account equal to its transfers: data.ts `books`, ledgerHealth's invariants in SQL); the second payday changed
 * nothing (no bill, payment, posting, transfer or audit row more, the bills unchanged).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../apps/server/src/db/database.ts';
import { runPaydays, type PaydayReport } from '../../apps/server/src/modules/agents/contracts/payday.ts';
import { periodAt } from '../../apps/server/src/modules/agents/contracts/periods.ts';
import { addDays, reportDayOf, reportDayStart } from '../../apps/server/src/modules/agents/rollups.ts';
import { catchUpAgentStats } from '../../apps/server/src/modules/agents/stats-job.ts';
import { SYSTEM_ACCOUNT_SHARDS } from '../../apps/server/src/modules/ledger/service.ts';
import { printTable, round } from '../shared/stats.ts';
import { books, elapsedSeconds, openSystemAccounts, postLegs } from './data.ts';
import { keyLines, openCapturingDatabase, type CapturedStatement } from './statements.ts';

/** Agent levels: the top agent and 5 levels of sub-agents. */
const AGENT_LEVELS = 6;
/** The top agent's rate (basis points), 10 less per level below, never below 10. */
const TOP_RATE_BP = 100;
const RATE_STEP_BP = 10;
const MIN_RATE_BP = 10;
export const PAYDAY_TARGET_SECONDS = 30;
/** Kept from the server (payday.ts): bills paid per transaction. */
const PAY_BATCH = 5_000;

export interface PaydayOptions {
  db: Db;
  databaseUrl: string;
  poolSize: number;
  explainer: pg.Client;
  merchant: { id: number; currency: string };
  vendors: string[];
  utcOffsetMinutes: number;
  agents: number;
  /** Print the plans of the payday's main statements (BENCH_PAYDAY_EXPLAIN=1). */
  explain: boolean;
}

const fmt = (value: number) => value.toLocaleString('en');

/** Agents per level (0 = the top agent): one growth factor per level, the deepest level takes the rest. */
export function levelSizes(agents: number, levels = AGENT_LEVELS): number[] {
  if (agents < 2 ** levels - 1) throw new Error(`${agents} agents is too few for ${levels} levels`);
  const total = (factor: number) =>
    Array.from({ length: levels }, (_, k) => factor ** k).reduce((a, b) => a + b);
  let low = 1;
  let high = agents;
  for (let step = 0; step < 100; step += 1) {
    const middle = (low + high) / 2;
    if (total(middle) < agents) low = middle;
    else high = middle;
  }
  const sizes = [1];
  for (let k = 1; k < levels - 1; k += 1) sizes.push(Math.max(sizes[k - 1]!, Math.round(low ** k)));
  sizes.push(agents - sizes.reduce((a, b) => a + b, 0));
  return sizes;
}

const rateOf = (level: number) => Math.max(MIN_RATE_BP, TOP_RATE_BP - RATE_STEP_BP * level);

interface PaydayTree {
  topId: number;
  levels: number[];
  players: number;
}

/** The agents level by level (parents first, for the tree trigger), then 1 or 2 players under each. */
async function buildPaydayTree(db: Db, merchantId: number, agents: number): Promise<PaydayTree> {
  const sizes = levelSizes(agents);
  const top = (
    await sql<{ id: number }>`
      INSERT INTO members (merchant_id, username, password_hash, type, nickname, created_at)
      VALUES (${merchantId}::integer, 'paytop', 'bench', 1, 'Payday top agent', now() - interval '400 days')
      RETURNING id`.execute(db)
  ).rows[0]!.id;
  let parents = [top];
  const all = [top];
  for (let level = 1; level < sizes.length; level += 1) {
    const rows = await sql<{ id: number }>`
      INSERT INTO members (merchant_id, username, password_hash, type, nickname, parent_member_id, created_at)
      SELECT ${merchantId}::integer, 'pa' || ${level}::integer || '_' || g, 'bench', 41, 'agent',
        (${parents}::int[])[1 + (g - 1) % ${parents.length}::integer],
        now() - interval '300 days' + ${level}::integer * interval '10 days'
      FROM generate_series(1, ${sizes[level]!}::integer) AS g
      ORDER BY 6, g
      RETURNING id`.execute(db);
    parents = rows.rows.map((row) => row.id).sort((a, b) => a - b);
    all.push(...parents);
  }
  const players = await sql`
    INSERT INTO members (merchant_id, username, password_hash, type, nickname, parent_member_id, created_at)
    SELECT ${merchantId}::integer, 'pp' || a.id || '_' || g, 'bench', 0, 'player', a.id,
      now() - interval '100 days'
    FROM unnest(${all}::int[]) AS a(id)
    CROSS JOIN LATERAL generate_series(1, CASE WHEN bench_u(a.id, 30) < 0.5 THEN 1 ELSE 2 END) AS g
    ORDER BY a.id, g`.execute(db);
  return { topId: top, levels: sizes, players: Number(players.numAffectedRows ?? 0) };
}

/** Every player's deposit and bets on the day, posted set-based; answers the bets and transfers. */
async function postPaydayPlay(
  db: Db,
  merchant: { id: number; currency: string },
  topId: number,
  vendors: string[],
  day: { start: Date; end: Date },
) {
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
    SELECT ${merchant.id}::integer, t.member_id, 'MAIN', ${merchant.currency}, false
    FROM member_tree t WHERE t.path[1] = ${topId}::integer
    ORDER BY t.member_id`.execute(db);
  // Statistics of the tree and the accounts for the statements below and the rollup job (as the reports' set-up).
  await sql`ANALYZE`.execute(db);
  await sql`
    CREATE TABLE bench_payday_bets AS
    SELECT m.id AS member_id, main.id AS main, clearing.id AS clearing, house.id AS house,
      (10 + floor(190 * bench_u(k.k, 32) ^ 2))::bigint * 100 AS stake,
      ${day.start}::timestamptz + interval '2 minutes'
        + bench_u(k.k, 33) * (${day.end}::timestamptz - ${day.start}::timestamptz - interval '4 minutes') AS at
    FROM member_tree t
    JOIN members m ON m.id = t.member_id
    JOIN ledger_accounts main ON main.merchant_id = m.merchant_id AND main.member_id = m.id AND main.kind = 'MAIN'
    JOIN ledger_accounts clearing ON clearing.merchant_id = m.merchant_id AND clearing.member_id IS NULL
      AND clearing.kind = 'DEPOSIT_CLEARING' AND clearing.vendor_code IS NULL
      AND clearing.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
    JOIN ledger_accounts house ON house.merchant_id = m.merchant_id AND house.member_id IS NULL
      AND house.kind = 'HOUSE' AND house.shard = m.id % ${SYSTEM_ACCOUNT_SHARDS}::integer
      AND house.vendor_code = (${vendors}::text[])[1 + m.id % ${vendors.length}::integer]
    CROSS JOIN LATERAL generate_series(1, 1 + floor(3 * bench_u(m.id, 31))::integer) AS g
    CROSS JOIN LATERAL (SELECT m.id::bigint * 10 + g AS k) AS k
    WHERE t.path[1] = ${topId}::integer AND m.type = 0`.execute(db);
  const bets = Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM bench_payday_bets`.execute(db)).rows[0]!.n,
  );
  const transfers = await postLegs(
    db,
    merchant.id,
    sql`
      SELECT 'DEPOSIT'::text AS kind, clearing AS debit, main AS credit, sum(stake) + 10000 AS amount,
        ${day.start}::timestamptz + interval '1 minute' AS at
      FROM bench_payday_bets GROUP BY clearing, main
      UNION ALL
      SELECT 'GAME_BET', main, house, stake, at FROM bench_payday_bets`,
  );
  return { bets, transfers };
}

/** A DAILY_SALARY contract per agent of the tree, and the type's payday cursor at the day's start. */
async function insertContracts(db: Db, merchantId: number, topId: number, dayStart: Date) {
  const result = await sql`
    INSERT INTO agent_contracts (merchant_id, type, agent_id, upline_id, terms, status, started_at)
    SELECT ${merchantId}::integer, 'DAILY_SALARY', t.member_id,
      CASE WHEN cardinality(t.path) > 1 THEN t.path[cardinality(t.path) - 1] END,
      jsonb_build_object('tiers', jsonb_build_array(jsonb_build_object('minValidBet', 0, 'minActiveMembers', 0,
        'minNetLoss', 0, 'rateBp',
        greatest(${MIN_RATE_BP}::integer, ${TOP_RATE_BP}::integer - ${RATE_STEP_BP}::integer * (cardinality(t.path) - 1))))),
      'ACTIVE', ${dayStart}::timestamptz - interval '1 day'
    FROM member_tree t JOIN members m ON m.id = t.member_id
    WHERE t.path[1] = ${topId}::integer AND m.type IN (1, 41)
    ORDER BY t.member_id`.execute(db);
  await sql`
    INSERT INTO agent_payday_cursor (merchant_id, type, period, next_start)
    VALUES (${merchantId}::integer, 'DAILY_SALARY', '', ${dayStart}::timestamptz)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** What a statement of payday.ts (and what it calls) is, from its text. */
function paydayLabel(text: string) {
  const s = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (s === 'begin' || s.startsWith('start transaction')) return 'begin';
  if (s === 'commit') return 'commit';
  if (s === 'rollback') return 'rollback';
  if (s.includes('agent_stats_catch_up')) return 'rollup catch-up (agent_stats_catch_up)';
  if (s.includes('from merchants m where exists')) return 'merchants with contracts';
  if (s.includes('pg_stat_activity')) return 'period settled? (pg_stat_activity)';
  if (s.includes('agent_payday_cursor')) return 'payday cursor (read, lock, move)';
  if (s.includes('min(started_at)')) return 'first contract';
  if (s.includes('from agent_contracts c join member_tree')) return 'contracts in force (agent_contracts)';
  if (s.includes('with money as')) return 'team figures (team_daily_stats + member_daily_stats)';
  if (s.startsWith('insert into agent_bills')) return 'bills written (INSERT agent_bills)';
  if (s.startsWith('update agent_bills b set subtracted')) return "sub-agents' sums (UPDATE agent_bills)";
  if (s.includes('for update skip locked')) return 'bills locked (FOR UPDATE SKIP LOCKED)';
  if (s.startsWith('select distinct depth from agent_bills')) return 'levels to pay (DISTINCT depth)';
  if (s.startsWith('select id, type, agent_id, upline_id, amount, paid, attempts, period_label from'))
    return 'unpaid bills (the next batch)';
  if (s.startsWith('insert into ledger_accounts')) return 'MAIN accounts opened (INSERT … NOT EXISTS)';
  if (s.startsWith('select id, member_id from ledger_accounts')) return 'MAIN account ids';
  if (s.startsWith('select id, balance, allow_negative')) return 'accounts locked (lockAccounts)';
  if (s.startsWith('select id from ledger_accounts')) return 'site SALARY account ids';
  if (s.includes('ledger_post_many_at_once')) return 'postings (ledger_post_many_at_once)';
  if (s.startsWith('insert into agent_bill_payments')) return 'payments (INSERT agent_bill_payments)';
  if (s.startsWith('update agent_bills b set paid')) return 'bills paid (UPDATE agent_bills)';
  if (s.startsWith('insert into inbox_messages')) return "payees' messages (INSERT inbox_messages)";
  if (s.startsWith('update "agent_bills" set "status"')) return 'bills expired (UPDATE agent_bills)';
  return s.slice(0, 60);
}

/** Every statement's time summed by kind, in the order first seen. */
function byLabel(statements: CapturedStatement[]) {
  const sums = new Map<string, { count: number; ms: number; max: number }>();
  for (const statement of statements) {
    const label = paydayLabel(statement.sql);
    const sum = sums.get(label) ?? { count: 0, ms: 0, max: 0 };
    sum.count += 1;
    sum.ms += statement.ms;
    sum.max = Math.max(sum.max, statement.ms);
    sums.set(label, sum);
  }
  return sums;
}

async function fingerprint(db: Db, merchantId: number) {
  const row = await sql<Record<string, string>>`
    SELECT (SELECT count(*) FROM agent_bills)::text AS bills,
      (SELECT count(*) FROM agent_bill_payments)::text AS payments,
      (SELECT count(*) FROM ledger_postings WHERE merchant_id = ${merchantId}::integer)::text AS postings,
      (SELECT max(id) FROM ledger_postings)::text AS last_posting,
      (SELECT count(*) FROM ledger_transfers WHERE merchant_id = ${merchantId}::integer)::text AS transfers,
      (SELECT count(*) FROM audit_log)::text AS audits,
      (SELECT md5(string_agg(concat_ws(':', id, status, paid, attempts, subtracted, last_attempt_at), '|'
        ORDER BY id)) FROM agent_bills) AS bills_state`.execute(db);
  return row.rows[0]!;
}

export async function paydayPhase(options: PaydayOptions) {
  const { db, merchant, vendors, utcOffsetMinutes, agents, explainer } = options;
  const setupStarted = performance.now();
  // The report day the players play on: yesterday in the merchant's time zone.
  const day = addDays(reportDayOf(Date.now(), utcOffsetMinutes), -1);
  const period = periodAt('D', reportDayStart(day, utcOffsetMinutes).getTime(), utcOffsetMinutes);
  const now = new Date(period.end.getTime() + 2 * 60_000);

  let step = performance.now();
  await openSystemAccounts(db, merchant, vendors);
  const tree = await buildPaydayTree(db, merchant.id, agents);
  console.log(
    `payday set-up: ${fmt(agents)} agents (per level ${tree.levels.join('/')}), ${fmt(tree.players)} players ` +
      `in ${elapsedSeconds(step).toFixed(1)} s`,
  );
  step = performance.now();
  const play = await postPaydayPlay(db, merchant, tree.topId, vendors, period);
  console.log(
    `payday set-up: ${fmt(play.bets)} bets on ${day} (${fmt(play.transfers)} transfers with the deposits) in ` +
      `${elapsedSeconds(step).toFixed(1)} s`,
  );
  step = performance.now();
  const rolled = await catchUpAgentStats(db);
  console.log(
    `payday set-up: rollup catch-up of ${fmt(rolled)} transfers in ${elapsedSeconds(step).toFixed(1)} s`,
  );
  step = performance.now();
  const contracts = await insertContracts(db, merchant.id, tree.topId, period.start);
  await sql`VACUUM ANALYZE`.execute(db);
  const depth = Number(
    (
      await sql<{ depth: number }>`
        SELECT max(cardinality(path)) - 1 AS depth FROM member_tree WHERE path[1] = ${tree.topId}::integer`.execute(
        db,
      )
    ).rows[0]!.depth,
  );
  const setupSeconds = elapsedSeconds(setupStarted);
  console.log(
    `payday set-up: ${fmt(contracts)} DAILY_SALARY contracts (rates ${tree.levels
      .map((_, level) => (rateOf(level) / 100).toFixed(2))
      .join('/')} % by level), VACUUM ANALYZE in ${elapsedSeconds(step).toFixed(1)} s; tree depth ${depth} ` +
      `below the top agent; set-up ${setupSeconds.toFixed(1)} s in all\n`,
  );

  // The payday, on a Kysely that records each statement (the same driver and parsers as the server's).
  const capturing = openCapturingDatabase(options.databaseUrl, options.poolSize);
  let report: PaydayReport;
  let rerun: PaydayReport;
  let seconds: number;
  let rerunMs: number;
  let statements: CapturedStatement[];
  let rerunStatements: CapturedStatement[];
  let started: number;
  const before = await fingerprint(db, merchant.id);
  let between: Record<string, string>;
  let loadAtPayday: number[];
  try {
    // A first statement on each connection outside the measurement (as a running server's pool has).
    await Promise.all(Array.from({ length: options.poolSize }, () => sql`SELECT 1`.execute(capturing.db)));
    capturing.take();
    loadAtPayday = loadavg().map((value) => round(value, 2));
    started = performance.now();
    report = await runPaydays(capturing.db, { now, merchantId: merchant.id });
    seconds = elapsedSeconds(started);
    statements = capturing.take();
    between = await fingerprint(db, merchant.id);
    const rerunStarted = performance.now();
    rerun = await runPaydays(capturing.db, { now, merchantId: merchant.id });
    rerunMs = performance.now() - rerunStarted;
    rerunStatements = capturing.take();
  } finally {
    await capturing.close();
  }
  const after = await fingerprint(db, merchant.id);

  // Computing the bills, then paying them: split at the first read of unpaid bills.
  const firstPay = statements.find((s) => paydayLabel(s.sql) === 'unpaid bills (the next batch)');
  const payStartedAt = firstPay ? firstPay.endedAt - firstPay.ms : started + seconds * 1000;
  const computeSeconds = (payStartedAt - started) / 1000;
  const paySeconds = seconds - computeSeconds;
  const sums = byLabel(statements);
  const inStatements = [...sums.values()].reduce((total, sum) => total + sum.ms, 0) / 1000;
  const payBatches = sums.get('postings (ledger_post_many_at_once)')?.count ?? 0;

  // Checks.
  const state = (
    await sql<{
      bills: string;
      unpaid: string;
      wrong_amount: string;
      wrong_balance: string;
      wrong_subtracted: string;
      postings: string;
      without_bill: string;
      total: string;
    }>`
      WITH tree AS (
        SELECT t.member_id, t.path FROM member_tree t WHERE t.path[1] = ${tree.topId}::integer
      ), team AS (
        SELECT a.id AS agent_id, sum(b.stake) AS valid_bet
        FROM bench_payday_bets b JOIN tree t ON t.member_id = b.member_id
        CROSS JOIN LATERAL unnest(t.path[1:cardinality(t.path) - 1]) AS a(id)
        GROUP BY a.id
      ), subs AS (
        SELECT upline_id, sum(amount) AS total FROM agent_bills
        WHERE merchant_id = ${merchant.id}::integer AND type = 'DAILY_SALARY' AND period_start = ${period.start}
          AND upline_id IS NOT NULL
        GROUP BY upline_id
      )
      SELECT count(b.id)::text AS bills,
        count(*) FILTER (WHERE b.status IS DISTINCT FROM 'PAID' OR b.paid IS DISTINCT FROM b.amount)::text AS unpaid,
        count(*) FILTER (WHERE b.amount IS DISTINCT FROM
          floor(team.valid_bet * ((c.terms -> 'tiers' -> 0 ->> 'rateBp')::bigint) / 10000)::bigint)::text
          AS wrong_amount,
        count(*) FILTER (WHERE acc.balance IS DISTINCT FROM b.amount - coalesce(subs.total, 0))::text
          AS wrong_balance,
        count(*) FILTER (WHERE b.subtracted IS DISTINCT FROM coalesce(subs.total, 0))::text AS wrong_subtracted,
        (SELECT count(*) FROM agent_bill_payments)::text AS postings,
        count(*) FILTER (WHERE b.id IS NULL)::text AS without_bill,
        coalesce(sum(b.amount), 0)::text AS total
      FROM agent_contracts c
      JOIN tree ON tree.member_id = c.agent_id
      LEFT JOIN agent_bills b ON b.contract_id = c.id AND b.period_start = ${period.start}
      LEFT JOIN team ON team.agent_id = c.agent_id
      LEFT JOIN subs ON subs.upline_id = c.agent_id
      LEFT JOIN ledger_accounts acc ON acc.merchant_id = ${merchant.id}::integer AND acc.member_id = c.agent_id
        AND acc.kind = 'MAIN' AND acc.vendor_code IS NULL AND acc.shard = 0
      WHERE c.type = 'DAILY_SALARY'`.execute(db)
  ).rows[0]!;
  const ledger = await books(db, merchant.id);
  const topBill = (
    await sql<{ amount: string }>`
      SELECT amount::text FROM agent_bills WHERE agent_id = ${tree.topId}::integer`.execute(db)
  ).rows[0];

  // The bills table's statistics when the payday planned its statements (VACUUM ANALYZE ran before any bill).
  const billStats = (
    await sql<{ reltuples: number; analyzed: boolean }>`
      SELECT c.reltuples, EXISTS (SELECT 1 FROM pg_stats WHERE tablename = 'agent_bills') AS analyzed
      FROM pg_class c WHERE c.relname = 'agent_bills'`.execute(db)
  ).rows[0]!;
  // Plans of the payday's statements as it sent them (BENCH_PAYDAY_EXPLAIN=1): the reads run (EXPLAIN
  // ANALYZE), the writes only planned (EXPLAIN), on the statistics the payday had.
  if (options.explain)
    for (const [label, analyze] of [
      ['contracts in force (agent_contracts)', true],
      ['team figures (team_daily_stats + member_daily_stats)', true],
      ['bills paid (UPDATE agent_bills)', false],
      ['unpaid bills (the next batch)', true],
    ] as const) {
      const statement = statements.find((s) => paydayLabel(s.sql) === label);
      if (!statement) continue;
      const plan = await explainer.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (${analyze ? 'ANALYZE, BUFFERS, COSTS OFF' : 'COSTS ON'}) ${statement.sql}`,
        [...statement.parameters],
      );
      console.log(`plan: ${label} (${analyze ? 'EXPLAIN ANALYZE, BUFFERS; key lines' : 'EXPLAIN, not run'})`);
      for (const line of analyze
        ? keyLines(plan.rows.map((row) => row['QUERY PLAN']))
        : plan.rows.map((row) => row['QUERY PLAN']))
        console.log(`  ${line}`);
      console.log('');
    }

  // The baseline: the same payments by one set-based statement, rolled back (planned on fresh statistics).
  await sql`ANALYZE agent_bills`.execute(db);
  const baselineStarted = performance.now();
  const baselineTransfers = await postLegs(
    db,
    merchant.id,
    sql`
      SELECT 'SALARY_DAILY'::text AS kind, coalesce(payer.id, site.id) AS debit, payee.id AS credit,
        b.amount, now() + (row_number() OVER (ORDER BY b.depth, b.id)) * interval '1 microsecond' AS at
      FROM agent_bills b
      JOIN ledger_accounts payee ON payee.merchant_id = b.merchant_id AND payee.member_id = b.agent_id
        AND payee.kind = 'MAIN' AND payee.vendor_code IS NULL AND payee.shard = 0
      LEFT JOIN ledger_accounts payer ON payer.merchant_id = b.merchant_id AND payer.member_id = b.upline_id
        AND payer.kind = 'MAIN' AND payer.vendor_code IS NULL AND payer.shard = 0
      LEFT JOIN ledger_accounts site ON b.upline_id IS NULL AND site.merchant_id = b.merchant_id
        AND site.member_id IS NULL AND site.kind = 'SALARY' AND site.vendor_code IS NULL
        AND site.shard = b.agent_id % ${SYSTEM_ACCOUNT_SHARDS}::integer
      WHERE b.merchant_id = ${merchant.id}::integer AND b.period_start = ${period.start} AND b.amount > 0`,
    { rollBack: true, workMem: '256MB' },
  );
  const baselineSeconds = elapsedSeconds(baselineStarted);
  const afterBaseline = await fingerprint(db, merchant.id);

  if (process.env.BENCH_AGENT_KEEP_DATABASE !== '1') await sql`DROP TABLE bench_payday_bets`.execute(db);

  console.log(
    `payday statements (${statements.length} statements taking ${inStatements.toFixed(1)} s summed, in a payday ` +
      `of ${seconds.toFixed(1)} s: statements run side by side sum to more than their wall time; ${payBatches} pay ` +
      `batches of up to ${fmt(PAY_BATCH)} bills; agent_bills ` +
      `statistics at the payday: ${billStats.analyzed ? 'column statistics' : 'no column statistics'}, ` +
      `reltuples ${billStats.reltuples})`,
  );
  printTable(
    ['statement', 'count', 'total ms', 'max ms'],
    [...sums].map(([label, sum]) => [label, String(sum.count), sum.ms.toFixed(0), sum.max.toFixed(0)]),
  );
  console.log('');

  const postingsPerSecond = report.paymentsPosted / seconds;
  const ratio = seconds / baselineSeconds;
  const targetMet = seconds <= PAYDAY_TARGET_SECONDS;
  const unchanged = JSON.stringify(between) === JSON.stringify(after);
  const checks = {
    paydayBillsEqualAgents:
      report.billsWritten === agents && Number(state.bills) === agents && Number(state.without_bill) === 0,
    paydayEveryBillPaid:
      Number(state.unpaid) === 0 && report.paymentsPosted === agents && Number(state.postings) === agents,
    paydayBillAmountsEqualRaw: Number(state.wrong_amount) === 0,
    paydayBalancesEqualBillMinusSubAgents:
      Number(state.wrong_balance) === 0 && Number(state.wrong_subtracted) === 0,
    paydayBooksBalanced: ledger.sum === 0n && ledger.negativeMembers === 0 && ledger.mismatchedAccounts === 0,
    paydayRerunChangedNothing:
      rerun.billsWritten === 0 && rerun.paymentsPosted === 0 && rerun.billsExpired === 0 && unchanged,
    paydayBaselineLeftNothing:
      baselineTransfers === report.paymentsPosted && JSON.stringify(afterBaseline) === JSON.stringify(after),
  };
  console.log(
    `payday — ${fmt(agents)} agents (depth ${depth}, ${fmt(tree.players)} players, ${fmt(play.bets)} bets on ` +
      `${day}); now ${now.toISOString()}; before: ${before.bills} bills`,
  );
  printTable(
    ['figure', 'value'],
    [
      ['payday: runPaydays, one day of DAILY_SALARY (s)', seconds.toFixed(2)],
      ['  computing the bills (s)', computeSeconds.toFixed(2)],
      ['  paying them (s)', paySeconds.toFixed(2)],
      ['bills written', fmt(report.billsWritten)],
      ['payments posted', fmt(report.paymentsPosted)],
      ['postings per second (whole payday)', fmt(Math.round(postingsPerSecond))],
      ['postings per second (paying)', fmt(Math.round(report.paymentsPosted / paySeconds))],
      ['second payday, same now (ms)', rerunMs.toFixed(1)],
      [
        `baseline: the same ${fmt(baselineTransfers)} payments, one statement (s)`,
        baselineSeconds.toFixed(2),
      ],
      ['ratio payday / baseline', ratio.toFixed(1)],
    ],
  );
  console.log(
    `the top agent's bill ${topBill ? (Number(topBill.amount) / 100).toFixed(2) : '—'}, all bills ` +
      `${(Number(state.total) / 100).toFixed(2)}; second payday: ${JSON.stringify(rerun)} in ` +
      `${rerunStatements.length} statements`,
  );
  console.log(
    `target ≤ ${PAYDAY_TARGET_SECONDS} s for ${fmt(agents)} agents' bills: ${seconds.toFixed(1)} s → ` +
      `${targetMet ? 'met' : 'MISSED'}; load average (1/5/15 min) at the payday ${loadAtPayday.join(' ')}\n`,
  );
  return {
    checks,
    result: {
      agents,
      players: tree.players,
      bets: play.bets,
      depth,
      agentsPerLevel: tree.levels,
      setupSeconds: round(setupSeconds, 1),
      seconds: round(seconds, 2),
      computeSeconds: round(computeSeconds, 2),
      paySeconds: round(paySeconds, 2),
      billsWritten: report.billsWritten,
      paymentsPosted: report.paymentsPosted,
      postingsPerSecond: Math.round(postingsPerSecond),
      rerunMs: round(rerunMs, 1),
      baselineSeconds: round(baselineSeconds, 2),
      ratioToBaseline: round(ratio, 2),
      targetSeconds: PAYDAY_TARGET_SECONDS,
      targetMet,
      loadAtPayday,
    },
  };
}
