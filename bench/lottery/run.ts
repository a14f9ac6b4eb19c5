/**
 * Lottery settlement benchmark: one numero with 1,000,000 bets on PostgreSQL, settled by the server's own
 * `settleNumero` (apps/server/src/modules/lottery/settlement.ts), beside a plain UPDATE of the same rows in the
 * same run.
 *
 * Set-up, on a fresh database of its own (dropped afterwards):
 * - a merchant, a DIGITS3 game and one open numero (a CSPRNG seed and its commitment, the default odds);
 * - BENCH_MEMBERS members (10,000) with MAIN accounts, funded through the ledger: one batch posting from
 *   DEPOSIT_CLEARING, one transfer per member;
 * - BENCH_BETS bets (1,000,000; 100 per member) placed in bulk and paid for: in one transaction, a set-based
 *   INSERT … SELECT of the bets (keys over the whole 28-style catalogue, stakes 1.00–50.00, pseudo-random but
 *   the same every run) and one batch posting (`postBatch`) of each member's total stake from the member's
 *   MAIN account into the LOTTERY_POOL shard `placeSlip` uses (one transfer per member, as one slip each).
 *   No per-slip limit checks and no audit rows: that is placeSlip's work, not settlement's;
 * - the numero is drawn by the draw job's own `drawDueNumeros`.
 *
 * Measured: `settleNumero` (one transaction: the numero locked, wins and pushes in one UPDATE, losses in
 * another, one batch posting of what each member gets back); then a second `settleNumero`, which must post
 * nothing; then the books are checked (ledger sum zero, every account equal to its transfers, each member's
 * balance = funds − stakes + payouts, pool = stakes − payouts, every bet's payout recomputed with the contracts'
 * payoutOf). The baseline: the same 1,000,000 open bets copied into a table like lottery_bets (same indexes,
 * same fill factor) and marked LOST by one plain UPDATE.
 *
 * Then a second phase on the same database (vn-south.ts): a VN Southern (`VN_SOUTH`) numero of BENCH_VN_BETS bets
 * of the same members, the Vietnamese mix (lô 2 số, lô 3 số, đề, xiên, lô trượt, đá), settled by the same
 * `settleNumero` (for a point family: `settlePointBets`, each of its statements timed), beside a plain UPDATE of
 * a copy of the same bets on another numero in lottery_bets; every bet's status and payout checked against the
 * contracts' `pointPayout`, each member's credit, the books, and a second settlement.
 *
 * Prints the figures of both phases and as its last line `RESULT {json}` (the first phase's figures, the second's
 * as `vnSouth…`; `checks` is true only when both phases' checks pass). Any failed check: exit code 1.
 *
 *   npm run bench:lottery    (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test; BENCH_MEMBERS,
 *                            BENCH_BETS; BENCH_EXPLAIN=1 prints the settlement statements' plans too)
 *
 * Environment:
 *   BENCH_MEMBERS   members, shared by both phases (10,000)
 *   BENCH_BETS      bets of the first phase's DIGITS3 numero (1,000,000)
 *   BENCH_VN_BETS   bets of the VN Southern numero (1,000,000; e.g. 100000 for a quick run, 0 skips the phase)
 *   BENCH_EXPLAIN   1: print the plans of the settlement statements of both phases (run and rolled back)
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { defaultOdds, payoutOf, winningKeys } from '../../packages/contracts/src/lottery/bets.ts';
import { newSeed, seedCommitment } from '../../packages/contracts/src/lottery/draw.ts';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import {
  ledgerHealth,
  postBatch,
  SYSTEM_ACCOUNT_SHARDS,
  systemAccountId,
} from '../../apps/server/src/modules/ledger/service.ts';
import { drawDueNumeros } from '../../apps/server/src/modules/lottery/numeros.ts';
import { settleNumero } from '../../apps/server/src/modules/lottery/settlement.ts';
import { printResult, printTable, round } from '../shared/stats.ts';
import { runVnSouthPhase } from './vn-south.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BETS = Number(process.env.BENCH_BETS ?? 1_000_000);
const BETS_PER_MEMBER = Math.ceil(BETS / MEMBERS);
const VN_BETS = Number(process.env.BENCH_VN_BETS ?? 1_000_000);
/** Each member's funds (minor units): 10,000.00, more than 100 bets of at most 50.00. */
const FUNDS = 1_000_000n;
const GAME = 'B28';
/** The 28-style catalogue: every kind of key, each sum. */
const KEYS = [
  'BIG',
  'SMALL',
  'ODD',
  'EVEN',
  'BIG_ODD',
  'SMALL_EVEN',
  'BIG_EVEN',
  'SMALL_ODD',
  'EXTREME_BIG',
  'EXTREME_SMALL',
  'COLOUR:RED',
  'COLOUR:GREEN',
  'COLOUR:BLUE',
  'COLOUR:GRAY',
  'TRIPLE',
  'PAIR',
  'STRAIGHT',
  ...Array.from({ length: 28 }, (_, sum) => `SUM:${sum}`),
];

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `msp_bench_lottery_${process.pid}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
const handle = await openDatabase({ url: databaseUrl, poolSize: 2 });
const { db } = handle;

const seconds = (started: number) => (performance.now() - started) / 1000;
const load = () => loadavg().map((value) => round(value, 2));

try {
  await migrate(db);
  const loadBefore = load();
  const setupStarted = performance.now();
  const merchant = (
    await sql<{ id: number; currency: string }>`
      INSERT INTO merchants (code, name, main_domain, theme) VALUES ('BENCH', 'Bench', 'bench.example', '{}')
      RETURNING id, currency`.execute(db)
  ).rows[0]!;
  await sql`
    INSERT INTO members (merchant_id, username, password_hash)
    SELECT ${merchant.id}::integer, 'bench' || n, 'bench' FROM generate_series(1, ${MEMBERS}::integer) AS n`.execute(
    db,
  );
  await sql`
    INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, allow_negative)
    SELECT ${merchant.id}::integer, id, 'MAIN', ${merchant.currency}, false FROM members
    WHERE merchant_id = ${merchant.id}::integer`.execute(db);
  const system = { merchantId: merchant.id, currency: merchant.currency };
  const deposits = await systemAccountId(db, { ...system, kind: 'DEPOSIT_CLEARING' });
  // Every pool shard, as placeSlip opens them (shard = member id mod 32).
  for (let shard = 0; shard < SYSTEM_ACCOUNT_SHARDS; shard += 1) {
    await systemAccountId(db, { ...system, kind: 'LOTTERY_POOL', shardKey: shard });
  }
  const mains = await sql<{ id: bigint }>`
    SELECT id FROM ledger_accounts WHERE merchant_id = ${merchant.id}::integer AND kind = 'MAIN'
    ORDER BY id`.execute(db);
  const funding = await postBatch(db, {
    merchantId: merchant.id,
    idempotencyKey: 'bench-funds',
    kind: 'TEST_FUNDS',
    legs: mains.rows.map((row) => ({
      debitAccountId: deposits,
      creditAccountId: row.id,
      amount: FUNDS,
      kind: 'TEST_FUNDS',
    })),
  });

  await sql`
    INSERT INTO lottery_games (merchant_id, game_code, family, interval_minutes)
    VALUES (${merchant.id}::integer, ${GAME}, 'DIGITS3', 5)`.execute(db);
  const seed = newSeed();
  const drawsAt = new Date(Date.now() + 3_600_000);
  const numero = (
    await db
      .insertInto('lottery_numeros')
      .values({
        merchant_id: merchant.id,
        game_code: GAME,
        numero: 'BENCH-0001',
        opens_at: new Date(Date.now() - 60_000),
        closes_at: drawsAt,
        draws_at: drawsAt,
        seed,
        commitment: await seedCommitment(seed),
        odds: defaultOdds('DIGITS3'),
      })
      .returning(['id', 'odds'])
      .executeTakeFirstOrThrow()
  ).id;

  // The bets and what pays for them, in one transaction.
  const placeStarted = performance.now();
  const placement = await db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO lottery_bets (merchant_id, member_id, numero_id, slip_key, bet_key, stake)
      SELECT ${merchant.id}::integer, m.id, ${numero}::bigint, 'bench-slip',
        (${KEYS}::text[])[1 + ((hashint8extended(m.id::bigint * 1000 + g, 1) % ${KEYS.length}) + ${KEYS.length}) % ${KEYS.length}],
        100 * (1 + ((hashint8extended(m.id::bigint * 1000 + g, 2) % 50) + 50) % 50)
      FROM members m, generate_series(1, ${BETS_PER_MEMBER}::integer) AS g
      WHERE m.merchant_id = ${merchant.id}::integer
      ORDER BY m.id, g
      LIMIT ${BETS}::integer`.execute(trx);
    // Each member's total, then the member's MAIN account and pool shard (summed first: the fresh rows have no
    // statistics yet, and a join of 1,000,000 bets could be planned as a million index probes).
    await sql`ANALYZE lottery_bets`.execute(trx);
    const stakes = await sql<{ main: bigint; pool: bigint; staked: string }>`
      SELECT main.id AS main, pool.id AS pool, per.staked::text AS staked
      FROM (SELECT member_id, sum(stake) AS staked FROM lottery_bets WHERE numero_id = ${numero}::bigint
            GROUP BY member_id) AS per
      JOIN ledger_accounts main ON main.merchant_id = ${merchant.id}::integer
        AND main.member_id = per.member_id AND main.kind = 'MAIN'
      JOIN ledger_accounts pool ON pool.merchant_id = ${merchant.id}::integer AND pool.member_id IS NULL
        AND pool.kind = 'LOTTERY_POOL' AND pool.shard = per.member_id % ${SYSTEM_ACCOUNT_SHARDS}
      ORDER BY main.id`.execute(trx);
    return postBatch(trx, {
      merchantId: merchant.id,
      idempotencyKey: `bench-slips:${numero}`,
      kind: 'LOTTERY_BET',
      legs: stakes.rows.map((row) => ({
        debitAccountId: row.main,
        creditAccountId: row.pool,
        amount: BigInt(row.staked),
        kind: 'LOTTERY_BET',
        reference: 'BENCH-0001',
      })),
    });
  });
  const placeSeconds = seconds(placeStarted);

  const drawn = await drawDueNumeros(db, new Date(drawsAt.getTime() + 1000));
  if (drawn !== 1) throw new Error(`drew ${drawn} numeros, not 1`);
  const { result } = await db
    .selectFrom('lottery_numeros')
    .select('result')
    .where('id', '=', numero)
    .executeTakeFirstOrThrow();

  // The baseline's table: the same open bets, the same indexes, no autovacuum to disturb either run.
  await sql`CREATE TABLE bench_bets_baseline (LIKE lottery_bets INCLUDING ALL)`.execute(db);
  // The same storage parameters too (LIKE does not copy them): the fill factor decides whether updates are HOT.
  const reloptions = await sql<{ options: string[] | null }>`
    SELECT reloptions AS options FROM pg_class WHERE oid = 'lottery_bets'::regclass`.execute(db);
  await sql
    .raw(
      `ALTER TABLE bench_bets_baseline SET (${[...(reloptions.rows[0]?.options ?? []), 'autovacuum_enabled=false'].join(', ')})`,
    )
    .execute(db);
  await sql`INSERT INTO bench_bets_baseline SELECT * FROM lottery_bets WHERE numero_id = ${numero}::bigint`.execute(
    db,
  );
  await sql`VACUUM ANALYZE`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  const setupSeconds = seconds(setupStarted);

  if (process.env.BENCH_EXPLAIN) {
    await explainSettlement(numero);
    // What the rolled-back statements left behind must not slow the measured runs.
    await sql`VACUUM lottery_bets`.execute(db);
    await sql`CHECKPOINT`.execute(db);
  }

  // Baseline: one plain UPDATE marking the same rows settled.
  const baselineStarted = performance.now();
  const baselineRows = await sql`
    UPDATE bench_bets_baseline SET status = 'LOST', settled_at = now()
    WHERE numero_id = ${numero}::bigint AND status = 'OPEN'`.execute(db);
  const baselineSeconds = seconds(baselineStarted);
  await sql`CHECKPOINT`.execute(db);

  const loadAtSettle = load();
  const settleStarted = performance.now();
  const settled = await settleNumero(db, numero);
  const settleSeconds = seconds(settleStarted);
  if (!settled) throw new Error('settleNumero settled nothing');
  const payoutPosting = await sql<{ transfers: number }>`
    SELECT count(*)::integer AS transfers FROM ledger_transfers t
    JOIN ledger_postings p ON p.id = t.posting_id
    WHERE p.merchant_id = ${merchant.id}::integer AND p.idempotency_key = ${`lottery-settle:${numero}`}`.execute(
    db,
  );
  const payoutTransfers = payoutPosting.rows[0]!.transfers;

  // Again: the numero is SETTLED, nothing moves.
  const transfersBefore = await transferCount(merchant.id);
  const again = await settleNumero(db, numero);
  const postedAgain = (await transferCount(merchant.id)) - transfersBefore;

  // The books.
  const health = await ledgerHealth(db, merchant.id);
  const books = (
    await sql<{
      bets: number;
      open: number;
      staked: string;
      paid: string;
      pool: string;
      wrong_members: number;
      members: number;
    }>`
      WITH per_member AS (
        SELECT member_id, sum(stake) AS staked, sum(payout) AS paid FROM lottery_bets
        WHERE numero_id = ${numero}::bigint GROUP BY member_id
      )
      SELECT
        (SELECT count(*)::integer FROM lottery_bets WHERE numero_id = ${numero}::bigint) AS bets,
        (SELECT count(*)::integer FROM lottery_bets WHERE numero_id = ${numero}::bigint AND status = 'OPEN') AS open,
        (SELECT sum(staked)::text FROM per_member) AS staked,
        (SELECT sum(paid)::text FROM per_member) AS paid,
        (SELECT sum(balance)::text FROM ledger_accounts
          WHERE merchant_id = ${merchant.id}::integer AND kind = 'LOTTERY_POOL') AS pool,
        (SELECT count(*)::integer FROM ledger_accounts a
          LEFT JOIN per_member b ON b.member_id = a.member_id
          WHERE a.merchant_id = ${merchant.id}::integer AND a.kind = 'MAIN'
            AND a.balance <> ${FUNDS}::bigint - coalesce(b.staked, 0) + coalesce(b.paid, 0)) AS wrong_members,
        (SELECT count(*)::integer FROM ledger_accounts
          WHERE merchant_id = ${merchant.id}::integer AND kind = 'MAIN') AS members`.execute(db)
  ).rows[0]!;
  // Every bet's outcome and payout recomputed with the contracts (grouped: each key × stake × status once).
  const payouts = new Map(winningKeys('DIGITS3', result!).map((payout) => [payout.betKey, payout]));
  const odds = defaultOdds('DIGITS3');
  const groups = await sql<{ bet_key: string; stake: bigint; status: string; bets: number; paid: string }>`
    SELECT bet_key, stake, status, count(*)::integer AS bets, sum(payout)::text AS paid FROM lottery_bets
    WHERE numero_id = ${numero}::bigint GROUP BY bet_key, stake, status`.execute(db);
  let wrongPayouts = 0;
  const byStatus: Record<string, number> = {};
  for (const group of groups.rows) {
    byStatus[group.status] = (byStatus[group.status] ?? 0) + group.bets;
    const payout = payouts.get(group.bet_key);
    const status = payout ? (payout.outcome === 'PUSH' ? 'PUSH' : 'WON') : 'LOST';
    const each = payout ? payoutOf(group.stake, payout, odds[payout.oddsKey]!) : 0n;
    if (group.status !== status || BigInt(group.paid) !== each * BigInt(group.bets))
      wrongPayouts += group.bets;
  }

  const staked = BigInt(books.staked);
  const paid = BigInt(books.paid);
  const checks = {
    settledAll: settled.bets === BETS && books.bets === BETS && books.open === 0,
    paidAsReported: settled.paid === paid,
    secondRunPostedNothing: again === null && postedAgain === 0,
    ledgerSumZero: health.sum === 0n,
    accountsMatchTransfers: health.mismatchedAccounts === 0 && health.negativeMemberAccounts === 0,
    membersBalanced: books.wrong_members === 0 && books.members === MEMBERS,
    poolBalanced: BigInt(books.pool) === staked - paid,
    payoutsAsContracts: wrongPayouts === 0,
    stakesPosted: placement.transferCount === MEMBERS && funding.transferCount === MEMBERS,
  };

  const postingsPerSecond = payoutTransfers / settleSeconds;
  const ratio = settleSeconds / baselineSeconds;
  console.log(
    `\nlottery settlement benchmark — PostgreSQL; ${MEMBERS.toLocaleString('en')} members, ` +
      `${BETS.toLocaleString('en')} bets on one numero (result ${result!.join('-')}); set up in ` +
      `${setupSeconds.toFixed(1)} s (bets placed and paid for in ${placeSeconds.toFixed(1)} s)\n`,
  );
  console.log(`settled ${settled.bets.toLocaleString('en')} bets in ${settleSeconds.toFixed(2)} s`);
  console.log(
    `payout posting: ${payoutTransfers.toLocaleString('en')} transfers, ${Math.round(postingsPerSecond).toLocaleString('en')} transfers/s ` +
      `(${Math.round(settled.bets / settleSeconds).toLocaleString('en')} bets/s)`,
  );
  console.log(`second settlement: posted ${postedAgain} transfers (returned ${JSON.stringify(again)})\n`);
  printTable(
    ['step', 'seconds', 'rows'],
    [
      ['settleNumero (outcomes + payout posting)', settleSeconds.toFixed(2), settled.bets],
      [
        'baseline: plain UPDATE … SET status = LOST',
        baselineSeconds.toFixed(2),
        Number(baselineRows.numAffectedRows),
      ],
    ],
  );
  console.log(`ratio settle / plain UPDATE: ${ratio.toFixed(2)}`);
  console.log(
    `bets: ${Object.entries(byStatus)
      .map(([status, count]) => `${status} ${count.toLocaleString('en')}`)
      .join(', ')}; staked ${staked}, paid ${paid}, pool ${books.pool} (minor units)`,
  );
  console.log(
    `load average (1/5/15 min): before set-up ${loadBefore.join(' ')}, at settlement ${loadAtSettle.join(' ')}`,
  );
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  const allOk = Object.values(checks).every(Boolean);
  if (!allOk) process.exitCode = 1;

  const vnSouth =
    VN_BETS > 0
      ? await runVnSouthPhase({
          db,
          merchantId: merchant.id,
          members: MEMBERS,
          bets: VN_BETS,
          explain: Boolean(process.env.BENCH_EXPLAIN),
        })
      : { ok: true, figures: {} };
  if (!vnSouth.ok) process.exitCode = 1;
  printResult({
    bench: 'lottery',
    members: MEMBERS,
    bets: BETS,
    settleSeconds: round(settleSeconds, 3),
    payoutTransfers,
    transfersPerSecond: round(postingsPerSecond, 0),
    betsPerSecond: round(settled.bets / settleSeconds, 0),
    baselineUpdateSeconds: round(baselineSeconds, 3),
    ratioToPlainUpdate: round(ratio, 2),
    placeSeconds: round(placeSeconds, 2),
    postedOnSecondRun: postedAgain,
    staked: String(staked),
    paid: String(paid),
    loadAtSettle,
    ...vnSouth.figures,
    checks: allOk && vnSouth.ok,
  });
} finally {
  await handle.close();
  // The pool's end() resolves before its connections are closed: a backend killed by the FORCE below while its
  // client is still closing raises an error no listener takes (the process crashed on it after RESULT). So wait
  // until the database has no connections left (at most 5 s) before dropping it.
  for (let waited = 0; waited < 50; waited += 1) {
    const left = await admin.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (left.rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

async function transferCount(merchantId: number) {
  const row = await sql<{ n: number }>`
    SELECT count(*)::integer AS n FROM ledger_transfers WHERE merchant_id = ${merchantId}::integer`.execute(
    db,
  );
  return row.rows[0]!.n;
}

/** The plans of settlement's statements on this numero, run and rolled back. */
async function explainSettlement(numeroId: bigint) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const numero = (
      await client.query(`SELECT result, odds FROM lottery_numeros WHERE id = $1`, [String(numeroId)])
    ).rows[0] as { result: number[]; odds: Record<string, number> };
    const paying = winningKeys('DIGITS3', numero.result);
    // settleNumero's statement of the outcomes (apps/server/src/modules/lottery/settlement.ts), with the sums.
    const statements: Array<[string, string, unknown[]]> = [
      [
        'every open bet once, and what each member gets back',
        `WITH paying AS (SELECT $2::text[] AS keys, $3::text[] AS outcomes, $4::bigint[] AS multipliers),
         settled AS (
           UPDATE lottery_bets AS bet
           SET status = CASE paying.outcomes[array_position(paying.keys, bet.bet_key)]
                          WHEN 'WIN' THEN 'WON' WHEN 'PUSH' THEN 'PUSH' ELSE 'LOST' END,
               payout = CASE paying.outcomes[array_position(paying.keys, bet.bet_key)]
                          WHEN 'WIN' THEN bet.stake * paying.multipliers[array_position(paying.keys, bet.bet_key)] / 100
                          WHEN 'PUSH' THEN bet.stake ELSE bet.payout END,
               settled_at = now()
           FROM paying WHERE bet.numero_id = $1 AND bet.status = 'OPEN'
           RETURNING bet.member_id, bet.status, bet.payout)
         SELECT member_id, sum(payout) FROM settled WHERE status IN ('WON', 'PUSH') AND payout > 0
         GROUP BY member_id`,
        [
          String(numeroId),
          paying.map((p) => p.betKey),
          paying.map((p) => p.outcome),
          paying.map((p) => numero.odds[p.oddsKey] ?? 100),
        ],
      ],
    ];
    for (const [name, text, values] of statements) {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS, WAL) ${text}`, values);
      console.log(`\nplan: ${name}`);
      for (const row of plan.rows as Array<{ 'QUERY PLAN': string }>) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await client.query('ROLLBACK');
    await client.end();
  }
}
