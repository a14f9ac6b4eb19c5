/**
 * Wallet benchmark: postings per second and p50/p99 latency through the HTTP API (operator credits, which run
 * the ledger's posting function) at 32 concurrent clients on PostgreSQL, beside the same SQL transaction driven
 * by pgbench against the same database in the same run. Prints both and their ratio.
 *
 *   npm run bench:wallet            (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { runPostingBaseline } from './pgbench-baseline.ts';

const CLIENTS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const MEMBERS = 32;
const PORT = Number(process.env.BENCH_PORT ?? 3977);
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDb = `msp_bench_${process.pid}`;
const benchUrl = Object.assign(new URL(baseUrl), { pathname: `/${benchDb}` }).toString();
const root = fileURLToPath(new URL('../../', import.meta.url));

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${benchDb}`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: benchUrl, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const api = `http://127.0.0.1:${PORT}`;

try {
  for (let attempt = 0; ; attempt += 1) {
    const up = await fetch(`${api}/wps/system/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 120) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const merchant = (await db.query(`SELECT id FROM merchants WHERE code = 'DEMO'`)).rows[0].id as number;
  const memberIds: number[] = [];
  for (let n = 1; n <= MEMBERS; n += 1) {
    const row = await db.query(
      `INSERT INTO members (merchant_id, username, password_hash) VALUES ($1, $2, 'bench') RETURNING id`,
      [merchant, `bench${n}`],
    );
    memberIds.push(row.rows[0].id);
  }
  const login = await fetch(`${api}/ops/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demoadmin', password: 'Demo@1234' }),
  }).then((r) => r.json());
  const token = login.value.token as string;
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
  // Warm up: opens every member's accounts and the adjustment account.
  for (const memberId of memberIds) {
    const request = credit(memberId);
    const response = await fetch(api + request.path, request);
    if (!response.ok) throw new Error(`warm-up failed: ${await response.text()}`);
  }

  const http = await autocannon({
    url: api,
    connections: CLIENTS,
    duration: SECONDS,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          ...credit(memberIds[Math.floor(Math.random() * MEMBERS)]!),
        }),
      },
    ],
  });

  await db.end();

  const baseline = await runPostingBaseline({
    url: benchUrl,
    merchantId: merchant,
    clients: CLIENTS,
    seconds: SECONDS,
  });
  const pgbenchTps = baseline.tps;

  const httpTps = http.requests.total / SECONDS;
  const rows = [
    ['HTTP API (POST /ops/members/:id/adjust)', httpTps, http.latency.p50, http.latency.p99],
    ['pgbench (the same posting SQL)', pgbenchTps, baseline.p50, baseline.p99],
  ] as const;
  console.log(
    `\nwallet benchmark — PostgreSQL, ${CLIENTS} concurrent clients, ${SECONDS} s each, ${MEMBERS} members`,
  );
  console.log('path'.padEnd(44) + 'postings/s'.padStart(12) + 'p50 ms'.padStart(10) + 'p99 ms'.padStart(10));
  for (const [name, tps, p50, p99] of rows) {
    console.log(
      name.padEnd(44) +
        tps.toFixed(0).padStart(12) +
        p50.toFixed(1).padStart(10) +
        p99.toFixed(1).padStart(10),
    );
  }
  console.log(`ratio HTTP / pgbench throughput: ${(httpTps / pgbenchTps).toFixed(2)}`);
  console.log(
    `HTTP errors: ${http.non2xx} non-2xx, ${http.errors} socket errors, ${http.timeouts} time-outs`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
  await admin.end();
}
