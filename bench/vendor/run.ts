/**
 * Seamless-wallet vendor benchmark: bet + settle pairs through the signed vendor protocol over HTTP, as a game
 * vendor drives them, against the real server (buildApp on PostgreSQL, a fresh schema, 127.0.0.1 on a free
 * port). 64 funded players with live game sessions each play one round after another (bet, then a win, so
 * every pair is two ledger postings) for ~10 s, all at once. In the same run the wallet benchmark's pgbench
 * baseline (the bare posting transaction) runs against the same database; prints pairs/s, p50/p99 per pair,
 * and the ratio of the protocol's postings/s to the baseline's.
 *
 *   npm run bench:vendor      (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test;
 *                              BENCH_SECONDS, BENCH_PLAYERS, BENCH_POOL to change the run)
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { signVendorRequest } from '../../packages/contracts/src/vendor-signing.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemoMerchant } from '../../apps/server/src/modules/demo/seed.ts';
import { vendorApiPaths } from '../../apps/server/src/modules/game-wallet/routes.ts';
import { createLaunchToken, upsertVendorAccount } from '../../apps/server/src/modules/game-wallet/service.ts';
import { memberAccount, postTransfers, systemAccount } from '../../apps/server/src/modules/ledger/service.ts';
import { runPostingBaseline } from '../wallet/pgbench-baseline.ts';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 64);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The server's pool: the default of a server process (openDatabase) unless told otherwise. */
const POOL = Number(process.env.BENCH_POOL ?? 10);
const VENDOR = 'PG';
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `bench_vendor_${process.pid}_${Date.now().toString(36)}`;
const secret = randomBytes(32).toString('hex');

const database = await openDatabase({ url, schema, poolSize: POOL });
const app = await buildApp({
  // Closed below, before the baseline runs.
  database: { ...database, close: async () => {} },
  config: { production: false, redisUrl: undefined, webDist: '/nonexistent', logLevel: 'warn' },
  logger: false,
});

