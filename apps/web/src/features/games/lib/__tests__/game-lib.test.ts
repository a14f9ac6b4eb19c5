import { beforeEach, describe, expect, it } from 'vitest';
import { vendor } from '../../../../test/fixtures.ts';
import { game } from '../../components/__tests__/game-fixtures.ts';
import { buildGameListParams, matchesLocalFilters } from '../game-query.ts';
import { decideLaunch, launcherOf, lobbyStagePath, stagePath } from '../launch-rules.ts';
import { pickCdnHost, resetCdnPicks, resolveImageUrl } from '../../../../shared/lib/image-url.ts';
import { liveClassOf } from '../live-class.ts';
import { createThrottle } from '../throttle.ts';

describe('buildGameListParams (spec §3 "Game query")', () => {
  it('sends the fixed fields and only the filters that are set', () => {
    expect(buildGameListParams({ gameType: 'RNG' }, { language: 'bn' })).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      language: 'bn',
      gameType: 'RNG',
    });
  });

  it('carries vendor, subcategory, a trimmed name and the merchant', () => {
    expect(
      buildGameListParams(
        { gameType: 'RNG', vassalage: ' PG ', gameClassify: 'TG', gameName: '  lotus ' },
        { language: 'en', merchant: 'demo' },
      ),
    ).toEqual({
      clientType: 3,
      platform: 'flash,html5-desktop',
      language: 'en',
      merchant: 'demo',
      gameType: 'RNG',
      vassalage: 'PG',
      gameClassify: 'TG',
      gameName: 'lotus',
    });
    expect(buildGameListParams({ gameName: '   ', vassalage: '' }, { language: 'bn' })).not.toHaveProperty(
      'gameName',
    );
  });

  it('filters favourites and recent games by name and subcategory locally', () => {
    const lotus = game(1, { gameName: 'Lotus Fortune', gameClassify: 'JP' });
    expect(matchesLocalFilters(lotus, { gameName: 'lotus' })).toBe(true);
    expect(matchesLocalFilters(lotus, { gameName: 'tiger' })).toBe(false);
    expect(matchesLocalFilters(lotus, { gameClassify: 'TG' })).toBe(false);
    expect(matchesLocalFilters(lotus, { gameClassify: 'JP', gameName: 'FORT' })).toBe(true);
  });
});

describe('decideLaunch (spec §4 "Game launch")', () => {
  const member = { loggedIn: true, trial: false };
  it('asks guests to log in and tells trial users to register, in that order', () => {
    expect(decideLaunch({ kind: 'game', game: game(1) }, { loggedIn: false, trial: false })).toEqual({
      type: 'login',
    });
    expect(decideLaunch({ kind: 'game', game: game(1) }, { loggedIn: true, trial: true })).toEqual({
      type: 'trial',
    });
  });

  it('routes lottery games to the lottery pages', () => {
    const vn = game(1, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_1' });
    expect(decideLaunch({ kind: 'game', game: vn }, member)).toEqual({
      type: 'route',
      to: '/vnLottery?gameCode=VN_1',
    });
    const sea = game(2, { vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'S1' });
    expect(decideLaunch({ kind: 'game', game: sea }, member)).toEqual({
      type: 'route',
      to: '/seaLottery?gameCode=S1',
    });
    const elott = game(3, { vassalage: 'GPI', gameType: 'ELOTT', gameCode: 'K3' });
    expect(decideLaunch({ kind: 'game', game: elott }, member)).toEqual({
      type: 'route',
      to: '/lottery?gameCode=K3',
    });
  });

  it('opens a VASSALAGE group as a pop-up list and starts the rest in the right launcher', () => {
    expect(decideLaunch({ kind: 'game', game: game(1, { isGame: 'VASSALAGE' }) }, member)).toEqual({
      type: 'vendorGames',
    });
    expect(decideLaunch({ kind: 'game', game: game(1, { gameType: 'LIVE' }) }, member)).toEqual({
      type: 'start',
      launcher: 'GAME',
    });
    expect(decideLaunch({ kind: 'game', game: game(1) }, member)).toEqual({
      type: 'start',
      launcher: 'VENDOR',
    });
    expect(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'].map((type) => launcherOf(type as 'LIVE'))).toEqual([
      'GAME',
      'GAME',
      'GAME',
      'GAME',
    ]);
    expect(['RNG', 'FISH', 'PVP'].map((type) => launcherOf(type as 'RNG'))).toEqual([
      'VENDOR',
      'VENDOR',
      'VENDOR',
    ]);
  });

  it('lets anyone browse a vendor without a lobby; a lobby vendor needs a login', () => {
    expect(
      decideLaunch({ kind: 'vendor', card: vendor('RNG', 'PG') }, { loggedIn: false, trial: false }),
    ).toEqual({
      type: 'browse',
      to: '/rng?vassalage=PG',
    });
    const cockfight = vendor('COCKFIGHT', 'DS88', { lobbyGameCode: 'DS88_LOBBY' });
    expect(decideLaunch({ kind: 'vendor', card: cockfight }, { loggedIn: false, trial: false })).toEqual({
      type: 'login',
    });
    expect(decideLaunch({ kind: 'vendor', card: cockfight }, member)).toEqual({
      type: 'start',
      launcher: 'GAME',
    });
  });

  it('builds the stage addresses', () => {
    expect(stagePath(12, false)).toBe('/seamless?nodeId=12');
    expect(stagePath(12, true)).toBe('/seamless?nodeId=12&demo=1');
    expect(lobbyStagePath(vendor('RNG', 'PG', { lobbyGameCode: 'PG_LOBBY' }))).toBe(
      '/seamless?vassalage=PG&gameType=RNG&gameCode=PG_LOBBY',
    );
  });
});

