import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startFakePlatform, type Script } from './support/fake-platform.ts';
import { signedPost, startVendor } from './support/vendor.ts';

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function setup(script: Partial<Script> = {}, vendorOptions: { platformTimeoutMs?: number } = {}) {
  const platform = await startFakePlatform(script);
  const vendor = await startVendor({ platformUrl: platform.url, ...vendorOptions });
  cleanup.push(
    () => vendor.close(),
    () => platform.app.close(),
  );
  return { platform, vendor };
}

async function launch(vendor: FastifyInstance, code = 'PG', language = 'en') {
  const response = await vendor.inject({
    method: 'POST',
    url: '/api/session',
    payload: { token: 'good-token', vendor: code, merchant: 'DEMO', language },
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as {
    session: string;
    balance: number;
    engine: string;
    wallet: string;
    config: unknown;
  };
}

function play(vendor: FastifyInstance, session: string, url: string, payload: unknown) {
  return vendor.inject({
    method: 'POST',
    url,
    headers: { 'x-vendor-session': session },
    payload: payload as object,
  });
}

describe('launch', () => {
  it('authenticates the token with the launch vendor code and picks the engine by game type', async () => {
    const { platform, vendor } = await setup({ gameType: 'RNG' });
    const view = await launch(vendor, 'SPADE');
    expect(view).toMatchObject({
      engine: 'slot',
      wallet: 'seamless',
      balance: 100_000,
      nickname: 'Rahim',
      gameName: 'Lotus Fortune',
    });
    expect(view.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(platform.calls[0]).toMatchObject({
      path: 'seamless/authenticate',
      vendor: 'SPADE',
      merchant: 'DEMO',
    });

    platform.script.balance = 123_456;
    const resumed = await vendor.inject({
      method: 'GET',
      url: '/api/session',
      headers: { 'x-vendor-session': view.session },
    });
    expect(resumed.json().value.balance).toBe(123_456);
  });

  it('maps FISH to crash, LIVE and PVP to baccarat and the rest to no game', async () => {
    for (const [gameType, engine] of [
      ['FISH', 'crash'],
      ['LIVE', 'baccarat'],
      ['PVP', 'baccarat'],
      ['SPORTS', 'none'],
      ['COCKFIGHT', 'none'],
    ]) {
      const { vendor } = await setup({ gameType });
      expect((await launch(vendor)).engine).toBe(engine);
    }
  });

  it('refuses a bad token, a malformed launch and a missing session clearly', async () => {
    const { vendor } = await setup();
    const bad = await vendor.inject({
      method: 'POST',
      url: '/api/session',
      payload: { token: 'used-token', vendor: 'PG', merchant: 'DEMO', language: 'en' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({
      errorCode: 'vendor.token.invalid',
      message: expect.stringContaining('expired'),
    });

    const malformed = await vendor.inject({
      method: 'POST',
      url: '/api/session',
      payload: { token: 'x', vendor: 'pg!', merchant: 'DEMO' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errorCode: 'request.invalid', field: 'vendor' });

    const notJson = await vendor.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: '{"token":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errorCode).toBe('request.invalid');

    const noSession = await play(vendor, 'nope', '/api/slot/spin', { bet: 100 });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().errorCode).toBe('vendor.session.invalid');
  });
});

describe('seamless rounds', () => {
  it('calls bet, then settle with the win, and answers the balance after settle', async () => {
    const { platform, vendor } = await setup();
    const { session } = await launch(vendor, 'PG');
    const response = await play(vendor, session, '/api/slot/spin', { bet: 500 });
    expect(response.statusCode).toBe(200);
    const round = response.json().value;
    expect(platform.paths()).toEqual(['seamless/authenticate', 'seamless/bet', 'seamless/settle']);
    const [, bet, settle] = platform.calls;
    expect(bet).toMatchObject({ vendor: 'PG', merchant: 'DEMO' });
    expect(bet?.body).toMatchObject({
      playerId: 'player-1',
      sessionId: 'platform-session-1',
      gameCode: 'PG_LOTUS',
      amount: 500,
      transactionId: expect.stringMatching(uuid),
      roundId: expect.stringMatching(uuid),
    });
    expect(settle?.body).toMatchObject({
      playerId: 'player-1',
      roundId: bet?.body.roundId,
      amount: round.win,
    });
    expect(settle?.body.transactionId).toMatch(uuid);
    expect(settle?.body.transactionId).not.toBe(bet?.body.transactionId);
    expect(round.balance).toBe(100_000 - 500 + round.win);
    expect(round.spin.grid).toHaveLength(5);
    expect(round.win).toBe(
      round.spin.lineWins.reduce((sum: number, win: { win: number }) => sum + win.win, 0) +
        round.spin.scatter.win,
    );
  });

  it('rolls the bet back when the bet call times out, and tells the player the round was cancelled', async () => {
    const { platform, vendor } = await setup({ betDelayMs: 1500 }, { platformTimeoutMs: 200 });
    const { session } = await launch(vendor);
    const response = await play(vendor, session, '/api/slot/spin', { bet: 1000 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'game.round.cancelled' });
    expect(response.json().message).toContain('cancelled');
    expect(platform.paths()).toEqual(['seamless/authenticate', 'seamless/bet', 'seamless/rollback']);
    const [, bet, rollback] = platform.calls;
    expect(rollback?.body).toMatchObject({ playerId: 'player-1', betTransactionId: bet?.body.transactionId });
    expect(rollback?.body.transactionId).toMatch(uuid);
    expect(rollback?.body.transactionId).not.toBe(bet?.body.transactionId);
  });

  it('maps a refused bet to the player message and moves on without settle', async () => {
    const { platform, vendor } = await setup({
      betError: { status: 402, errorCode: 'vendor.insufficient.funds' },
    });
    const en = await launch(vendor, 'PG', 'en');
    const response = await play(vendor, en.session, '/api/slot/spin', { bet: 100 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      errorCode: 'vendor.insufficient.funds',
      message: 'Not enough balance.',
    });
    const bn = await launch(vendor, 'PG', 'bn');
    const bangla = await play(vendor, bn.session, '/api/slot/spin', { bet: 100 });
    expect(bangla.json().message).toBe('পর্যাপ্ত ব্যালেন্স নেই।');
    expect(platform.paths().filter((path) => path !== 'seamless/authenticate')).toEqual([
      'seamless/bet',
      'seamless/bet',
    ]);
  });

  it('retries settle with the same transaction id until the platform answers', async () => {
    const { platform, vendor } = await setup({ settleFailures: 2 });
    const { session } = await launch(vendor);
    const response = await play(vendor, session, '/api/slot/spin', { bet: 200 });
    expect(response.statusCode).toBe(200);
    const settles = platform.calls.filter((call) => call.path === 'seamless/settle');
    expect(settles).toHaveLength(3);
    expect(new Set(settles.map((call) => call.body.transactionId)).size).toBe(1);
    expect(response.json().value.balance).toBe(platform.script.balance);
  });

  it('gives up settle after 5 attempts and tells the player the win is being confirmed', async () => {
    const { platform, vendor } = await setup({ settleFailures: 99 });
    const { session } = await launch(vendor);
    const response = await play(vendor, session, '/api/slot/spin', { bet: 200 });
    expect(response.statusCode).toBe(200);
    expect(platform.calls.filter((call) => call.path === 'seamless/settle')).toHaveLength(5);
    expect(response.json().value.notice).toContain('confirmed');
  });

  it('refuses a second round while one runs on the same session', async () => {
    const { vendor } = await setup({ betDelayMs: 300 });
    const { session } = await launch(vendor);
    const [first, second] = await Promise.all([
      play(vendor, session, '/api/slot/spin', { bet: 100 }),
      play(vendor, session, '/api/slot/spin', { bet: 100 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('checks stakes before any money moves', async () => {
    const { platform, vendor } = await setup();
    const { session } = await launch(vendor);
    const bad = await play(vendor, session, '/api/slot/spin', { bet: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'request.invalid', field: 'bet' });
    const wrongGame = await play(vendor, session, '/api/crash/play', { stake: 100, target: 2 });
    expect(wrongGame.statusCode).toBe(400);
    expect(wrongGame.json().errorCode).toBe('game.not.supported');
    expect(platform.paths()).toEqual(['seamless/authenticate']);
  });

  it('plays a fishing round: stake × target when the crash point reaches it', async () => {
    const { platform, vendor } = await setup({ gameType: 'FISH' });
    const { session } = await launch(vendor);
    const badTarget = await play(vendor, session, '/api/crash/play', { stake: 200, target: 2.555 });
    expect(badTarget.json()).toMatchObject({ errorCode: 'request.invalid', field: 'target' });
    const response = await play(vendor, session, '/api/crash/play', { stake: 200, target: 2.5 });
    const round = response.json().value;
    expect(round.won).toBe(round.crashPoint >= 2.5);
    expect(round.win).toBe(round.won ? 500 : 0);
    const settle = platform.calls.find((call) => call.path === 'seamless/settle');
    expect(settle?.body.amount).toBe(round.win);
  });

  it('takes several baccarat bets as one platform bet and one settle', async () => {
    const { platform, vendor } = await setup({ gameType: 'LIVE' });
    const { session } = await launch(vendor, 'EVO');
    const response = await play(vendor, session, '/api/baccarat/deal', {
      bets: { player: 1000, banker: 500, tie: 100 },
    });
    expect(response.statusCode).toBe(200);
    const round = response.json().value;
    const expected = { PLAYER: 2000, BANKER: 975, TIE: 2400 }[
      round.coup.outcome as 'PLAYER' | 'BANKER' | 'TIE'
    ];
    expect(round.win).toBe(expected);
    expect(
      platform.calls.filter((call) => call.path === 'seamless/bet').map((call) => call.body.amount),
    ).toEqual([1600]);
    expect(
      platform.calls.filter((call) => call.path === 'seamless/settle').map((call) => call.body.amount),
    ).toEqual([expected]);
    expect(round.coup.player.length).toBeGreaterThanOrEqual(2);

    const empty = await play(vendor, session, '/api/baccarat/deal', { bets: { player: 0 } });
    expect(empty.statusCode).toBe(400);
    const oddChip = await play(vendor, session, '/api/baccarat/deal', { bets: { banker: 150 } });
    expect(oddChip.json().field).toBe('bets.banker');
  });
});

describe('free play and transfer-wallet vendors', () => {
  it('plays demo sessions with play money and never calls bet or settle', async () => {
    const { platform, vendor } = await setup({ demo: true });
    const view = await launch(vendor);
    expect(view).toMatchObject({ wallet: 'demo', balance: 10_000_000 });
    const round = (await play(vendor, view.session, '/api/slot/spin', { bet: 10_000 })).json().value;
    expect(round.balance).toBe(10_000_000 - 10_000 + round.win);
    expect(platform.paths()).toEqual(['seamless/authenticate']);
  });

  it('plays transfer vendors on the local wallet and reports each round to the platform', async () => {
    const { platform, vendor } = await setup({ gameType: 'RNG' });
    const view = await launch(vendor, 'JDB');
    expect(view).toMatchObject({ wallet: 'transfer', balance: 0 });
    const short = await play(vendor, view.session, '/api/slot/spin', { bet: 100 });
    expect(short.statusCode).toBe(402);
    expect(short.json().message).toContain("game's wallet");

    await vendor.inject(
      signedPost('/transfer-api/v1/deposit', { playerId: 'player-1', transferId: 'in-1', amount: 5000 }),
    );
    const response = await play(vendor, view.session, '/api/slot/spin', { bet: 1000 });
    expect(response.statusCode).toBe(200);
    const round = response.json().value;
    expect(round.balance).toBe(5000 - 1000 + round.win);
    const balance = await vendor.inject(signedPost('/transfer-api/v1/balance', { playerId: 'player-1' }));
    expect(balance.json().value.balance).toBe(round.balance);

    await vendor.demoVendor.platform.settled();
    const reports = platform.calls.filter((call) => call.path === 'transfer/rounds');
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ vendor: 'JDB', merchant: 'DEMO' });
    expect(reports[0]?.body).toMatchObject({
      playerId: 'player-1',
      roundId: round.roundId,
      gameCode: 'PG_LOTUS',
      stake: 1000,
      win: round.win,
    });
    expect(Date.parse(String(reports[0]?.body.settledAt))).toBeGreaterThan(0);
    expect(platform.paths()).not.toContain('seamless/bet');
  });
});
