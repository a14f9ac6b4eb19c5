/**
 * Wallet benchmark: operator credits (POST /ops/members/:id/adjust, which runs the ledger's posting) through
 * the HTTP API of a real server process at 32 concurrent clients on PostgreSQL, beside pgbench on the same
 * database in the same run:
 *
 * - **same SQL**: pgbench sends the one statement the HTTP path sends (bench/wallet/posting.pgbench.sql);
 * - **hot**: postings over 32 members (the shape of the first measurements), **spread**: over 2,000 members;
 * - **ceiling**: `pgbench -N` (plain updates of 100,000 accounts, no hot rows) — what the database does at all.
 *
 * Prints a table, the ratios, and as its last line `RESULT {json}`.
 *
 *   npm run bench:wallet     (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test; BENCH_SECONDS,
 *                            BENCH_PORT; DATABASE_POOL_SIZE is passed on to the server)
 */
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { signInOperatorOverHttp } from '../../apps/server/test/helpers/operators.ts';
import { initPgbenchTables, runPgbench, type PgbenchResult } from '../shared/pgbench.ts';
import { startBenchServer } from '../shared/server-process.ts';
import { printResult, printTable, round } from '../shared/stats.ts';

const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const HOT_MEMBERS = 32;
const SPREAD_MEMBERS = 2000;
const server = await startBenchServer({ name: 'wallet', port: Number(process.env.BENCH_PORT ?? 3977) });

interface HttpResult {
  tps: number;
  p50: number;
  p99: number;
  errors: number;
}

try {
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  const merchant = (await db.query(`SELECT id FROM merchants WHERE code = 'DEMO'`)).rows[0].id as number;
  const operator = (await db.query(`SELECT id FROM operators WHERE username = 'demoadmin'`)).rows[0]
    .id as number;
  const inserted = await db.query(
    `INSERT INTO members (merchant_id, username, password_hash)
     SELECT $1, 'bench' || n, 'bench' FROM generate_series(1, $2) AS n RETURNING id`,
    [merchant, SPREAD_MEMBERS],
  );
  const memberIds = (inserted.rows as Array<{ id: number }>).map((row) => row.id).sort((a, b) => a - b);

  const token = await signInOperatorOverHttp(server.api, { username: 'demoadmin', password: 'Demo@1234' });
  let sequence = 0;
  const credit = (memberId: number) => ({
    method: 'POST' as const,
    path: `/ops/members/${memberId}/adjust`,
    headers: {
      'content-type': 'application/json',
      authorization: token,
      'idempotency-key': `bench-${process.pid}-${(sequence += 1)}`,
    },
    body: JSON.stringify({ amount: '1.00', direction: 'CREDIT', reason: 'benchmark credit' }),
  });

  // Warm-up: one credit per member opens its accounts and the ADJUSTMENT shards (32 at a time).
  for (let start = 0; start < memberIds.length; start += CLIENTS) {
    await Promise.all(
      memberIds.slice(start, start + CLIENTS).map(async (memberId) => {
        const request = credit(memberId);
        const response = await fetch(server.api + request.path, request);
        if (!response.ok) throw new Error(`warm-up failed: ${await response.text()}`);
      }),
    );
  }
  // The ids the server keeps in memory, for pgbench to send the same statement.
  await db.query(`DROP TABLE IF EXISTS bench_accounts`);
  await db.query(
    `CREATE TABLE bench_accounts AS
     SELECT row_number() OVER (ORDER BY m.id)::integer AS n, m.id AS member_id, main.id AS main, hold.id AS hold,
       adj.id AS adjustment
     FROM members m
     JOIN ledger_accounts main ON main.member_id = m.id AND main.kind = 'MAIN'
     JOIN ledger_accounts hold ON hold.member_id = m.id AND hold.kind = 'HOLD'
     JOIN ledger_accounts adj ON adj.merchant_id = m.merchant_id AND adj.member_id IS NULL
       AND adj.kind = 'ADJUSTMENT' AND adj.shard = m.id % 32
     WHERE m.id = ANY ($1)`,
    [memberIds],
  );
  await db.query(`CREATE UNIQUE INDEX ON bench_accounts (n)`);
  await db.query(`ANALYZE`);
  initPgbenchTables(server.databaseUrl);

  const http = async (members: number[]): Promise<HttpResult> => {
    const result = await autocannon({
      url: server.api,
      connections: CLIENTS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            ...credit(members[Math.floor(Math.random() * members.length)]!),
          }),
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
  const sameSql = (members: number): PgbenchResult =>
    runPgbench({
      url: server.databaseUrl,
      clients: CLIENTS,
      seconds: SECONDS,
      script: { file: fileURLToPath(new URL('./posting.pgbench.sql', import.meta.url)) },
      variables: { merchant, operator, members },
    });

  const hotHttp = await http(memberIds.slice(0, HOT_MEMBERS));
  const hotPgbench = sameSql(HOT_MEMBERS);
  const spreadHttp = await http(memberIds);
  const spreadPgbench = sameSql(SPREAD_MEMBERS);
  const ceiling = runPgbench({
    url: server.databaseUrl,
    clients: CLIENTS,
    seconds: SECONDS,
    script: { builtin: '-N' },
  });

  const books = await db.query(
    `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = $1)::text AS sum,
            (SELECT count(*) FROM ledger_postings WHERE merchant_id = $1)::integer AS postings`,
    [merchant],
  );
  await db.end();

  console.log(`\nwallet benchmark — PostgreSQL, ${CLIENTS} concurrent clients, ${SECONDS} s each`);
  printTable(
    ['path', 'postings/s', 'p50 ms', 'p99 ms'],
    [
      [`HTTP adjust, hot (${HOT_MEMBERS} members)`, hotHttp.tps, hotHttp.p50, hotHttp.p99],
      ['pgbench, same SQL, hot', hotPgbench.tps, hotPgbench.p50, hotPgbench.p99],
      [`HTTP adjust, spread (${SPREAD_MEMBERS} members)`, spreadHttp.tps, spreadHttp.p50, spreadHttp.p99],
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
  const sum = books.rows[0].sum as string;
  console.log(`HTTP errors ${errors}; postings ${books.rows[0].postings}; ledger sum ${sum} (must be 0)`);
  if (errors > 0 || sum !== '0') process.exitCode = 1;
  const figures = (result: { tps: number; p50: number; p99: number }) => ({
    postingsPerSecond: round(result.tps, 0),
    p50: round(result.p50, 1),
    p99: round(result.p99, 1),
  });
  printResult({
    bench: 'wallet',
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
  await server.stop();
}
