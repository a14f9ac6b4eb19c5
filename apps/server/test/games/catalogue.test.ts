import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@msp/contracts/games.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import {
  findGameByNodeId,
  listVendorMenus,
  prizeMode,
  recordRecentGame,
} from '../../src/modules/games/service.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gamesFixture, type GameMember } from './fixture.ts';

let t: TestApp;
let f: ReturnType<typeof gamesFixture>;
let demoId: number;
let member: GameMember;

beforeAll(async () => {
  t = await createTestApp();
  f = gamesFixture(t);
  demoId = (await f.merchant()).id;
  member = await f.newMember();
});
afterAll(async () => t?.close());

/** Enabled games of enabled vendors of the demo merchant, straight from the tables. */
async function enabledCount(where: { gameType?: string; vendor?: string } = {}) {
  let query = t.db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .where('games.merchant_id', '=', demoId)
    .where('games.enabled', '=', true)
    .where('vendors.enabled', '=', true);
  if (where.gameType) query = query.where('games.game_type', '=', where.gameType);
  if (where.vendor) query = query.where('vendors.code', '=', where.vendor);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

const list = async (query: string, token?: string, language = 'en') => {
  const { status, body } = await f.get(`/wps/games/list?${query}`, token, language);
  expect(status).toBe(200);
  return body.value as { content: Game[]; pageNum: number; totalPages: number; totalElements: number };
};

describe('game list', () => {
  it('pages through exactly the enabled games, 24 a page by default, none twice', async () => {
    const total = await enabledCount();
    const first = await list('');
    expect(first.totalElements).toBe(total);
    expect(first.content).toHaveLength(24);
    expect(first.pageNum).toBe(1);
    expect(first.totalPages).toBe(Math.ceil(total / 24));
    const seen = new Set<number>();
    for (let page = 1; page <= first.totalPages; page++) {
      const { content } = await list(`pageNo=${page}&pageSize=24`);
      for (const game of content) seen.add(game.nodeId);
    }
    expect(seen.size).toBe(total);
    const past = await list(`pageNo=${first.totalPages + 1}`);
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(total);
  });

  it('filters by category, vendor and subcategory', async () => {
    const rng = await list('gameType=RNG&pageSize=100');
    expect(rng.totalElements).toBe(await enabledCount({ gameType: 'RNG' }));
    expect(rng.content.every((game) => game.gameType === 'RNG')).toBe(true);

    const pg = await list('vassalage=PG&pageSize=100');
    expect(pg.totalElements).toBe(await enabledCount({ vendor: 'PG' }));
    expect(pg.totalElements).toBeGreaterThan(0);
    expect(pg.content.every((game) => game.vassalage === 'PG' && game.isGame === 'GAME')).toBe(true);

    // JL has fishing, slot and card games: the vendor filter alone spans categories, with gameType one.
    const jl = await list('vassalage=JL&pageSize=100');
    expect(new Set(jl.content.map((game) => game.gameType))).toEqual(new Set(['FISH', 'RNG', 'PVP']));
    const jlFish = await list('vassalage=JL&gameType=FISH&pageSize=100');
    expect(jlFish.totalElements).toBe(6);
    expect(jlFish.content.every((game) => game.gameType === 'FISH' && game.vassalage === 'JL')).toBe(true);

    const jackpots = await list('gameClassify=JP&pageSize=100');
    expect(jackpots.totalElements).toBeGreaterThan(3);
    expect(jackpots.content.every((game) => game.gameClassify === 'JP')).toBe(true);
    const rngJackpots = await list('gameClassify=JP&gameType=RNG&pageSize=100');
    expect(rngJackpots.totalElements).toBeLessThan(jackpots.totalElements);
    expect(rngJackpots.content.every((game) => game.gameType === 'RNG' && game.gameClassify === 'JP')).toBe(
      true,
    );
  });

  it('searches names in both languages, ignoring case, and takes % and _ literally', async () => {
    const upper = await list('gameName=DRAGON&pageSize=100');
    const lower = await list('gameName=dragon&pageSize=100');
    expect(upper.totalElements).toBeGreaterThan(3);
    expect(upper.content.map((game) => game.nodeId)).toEqual(lower.content.map((game) => game.nodeId));
    expect(upper.content.every((game) => /dragon/i.test(game.gameName))).toBe(true);

    // The Bangla word for dragon finds the same games, named in Bangla when asked in Bangla.
    const bangla = await list(`gameName=${encodeURIComponent('ড্রাগন')}&pageSize=100`, undefined, 'bn');
    expect(bangla.content.every((game) => game.gameName.includes('ড্রাগন'))).toBe(true);
    expect(bangla.totalElements).toBeGreaterThan(0);

    expect((await list('gameName=%25')).totalElements).toBe(0);
    expect((await list('gameName=_')).totalElements).toBe(0);
    expect((await list('gameName=no-such-game-anywhere')).totalElements).toBe(0);
  });

  it('keeps games whose minimum bet and minimum lines are at most the asked ones', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    await t.db
      .updateTable('games')
      .set({ min_bet: 5000n, min_line_num: 25 })
      .where('id', '=', lotus.id)
      .execute();
    try {
      const cheap = await list('vassalage=PG&minBet=10&pageSize=100');
      expect(cheap.content.map((game) => game.nodeId)).not.toContain(lotus.id);
      expect(cheap.totalElements).toBe((await enabledCount({ vendor: 'PG' })) - 1);
      const enough = await list('vassalage=PG&minBet=50.00&pageSize=100');
      expect(enough.content.find((game) => game.nodeId === lotus.id)?.minBet).toBe('50.00');
      expect(
        (await list('vassalage=PG&minBet=49.99&pageSize=100')).content.map((g) => g.nodeId),
      ).not.toContain(lotus.id);

      const fewLines = await list('vassalage=PG&minLineNum=10&pageSize=100');
      expect(fewLines.content.map((game) => game.nodeId)).not.toContain(lotus.id);
      const manyLines = await list('vassalage=PG&minLineNum=25&pageSize=100');
      expect(manyLines.content.find((game) => game.nodeId === lotus.id)?.minLineNum).toBe(25);
    } finally {
      await t.db
        .updateTable('games')
        .set({ min_bet: 100n, min_line_num: 1 })
        .where('id', '=', lotus.id)
        .execute();
    }
  });

  it('answers in the request language: the language query first, else the Language header', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const find = (page: { content: Game[] }) => page.content.find((game) => game.nodeId === lotus.id);
    expect(find(await list('vassalage=PG&pageSize=100', undefined, 'en'))).toMatchObject({
      gameName: 'Lotus Fortune',
      nodeName: 'Lotus Fortune',
    });
    expect(find(await list('vassalage=PG&pageSize=100', undefined, 'bn'))).toMatchObject({
      gameName: 'পদ্ম ভাগ্য',
      nodeName: 'পদ্ম ভাগ্য',
    });
    expect(find(await list('vassalage=PG&pageSize=100&language=bn', undefined, 'en'))?.gameName).toBe(
      'পদ্ম ভাগ্য',
    );
  });

  it('leaves out disabled games and every game of a disabled vendor', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const before = await list('pageSize=100&vassalage=PG');
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', lotus.id).execute();
    try {
      const after = await list('pageSize=100&vassalage=PG');
      expect(after.totalElements).toBe(before.totalElements - 1);
      expect(after.content.map((game) => game.nodeId)).not.toContain(lotus.id);
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', lotus.id).execute();
    }
    const all = await list('pageSize=1');
    await t.db
      .updateTable('vendors')
      .set({ enabled: false })
      .where('merchant_id', '=', demoId)
      .where('code', '=', 'PG')
      .execute();
    try {
      expect((await list('vassalage=PG')).totalElements).toBe(0);
      expect((await list('pageSize=1')).totalElements).toBe(all.totalElements - before.totalElements);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ enabled: true })
        .where('merchant_id', '=', demoId)
        .where('code', '=', 'PG')
        .execute();
    }
  });

  it('shows each merchant only its own catalogue', async () => {
    const otherId = await insertMerchant(t.db, 'GLOTHER');
    const vendor = await t.db
      .insertInto('vendors')
      .values({
        merchant_id: otherId,
        code: 'PG',
        game_type: 'RNG',
        display_name: 'PG Other',
        account_type_name: 'PG',
        lobby_game_code: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const own = await t.db
      .insertInto('games')
      .values({
        merchant_id: otherId,
        vendor_id: vendor.id,
        game_code: 'PG_OTHER_ONLY',
        name: { bn: 'অন্য', en: 'Other Brand Only' },
        game_type: 'RNG',
        game_classify: null,
        icon_url: '/x.svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const demoPage = await list('pageSize=100&vassalage=PG');
    expect(demoPage.content.map((game) => game.nodeId)).not.toContain(own.id);
    const other = await t.app.inject({
      url: '/wps/games/list?pageSize=100',
      headers: { merchant: 'GLOTHER' },
    });
    expect(other.json().value).toMatchObject({
      totalElements: 1,
      content: [{ nodeId: own.id, gameName: 'অন্য' }],
    });
    expect(await findGameByNodeId(t.db, demoId, own.id)).toBeUndefined();
    expect((await findGameByNodeId(t.db, otherId, own.id))?.vendor.display_name).toBe('PG Other');
  });

  it('marks the caller’s favourites, and none for a visitor', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const added = await f.send('POST', '/wps/games/favourites/v2', member.token, { nodeId: lotus.id });
    expect(added.status).toBe(200);
    const mine = await list('vassalage=PG&pageSize=100', member.token);
    expect(mine.content.filter((game) => game.favourite).map((game) => game.nodeId)).toEqual([lotus.id]);
    const visitor = await list('vassalage=PG&pageSize=100');
    expect(visitor.content.some((game) => game.favourite)).toBe(false);
    const someoneElse = await f.newMember('other');
    expect(
      (await list('vassalage=PG&pageSize=100', someoneElse.token)).content.some((g) => g.favourite),
    ).toBe(false);
    await f.send('DELETE', `/wps/games/favourites/v2?nodeId=${lotus.id}`, member.token);
  });

  it('refuses a bad query with 400', async () => {
    expect((await f.get('/wps/games/list?gameType=CASINO')).status).toBe(400);
    expect((await f.get('/wps/games/list?minBet=-1')).status).toBe(400);
    expect((await f.get('/wps/games/list?pageSize=1000')).status).toBe(400);
    expect((await f.get('/wps/games/list?gameClassify=XX')).status).toBe(400);
  });
});

describe('popular games', () => {
  const popular = async (query = '') => {
    const { status, body } = await f.get(`/lgw/games/popular?${query}`);
    expect(status).toBe(200);
    return body.value as Game[];
  };

  it('ranks by members who launched a game in the last 7 days, then tops up with hot games', async () => {
    const [a, b, c, old] = await Promise.all([
      f.game('KA', 'KA_GEM_BLITZ'),
      f.game('RT', 'RT_NEON_777'),
      f.game('JL', 'JL_OCEAN_KING'),
      f.game('NLC', 'NLC_CHERRY_BOMB'),
    ]);
    const members = await Promise.all([1, 2, 3, 4].map((n) => f.newMember(`p${n}`)));
    for (const [game, players] of [
      [a, 3],
      [b, 2],
      [c, 1],
    ] as const) {
      for (const player of members.slice(0, players))
        await recordRecentGame(t.db, { merchantId: demoId, memberId: player.id, gameId: game.id });
    }
    // A launch twice by one member counts once; four launches of 8 days ago count for nothing.
    await recordRecentGame(t.db, { merchantId: demoId, memberId: members[0]!.id, gameId: c.id });
    for (const player of members)
      await t.db
        .insertInto('game_recent')
        .values({
          merchant_id: demoId,
          member_id: player.id,
          game_id: old.id,
          last_played_at: new Date(Date.now() - 8 * 24 * 3_600_000),
        })
        .execute();

    const top = await popular('limitNum=10');
    expect(top.slice(0, 3).map((game) => game.nodeId)).toEqual([a.id, b.id, c.id]);
    expect(top).toHaveLength(10);
    expect(top.map((game) => game.nodeId)).not.toContain(old.id);
    expect(top.slice(3).every((game) => game.isTop)).toBe(true);
    expect(new Set(top.map((game) => game.nodeId)).size).toBe(10);

    const fish = await popular('gameType=FISH&limitNum=5');
    expect(fish[0]!.nodeId).toBe(c.id);
    expect(fish.every((game) => game.gameType === 'FISH')).toBe(true);
    expect(await popular('limitNum=2')).toHaveLength(2);
  });

  it('names the games in the asked language', async () => {
    const [first] = await popular('limitNum=1&language=bn');
    expect(first?.gameName).toMatch(/[\u0980-\u09FF]/);
  });
});

describe('vendor game types', () => {
  it('lists the categories of a vendor code with their subcategories, in catalogue order', async () => {
    const { body } = await f.get('/wps/games/vendor/types?vassalage=JL');
    expect(body.value).toEqual([
      { gameType: 'FISH', gameClassify: ['JP'] },
      { gameType: 'RNG', gameClassify: ['JP', 'BG'] },
      { gameType: 'PVP', gameClassify: ['TG', 'AC'] },
    ]);
    expect((await f.get('/wps/games/vendor/types?vassalage=NOPE')).body.value).toEqual([]);
    expect((await f.get('/wps/games/vendor/types')).status).toBe(400);
  });
});

describe('vendors', () => {
  it('answers one lane per category with its vendor cards', async () => {
    const { body } = await f.get('/wps/games/vendors?platform=html5-desktop');
    const lanes = body.value.lanes as Array<{
      gameType: string;
      title: string;
      vendors: { vassalage: string }[];
    }>;
    expect(lanes.map((lane) => lane.gameType)).toEqual([
      'LOTT',
      'ELOTT',
      'LIVE',
      'SPORTS',
      'COCKFIGHT',
      'FISH',
      'RNG',
      'PVP',
      'ESPORTS',
    ]);
    expect(lanes.find((lane) => lane.gameType === 'RNG')).toMatchObject({ title: 'Slots' });
    expect(lanes.find((lane) => lane.gameType === 'COCKFIGHT')?.vendors.map((v) => v.vassalage)).toEqual([
      'DS88',
      'DIG',
      'WGB',
    ]);
    const bn = await f.get('/wps/games/vendors?language=bn');
    expect(bn.body.value.lanes[0].title).toBe('লটারি');
  });
});

describe('hot games', () => {
  it('lists the hot games; a vendor with more than three shows three and a VASSALAGE group tile', async () => {
    const { body } = await f.get('/lgw/games/hot/v2?isPlatform=2');
    const hot = body.value as Game[];
    const pgVendor = await t.db
      .selectFrom('vendors')
      .select(['id', 'display_name'])
      .where('merchant_id', '=', demoId)
      .where('code', '=', 'PG')
      .executeTakeFirstOrThrow();
    const pg = hot.filter((game) => game.vassalage === 'PG');
    expect(pg.map((game) => game.isGame)).toEqual(['GAME', 'GAME', 'GAME', 'VASSALAGE']);
    expect(pg[3]).toMatchObject({
      nodeId: -pgVendor.id,
      gameName: pgVendor.display_name,
      gameType: 'RNG',
      iconUrl: '/demo-assets/vendors/RNG/PG.svg',
      favourite: false,
    });
    expect(hot.filter((game) => game.isGame === 'GAME').every((game) => game.isTop)).toBe(true);
    // Vendors with at most three hot games show them all, and no group tile.
    const evo = hot.filter((game) => game.vassalage === 'EVO');
    expect(evo.length).toBe(2);
    expect(evo.every((game) => game.isGame === 'GAME')).toBe(true);
    const topCount = Number(
      (
        await t.db
          .selectFrom('games')
          .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
          .where('merchant_id', '=', demoId)
          .where('is_top', '=', true)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(hot.filter((game) => game.isGame === 'GAME').length).toBe(topCount - 1);
  });

  it('lists every hot game of one vendor when asked for it, with the caller’s favourites', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    await f.send('POST', '/wps/games/favourites/v2', member.token, { nodeId: lotus.id });
    const { body } = await f.get('/lgw/games/hot/v2?vassalage=PG', member.token);
    const pg = body.value as Game[];
    expect(pg).toHaveLength(4);
    expect(pg.every((game) => game.isGame === 'GAME' && game.vassalage === 'PG')).toBe(true);
    expect(pg.filter((game) => game.favourite).map((game) => game.nodeId)).toEqual([lotus.id]);
    // The cached list is shared: a visitor never sees the member's mark.
    expect(
      ((await f.get('/lgw/games/hot/v2?vassalage=PG')).body.value as Game[]).some((g) => g.favourite),
    ).toBe(false);
    expect((await f.get('/lgw/games/hot/v2?vassalage=NOPE')).body.value).toEqual([]);
    await f.send('DELETE', `/wps/games/favourites/v2?nodeId=${lotus.id}`, member.token);
  });
});

describe('cockfight cards filed under SPORTS', () => {
  let otherId: number;
  beforeAll(async () => {
    otherId = await insertMerchant(t.db, 'GLCOCK');
    for (const [index, code] of ['SABA', 'DS88', 'WGB'].entries()) {
      const vendor = await t.db
        .insertInto('vendors')
        .values({
          merchant_id: otherId,
          code,
          game_type: 'SPORTS',
          display_name: `${code} name`,
          account_type_name: code,
          lobby_game_code: `${code}_LOBBY`,
          sort_order: index,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('games')
        .values({
          merchant_id: otherId,
          vendor_id: vendor.id,
          game_code: `${code}_LOBBY`,
          name: { bn: code, en: code },
          game_type: 'SPORTS',
          game_classify: null,
          icon_url: '/x.svg',
        })
        .execute();
    }
    const fish = await t.db
      .insertInto('vendors')
      .values({
        merchant_id: otherId,
        code: 'JL',
        game_type: 'FISH',
        display_name: 'JL',
        account_type_name: 'JL',
        lobby_game_code: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('games')
      .values({
        merchant_id: otherId,
        vendor_id: fish.id,
        game_code: 'JL_FISH',
        name: { bn: 'মাছ', en: 'Fish' },
        game_type: 'FISH',
        game_classify: null,
        icon_url: '/x.svg',
      })
      .execute();
  });

  it('moves them to a COCKFIGHT category right after SPORTS', async () => {
    const menus = await listVendorMenus(t.db, otherId, 'en');
    expect(menus.map((menu) => menu.gameType)).toEqual(['SPORTS', 'COCKFIGHT', 'FISH']);
    expect(menus[0]!.cards.map((card) => card.vassalage)).toEqual(['SABA']);
    expect(menus[1]).toMatchObject({ title: 'Cockfight' });
    expect(menus[1]!.cards.map((card) => [card.vassalage, card.gameType, card.logoUrl])).toEqual([
      ['DS88', 'COCKFIGHT', '/demo-assets/vendors/COCKFIGHT/DS88.svg'],
      ['WGB', 'COCKFIGHT', '/demo-assets/vendors/COCKFIGHT/WGB.svg'],
    ]);
    // The game calls agree: their games are COCKFIGHT games.
    const cockfight = await t.app.inject({
      url: '/wps/games/list?gameType=COCKFIGHT',
      headers: { merchant: 'GLCOCK' },
    });
    expect(cockfight.json().value.content.map((game: Game) => [game.vassalage, game.gameType])).toEqual([
      ['DS88', 'COCKFIGHT'],
      ['WGB', 'COCKFIGHT'],
    ]);
    const sports = await t.app.inject({
      url: '/wps/games/list?gameType=SPORTS',
      headers: { merchant: 'GLCOCK' },
    });
    expect(sports.json().value.content.map((game: Game) => game.vassalage)).toEqual(['SABA']);
    const lanes = await t.app.inject({ url: '/wps/games/vendors', headers: { merchant: 'GLCOCK' } });
    expect(lanes.json().value.lanes.map((lane: { gameType: string }) => lane.gameType)).toEqual([
      'SPORTS',
      'COCKFIGHT',
      'FISH',
    ]);
    const found = await t.db
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', 'DS88_LOBBY')
      .executeTakeFirstOrThrow();
    expect((await findGameByNodeId(t.db, otherId, found.id))?.gameType).toBe('COCKFIGHT');
  });

  it('drops SPORTS when only cockfight cards were in it', async () => {
    await t.db
      .updateTable('vendors')
      .set({ enabled: false })
      .where('merchant_id', '=', otherId)
      .where('code', '=', 'SABA')
      .execute();
    try {
      const menus = await listVendorMenus(t.db, otherId, 'en');
      expect(menus.map((menu) => menu.gameType)).toEqual(['COCKFIGHT', 'FISH']);
      expect(menus[0]!.cards).toHaveLength(2);
    } finally {
      await t.db
        .updateTable('vendors')
        .set({ enabled: true })
        .where('merchant_id', '=', otherId)
        .where('code', '=', 'SABA')
        .execute();
    }
  });

  it('keeps the demo merchant’s own COCKFIGHT vendors after SPORTS too', async () => {
    const menus = await listVendorMenus(t.db, demoId, 'en');
    const order = menus.map((menu) => menu.gameType);
    expect(order.indexOf('COCKFIGHT')).toBe(order.indexOf('SPORTS') + 1);
    expect(menus.find((menu) => menu.gameType === 'SPORTS')?.cards.map((card) => card.vassalage)).toEqual([
      'SABA',
      'CMD',
      'LUCKY_SPORTS',
    ]);
  });
});

describe('prize mode', () => {
  const card = (vassalage: string, accountTypeName = vassalage) => ({
    vassalage,
    gameType: 'ELOTT' as const,
    displayName: vassalage,
    accountTypeName,
    logoUrl: '',
    lobbyGameCode: null,
  });
  const menu = (gameType: 'ELOTT' | 'LOTT', cards: ReturnType<typeof card>[]): VendorCategoryMenu => ({
    title: gameType,
    gameType,
    gameClassify: [],
    cards: cards.map((one) => ({ ...one, gameType })),
  });

  it('is ELOTT when the electronic-lottery category has a TCG_LOTTO_VN or LOTT card, else LOTT', () => {
    expect(prizeMode([menu('ELOTT', [card('ELOTT'), card('TCG_LOTTO_VN')])])).toBe('ELOTT');
    expect(prizeMode([menu('ELOTT', [card('LOTT')])])).toBe('ELOTT');
    expect(prizeMode([menu('ELOTT', [card('XYZ', 'TCG_LOTTO_VN')])])).toBe('ELOTT');
    expect(prizeMode([menu('ELOTT', [card('ELOTT'), card('TCG_SEA')])])).toBe('LOTT');
    // Such cards elsewhere do not count.
    expect(
      prizeMode([menu('LOTT', [card('TCG_LOTTO_VN'), card('LOTT')]), menu('ELOTT', [card('ELOTT')])]),
    ).toBe('LOTT');
    expect(prizeMode([])).toBe('LOTT');
  });

  it('is LOTT for the demo merchant, whose e-lottery has only its own ELOTT vendor', async () => {
    expect(prizeMode(await listVendorMenus(t.db, demoId, 'en'))).toBe('LOTT');
  });
});

describe('for the launch', () => {
  it('finds an enabled game with its vendor, and nothing disabled', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const found = await findGameByNodeId(t.db, demoId, lotus.id);
    expect(found).toMatchObject({
      game: { id: lotus.id, game_code: 'PG_LOTUS_FORTUNE' },
      vendor: { code: 'PG' },
    });
    expect(found?.gameType).toBe('RNG');
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', lotus.id).execute();
    expect(await findGameByNodeId(t.db, demoId, lotus.id)).toBeUndefined();
    await t.db.updateTable('games').set({ enabled: true }).where('id', '=', lotus.id).execute();
    await t.db
      .updateTable('vendors')
      .set({ enabled: false })
      .where('merchant_id', '=', demoId)
      .where('code', '=', 'PG')
      .execute();
    expect(await findGameByNodeId(t.db, demoId, lotus.id)).toBeUndefined();
    await t.db
      .updateTable('vendors')
      .set({ enabled: true })
      .where('merchant_id', '=', demoId)
      .where('code', '=', 'PG')
      .execute();
    expect(await findGameByNodeId(t.db, demoId, 2 ** 40)).toBeUndefined();
  });

  it('remembers a launch once per game, moving its time', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const player = await f.newMember();
    await recordRecentGame(t.db, { merchantId: demoId, memberId: player.id, gameId: lotus.id });
    const first = await t.db
      .selectFrom('game_recent')
      .selectAll()
      .where('member_id', '=', player.id)
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await recordRecentGame(t.db, { merchantId: demoId, memberId: player.id, gameId: lotus.id });
    const second = await t.db
      .selectFrom('game_recent')
      .selectAll()
      .where('member_id', '=', player.id)
      .execute();
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second[0]!.last_played_at.getTime()).toBeGreaterThan(first[0]!.last_played_at.getTime());
  });
});
