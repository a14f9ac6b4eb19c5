import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { serverJobs } from '../../src/jobs/server-jobs.ts';
import { linkDemoVendor } from '../../src/modules/demo/demo-vendor-link.ts';
import { upsertVendorAccount } from '../../src/modules/game-wallet/service.ts';
import { askRoundStatus, settleStaleRounds } from '../../src/modules/game-wallet/stale-rounds.ts';
import { ledgerHealth } from '../../src/modules/ledger/service.ts';
import type { Db } from '../../src/db/database.ts';
import { createTestDatabase, type TestApp } from '../helpers/test-app.ts';
import { startDemoVendorProcess, startRelay, type DemoVendorProcess } from './demo-vendor-process.ts';
import {
  gameWalletFixture,
  paths,
  SECRET,
  seatedPlayer,
  uniqueId,
  type GameWalletFixture,
} from './fixture.ts';

/**
 * The settle-stale-rounds job against the real demo vendor, run as its own process and calling the platform
 * over HTTP through a relay that can cut the line: a settle the vendor could not deliver leaves the round open
 * until the job asks the vendor (round-status) and settles it with the vendor's payout under the vendor's settle
 * id, or refunds it. On PostgreSQL two "processes" (two connection pools on one schema) run the job at once,
 * racing the late real settle.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let second: DatabaseHandle | undefined;
let t: TestApp;
let fixture: GameWalletFixture;
let relay: Awaited<ReturnType<typeof startRelay>>;
let vendor: DemoVendorProcess;
let vendorData: string;
let webDist: string;

beforeAll(async () => {
  database = await createTestDatabase({ poolSize: 8 });
  // A second server process's connection pool on the same database (PGlite has one connection: shared).
  second = database.schema
    ? await openDatabase({ url: process.env.DATABASE_URL, schema: database.schema, poolSize: 5 })
    : undefined;
  webDist = await mkdtemp(join(tmpdir(), 'msp-web-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><body></body></html>');
  const app = await buildApp({
    database: { ...database, close: async () => {} },
    config: { production: false, redisUrl: undefined, webDist, logLevel: 'silent' },
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t = { app, db: database.db, kind: database.kind, close: async () => app.close() };
  fixture = await gameWalletFixture(t);
  relay = await startRelay(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  vendorData = await mkdtemp(join(tmpdir(), 'msp-demo-vendor-'));
  vendor = await startDemoVendorProcess({ platformUrl: relay.url, secret: SECRET, dataDir: vendorData });
  // As at a real start: the demo merchant's vendors point at the vendor (API URL, the shared secret).
  await linkDemoVendor(t.db, { url: vendor.url, secret: SECRET });
}, 120_000);

afterAll(async () => {
  await vendor?.stop();
  await relay?.close();
  await t?.app.close();
  await second?.close();
  await database?.dispose();
  if (vendorData) await rm(vendorData, { recursive: true, force: true });
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

/** The job as the scheduler runs it (server-jobs.ts), with every open round counting as stale. */
const runJob = (db: Db = t.db) =>
  serverJobs(db, 60_000, { staleRoundAfterMs: 0 })
    .find((candidate) => candidate.name === 'settle-stale-rounds')!
    .run(new Date()) as Promise<number>;

/** A player's game session at the demo vendor, opened with a launch token as the member site's launch does. */
async function vendorSession(memberId: number) {
  const token = await fixture.launch(memberId);
  const response = await fetch(`${vendor.url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, vendor: 'PG', merchant: 'DEMO', language: 'en' }),
  });
  const body = (await response.json()) as { value: { session: string; engine: string } };
  if (response.status !== 200) throw new Error(`launch at the vendor failed: ${JSON.stringify(body)}`);
  expect(body.value.engine).toBe('slot');
  return body.value.session;
}

interface Spin {
  status: number;
  roundId: string;
  stake: number;
  win: number;
  notice?: string;
  errorCode?: string;
}

async function spin(session: string, bet = 500): Promise<Spin> {
  const response = await fetch(`${vendor.url}/api/slot/spin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-vendor-session': session },
    body: JSON.stringify({ bet }),
  });
  const body = (await response.json()) as {
    value?: { roundId: string; stake: number; win: number; notice?: string };
    errorCode?: string;
  };
  return {
    status: response.status,
    ...(body.value ?? { roundId: '', stake: 0, win: 0 }),
    errorCode: body.errorCode,
  };
}

