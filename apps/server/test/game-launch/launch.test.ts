import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkDemoVendor } from '../../src/modules/demo/demo-vendor-link.ts';
import { lobbyUrl } from '../../src/modules/game-launch/service.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

const VENDOR_URL = 'http://vendor.test:3100';
let t: TestApp;
let token: string;
const nodeOf = async (code: string) =>
  (await t.db.selectFrom('games').select('id').where('game_code', '=', code).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  await linkDemoVendor(t.db, { url: VENDOR_URL, secret: 'launch-test-secret' });
  token = await loginAs(t, 'demoplayer');
});
afterAll(async () => t?.close());

const launch = (payload: Record<string, unknown>, authorization: string | null = token) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: {
      merchant: 'DEMO',
      language: 'en',
      host: 'site.test',
      ...(authorization ? { authorization } : {}),
    },
    payload,
  });

describe('/wps/game/launchGame', () => {
  it('gives a single-use launch URL on the launch host, for the vendor launcher', async () => {
    const nodeId = await nodeOf('PG_LOTUS_FORTUNE');
    const response = await launch({ nodeId, backUrl: '/rng?vassalage=PG' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      nodeId,
      vassalage: 'PG',
      gameType: 'RNG',
      launcher: 'VENDOR',
      demo: false,
    });
    expect(value.walletMode).toBe('SEAMLESS');
    const url = new URL(value.url);
    expect(url.origin).toBe(VENDOR_URL);
    expect(url.pathname).toBe('/play/PG_LOTUS_FORTUNE');
    expect(url.searchParams.get('vendor')).toBe('PG');
    expect(url.searchParams.get('merchant')).toBe('DEMO');
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('lobby')).toBe('http://site.test/rng?vassalage=PG');
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);
    const again = new URL((await launch({ nodeId })).json().value.url);
    expect(again.searchParams.get('token')).not.toBe(url.searchParams.get('token'));

    const recent = await t.app.inject({
      url: '/wps/games/recent',
      headers: { merchant: 'DEMO', authorization: token },
    });
    expect(recent.json().value.map((game: { nodeId: number }) => game.nodeId)).toContain(nodeId);
  });

  it('uses the one game launcher for live tables and says when a vendor keeps its own wallet', async () => {
    const live = (await launch({ nodeId: await nodeOf('EVO_SPEED_BACCARAT') })).json().value;
    expect(live).toMatchObject({ gameType: 'LIVE', launcher: 'GAME' });
    const transfer = (await launch({ nodeId: await nodeOf('JDB_FORTUNE_TREE') })).json().value;
    expect(transfer.walletMode).toBe('TRANSFER');
  });

  it('offers free demo play only where supportPlay is 0', async () => {
    const free = await launch({ nodeId: await nodeOf('PG_CANDY_CASCADE'), demo: true });
    expect(free.json().value.demo).toBe(true);
    const paid = await launch({ nodeId: await nodeOf('PG_LOTUS_FORTUNE'), demo: true });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errorCode).toBe('game.demo.unavailable');
  });

  it('refuses guests, trial players, unknown games and lottery games', async () => {
    const nodeId = await nodeOf('PG_LOTUS_FORTUNE');
    expect((await launch({ nodeId }, null)).statusCode).toBe(401);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'DEMO' },
      payload: { platform: 'W', gatewayVersion: 3 },
    });
    const refused = await launch({ nodeId }, trial.json().value.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please Register An Account First');
    const unknown = await launch({ nodeId: 987654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('game.not.found');
    // A request this call never serves (not an outage): a 400 that says where lottery games open. A lottery game
    // the merchant does not run (switched off here) has no board to open.
    await t.db
      .updateTable('lottery_games')
      .set({ enabled: false })
      .where('game_code', '=', 'VN_F1')
      .execute();
    const lottery = await launch({ nodeId: await nodeOf('VN_F1') });
    expect(lottery.statusCode).toBe(400);
    expect(lottery.json()).toMatchObject({ errorCode: 'game.launch.lottery', field: 'nodeId' });
    expect(lottery.json().message).toBe(
      'Lottery games open on the lottery page, they cannot be started from here',
    );
    // A game of our own lottery opens its board (or the lobby) on the lottery page, and is remembered as played.
    const own = await launch({ nodeId: await nodeOf('E28_1M'), launchMode: 'LOTT' });
    expect(own.json().value).toMatchObject({
      url: '/lottery?gameCode=E28_1M',
      launcher: 'LOTTERY',
      gameType: 'ELOTT',
      walletMode: 'SEAMLESS',
    });
    const lobby = await launch({ nodeId: await nodeOf('L49_5M'), launchMode: 'LOTT', view: 'LOBBY' });
    expect(lobby.json().value).toMatchObject({ url: '/lottery', launcher: 'LOTTERY', gameType: 'LOTT' });
    // The Vietnamese games open /vnLottery, 4D /seaLottery.
    const vn = await launch({ nodeId: await nodeOf('VN_S_HCM'), launchMode: 'LOTT' });
    expect(vn.json().value).toMatchObject({ url: '/vnLottery?gameCode=VN_S_HCM', launcher: 'LOTTERY' });
    const sea = await launch({ nodeId: await nodeOf('SEA4D'), launchMode: 'LOTT', view: 'LOBBY' });
    expect(sea.json().value).toMatchObject({ url: '/seaLottery', launcher: 'LOTTERY' });
  });

  it('launches our own lottery by area (lottoArea, launchMode LOTT, gameCode), and only a game of that area', async () => {
    const area = (payload: Record<string, unknown>) =>
      launch({ launchMode: 'LOTT', prizeMode: 'LOTT', device: 'WEB', language: 'en', ...payload });
    const fast = await area({ lottoArea: 'VN', gameCode: 'VN_F5', view: 'BETTING', backUrl: '/' });
    expect(fast.statusCode).toBe(200);
    expect(fast.json().value).toMatchObject({
      url: '/vnLottery?gameCode=VN_F5',
      nodeId: await nodeOf('VN_F5'),
      vassalage: 'TCG_LOTTO_VN',
      launcher: 'LOTTERY',
    });
    // A province without a card of its own opens on its page under the area's card.
    const province = await area({ lottoArea: 'VN', gameCode: 'VN_S_CMA' });
    expect(province.json().value).toMatchObject({
      url: '/vnLottery?gameCode=VN_S_CMA',
      vassalage: 'TCG_LOTTO_VN',
    });
    expect((await area({ lottoArea: 'SEA', view: 'LOBBY' })).json().value).toMatchObject({
      url: '/seaLottery',
    });
    // 4D is not a Vietnamese game, and a board needs a game.
    const wrong = await area({ lottoArea: 'VN', gameCode: 'SEA4D' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ errorCode: 'lottery.game.not.found', field: 'gameCode' });
    expect((await area({ lottoArea: 'SEA' })).statusCode).toBe(404);
    // Neither a node nor an area, or an area without launchMode LOTT: refused with the field named.
    const neither = await launch({ view: 'BETTING' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().field).toBe('nodeId');
    const noMode = await launch({ lottoArea: 'VN', gameCode: 'VN_F5' });
    expect(noMode.statusCode).toBe(400);
    expect(noMode.json().field).toBe('launchMode');
    const bad = await launch({ nodeId: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the lobby URL', () => {
  it('returns to a path of the site only, never to another host', () => {
    expect(lobbyUrl('https://shapla.test', '/live')).toBe('https://shapla.test/live');
    expect(lobbyUrl('https://shapla.test', 'https://shapla.test/rng?x=1')).toBe(
      'https://shapla.test/rng?x=1',
    );
    expect(lobbyUrl('https://shapla.test', 'https://evil.test/steal')).toBe('https://shapla.test/');
    expect(lobbyUrl('https://shapla.test', '//evil.test/steal')).toBe('https://shapla.test/');
    expect(lobbyUrl('https://shapla.test', undefined)).toBe('https://shapla.test/');
  });
});
