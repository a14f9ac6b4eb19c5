import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Room } from '@msp/contracts/games.ts';
import { countRecentPlayers } from '../../src/modules/game-wallet/activity.ts';
import { createLaunchToken } from '../../src/modules/game-wallet/service.ts';
import { liveClassOf } from '../../src/modules/games/rooms.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gamesFixture } from './fixture.ts';

let t: TestApp;
let f: ReturnType<typeof gamesFixture>;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = gamesFixture(t);
  demoId = (await f.merchant()).id;
});
afterAll(async () => t?.close());

const rooms = async (query = '', language = 'en') =>
  (await f.get(`/wps/relay/GLS2_roomList${query}`, undefined, language)).body.value as Room[];

describe('live class', () => {
  it('is read from the game code and name', () => {
    expect(liveClassOf('EVO_SPEED_BACCARAT', 'Speed Baccarat')).toBe('baccarat');
    expect(liveClassOf('X1', 'Sic Bo Deluxe')).toBe('sicbo');
    expect(liveClassOf('SEXY_SICBO', '')).toBe('sicbo');
    expect(liveClassOf('T', 'Auto Roulette')).toBe('roulette');
    expect(liveClassOf('EVO_DRAGON_TIGER', 'Dragon Tiger')).toBe('dragonTiger');
    expect(liveClassOf('JL_DRAGON_AND_TIGER', 'Dragon & Tiger')).toBe('dragonTiger');
    expect(liveClassOf('T', 'Blackjack VIP')).toBe('blackjack');
    expect(liveClassOf('T', 'Mahjong Hall')).toBe('mahjong');
    expect(liveClassOf('DG_3CARD', '3-Card Poker')).toBe('threeCardPoker');
    expect(liveClassOf('T', 'Wenzhou Paigow')).toBe('wenzhou');
    expect(liveClassOf('T', 'Se Die')).toBe('seDie');
    expect(liveClassOf('T', 'Xoc Dia')).toBe('seDie');
    expect(liveClassOf('SA_FANTAN', 'Fan Tan')).toBe('fanTan');
    expect(liveClassOf('DG_NIUNIU', 'Bull Bull')).toBe('niuniu');
    expect(liveClassOf('WM_FISH_PRAWN_CRAB', 'Fish Prawn Crab')).toBe('fishPrawnCrab');
    expect(liveClassOf('T', 'ZJH Golden Flower')).toBe('zjh');
    expect(liveClassOf('PPL_ANDAR_BAHAR', 'Andar Bahar')).toBe('andarBahar');
    expect(liveClassOf('PPL_MEGA_WHEEL', 'Mega Wheel')).toBe('other');
  });
});

describe('GLS2_roomList', () => {
  it('lists the live tables of the LIVE vendors, lobbies left out, with class and bet range', async () => {
    const tables = await rooms();
    const liveGames = await t.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select(['games.id', 'games.game_code', 'vendors.lobby_game_code'])
      .where('games.merchant_id', '=', demoId)
      .where('games.game_type', '=', 'LIVE')
      .execute();
    const expected = liveGames
      .filter((game) => game.game_code !== game.lobby_game_code)
      .map((game) => game.id);
    expect(tables.map((table) => table.nodeId).sort()).toEqual(expected.sort());
    expect(tables.some((table) => table.gameCode.endsWith('_LOBBY'))).toBe(false);
    expect(tables.find((table) => table.gameCode === 'EVO_SPEED_BACCARAT')).toMatchObject({
      vassalage: 'EVO',
      name: 'Speed Baccarat',
      liveClass: 'baccarat',
      minBet: '1.00',
      maxBet: '50000.00',
      players: 0,
    });
    const classes = new Map(tables.map((table) => [table.gameCode, table.liveClass]));
    expect(classes.get('WM_FISH_PRAWN_CRAB')).toBe('fishPrawnCrab');
    expect(classes.get('DG_NIUNIU')).toBe('niuniu');
    expect(classes.get('SA_FANTAN')).toBe('fanTan');
    expect(classes.get('PPL_ANDAR_BAHAR')).toBe('andarBahar');
    expect(classes.get('PPL_MEGA_WHEEL')).toBe('other');
    expect((await rooms('', 'bn')).find((table) => table.gameCode === 'EVO_SPEED_BACCARAT')?.name).toBe(
      'স্পিড ব্যাকারাট',
    );
  });

  it('answers one vendor, and shows a table’s own bet range', async () => {
    const sa = await f.game('SA', 'SA_BACCARAT');
    await t.db
      .updateTable('games')
      .set({ min_bet: 2_000n, max_bet: 10_000_000n })
      .where('id', '=', sa.id)
      .execute();
    const tables = await rooms('?vassalage=SA');
    expect(tables.map((table) => table.gameCode)).toEqual(['SA_BACCARAT', 'SA_SICBO', 'SA_FANTAN']);
    expect(tables[0]).toMatchObject({ minBet: '20.00', maxBet: '100000.00' });
    expect(await rooms('?vassalage=PG')).toEqual([]);
  });

  it('counts the members with a game session at the table in the last 15 minutes', async () => {
    const [a, b] = [await f.newMember('a'), await f.newMember('b')];
    const launch = (memberId: number, gameCode: string) =>
      createLaunchToken(t.db, {
        merchantId: demoId,
        memberId,
        vendorCode: 'EVO',
        gameCode,
        gameType: 'LIVE',
        demo: false,
      });
    await launch(a.id, 'EVO_SPEED_BACCARAT');
    await launch(a.id, 'EVO_SPEED_BACCARAT');
    await launch(b.id, 'EVO_SPEED_BACCARAT');
    await launch(b.id, 'EVO_DRAGON_TIGER');
    const tables = await rooms('?vassalage=EVO');
    const players = new Map(tables.map((table) => [table.gameCode, table.players]));
    expect(players.get('EVO_SPEED_BACCARAT')).toBe(2);
    expect(players.get('EVO_DRAGON_TIGER')).toBe(1);
    expect(players.get('EVO_THUNDER_ROULETTE')).toBe(0);
    // Sessions older than the window do not count.
    expect(await countRecentPlayers(t.db, demoId, ['EVO'], new Date(Date.now() + 60_000))).toEqual(new Map());
    const now = await countRecentPlayers(t.db, demoId, ['EVO'], new Date(Date.now() - 15 * 60_000));
    expect(now.get('EVO/EVO_SPEED_BACCARAT')).toBe(2);
    expect(await countRecentPlayers(t.db, demoId + 1000, ['EVO'], new Date(0))).toEqual(new Map());
  });

  it('leaves out disabled tables and vendors', async () => {
    await t.db
      .updateTable('vendors')
      .set({ enabled: false })
      .where('merchant_id', '=', demoId)
      .where('code', '=', 'EVO')
      .execute();
    try {
      expect((await rooms()).some((table) => table.vassalage === 'EVO')).toBe(false);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ enabled: true })
        .where('merchant_id', '=', demoId)
        .where('code', '=', 'EVO')
        .execute();
    }
  });
});
