/**
 * History benchmark: a heavy player's transaction history on PostgreSQL. One member account with 200,000
 * transfers spread over 90 days (and 200,000 more of 1,000 other members against the same system account), then
 * the 7-day history (page 1 and its count) through the records repository, 200 timed runs each, beside the
 * query as it was before migration 0012 (OR of the two account columns on the (account, id) indexes, exact
 * count) in the same run.
 *
 * Prints the plan of the capped count, a table, and as its last line `RESULT {json}`.
 *
 *   npm run bench:history    (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test; BENCH_RUNS)
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import {
  accountTransfers,
  countAccountTransfers,
  type AccountTransferFilter,
} from '../../apps/server/src/modules/records/repository.ts';
import { recordCountPagesAhead } from '../../packages/contracts/src/records.ts';
import { percentileOf, printResult, printTable, round } from '../shared/stats.ts';

const HEAVY_TRANSFERS = 200_000;
const OTHER_TRANSFERS = 200_000;
const OTHER_MEMBERS = 1_000;
const DAYS = 90;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARM_UP = 20;
const PAGE_SIZE = 10;
const DAY_MS = 86_400_000;

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `msp_bench_history_${process.pid}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
// Two connections: the page and its count run side by side, as in a request.
const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
const { db } = handle;

/** p50/p99/mean in ms of `RUNS` calls after a warm-up. */
async function time(run: () => Promise<unknown>) {
  for (let n = 0; n < WARM_UP; n += 1) await run();
  const samples: number[] = [];
  for (let n = 0; n < RUNS; n += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: round(percentileOf(samples, 50), 3),
    p99: round(percentileOf(samples, 99), 3),
    mean: round(samples.reduce((sum, sample) => sum + sample, 0) / samples.length, 3),
  };
}