/**
 * Rounds whose settle the vendor could not deliver: the platform is unreachable for settles (the vendor retries
 * and gives up), until at least `count` rounds are played and `wins` of them paid something.
 */
async function undeliveredRounds(memberId: number, { count = 2, wins = 1 } = {}) {
  const session = await vendorSession(memberId);
  relay.set('settle', 'drop');
  const rounds: Spin[] = [];
  try {
    while (rounds.length < count || rounds.filter((round) => round.win > 0).length < wins) {
      if (rounds.length >= 80) throw new Error('no winning spin in 80');
      const round = await spin(session);
      expect(round.status).toBe(200);
      expect(round.notice).toContain('confirmed');
      rounds.push(round);
    }
  } finally {
    relay.restore();
  }
  return rounds;
}

const roundRow = (roundId: string) =>
  t.db
    .selectFrom('game_rounds')
    .selectAll()
    .where('merchant_id', '=', fixture.merchant.id)
    .where('vendor_code', '=', 'PG')
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();

const auditOf = (action: string, memberId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['detail', 'user_agent'])
    .where('merchant_id', '=', fixture.merchant.id)
    .where('member_id', '=', memberId)
    .where('action', '=', action)
    .execute();

const pgEndpoint = () => ({ vendorCode: 'PG', merchantCode: 'DEMO', apiUrl: vendor.url, secret: SECRET });

async function expectLedgerHealthy() {
  expect(await ledgerHealth(t.db, fixture.merchant.id)).toMatchObject({
    sum: 0n,
    negativeMemberAccounts: 0,
    mismatchedAccounts: 0,
  });
}

const sumOf = (rounds: Spin[], field: 'stake' | 'win') =>
  rounds.reduce((total, round) => total + BigInt(round[field]), 0n);

