/**
 * Seamless-wallet vendor benchmark: bets and their settlements through the signed vendor protocol over HTTP,
 * as a game vendor drives them, against a real server process on PostgreSQL, beside pgbench on the same
 * database in the same run:
 *
 * - **same SQL**: pgbench sends the statements the server sends for a bet and a settle (bet-settle.pgbench.sql);
 * - **hot**: 32 players (one per connection's turn), **spread**: 2,000 players;
 * - **ceiling**: `pgbench -N` (plain updates, no hot rows).
 *
 * Every bet and every settle is one ledger posting. Prints a table, the ratios, and as its last line
 * `RESULT {json}`.
 *
 *   npm run bench:vendor     (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test; BENCH_SECONDS,
 *                            BENCH_PORT; DATABASE_POOL_SIZE is passed on to the server)
 */
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { signVendorRequest } from '../../packages/contracts/src/vendor-signing.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { vendorApiPaths } from '../../apps/server/src/modules/game-wallet/routes.ts';
import { createLaunchToken, upsertVendorAccount } from '../../apps/server/src/modules/game-wallet/service.ts';
import { memberAccountId, postBatch, systemAccountId } from '../../apps/server/src/modules/ledger/service.ts';
import { initPgbenchTables, runPgbench } from '../shared/pgbench.ts';
import { startBenchServer } from '../shared/server-process.ts';
import { printResult, printTable, round } from '../shared/stats.ts';

const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HOT_PLAYERS = 32;
const SPREAD_PLAYERS = 2000;
const VENDOR = 'PG';
const secret = randomBytes(32).toString('hex');
const server = await startBenchServer({ name: 'vendor', port: Number(process.env.BENCH_PORT ?? 3978) });
const database = await openDatabase({ url: server.databaseUrl, poolSize: 4 });

interface Player {
  memberId: number;
  playerId: string;
  sessionId: string;
}