describe('image URLs (spec §9: CDN host picked at random)', () => {
  beforeEach(() => resetCdnPicks());

  it('puts the path on a host picked at random from imageCDNs, once per list', () => {
    const cdns = ['https://a.cdn.test/', 'https://b.cdn.test'];
    expect(pickCdnHost(cdns, () => 0.99)).toBe('https://b.cdn.test');
    expect(pickCdnHost(cdns, () => 0)).toBe('https://b.cdn.test');
    expect(resolveImageUrl('/games/1.png', cdns)).toBe('https://b.cdn.test/games/1.png');
    resetCdnPicks();
    expect(pickCdnHost(cdns, () => 0)).toBe('https://a.cdn.test/');
    expect(resolveImageUrl('games/1.png', cdns)).toBe('https://a.cdn.test/games/1.png');
  });

  it('uses the path as it is without CDNs or for an absolute URL', () => {
    expect(resolveImageUrl('/games/1.png', [])).toBe('/games/1.png');
    expect(resolveImageUrl('/games/1.png', undefined)).toBe('/games/1.png');
    expect(resolveImageUrl('https://x.test/1.png', ['https://a.cdn.test'])).toBe('https://x.test/1.png');
  });
});

describe('live classes and the throttle', () => {
  it('finds the live class of a LIVE game from its code or name', () => {
    expect(liveClassOf({ gameCode: 'EVO_SPEED_BACCARAT' })).toBe('baccarat');
    expect(liveClassOf({ gameCode: 'X1', gameName: 'Dragon Tiger' })).toBe('dragonTiger');
    expect(liveClassOf({ gameCode: 'SEXY_SICBO' })).toBe('sicbo');
    expect(liveClassOf({ gameCode: 'LOBBY' })).toBeNull();
  });

  it('lets one call through per interval', () => {
    let now = 0;
    const gate = createThrottle(1000, () => now);
    expect(gate.tryPass()).toBe(true);
    now = 999;
    expect(gate.tryPass()).toBe(false);
    now = 1000;
    expect(gate.tryPass()).toBe(true);
  });
});

describe('vendor marks', () => {
  it('shows a short code as it is and the initials of a long one', async () => {
    const { vendorMarkText } = await import('../../components/vendor-tabs.tsx');
    expect(vendorMarkText('PG', 'PG Soft')).toBe('PG');
    expect(vendorMarkText('DS88', 'DS88 Sabong')).toBe('DS88');
    expect(vendorMarkText('TCG_LOTTO_VN', 'Vietnam Lottery')).toBe('VL');
    expect(vendorMarkText('PP_LIVE', 'Pragmatic Play Live')).toBe('PPL');
    expect(vendorMarkText('SPADE', 'Spadegaming')).toBe('SP');
  });
});
