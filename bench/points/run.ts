/**
 * Points benchmark (PostgreSQL only): the points mall's two engines, each beside a baseline measured in the same
 * run and database.
 *
 * On a fresh database of its own (dropped afterwards): migrations, the demo merchant (its PTSYS3 switch on) and the
 * demo points configuration (modules/demo/points.ts: one point per ৳10 of slots and fishing, per ৳20 of live casino
 * and sports), then:
 *
 * 1. `accrual`: BENCH_POINTS_MEMBERS members × BENCH_POINTS_BETS settled seamless rounds (1,000,000 by default)
 *    over the day before yesterday (slots 40 %, live 25 %, fishing 15 %, sports 20 %; ৳10–৳500, 3 % refunded), set
 *    based with generate_series. Measured: the accrual job (`runPointsAccrual`, as the scheduler runs it) crediting
 *    that day from a cursor at its start (one transaction per window of at most a day: valid bets per member and
 *    category, carries, one entry per member); then the job again (nothing due). Baseline: one plain
 *    SELECT member, category, sum(stake − refunded) over the same rows, 3 runs after a warm-up. Checks: every
 *    member's points are exactly Σ floor(valid bet / ratio) of the baseline's sums, one entry per member, and the
 *    points ledger's health.
 * 2. `redeem`: BENCH_POINTS_REDEEMS redemptions with BENCH_POINTS_CALLERS concurrent callers, each a different
 *    member (points and cash given first), of a voucher with a ৳5 cash top-up (`placeRedemption`: the redemption
 *    row, the points out, the top-up through the money ledger, the item's quantity down; the payment password's
 *    argon2 check is left out: a fixed cost per call that is not the engine's). Twice: all on ONE item (its row is
 *    every redemption's last lock) and spread over 20 items. Baseline: as many plain ledger postings of the same
 *    top-ups (`postTransfers` MAIN → the mall's house account) at the same concurrency. Then a race: 200 members at
 *    once for the last 50 pieces of an item (exactly 50 must succeed). Checks: quantities, both ledgers' health.
 *
 * Prints each phase's table and as its last line `RESULT {json}`. Any failed check: exit code 1.
 *
 *   npm run bench:points    (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
 *
 * Environment:
 *   BENCH_POINTS_MEMBERS    members who played (20,000)
 *   BENCH_POINTS_BETS       settled rounds per member (50)
 *   BENCH_POINTS_REDEEMS    redemptions per redeem run (2,000)
 *   BENCH_POINTS_CALLERS    concurrent callers (16)
 *   BENCH_POINTS_KEEP_DATABASE  1: keep the bench database afterwards (drop it by hand)
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { pointsConfigBodySchema, pointsItemBodySchema } from '@msp/contracts/points.ts';
import { readConfig } from '../../apps/server/src/config.ts';
import { openDatabase, type Db } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { addDays, reportDayOf, reportDayStart } from '../../apps/server/src/modules/agents/rollups.ts';
import { demoBrand } from '../../apps/server/src/modules/demo/demo-content.ts';
import { demoPointsConfig } from '../../apps/server/src/modules/demo/points.ts';
import { seedDemoMerchant } from '../../apps/server/src/modules/demo/seed.ts';
import {
  ledgerHealth,
  memberMainAccountIds,
  postBatch,
  postTransfers,
  systemAccountId,
} from '../../apps/server/src/modules/ledger/service.ts';
import { resolveMerchant, type Merchant } from '../../apps/server/src/modules/merchant/service.ts';
import { ACCRUAL_GRACE_MS, runPointsAccrual } from '../../apps/server/src/modules/points/accrual.ts';
import { createItem } from '../../apps/server/src/modules/points/catalogue.ts';
import { accrueWithin, pointsHealth } from '../../apps/server/src/modules/points/ledger.ts';
import { placeRedemption, POINTS_MALL_HOUSE } from '../../apps/server/src/modules/points/redemptions.ts';
import { setPointsConfig, startAccrual } from '../../apps/server/src/modules/points/settings.ts';
import { createHelpers } from '../agents/data.ts';
import { demoAdminId, insertMembers, openMemberAccounts } from '../promotions/data.ts';
import { underLoad, type Latency } from '../promotions/measure.ts';
import { percentileOf, printResult, printTable, round } from '../shared/stats.ts';

const MEMBERS = Number(process.env.BENCH_POINTS_MEMBERS ?? 20_000);
const BETS = Number(process.env.BENCH_POINTS_BETS ?? 50);
const REDEEMS = Number(process.env.BENCH_POINTS_REDEEMS ?? 2_000);
const CALLERS = Number(process.env.BENCH_POINTS_CALLERS ?? 16);
const BASELINE_RUNS = 3;
const RACE_MEMBERS = 200;
const RACE_LEFT = 50;
const TOP_UP = 500n;
const origin = { ip: '10.50.0.1', userAgent: 'bench' };

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `msp_bench_points_${process.pid}`;
const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${database}`);
const poolSize = Math.max(readConfig(process.env).databasePoolSize, CALLERS);
const handle = await openDatabase({ url: databaseUrl, poolSize });
const { db } = handle;
const client = new pg.Client({ connectionString: databaseUrl });
const checks: Record<string, boolean> = {};
const load = () => loadavg().map((value) => round(value, 2));
const seconds = (from: number) => round((performance.now() - from) / 1000, 2);

// ---- Accrual -------------------------------------------------------------------------------------------------

async function accrualPhase(merchant: Merchant, offset: number) {
  const day = addDays(reportDayOf(Date.now(), offset), -2);
  const from = reportDayStart(day, offset);
  const to = reportDayStart(addDays(day, 1), offset);
  const setUp = performance.now();
  const range = await insertMembers(db, merchant.id, {
    prefix: 'bpa',
    count: MEMBERS,
    createdAt: sql`now() - interval '30 days'`,
  });
  await sql`
    INSERT INTO game_rounds (merchant_id, member_id, vendor_code, game_code, game_type, round_id, wallet_mode,
      stake, refunded, win, status, started_at, settled_at)
    SELECT ${merchant.id}::integer, m, 'BENCHV', 'bench-' || lower(x.category), x.category, 'p' || m || '-' || g,
      'SEAMLESS', x.stake, CASE WHEN x.refund THEN x.stake ELSE 0 END,
      CASE WHEN bench_u(k.k, 514) < 0.45 THEN x.stake * 2 ELSE 0 END,
      CASE WHEN x.refund THEN 'REFUNDED' ELSE 'SETTLED' END, x.at - interval '30 seconds', x.at
    FROM generate_series(${range.first}::integer, ${range.last}::integer) AS m
    CROSS JOIN generate_series(1, ${BETS}::integer) AS g
    CROSS JOIN LATERAL (SELECT m::bigint * 1000 + g AS k) AS k
    CROSS JOIN LATERAL (
      SELECT ${from}::timestamptz + interval '1 minute'
          + (${to}::timestamptz - ${from}::timestamptz - interval '2 minutes') * bench_u(k.k, 511) AS at,
        (10 + floor(490 * bench_u(k.k, 512) ^ 3))::bigint * 100 AS stake,
        bench_u(k.k, 515) < 0.03 AS refund,
        CASE WHEN bench_u(k.k, 513) < 0.4 THEN 'RNG' WHEN bench_u(k.k, 513) < 0.65 THEN 'LIVE'
             WHEN bench_u(k.k, 513) < 0.8 THEN 'FISH' ELSE 'SPORTS' END AS category) AS x
    ORDER BY x.at`.execute(db);
  await client.query('VACUUM ANALYZE game_rounds');
  const setUpSeconds = seconds(setUp);

  // The baseline: the plain sums over the same rows.
  const plain = async () =>
    (
      await client.query<{ member_id: number; category: string; valid_bet: string }>(
        `SELECT member_id, game_type AS category, sum(stake - refunded)::text AS valid_bet FROM game_rounds
         WHERE merchant_id = $1 AND status = 'SETTLED' AND settled_at >= $2 AND settled_at < $3
         GROUP BY 1, 2`,
        [merchant.id, from, to],
      )
    ).rows;
  await plain();
  const samples: number[] = [];
  let sums: Awaited<ReturnType<typeof plain>> = [];
  for (let n = 0; n < BASELINE_RUNS; n += 1) {
    const started = performance.now();
    sums = await plain();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const baselineMs = round(percentileOf(samples, 50), 1);

  // The job, from a cursor at the day's start, with the clock just after the day (one window of a day).
  await db
    .updateTable('points_accrual_cursor')
    .set({ accrued_to: from })
    .where('merchant_id', '=', merchant.id)
    .execute();
  // The clock as the job sees it just after the day: the day is the one window due.
  const now = new Date(to.getTime() + ACCRUAL_GRACE_MS);
  let started = performance.now();
  const run = await runPointsAccrual(db, { now, merchantId: merchant.id });
  const jobMs = round(performance.now() - started, 1);
  started = performance.now();
  const again = await runPointsAccrual(db, { now, merchantId: merchant.id });
  const againMs = round(performance.now() - started, 1);

  // Expected: per member, Σ over categories of floor(valid bet / ratio) (nothing was carried before).
  const ratios = new Map(
    demoPointsConfig.ratios.map((ratio) => [
      ratio.category,
      BigInt(Math.round(Number(ratio.validBetPerPoint) * 100)),
    ]),
  );
  const expected = new Map<number, bigint>();
  for (const row of sums) {
    const perPoint = ratios.get(row.category as never);
    if (!perPoint) continue;
    expected.set(row.member_id, (expected.get(row.member_id) ?? 0n) + BigInt(row.valid_bet) / perPoint);
  }
  const credited = new Map(
    (
      await sql<{ member_id: number; balance: string }>`
        SELECT member_id, balance::text FROM points_accounts
        WHERE member_id BETWEEN ${range.first}::integer AND ${range.last}::integer`.execute(db)
    ).rows.map((row) => [row.member_id, BigInt(row.balance)]),
  );
  const mismatches = [...expected].filter(
    ([member, points]) => (credited.get(member) ?? 0n) !== points,
  ).length;
  const health = await pointsHealth(db, merchant.id);
  checks.accrualExact =
    mismatches === 0 && credited.size === [...expected.values()].filter((p) => p > 0n).length;
  checks.accrualOnce = run.windows === 1 && again.windows === 0 && again.entries === 0;
  checks.accrualEntries = run.entries === [...expected.values()].filter((p) => p > 0n).length;
  checks.pointsHealthAfterAccrual =
    health.negativeAccounts === 0 && health.mismatchedAccounts === 0 && health.staleRunningBalances === 0;

  const bets = MEMBERS * BETS;
  console.log(
    `\naccrual: ${MEMBERS.toLocaleString('en')} members × ${BETS} rounds = ${bets.toLocaleString('en')} rounds (set-up ${setUpSeconds} s)`,
  );
  printTable(
    ['', 'ms', 'rounds/s', 'vs baseline'],
    [
      ['plain SUM (member, category)', baselineMs, round((bets / baselineMs) * 1000, 0), '1.00×'],
      [
        'accrual job (one day window)',
        jobMs,
        round((bets / jobMs) * 1000, 0),
        `${round(jobMs / baselineMs, 2)}×`,
      ],
      ['accrual job again (nothing due)', againMs, '', ''],
    ],
  );
  console.log(
    `  entries written ${run.entries.toLocaleString('en')}, points credited ${run.points.toLocaleString('en')}`,
  );
  return {
    rounds: bets,
    baselineMs,
    jobMs,
    againMs,
    ratioToBaseline: round(jobMs / baselineMs, 2),
    roundsPerSecond: round((bets / jobMs) * 1000, 0),
    entries: run.entries,
    points: Number(run.points),
  };
}

// ---- Redeem --------------------------------------------------------------------------------------------------

/** Members with points and cash: points through the points ledger, cash through one money ledger batch. */
async function fundedMembers(merchant: Merchant, prefix: string, count: number, points: bigint) {
  const range = await insertMembers(db, merchant.id, {
    prefix,
    count,
    createdAt: sql`now() - interval '1 day'`,
  });
  await openMemberAccounts(db, merchant, range, ['MAIN']);
  const ids = Array.from({ length: range.count }, (_, index) => range.first + index);
  await db.transaction().execute((trx) =>
    accrueWithin(
      trx,
      merchant.id,
      `bench-points:${prefix}`,
      ids.map((memberId) => ({ memberId, points, detail: { bench: true } })),
    ),
  );
  const mains = await memberMainAccountIds(db, merchant.id, ids, merchant.currency);
  const adjustment = await systemAccountId(db, {
    merchantId: merchant.id,
    kind: 'ADJUSTMENT',
    currency: merchant.currency,
  });
  await postBatch(db, {
    merchantId: merchant.id,
    idempotencyKey: `bench-cash:${prefix}`,
    kind: 'ADJUSTMENT',
    legs: ids.map((memberId) => ({
      debitAccountId: adjustment,
      creditAccountId: mains.get(memberId)!,
      amount: TOP_UP * 4n,
      kind: 'ADJUSTMENT',
    })),
  });
  return { range, ids, mains };
}

