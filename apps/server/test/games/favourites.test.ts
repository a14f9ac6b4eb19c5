import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '@msp/contracts/games.ts';
import { FAVOURITE_LIMIT } from '../../src/modules/games/favourites.ts';
import { recordRecentGame } from '../../src/modules/games/service.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gamesFixture, type GameMember } from './fixture.ts';

let t: TestApp;
let f: ReturnType<typeof gamesFixture>;
let demoId: number;

beforeAll(async () => {
  t = await createTestApp();
  f = gamesFixture(t);
  demoId = (await f.merchant()).id;
});
afterAll(async () => t?.close());

const add = (member: GameMember | undefined, payload: Record<string, unknown>) =>
  f.send('POST', '/wps/games/favourites/v2', member?.token, payload);
const remove = (member: GameMember | undefined, nodeId: number | string) =>
  f.send('DELETE', `/wps/games/favourites/v2?nodeId=${nodeId}`, member?.token);
const ids = async (member: GameMember) => (await f.get('/wps/games/favourites/ids', member.token)).body.value;
const rowsOf = (memberId: number) =>
  t.db.selectFrom('game_favourites').selectAll().where('member_id', '=', memberId).execute();

describe('favourites', () => {
  it('need a session: 401 with the error envelope for every favourite and recent call', async () => {
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const calls = [
      await f.get('/wps/games/favourites/ids'),
      await f.get('/wps/games/favourites'),
      await f.get('/wps/games/recent'),
      await add(undefined, { nodeId: lotus.id }),
      await remove(undefined, lotus.id),
      await f.get('/wps/games/favourites/ids', 'not-a-real-token'),
    ];
    for (const call of calls) {
      expect(call.status).toBe(401);
      expect(call.body).toMatchObject({ success: false, errorCode: 'login.not.session' });
      expect(call.body.message).toBe('You are not logged in, please login');
    }
  });

  it('adds a game once: adding it again changes nothing and answers the same', async () => {
    const member = await f.newMember();
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const first = await add(member, { nodeId: lotus.id, vendor: 'PG', gameType: 'RNG' });
    const second = await add(member, { nodeId: lotus.id, vendor: 'PG', gameType: 'RNG' });
    expect(first).toEqual({
      status: 200,
      body: { success: true, value: { nodeId: lotus.id, favourite: true } },
    });
    expect(second).toEqual(first);
    const rows = await rowsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ merchant_id: demoId, game_id: lotus.id });
    expect(await ids(member)).toEqual([lotus.id]);
  });

  it('refuses games that cannot be played here: unknown, disabled, another merchant’s, wrong vendor', async () => {
    const member = await f.newMember();
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    const otherId = await insertMerchant(t.db, 'GLFAV');
    const vendor = await t.db
      .insertInto('vendors')
      .values({
        merchant_id: otherId,
        code: 'PG',
        game_type: 'RNG',
        display_name: 'PG',
        account_type_name: 'PG',
        lobby_game_code: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .insertInto('games')
      .values({
        merchant_id: otherId,
        vendor_id: vendor.id,
        game_code: 'PG_FOREIGN',
        name: { bn: 'বিদেশি', en: 'Foreign' },
        game_type: 'RNG',
        game_classify: null,
        icon_url: '/x.svg',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const payload of [
      { nodeId: 2_000_000_000 },
      { nodeId: foreign.id },
      { nodeId: lotus.id, vendor: 'JL' },
      { nodeId: lotus.id, gameType: 'FISH' },
    ]) {
      const refused = await add(member, payload);
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'game.not.found' });
    }
    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', lotus.id).execute();
    try {
      expect((await add(member, { nodeId: lotus.id })).status).toBe(404);
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', lotus.id).execute();
    }
    // A number, as the contract publishes it: nothing is coerced (true is not 1, "12" is not 12).
    for (const nodeId of ['abc', true, String(lotus.id), 1.5])
      expect((await add(member, { nodeId })).status, String(nodeId)).toBe(400);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('removes by nodeId; removing again is fine', async () => {
    const member = await f.newMember();
    const [a, b] = await Promise.all([f.game('PG', 'PG_LOTUS_FORTUNE'), f.game('JL', 'JL_OCEAN_KING')]);
    await add(member, { nodeId: a.id });
    await add(member, { nodeId: b.id });
    const removed = await remove(member, a.id);
    expect(removed).toEqual({
      status: 200,
      body: { success: true, value: { nodeId: a.id, favourite: false } },
    });
    expect(await ids(member)).toEqual([b.id]);
    expect((await remove(member, a.id)).status).toBe(200);
    // A game that does not exist is no favourite (removed: fine); an id no game can have is refused.
    expect((await remove(member, 2_147_483_000)).status).toBe(200);
    expect((await remove(member, 2_147_483_648)).status).toBe(400);
    expect((await remove(member, 0)).status).toBe(400);
    expect(await ids(member)).toEqual([b.id]);
  });

  it('keeps each member to their own favourites', async () => {
    const [alice, bob] = await Promise.all([f.newMember('alice'), f.newMember('bob')]);
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    await add(alice, { nodeId: lotus.id });
    expect(await ids(bob)).toEqual([]);
    expect((await f.get('/wps/games/favourites', bob.token)).body.value.totalElements).toBe(0);
    // Bob "removing" Alice's game removes nothing of hers.
    await remove(bob, lotus.id);
    expect(await ids(alice)).toEqual([lotus.id]);
    expect(await rowsOf(bob.id)).toEqual([]);
    const list = (await f.get('/wps/games/list?vassalage=PG&pageSize=100', bob.token)).body.value
      .content as Game[];
    expect(list.some((game) => game.favourite)).toBe(false);
  });

  it('lists favourites newest first, paged, by category or vendor, only playable ones', async () => {
    const member = await f.newMember();
    const games = await Promise.all([
      f.game('PG', 'PG_LOTUS_FORTUNE'),
      f.game('JL', 'JL_OCEAN_KING'),
      f.game('PG', 'PG_MIDNIGHT_GEMS'),
      f.game('EVO', 'EVO_SPEED_BACCARAT'),
    ]);
    for (const game of games) {
      await add(member, { nodeId: game.id });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const newestFirst = games.map((game) => game.id).reverse();
    const page1 = (await f.get('/wps/games/favourites?pageNo=1&pageSize=3', member.token)).body.value;
    expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 4 });
    expect(page1.content.map((game: Game) => game.nodeId)).toEqual(newestFirst.slice(0, 3));
    expect(page1.content.every((game: Game) => game.favourite)).toBe(true);
    const page2 = (await f.get('/wps/games/favourites?pageNo=2&pageSize=3', member.token)).body.value;
    expect(page2.content.map((game: Game) => game.nodeId)).toEqual(newestFirst.slice(3));

    const pg = (await f.get('/wps/games/favourites?vendor=PG', member.token)).body.value;
    expect(pg.content.map((game: Game) => game.nodeId)).toEqual([games[2]!.id, games[0]!.id]);
    const live = (await f.get('/wps/games/favourites?gameType=LIVE&language=bn', member.token)).body.value;
    expect(live.content).toHaveLength(1);
    expect(live.content[0]).toMatchObject({ nodeId: games[3]!.id, gameName: 'স্পিড ব্যাকারাট' });

    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', games[1]!.id).execute();
    try {
      expect(await ids(member)).toEqual([games[3]!.id, games[2]!.id, games[0]!.id]);
      expect((await f.get('/wps/games/favourites', member.token)).body.value.totalElements).toBe(3);
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', games[1]!.id).execute();
    }
  });

  it(`keeps at most ${FAVOURITE_LIMIT} favourites, with a localized message`, async () => {
    // A merchant with more games than the cap.
    const otherId = await insertMerchant(t.db, 'GLCAP');
    const vendor = await t.db
      .insertInto('vendors')
      .values({
        merchant_id: otherId,
        code: 'PG',
        game_type: 'RNG',
        display_name: 'PG',
        account_type_name: 'PG',
        lobby_game_code: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const games = await t.db
      .insertInto('games')
      .values(
        Array.from({ length: FAVOURITE_LIMIT + 2 }, (_, index) => ({
          merchant_id: otherId,
          vendor_id: vendor.id,
          game_code: `PG_CAP_${index}`,
          name: { bn: `গেম ${index}`, en: `Game ${index}` },
          game_type: 'RNG',
          game_classify: null,
          icon_url: '/x.svg',
        })),
      )
      .returning('id')
      .execute();
    const capF = gamesFixture(t, 'GLCAP');
    const member = await capF.newMember();
    await t.db
      .insertInto('game_favourites')
      .values(
        games
          .slice(0, FAVOURITE_LIMIT - 1)
          .map((game) => ({ merchant_id: otherId, member_id: member.id, game_id: game.id })),
      )
      .execute();
    const last = await capF.send('POST', '/wps/games/favourites/v2', member.token, {
      nodeId: games[FAVOURITE_LIMIT - 1]!.id,
    });
    expect(last.status).toBe(200);
    const over = await capF.send('POST', '/wps/games/favourites/v2', member.token, {
      nodeId: games[FAVOURITE_LIMIT]!.id,
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ success: false, errorCode: 'game.favourite.limit' });
    expect(over.body.message).toBe(
      `You can keep at most ${FAVOURITE_LIMIT} favourite games, please remove some first`,
    );
    const overBn = await t.app.inject({
      method: 'POST',
      url: '/wps/games/favourites/v2',
      headers: { ...capF.headers(member.token, 'bn') },
      payload: { nodeId: games[FAVOURITE_LIMIT]!.id },
    });
    expect(overBn.json().message).toContain(String(FAVOURITE_LIMIT));
    expect(overBn.json().message).toMatch(/[\u0980-\u09FF]/);
    // Adding one it already has still answers the same; after a removal there is room again.
    expect(
      (await capF.send('POST', '/wps/games/favourites/v2', member.token, { nodeId: games[0]!.id })).status,
    ).toBe(200);
    await capF.send('DELETE', `/wps/games/favourites/v2?nodeId=${games[0]!.id}`, member.token);
    const concurrent = await Promise.all(
      [FAVOURITE_LIMIT, FAVOURITE_LIMIT + 1].map((index) =>
        capF.send('POST', '/wps/games/favourites/v2', member.token, { nodeId: games[index]!.id }),
      ),
    );
    expect(concurrent.map((call) => call.status).sort()).toEqual([200, 400]);
    expect(await rowsOf(member.id)).toHaveLength(FAVOURITE_LIMIT);
  });
});

describe('recent games', () => {
  it('lists the member’s last 20 launched games, last played first, only playable ones', async () => {
    const member = await f.newMember();
    const other = await f.newMember();
    const games = await t.db
      .selectFrom('games')
      .select('id')
      .where('merchant_id', '=', demoId)
      .orderBy('id')
      .limit(22)
      .execute();
    for (const [index, game] of games.entries()) {
      await t.db
        .insertInto('game_recent')
        .values({
          merchant_id: demoId,
          member_id: member.id,
          game_id: game.id,
          last_played_at: new Date(Date.now() - (100 - index) * 60_000),
        })
        .execute();
    }
    const newestFirst = games.map((game) => game.id).reverse();
    const recent = (await f.get('/wps/games/recent', member.token)).body.value as Game[];
    expect(recent.map((game) => game.nodeId)).toEqual(newestFirst.slice(0, 20));

    // Playing an old one again brings it to the front.
    await recordRecentGame(t.db, { merchantId: demoId, memberId: member.id, gameId: games[0]!.id });
    const again = (await f.get('/wps/games/recent', member.token)).body.value as Game[];
    expect(again[0]!.nodeId).toBe(games[0]!.id);
    expect(again).toHaveLength(20);

    await t.db.updateTable('games').set({ enabled: false }).where('id', '=', games[0]!.id).execute();
    try {
      const without = (await f.get('/wps/games/recent', member.token)).body.value as Game[];
      expect(without.map((game) => game.nodeId)).toEqual(newestFirst.slice(0, 20));
    } finally {
      await t.db.updateTable('games').set({ enabled: true }).where('id', '=', games[0]!.id).execute();
    }
    expect((await f.get('/wps/games/recent', other.token)).body.value).toEqual([]);
  });

  it('marks favourites among the recent games and answers in the asked language', async () => {
    const member = await f.newMember();
    const lotus = await f.game('PG', 'PG_LOTUS_FORTUNE');
    await recordRecentGame(t.db, { merchantId: demoId, memberId: member.id, gameId: lotus.id });
    await add(member, { nodeId: lotus.id });
    const recent = (await f.get('/wps/games/recent?language=bn', member.token)).body.value as Game[];
    expect(recent).toEqual([
      expect.objectContaining({ nodeId: lotus.id, favourite: true, gameName: 'পদ্ম ভাগ্য' }),
    ]);
  });
});