try {
  await migrate(db);
  const setupStarted = performance.now();
  const merchantId = (
    await sql<{ id: number }>`
      INSERT INTO merchants (code, name, main_domain, theme) VALUES ('BENCH', 'Bench', 'bench.example', '{}')
      RETURNING id`.execute(db)
  ).rows[0]!.id;
  await sql`
    INSERT INTO members (merchant_id, username, password_hash)
    SELECT ${merchantId}::integer, 'bench' || n, 'bench' FROM generate_series(0, ${OTHER_MEMBERS}) AS n`.execute(
    db,
  );
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
    SELECT ${merchantId}::integer, id, 'MAIN', 'BDT', false FROM members WHERE merchant_id = ${merchantId}
    UNION ALL SELECT ${merchantId}::integer, NULL, 'ADJUSTMENT', 'BDT', true`.execute(db);
  const accounts = await sql<{ id: string; username: string | null }>`
    SELECT a.id::text, m.username FROM ledger_accounts a LEFT JOIN members m ON m.id = a.member_id
    WHERE a.merchant_id = ${merchantId}::integer`.execute(db);
  const heavy = BigInt(accounts.rows.find((row) => row.username === 'bench0')!.id);
  const system = BigInt(accounts.rows.find((row) => row.username === null)!.id);

  // Set-based: every transfer with its posting, the balances after it by running sums, oldest first. Members
  // gain 6 and lose 4 of every 10 movements, so no member balance ever dips below zero.
  await sql`
    WITH others AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM ledger_accounts
      WHERE merchant_id = ${merchantId}::integer AND member_id IS NOT NULL AND id <> ${heavy}
    ), legs AS (
      SELECT g % 10 AS k, ${heavy}::bigint AS member_account,
        now() - make_interval(days => ${DAYS}) + (g::double precision / ${HEAVY_TRANSFERS}) * make_interval(days => ${DAYS}) AS at
      FROM generate_series(1, ${HEAVY_TRANSFERS}) AS g
      UNION ALL
      -- Each other member gets every kind in turn too.
      SELECT (g / ${OTHER_MEMBERS}) % 10, others.ids[1 + g % ${OTHER_MEMBERS}],
        now() - make_interval(days => ${DAYS}) + (g::double precision / ${OTHER_TRANSFERS}) * make_interval(days => ${DAYS})
      FROM generate_series(1, ${OTHER_TRANSFERS}) AS g, others
    ), kinds AS (
      SELECT legs.*, (ARRAY['BET', 'BET', 'BET', 'SETTLE', 'SETTLE', 'SETTLE', 'DEPOSIT', 'WITHDRAWAL_HOLD',
        'TRANSFER', 'BONUS'])[k + 1] AS kind, k NOT IN (0, 1, 2, 7) AS credited
      FROM legs
    ), numbered AS (
      SELECT kinds.*, row_number() OVER (ORDER BY at, member_account) AS seq,
        CASE WHEN credited THEN 100 ELSE -100 END::bigint AS delta
      FROM kinds
    ), balances AS (
      SELECT numbered.*,
        sum(delta) OVER (PARTITION BY member_account ORDER BY seq) AS member_after,
        -sum(delta) OVER (ORDER BY seq) AS system_after
      FROM numbered
    ), postings AS (
      INSERT INTO ledger_postings (merchant_id, idempotency_key, request_hash, kind, created_at)
      SELECT ${merchantId}::integer, 'bench-' || seq, 'bench', kind, at FROM balances
      RETURNING id, idempotency_key
    )
    INSERT INTO ledger_transfers (posting_id, merchant_id, debit_account_id, credit_account_id, amount, kind,
      debit_balance_after, credit_balance_after, created_at)
    SELECT p.id, ${merchantId}::integer,
      CASE WHEN credited THEN ${system}::bigint ELSE member_account END,
      CASE WHEN credited THEN member_account ELSE ${system}::bigint END,
      100, kind,
      CASE WHEN credited THEN system_after ELSE member_after END,
      CASE WHEN credited THEN member_after ELSE system_after END,
      at
    FROM balances JOIN postings p ON p.idempotency_key = 'bench-' || seq`.execute(db);
  await sql`
    UPDATE ledger_accounts a SET balance = coalesce(moved.net, 0)
    FROM (
      SELECT account, sum(net) AS net FROM (
        SELECT credit_account_id AS account, amount AS net FROM ledger_transfers
        UNION ALL SELECT debit_account_id, -amount FROM ledger_transfers
      ) AS legs GROUP BY account
    ) AS moved
    WHERE a.id = moved.account`.execute(db);
  // A steady state: autovacuum has long since marked the old pages all-visible and gathered statistics.
  await sql`VACUUM ANALYZE ledger_transfers`.execute(db);
  const setupSeconds = (performance.now() - setupStarted) / 1000;

  const now = Date.now();
  const week: AccountTransferFilter = {
    accountId: heavy,
    from: new Date(now - 7 * DAY_MS),
    to: new Date(now),
  };
  const quarter: AccountTransferFilter = { ...week, from: new Date(now - DAYS * DAY_MS) };
  const pageOne = { offset: 0, limit: PAGE_SIZE };
  const firstCap = PAGE_SIZE * recordCountPagesAhead;
  const weekRows = Number(
    (
      await sql<{ n: string }>`
        SELECT count(*) AS n FROM ledger_transfers
        WHERE (debit_account_id = ${heavy} OR credit_account_id = ${heavy})
          AND created_at >= ${week.from} AND created_at <= ${week.to}`.execute(db)
    ).rows[0]!.n,
  );

  const plan = await sql<{ 'QUERY PLAN': string }>`
    EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF, SUMMARY OFF)
    SELECT count(*) FROM (
      (SELECT 1 FROM ledger_transfers WHERE debit_account_id = ${heavy}
        AND created_at >= ${week.from} AND created_at <= ${week.to})
      UNION ALL
      (SELECT 1 FROM ledger_transfers WHERE credit_account_id = ${heavy}
        AND created_at >= ${week.from} AND created_at <= ${week.to})
      LIMIT ${firstCap + 1}) AS matching`.execute(db);

  const measured = {
    historyPage: await time(() => accountTransfers(db, week, pageOne)),
    cappedCount: await time(() => countAccountTransfers(db, week, firstCap)),
    exactCountUnion: await time(() => countAccountTransfers(db, week, Number.MAX_SAFE_INTEGER - 1)),
    quarterPage: await time(() => accountTransfers(db, quarter, pageOne)),
    depositsPage: await time(() => accountTransfers(db, { ...week, type: 'DEPOSIT' }, pageOne)),
    page50: await time(() => accountTransfers(db, week, { offset: 49 * PAGE_SIZE, limit: PAGE_SIZE })),
  };

  // The query as it was: the OR of both account columns with the (account, id) indexes of migration 0004,
  // counting every row. Rebuilt inside a transaction that is rolled back, so nothing of it stays.
  const before = new pg.Client({ connectionString: databaseUrl });
  await before.connect();
  let previous: Awaited<ReturnType<typeof time>>;
  try {
    await before.query('BEGIN');
    await before.query('DROP INDEX ledger_transfers_debit_time, ledger_transfers_credit_time');
    await before.query('CREATE INDEX ledger_transfers_debit ON ledger_transfers (debit_account_id, id)');
    await before.query('CREATE INDEX ledger_transfers_credit ON ledger_transfers (credit_account_id, id)');
    await before.query('ANALYZE ledger_transfers');
    previous = await time(() =>
      before.query(
        `SELECT count(*) FROM ledger_transfers
         WHERE merchant_id = $1 AND (debit_account_id = $2 OR credit_account_id = $2)
           AND created_at >= $3 AND created_at <= $4`,
        [merchantId, String(heavy), week.from, week.to],
      ),
    );
  } finally {
    await before.query('ROLLBACK');
    await before.end();
  }

  console.log(
    `\nhistory benchmark — PostgreSQL; one account with ${HEAVY_TRANSFERS.toLocaleString('en')} transfers over ` +
      `${DAYS} days (${weekRows.toLocaleString('en')} in the last 7), ${OTHER_TRANSFERS.toLocaleString('en')} ` +
      `of other accounts; set up in ${setupSeconds.toFixed(1)} s; ${RUNS} runs each\n`,
  );
  console.log('plan of the capped 7-day count (page 1):');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  console.log('');
  printTable(
    ['query', 'p50 ms', 'p99 ms', 'mean ms'],
    [
      [
        `7 days: page 1 + count to ${firstCap + 1} (records repository)`,
        ...Object.values(measured.historyPage),
      ],
      [`7 days: count only, to ${firstCap + 1}`, ...Object.values(measured.cappedCount)],
      [`7 days: exact count, both index ranges`, ...Object.values(measured.exactCountUnion)],
      ['90 days: page 1 + count', ...Object.values(measured.quarterPage)],
      ['7 days, type DEPOSIT: page 1 + count', ...Object.values(measured.depositsPage)],
      ['7 days: page 50 + count', ...Object.values(measured.page50)],
      ['before: 7-day exact count, OR on (account, id) indexes', ...Object.values(previous)],
    ].map((row) => row.map((cell) => (typeof cell === 'number' ? cell.toFixed(2) : cell))),
  );
  printResult({
    transfers: HEAVY_TRANSFERS,
    sevenDayTransfers: weekRows,
    runs: RUNS,
    ...measured,
    before: previous,
  });
} finally {
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