try {
  const db = database.db;
  const merchant = await db
    .selectFrom('merchants')
    .select(['id', 'currency'])
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

  const signed = (path: string, body: unknown) => {
    const text = JSON.stringify(body);
    return {
      method: 'POST' as const,
      path,
      headers: {
        'content-type': 'application/json',
        ...signVendorRequest(secret, { vendor: VENDOR, merchant: 'DEMO', method: 'POST', path, body: text }),
      },
      body: text,
    };
  };
  const call = async (path: string, body: unknown) => {
    const request = signed(path, body);
    const response = await fetch(server.api + path, request);
    const answer = (await response.json()) as { success: boolean; value?: Record<string, unknown> };
    if (!response.ok || !answer.success)
      throw new Error(`${path} ${response.status}: ${JSON.stringify(answer)}`);
    return answer.value!;
  };

  // Players with ৳1,000,000 each (one batch from the ADJUSTMENT shards) and a live game session each.
  const inserted = await sql<{ id: number }>`
    INSERT INTO members (merchant_id, username, password_hash, nickname)
    SELECT ${merchant.id}, 'vbench' || n, 'bench', 'bench' || n FROM generate_series(1, ${SPREAD_PLAYERS}) AS n
    RETURNING id`.execute(db);
  const memberIds = inserted.rows.map((row) => row.id).sort((a, b) => a - b);
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const legs = [];
  for (const memberId of memberIds) {
    legs.push({
      debitAccountId: await systemAccountId(db, { ...base, kind: 'ADJUSTMENT', shardKey: memberId }),
      creditAccountId: await memberAccountId(db, { ...base, memberId, kind: 'MAIN' }),
      amount: 100_000_000n,
      kind: 'ADJUSTMENT',
    });
    await systemAccountId(db, { ...base, kind: 'HOUSE', vendorCode: VENDOR, shardKey: memberId });
  }
  await postBatch(db, { merchantId: merchant.id, idempotencyKey: 'bench-fund', kind: 'ADJUSTMENT', legs });
  const players: Player[] = [];
  for (let start = 0; start < memberIds.length; start += CLIENTS) {
    players.push(
      ...(await Promise.all(
        memberIds.slice(start, start + CLIENTS).map(async (memberId) => {
          const { token } = await createLaunchToken(db, {
            merchantId: merchant.id,
            memberId,
            vendorCode: VENDOR,
            gameCode: game.game_code,
            gameType: game.game_type,
            demo: false,
          });
          const session = await call(vendorApiPaths.authenticate, { token });
          return { memberId, playerId: session.playerId as string, sessionId: session.sessionId as string };
        }),
      )),
    );
  }
  // What pgbench needs to send the same statements: the ids the server keeps in memory.
  await sql`CREATE TABLE bench_players (n integer PRIMARY KEY, member_id integer, main bigint, house bigint,
    session_hash text)`.execute(db);
  await db
    .insertInto('bench_players' as never)
    .values(
      (await Promise.all(
        players.map(async (player, index) => ({
          n: index + 1,
          member_id: player.memberId,
          main: await memberAccountId(db, { ...base, memberId: player.memberId, kind: 'MAIN' }),
          house: await systemAccountId(db, {
            ...base,
            kind: 'HOUSE',
            vendorCode: VENDOR,
            shardKey: player.memberId,
          }),
          session_hash: createHash('sha256').update(player.sessionId).digest('hex'),
        })),
      )) as never,
    )
    .execute();
  // Warm-up: a round per player, so the tables hold some history when the statistics are taken. On tables of
  // one row (a fresh database) the plans cached for the foreign-key checks are sequential scans, and they stay
  // until autovacuum's next ANALYZE: each call then scanned all of ledger_postings and game_rounds, and the
  // phases got slower the longer they ran (2,400 → 370 calls/s over 40 s, seen with perf and pg_stat_user_tables).
  // A live site's tables are large and analysed; that is the state measured here.
  for (let start = 0; start < players.length; start += CLIENTS) {
    await Promise.all(
      players.slice(start, start + CLIENTS).map(async (player, index) => {
        const round = `warm-${start + index}`;
        const bet = { playerId: player.playerId, sessionId: player.sessionId, roundId: round, amount: 100 };
        await call(vendorApiPaths.bet, { ...bet, transactionId: `${round}-b`, gameCode: game.game_code });
        await call(vendorApiPaths.settle, {
          playerId: player.playerId,
          roundId: round,
          transactionId: `${round}-s`,
          amount: 50,
        });
      }),
    );
  }
  await sql`ANALYZE`.execute(db);
  initPgbenchTables(server.databaseUrl);

  let sequence = 0;
  /** Each connection plays a bet, then settles that round, over and over, each time for a random player. */
  const http = async (pool: Player[]) => {
    const result = await autocannon({
      url: server.api,
      connections: CLIENTS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request, context) => {
            const n = (sequence += 1);
            const player = pool[Math.floor(Math.random() * pool.length)]!;
            const stake = 100 + (n % 900);
            Object.assign(context, { player, roundId: `r${n}`, n, stake });
            return {
              ...request,
              ...signed(vendorApiPaths.bet, {
                playerId: player.playerId,
                sessionId: player.sessionId,
                transactionId: `b${n}`,
                roundId: `r${n}`,
                gameCode: game.game_code,
                amount: stake,
              }),
            };
          },
        },
        {
          setupRequest: (request, context) => {
            const { player, roundId, n, stake } = context as {
              player: Player;
              roundId: string;
              n: number;
              stake: number;
            };
            return {
              ...request,
              ...signed(vendorApiPaths.settle, {
                playerId: player.playerId,
                transactionId: `s${n}`,
                roundId,
                amount: 1 + ((n * 7919) % (2 * stake)),
              }),
            };
          },
        },
      ],
    });
    return {
      tps: result.requests.total / SECONDS,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    };
  };
  /** pgbench's transactions are bet + settle pairs: two postings each. */
  const sameSql = (count: number) => {
    const run = runPgbench({
      url: server.databaseUrl,
      clients: CLIENTS,
      seconds: SECONDS,
      script: { file: fileURLToPath(new URL('./bet-settle.pgbench.sql', import.meta.url)) },
      variables: { merchant: merchant.id, players: count, game: `'${game.game_code}'` },
    });
    return { ...run, tps: run.tps * 2 };
  };

  const hotHttp = await http(players.slice(0, HOT_PLAYERS));
  const hotPgbench = sameSql(HOT_PLAYERS);
  const spreadHttp = await http(players);
  const spreadPgbench = sameSql(SPREAD_PLAYERS);
  const ceiling = runPgbench({
    url: server.databaseUrl,
    clients: CLIENTS,
    seconds: SECONDS,
    script: { builtin: '-N' },
  });

  const books = await sql<{ sum: string; open: string }>`
    SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = ${merchant.id})::text AS sum,
           (SELECT count(*) FROM game_rounds WHERE merchant_id = ${merchant.id} AND status = 'OPEN'
              AND round_id NOT LIKE 'pgb-%')::text AS open`.execute(db);

  console.log(
    `\nvendor benchmark — seamless wallet over signed HTTP, PostgreSQL, ${CLIENTS} connections, ${SECONDS} s each`,
  );
  printTable(
    ['path', 'postings/s', 'p50 ms', 'p99 ms'],
    [
      [`HTTP bet/settle, hot (${HOT_PLAYERS} players)`, hotHttp.tps, hotHttp.p50, hotHttp.p99],
      ['pgbench, same SQL, hot (per pair: 2)', hotPgbench.tps, hotPgbench.p50, hotPgbench.p99],
      [`HTTP bet/settle, spread (${SPREAD_PLAYERS} players)`, spreadHttp.tps, spreadHttp.p50, spreadHttp.p99],
      ['pgbench, same SQL, spread', spreadPgbench.tps, spreadPgbench.p50, spreadPgbench.p99],
      ['pgbench -N (plain updates, ceiling)', ceiling.tps, ceiling.p50, ceiling.p99],
    ],
  );
  const ratios = {
    hotHttpToSameSql: round(hotHttp.tps / hotPgbench.tps),
    spreadHttpToSameSql: round(spreadHttp.tps / spreadPgbench.tps),
    spreadHttpToCeiling: round(spreadHttp.tps / ceiling.tps),
  };
  console.log(
    `ratios: hot HTTP / same SQL ${ratios.hotHttpToSameSql}; spread HTTP / same SQL ${ratios.spreadHttpToSameSql}; ` +
      `spread HTTP / pgbench -N ${ratios.spreadHttpToCeiling}`,
  );
  const errors = hotHttp.errors + spreadHttp.errors;
  const { sum, open } = books.rows[0]!;
  console.log(
    `HTTP errors ${errors}; rounds left open ${open} (at most one per connection and run); ledger sum ${sum} (must be 0)`,
  );
  if (errors > 0 || sum !== '0') process.exitCode = 1;
  const figures = (result: { tps: number; p50: number; p99: number }) => ({
    postingsPerSecond: round(result.tps, 0),
    p50: round(result.p50, 1),
    p99: round(result.p99, 1),
  });
  printResult({
    bench: 'vendor',
    clients: CLIENTS,
    seconds: SECONDS,
    hot: { http: figures(hotHttp), pgbenchSameSql: figures(hotPgbench) },
    spread: { http: figures(spreadHttp), pgbenchSameSql: figures(spreadPgbench) },
    pgbenchN: figures(ceiling),
    ratios,
    errors,
    ledgerSum: sum,
  });
} finally {
  await database.close();
  await server.stop();
}