describe('settle-stale-rounds', () => {
  it('settles a round whose settle the vendor could not deliver with the vendor payout, once', async () => {
    const funds = 100_000n;
    const player = await fixture.newPlayer(funds);
    const rounds = await undeliveredRounds(player.memberId);
    const stakes = sumOf(rounds, 'stake');
    const wins = sumOf(rounds, 'win');

    for (const round of rounds) expect((await roundRow(round.roundId)).status).toBe('OPEN');
    expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes);
    // Not stale yet at the real threshold (10 minutes): nothing is asked or changed.
    await settleStaleRounds(t.db);
    for (const round of rounds) expect((await roundRow(round.roundId)).status).toBe('OPEN');

    const closed = await runJob();
    expect(closed).toBe(rounds.length);
    for (const round of rounds) {
      const row = await roundRow(round.roundId);
      expect(row).toMatchObject({ status: 'SETTLED', win: BigInt(round.win), stake: BigInt(round.stake) });
    }
    expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes + wins);
    await expectLedgerHealthy();
    const audit = await auditOf('STALE_ROUND_SETTLED', player.memberId);
    expect(audit).toHaveLength(rounds.length);
    expect(audit[0]!.user_agent).toBe('job:settle-stale-rounds');

    // The platform settled under the vendor's own settle ids: the real settle arriving late is a duplicate.
    const theirs = await askRoundStatus(
      pgEndpoint(),
      rounds.map((round) => ({ roundId: round.roundId, playerId: player.playerId })),
    );
    expect(theirs.kind).toBe('ok');
    if (theirs.kind !== 'ok') return;
    for (const [index, answer] of theirs.value.rounds.entries()) {
      expect(answer).toMatchObject({
        roundId: rounds[index]!.roundId,
        status: 'SETTLED',
        amount: rounds[index]!.win,
      });
      if (answer.status !== 'SETTLED') continue;
      const late = await fixture.call(paths.settle, {
        playerId: player.playerId,
        transactionId: answer.transactionId,
        roundId: answer.roundId,
        amount: answer.amount,
      });
      expect(late.status).toBe(200);
      expect(late.body.value.duplicate).toBe(true);
    }
    expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes + wins);
    expect(await runJob()).toBe(0);
    await expectLedgerHealthy();
  });

  it('refunds a round the vendor cancelled: its bet answer lost, its rollback undelivered', async () => {
    const funds = 50_000n;
    const player = await fixture.newPlayer(funds);
    const session = await vendorSession(player.memberId);
    relay.set('bet', 'lose-answer');
    relay.set('rollback', 'drop');
    const cancelled = await spin(session, 1000).finally(() => relay.restore());
    expect(cancelled).toMatchObject({ status: 503, errorCode: 'game.round.cancelled' });
    // The platform took the bet and never heard of the cancellation.
    const open = await t.db
      .selectFrom('game_rounds')
      .selectAll()
      .where('member_id', '=', player.memberId)
      .executeTakeFirstOrThrow();
    expect(open).toMatchObject({ status: 'OPEN', stake: 1000n });
    expect(await fixture.balanceOf(player.memberId)).toBe(funds - 1000n);

    expect(await runJob()).toBe(1);
    expect(await roundRow(open.round_id)).toMatchObject({ status: 'REFUNDED', refunded: 1000n });
    expect(await fixture.balanceOf(player.memberId)).toBe(funds);
    const audit = await auditOf('STALE_ROUND_REFUNDED', player.memberId);
    expect(audit.map((row) => row.detail)).toEqual([
      expect.objectContaining({ roundId: open.round_id, vendorStatus: 'CANCELLED', refunded: '10.00' }),
    ]);
    expect(await runJob()).toBe(0);
    await expectLedgerHealthy();
  });

  it('refunds a round the vendor never heard of', async () => {
    const funds = 20_000n;
    const seated = await seatedPlayer(fixture, funds);
    const roundId = uniqueId('unknown-round');
    // A bet that reached the platform signed as PG, on a round the demo vendor never played.
    expect((await seated.bet(700, roundId)).status).toBe(200);
    expect(await runJob()).toBe(1);
    expect(await roundRow(roundId)).toMatchObject({ status: 'REFUNDED', refunded: 700n });
    expect(await fixture.balanceOf(seated.memberId)).toBe(funds);
    const [audit] = await auditOf('STALE_ROUND_REFUNDED', seated.memberId);
    expect(audit!.detail).toMatchObject({ vendorStatus: 'NOT_FOUND', refunded: '7.00' });
    await expectLedgerHealthy();
  });

  it('leaves the rounds as they are while the vendor is down or refuses the call, and settles them afterwards', async () => {
    const funds = 100_000n;
    const player = await fixture.newPlayer(funds);
    const rounds = await undeliveredRounds(player.memberId, { count: 1, wins: 1 });
    const stakes = sumOf(rounds, 'stake');
    const wins = sumOf(rounds, 'win');
    const rowsOf = () => Promise.all(rounds.map((round) => roundRow(round.roundId)));
    const before = await rowsOf();

    await vendor.stop();
    try {
      expect(await runJob()).toBe(0);
      for (const [index, row] of (await rowsOf()).entries()) {
        // Asked once, claim released for the next run, nothing else changed.
        expect(row).toMatchObject({ status: 'OPEN', win: 0n, check_claimed_until: null });
        expect(row.status_checks).toBe(before[index]!.status_checks + 1);
      }
      expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes);
      expect(await auditOf('STALE_ROUND_SETTLED', player.memberId)).toEqual([]);
    } finally {
      await vendor.start();
    }

    // Back (its round book survived the restart), but our secret is not the one it agreed: refused, left.
    await upsertVendorAccount(t.db, {
      merchantId: fixture.merchant.id,
      vendorCode: 'PG',
      secret: 'not-agreed',
    });
    try {
      expect(await runJob()).toBe(0);
      for (const row of await rowsOf()) expect(row.status).toBe('OPEN');
      expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes);
    } finally {
      await upsertVendorAccount(t.db, { merchantId: fixture.merchant.id, vendorCode: 'PG', secret: SECRET });
    }

    expect(await runJob()).toBe(rounds.length);
    for (const [index, row] of (await rowsOf()).entries())
      expect(row).toMatchObject({ status: 'SETTLED', win: BigInt(rounds[index]!.win) });
    expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes + wins);
    await expectLedgerHealthy();
  });

  it(`pays exactly once with the job run twice at once racing the late real settle (${
    onPostgres ? 'PostgreSQL, two connection pools' : 'PGlite, one connection'
  })`, async () => {
    const funds = 200_000n;
    const player = await fixture.newPlayer(funds);
    const rounds = await undeliveredRounds(player.memberId, { count: 8, wins: 2 });
    const stakes = sumOf(rounds, 'stake');
    const wins = sumOf(rounds, 'win');
    const theirs = await askRoundStatus(
      pgEndpoint(),
      rounds.map((round) => ({ roundId: round.roundId, playerId: player.playerId })),
    );
    if (theirs.kind !== 'ok') throw new Error(`round-status failed: ${JSON.stringify(theirs)}`);
    const settles = theirs.value.rounds.map((answer) => {
      if (answer.status !== 'SETTLED')
        throw new Error(`not settled at the vendor: ${JSON.stringify(answer)}`);
      return answer;
    });

    const lateSettle = (answer: (typeof settles)[number]) =>
      fixture.call(paths.settle, {
        playerId: player.playerId,
        transactionId: answer.transactionId,
        roundId: answer.roundId,
        amount: answer.amount,
      });
    // Two server processes run the job at once (claims of a moment: each may take what the other holds). They
    // reach the vendor through a relay: the moment the vendor's first answer goes back, a third run starts as
    // if the first one's claim had run out (the first process stalled), and the vendor's late settles of half
    // the rounds go out to the platform, racing the jobs' own settles. The other half only the jobs race for;
    // their late settles come afterwards.
    const otherProcess = second?.db ?? t.db;
    const racing = settles.filter((_, index) => index % 2 === 0);
    const after = settles.filter((_, index) => index % 2 === 1);
    const toVendor = await startRelay(vendor.url);
    let late: Promise<Awaited<ReturnType<typeof lateSettle>>[]> | undefined;
    let stalled: Promise<number> | undefined;
    toVendor.onAnswer((call) => {
      if (call !== 'round-status' || late) return;
      stalled = settleStaleRounds(otherProcess, {
        now: new Date(Date.now() + 1000),
        staleAfterMs: 0,
        claimMs: 0,
      });
      late = Promise.all(racing.map(lateSettle));
    });
    await upsertVendorAccount(t.db, {
      merchantId: fixture.merchant.id,
      vendorCode: 'PG',
      apiUrl: toVendor.url,
    });
    let runs: number[];
    try {
      runs = await Promise.all([
        settleStaleRounds(t.db, { staleAfterMs: 0, claimMs: 0 }),
        settleStaleRounds(otherProcess, { staleAfterMs: 0, claimMs: 0 }),
      ]);
      runs.push(await stalled!);
    } finally {
      await upsertVendorAccount(t.db, {
        merchantId: fixture.merchant.id,
        vendorCode: 'PG',
        apiUrl: vendor.url,
      });
      await toVendor.close();
    }
    const lateAnswers = await late!;
    for (const answer of lateAnswers) expect(answer.status).toBe(200);
    for (const answer of await Promise.all(after.map(lateSettle))) {
      expect(answer.status).toBe(200);
      expect(answer.body.value.duplicate).toBe(true);
    }
    const paidByJobs = runs.reduce((total, count) => total + count, 0);
    const paidByLateSettle = lateAnswers.filter((answer) => answer.body.value.duplicate === false).length;
    expect(paidByJobs + paidByLateSettle).toBe(rounds.length);
    // Rounds two runs both asked about and tried to close:
    const checks = (await Promise.all(rounds.map((round) => roundRow(round.roundId)))).map(
      (row) => row.status_checks,
    );
    expect(checks.some((count) => count >= 2)).toBe(true);

    for (const [index, round] of rounds.entries()) {
      const row = await roundRow(round.roundId);
      expect(row).toMatchObject({ status: 'SETTLED', win: BigInt(round.win) });
      const settleRows = await t.db
        .selectFrom('game_transactions')
        .select(['transaction_id', 'amount'])
        .where('round_ref', '=', row.id)
        .where('kind', '=', 'SETTLE')
        .execute();
      expect(settleRows).toEqual([
        { transaction_id: settles[index]!.transactionId, amount: BigInt(round.win) },
      ]);
      const postings = await t.db
        .selectFrom('ledger_postings')
        .select('id')
        .where('merchant_id', '=', fixture.merchant.id)
        .where('idempotency_key', '=', `game:PG:${settles[index]!.transactionId}`)
        .execute();
      expect(postings).toHaveLength(round.win > 0 ? 1 : 0);
    }
    expect(await fixture.balanceOf(player.memberId)).toBe(funds - stakes + wins);
    expect(await auditOf('STALE_ROUND_SETTLED', player.memberId)).toHaveLength(paidByJobs);
    await expectLedgerHealthy();
  });
});
