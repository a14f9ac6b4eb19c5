import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startServerProcesses, type ServerProcesses } from '../helpers/server-processes.ts';
import { signInOperatorOverHttp } from '../helpers/operators.ts';

/**
 * Two real server processes behind one PostgreSQL and one Redis, as a deployment behind a load balancer runs
 * them (docs/deploy.md): money moved through both at once keeps every invariant, a request retried at the
 * other process posts once, the scheduled jobs change each due item once, and a rate limit counts the calls a
 * client made to either.
 */
const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL;
const MEMBERS = 12;
const CALLS_PER_MEMBER = 16;

describe.runIf(DATABASE_URL && REDIS_URL)('two server processes (PostgreSQL and Redis)', () => {
  let servers: ServerProcesses;
  let db: pg.Client;
  let token: string;
  let merchantId: number;

  beforeAll(async () => {
    servers = await startServerProcesses({
      name: 'two',
      count: 2,
      env: { REDIS_URL: REDIS_URL!, TRUST_PROXY: 'true', JOB_PERIOD_MS: '200' },
    });
    db = new pg.Client({ connectionString: servers.databaseUrl });
    await db.connect();
    merchantId = (await db.query(`SELECT id FROM merchants WHERE code = 'DEMO'`)).rows[0].id;
    token = await signInOperatorOverHttp(servers.urls[0]!, { username: 'demoadmin', password: 'Demo@1234' });
  }, 360_000);
  afterAll(async () => {
    await db?.end();
    await servers?.stop();
  });

  const adjust = (server: string, memberId: number, key: string, body: object) =>
    fetch(`${server}/ops/members/${memberId}/adjust`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': key },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as { errorCode?: string },
    }));

  it('moves money through both at once: every key posts once, balances add up, the ledger sums to zero', async () => {
    const members = (
      await db.query(
        `INSERT INTO members (merchant_id, username, password_hash)
         SELECT $1, 'two' || n || '${Date.now().toString(36)}', 'x' FROM generate_series(1, $2) AS n RETURNING id`,
        [merchantId, MEMBERS],
      )
    ).rows.map((row) => row.id as number);
    // Each call goes to both processes at once under one key (a client retrying at the other process):
    // credits, and debits that may be more than the member has.
    const calls = members.flatMap((memberId) =>
      Array.from({ length: CALLS_PER_MEMBER }, (_, n) => ({
        memberId,
        key: `two-${randomUUID()}`,
        body:
          n % 3 === 2
            ? { amount: `${(n % 5) * 7 + 3}.00`, direction: 'DEBIT', reason: 'two processes' }
            : { amount: `${n + 5}.50`, direction: 'CREDIT', reason: 'two processes' },
      })),
    );
    const answers = await Promise.all(
      calls.map(async (call) => {
        const [first, second] = await Promise.all(
          servers.urls.map((server) => adjust(server, call.memberId, call.key, call.body)),
        );
        return { call, first: first!, second: second! };
      }),
    );

    const expected = new Map<number, number>(members.map((id) => [id, 0]));
    for (const { call, first, second } of answers) {
      // Each copy is posted (one of them as the replay) or refused for want of money; a refused debit
      // leaves its key free, so its copy may post once credits have come in.
      for (const answer of [first, second])
        if (answer.status !== 200)
          expect(answer.body.errorCode, JSON.stringify(call)).toBe('wallet.insufficient.funds');
      if (first.status === 200 || second.status === 200) {
        const cents = Math.round(Number((call.body as { amount: string }).amount) * 100);
        const sign = (call.body as { direction: string }).direction === 'CREDIT' ? 1 : -1;
        expected.set(call.memberId, expected.get(call.memberId)! + sign * cents);
      }
    }
    const postings = await db.query(
      `SELECT idempotency_key, count(*)::integer AS n FROM ledger_postings
       WHERE merchant_id = $1 AND idempotency_key LIKE 'adjust:%two-%' GROUP BY idempotency_key`,
      [merchantId],
    );
    expect(postings.rows.every((row) => row.n === 1)).toBe(true);
    expect(postings.rows).toHaveLength(
      answers.filter((answer) => answer.first.status === 200 || answer.second.status === 200).length,
    );

    const balances = await db.query(
      `SELECT member_id, balance::bigint AS balance FROM ledger_accounts
       WHERE member_id = ANY ($1) AND kind = 'MAIN'`,
      [members],
    );
    for (const row of balances.rows) expect(Number(row.balance)).toBe(expected.get(row.member_id));
    const books = await db.query(
      `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = $1)::text AS sum,
              (SELECT count(*) FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0)::integer AS negative,
              (SELECT count(*) FROM ledger_accounts a WHERE a.merchant_id = $1 AND a.balance <>
                 coalesce((SELECT sum(amount) FROM ledger_transfers WHERE credit_account_id = a.id), 0)
               - coalesce((SELECT sum(amount) FROM ledger_transfers WHERE debit_account_id = a.id), 0))::integer
                AS mismatched`,
      [merchantId],
    );
    expect(books.rows[0]).toEqual({ sum: '0', negative: 0, mismatched: 0 });
  });

  it('runs a scheduled job once per due item with both processes up', async () => {
    const member = (
      await db.query(
        `INSERT INTO members (merchant_id, username, password_hash) VALUES ($1, $2, 'x') RETURNING id`,
        [merchantId, `twojob${Date.now().toString(36)}`],
      )
    ).rows[0].id as number;
    const account = (
      await db.query(
        `INSERT INTO member_bank_accounts (merchant_id, member_id, kind, provider_name, account_name,
           account_number, mobile_num)
         VALUES ($1, $2, 'MOBILE_WALLET', 'bKash', 'Two Jobs', '01700000000', '1700000000') RETURNING id`,
        [merchantId, member],
      )
    ).rows[0].id as number;
    // 30 withdrawals paid a day ago, never confirmed: each is due for the receipt time-out (the job moves no
    // money, so the rows stand on one payout posting without transfers).
    const payout = (
      await db.query(
        `INSERT INTO ledger_postings (merchant_id, idempotency_key, request_hash, kind)
         VALUES ($1, $2, 'hash', 'WITHDRAWAL_PAYOUT') RETURNING id`,
        [merchantId, `two-job-${Date.now().toString(36)}`],
      )
    ).rows[0].id as string;
    const due = (
      await db.query(
        `INSERT INTO withdrawal_requests (merchant_id, member_id, bank_account_id, amount, status,
           idempotency_key, request_hash, settle_posting_id, paid_at)
         SELECT $1, $2, $3, 10000, 'PAID', 'two-job-' || n, 'hash', $4, now() - interval '1 day'
         FROM generate_series(1, 30) AS n RETURNING id`,
        [merchantId, member, account, payout],
      )
    ).rows.map((row) => String(row.id));
    for (let waited = 0; waited < 20_000; waited += 100) {
      const left = await db.query(
        `SELECT count(*)::integer AS n FROM withdrawal_requests WHERE id = ANY ($1) AND status = 'PAID'`,
        [due],
      );
      if (left.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Let both processes' timers tick a few more times over the finished rows.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const confirmed = await db.query(
      `SELECT count(*)::integer AS n FROM withdrawal_requests WHERE id = ANY ($1) AND status = 'CONFIRMED_BY_TIMEOUT'`,
      [due],
    );
    expect(confirmed.rows[0].n).toBe(due.length);
    const audits = await db.query(
      `SELECT detail ->> 'withdrawalId' AS id, count(*)::integer AS n FROM audit_log
       WHERE merchant_id = $1 AND action = 'WITHDRAWAL_CONFIRMED' AND detail ->> 'withdrawalId' = ANY ($2)
       GROUP BY 1`,
      [merchantId, due],
    );
    expect(audits.rows).toHaveLength(due.length);
    expect(audits.rows.every((row) => row.n === 1)).toBe(true);
  });

  it('counts a client’s calls to either process against one rate limit (Redis)', async () => {
    const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let call = 0; call < 30; call += 1) {
      const response = await fetch(`${servers.urls[call % 2]}/wps/session/login/unsecure`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ username: 'nobody-here', password: 'wrong-password' }),
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // The login limit is 20 a minute per address: the 21st call is refused, whichever process it reached.
    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
  });

  it('answers liveness and readiness on both', async () => {
    for (const server of servers.urls) {
      expect(await fetch(`${server}/healthz`).then((response) => response.json())).toEqual({
        status: 'live',
      });
      const ready = await fetch(`${server}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get('cache-control')).toBe('no-store');
    }
  });
});