async function voucher(merchant: Merchant, adminId: number, quantity: number, name: string) {
  return createItem(
    db,
    merchant.id,
    adminId,
    pointsItemBodySchema.parse({
      kind: 'VOUCHER',
      name: { bn: name, en: name },
      imageUrl: '/demo-assets/points/recharge.svg',
      pointsCost: 100,
      cashCost: '5',
      quantityLeft: quantity,
    }),
    origin,
  );
}

async function redeemPhase(merchant: Merchant, adminId: number) {
  const rows: Array<Array<string | number>> = [];
  const result: Record<string, Latency> = {};
  const quantitiesRight: boolean[] = [];
  for (const spread of [1, 20]) {
    const items = await Promise.all(
      Array.from({ length: spread }, (_, index) =>
        voucher(merchant, adminId, REDEEMS, `Bench ${spread}-${index}`),
      ),
    );
    const { ids } = await fundedMembers(merchant, `bpr${spread}x`, REDEEMS, 1_000n);
    const latency = await underLoad(REDEEMS, CALLERS, (n) =>
      placeRedemption(
        db,
        merchant,
        ids[n]!,
        { itemId: items[n % spread]!.id, quantity: 1, idempotencyKey: randomUUID() },
        origin,
        'en',
      ),
    );
    const left = await db
      .selectFrom('points_items')
      .select(({ fn }) => fn.sum<string>('quantity_left').as('left'))
      .where(
        'id',
        'in',
        items.map((item) => item.id),
      )
      .executeTakeFirstOrThrow();
    quantitiesRight.push(Number(left.left) === spread * REDEEMS - REDEEMS);
    result[spread === 1 ? 'oneItem' : 'twentyItems'] = latency;
    rows.push([
      `redeem, ${spread === 1 ? 'one item' : '20 items'}`,
      latency.perSecond,
      latency.p50,
      latency.p99,
    ]);
  }

  // The baseline: the same top-ups as plain ledger postings, at the same concurrency.
  const { ids, mains } = await fundedMembers(merchant, 'bpb', REDEEMS, 0n);
  const houses = new Map<number, bigint>();
  for (const memberId of ids)
    houses.set(
      memberId,
      await systemAccountId(db, {
        merchantId: merchant.id,
        kind: 'HOUSE',
        vendorCode: POINTS_MALL_HOUSE,
        currency: merchant.currency,
        shardKey: memberId,
      }),
    );
  const plain = await underLoad(REDEEMS, CALLERS, (n) =>
    postTransfers(db, {
      merchantId: merchant.id,
      idempotencyKey: `bench-plain:${n}`,
      kind: 'POINTS_REDEEM',
      legs: [
        {
          debitAccountId: mains.get(ids[n]!)!,
          creditAccountId: houses.get(ids[n]!)!,
          amount: TOP_UP,
          kind: 'POINTS_REDEEM',
        },
      ],
    }),
  );
  rows.unshift(['plain ledger posting (baseline)', plain.perSecond, plain.p50, plain.p99]);

  // The race: many members at once for the last pieces.
  const race = await voucher(merchant, adminId, RACE_LEFT, 'Bench race');
  const racers = await fundedMembers(merchant, 'bprace', RACE_MEMBERS, 1_000n);
  const answers = await Promise.allSettled(
    racers.ids.map((memberId) =>
      placeRedemption(
        db,
        merchant,
        memberId,
        { itemId: race.id, quantity: 1, idempotencyKey: randomUUID() },
        origin,
        'en',
      ),
    ),
  );
  const won = answers.filter((answer) => answer.status === 'fulfilled').length;
  const soldOut = answers.filter(
    (answer) =>
      answer.status === 'rejected' &&
      String((answer.reason as { code?: string }).code) === 'points.item.sold.out',
  ).length;
  const raceLeft = (
    await db
      .selectFrom('points_items')
      .select('quantity_left')
      .where('id', '=', race.id)
      .executeTakeFirstOrThrow()
  ).quantity_left;

  const money = await ledgerHealth(db, merchant.id);
  const points = await pointsHealth(db, merchant.id);
  checks.redeemQuantities = quantitiesRight.every(Boolean);
  checks.raceExact = won === RACE_LEFT && soldOut === RACE_MEMBERS - RACE_LEFT && raceLeft === 0;
  checks.moneyHealth =
    money.sum === 0n && money.mismatchedAccounts === 0 && money.negativeMemberAccounts === 0;
  checks.pointsHealth =
    points.negativeAccounts === 0 && points.mismatchedAccounts === 0 && points.staleRunningBalances === 0;

  console.log(
    `\nredeem: ${REDEEMS.toLocaleString('en')} redemptions (৳5 top-up each), ${CALLERS} concurrent callers`,
  );
  printTable(['', 'per s', 'p50 ms', 'p99 ms'], rows);
  const oneItem = result.oneItem!;
  const twenty = result.twentyItems!;
  console.log(
    `  vs baseline: one item ${round(oneItem.perSecond / plain.perSecond, 2)}×, 20 items ${round(twenty.perSecond / plain.perSecond, 2)}×` +
      `; race: ${won} of ${RACE_MEMBERS} got one of the last ${RACE_LEFT}`,
  );
  return {
    redeems: REDEEMS,
    callers: CALLERS,
    baseline: plain,
    oneItem,
    twentyItems: twenty,
    oneItemRatio: round(oneItem.perSecond / plain.perSecond, 2),
    twentyItemsRatio: round(twenty.perSecond / plain.perSecond, 2),
    race: { members: RACE_MEMBERS, left: RACE_LEFT, won },
  };
}