let closed = false;
try {
  await migrate(database.db);
  await seedDemoMerchant(database.db);
  const db = database.db;
  const merchant = await db
    .selectFrom('merchants')
    .selectAll()
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  await upsertVendorAccount(db, { merchantId: merchant.id, vendorCode: VENDOR, secret });
  const game = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['games.game_code', 'games.game_type'])
    .where('vendors.code', '=', VENDOR)
    .where('games.merchant_id', '=', merchant.id)
    .orderBy('games.id')
    .executeTakeFirstOrThrow();

  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const call = async (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    const response = await fetch(base + path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signVendorRequest(secret, { vendor: VENDOR, merchant: 'DEMO', method: 'POST', path, body: text }),
      },
      body: text,
    });
    const answer = (await response.json()) as { success: boolean; value?: Record<string, unknown> };
    if (!response.ok || !answer.success)
      throw new Error(`${path} ${response.status}: ${JSON.stringify(answer)}`);
    return answer.value!;
  };

  // 64 players with ৳1,000,000 each (an operator credit from ADJUSTMENT) and a live game session.
  const adjustment = await systemAccount(db, {
    merchantId: merchant.id,
    kind: 'ADJUSTMENT',
    currency: 'BDT',
  });
  const players: Array<{ playerId: string; sessionId: string }> = [];
  for (let n = 0; n < PLAYERS; n += 1) {
    const member = await db
      .insertInto('members')
      .values({
        merchant_id: merchant.id,
        username: `vbench${n}`,
        password_hash: 'bench',
        nickname: `bench${n}`,
        parent_member_id: null,
        last_login_at: null,
        last_login_ip: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const main = await memberAccount(db, {
      merchantId: merchant.id,
      memberId: member.id,
      kind: 'MAIN',
      currency: 'BDT',
    });
    await postTransfers(db, {
      merchantId: merchant.id,
      idempotencyKey: `bench-fund-${member.id}`,
      kind: 'ADJUSTMENT',
      legs: [
        { debitAccountId: adjustment.id, creditAccountId: main.id, amount: 100_000_000n, kind: 'ADJUSTMENT' },
      ],
    });
    const { token } = await createLaunchToken(db, {
      merchantId: merchant.id,
      memberId: member.id,
      vendorCode: VENDOR,
      gameCode: game.game_code,
      gameType: game.game_type,
      demo: false,
    });
    const session = await call(vendorApiPaths.authenticate, { token });
    players.push({ playerId: session.playerId as string, sessionId: session.sessionId as string });
  }

  let sequence = 0;
  const pair = async (player: { playerId: string; sessionId: string }) => {
    const n = (sequence += 1);
    const roundId = `r${n}`;
    const stake = 100 + (n % 900);
    await call(vendorApiPaths.bet, {
      playerId: player.playerId,
      sessionId: player.sessionId,
      transactionId: `b${n}`,
      roundId,
      gameCode: game.game_code,
      amount: stake,
    });
    await call(vendorApiPaths.settle, {
      playerId: player.playerId,
      transactionId: `s${n}`,
      roundId,
      amount: 1 + ((n * 7919) % (2 * stake)),
    });
  };

  // Warm-up: every player once (opens the house account, fills the pools and caches).
  await Promise.all(players.map(pair));

  const latencies: number[] = [];
  const deadline = performance.now() + SECONDS * 1000;
  const startedAt = performance.now();
  await Promise.all(
    players.map(async (player) => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await pair(player);
        latencies.push(performance.now() - start);
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  const pairsPerSecond = latencies.length / elapsed;

  // The books must still balance after the run.
  const books = await sql<{ sum: string; rounds: string; open: string }>`
    SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = ${merchant.id})::text AS sum,
           (SELECT count(*) FROM game_rounds WHERE merchant_id = ${merchant.id})::text AS rounds,
           (SELECT count(*) FROM game_rounds WHERE merchant_id = ${merchant.id} AND status = 'OPEN')::text AS open`.execute(
    db,
  );

  // The server's connections go before pgbench opens its own.
  await app.close();
  await database.close();
  closed = true;
  const baseline = await runPostingBaseline({
    url,
    schema,
    merchantId: merchant.id,
    clients: PLAYERS,
    seconds: SECONDS,
  });

  const postingsPerSecond = pairsPerSecond * 2;
  console.log(
    `\nvendor benchmark — seamless wallet over signed HTTP, PostgreSQL, ${PLAYERS} players at once, ` +
      `${SECONDS} s, server pool ${POOL}`,
  );
  console.log('path'.padEnd(46) + 'per s'.padStart(10) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10));
  const row = (name: string, rate: number, p50: number, p99: number) =>
    console.log(
      name.padEnd(46) +
        rate.toFixed(0).padStart(10) +
        p50.toFixed(1).padStart(10) +
        p99.toFixed(1).padStart(10),
    );
  row('bet + settle pairs (HTTP, 2 postings each)', pairsPerSecond, percentile(50), percentile(99));
  row(`pgbench posting transaction (${PLAYERS} clients)`, baseline.tps, baseline.p50, baseline.p99);
  console.log(
    `ledger postings/s: protocol ${postingsPerSecond.toFixed(0)} vs pgbench ${baseline.tps.toFixed(0)} — ` +
      `ratio ${(postingsPerSecond / baseline.tps).toFixed(2)}`,
  );
  console.log(
    `pairs: ${latencies.length}; rounds recorded ${books.rows[0]!.rounds} (open ${books.rows[0]!.open}); ` +
      `ledger sum ${books.rows[0]!.sum} (must be 0)`,
  );
  if (books.rows[0]!.sum !== '0' || books.rows[0]!.open !== '0') process.exitCode = 1;
} finally {
  if (!closed) {
    await app.close();
    await database.close();
  }
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}