// ---- Run ------------------------------------------------------------------------------------------------------

async function setUp(database: Db) {
  await migrate(database);
  await seedDemoMerchant(database);
  await createHelpers(database);
  const merchant = await resolveMerchant(database, { code: demoBrand.code, host: undefined });
  if (!merchant) throw new Error('demo merchant not found');
  const adminId = await demoAdminId(database, merchant.id);
  await startAccrual(database, merchant.id, new Date());
  await setPointsConfig(
    database,
    merchant.id,
    adminId,
    pointsConfigBodySchema.parse(demoPointsConfig),
    origin,
  );
  return { merchant, adminId };
}

let exitCode = 0;
try {
  const loadBefore = load();
  await client.connect();
  const { merchant, adminId } = await setUp(db);
  const offset = (
    await db
      .selectFrom('merchants')
      .select('report_utc_offset_minutes')
      .where('id', '=', merchant.id)
      .executeTakeFirstOrThrow()
  ).report_utc_offset_minutes;
  const accrual = await accrualPhase(merchant, offset);
  const redeem = await redeemPhase(merchant, adminId);
  const failed = Object.entries(checks).filter(([, ok]) => !ok);
  console.log(
    `\nchecks: ${Object.entries(checks)
      .map(([name, ok]) => `${name}=${ok}`)
      .join(' ')}`,
  );
  if (failed.length > 0) exitCode = 1;
  printResult({
    accrual,
    redeem,
    checks,
    poolSize,
    loadBefore,
    loadAfter: load(),
  });
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
  await handle.close();
  // The pool's end() resolves before its connections are closed: wait until the database has none left (at most
  // 5 s) before dropping it (as bench/promotions does).
  for (let waited = 0; waited < 50; waited += 1) {
    const left = await admin.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM pg_stat_activity WHERE datname = $1',
      [database],
    );
    if (left.rows[0]!.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (process.env.BENCH_POINTS_KEEP_DATABASE === '1') console.log(`kept database ${database}`);
  else await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
process.exit(exitCode);
