import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vnDrawsOn } from '@msp/contracts/lottery/vn-schedule.ts';
import { pointPayout } from '@msp/contracts/lottery/point-games.ts';
import { drawDueNumeros, openNumeros } from '../../src/modules/lottery/numeros.ts';
import { settleDrawnNumeros } from '../../src/modules/lottery/settlement.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { fundDemoMember } from './fixture.ts';

/**
 * The Vietnamese lottery's and 4D's calls over HTTP (spec §7 `/lgw/vn/…` and the lottery's calls): the menu of
 * regions with today's provinces first, a member's recent games, the open numero, a bet charged by its point
 * cost, the board's calendar and sold-out keys, and the win in my bets.
 */
let t: TestApp;
let player: string;

beforeAll(async () => {
  t = await createTestApp();
  await fundDemoMember(t.db, 'demoplayer', 1_000_000n);
  player = await loginAs(t, 'demoplayer');
  await openNumeros(t.db, new Date());
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: { language: 'en', ...(token ? { authorization: token } : {}) } });

interface MenuGame {
  gameCode: string;
  drawsToday: boolean;
  stationName: string | null;
  current: { numero: string; closesAt: string } | null;
}

describe('the Vietnamese lottery menu', () => {
  it('lists the fast draws, the North and today’s provinces first, each region with its play types', async () => {
    const response = await get('/lgw/vn/games/game_menu?device=WEB&prizeMode=LOTT');
    expect(response.statusCode).toBe(200);
    const menu = response.json().value;
    expect(menu.accountTypeName).toBe('TCG_LOTTO_VN');
    expect(menu.gameMenus.map((entry: { menu: string }) => entry.menu)).toEqual([
      'FAST',
      'NORTH',
      'CENTRAL',
      'SOUTH',
    ]);
    const [fast, north, central, south] = menu.gameMenus;
    expect(fast.games.map((game: MenuGame) => game.gameCode)).toEqual(['VN_F1', 'VN_F3', 'VN_F5']);
    expect(fast.games.every((game: MenuGame) => game.current !== null)).toBe(true);
    expect(north.games.map((game: MenuGame) => game.gameCode)).toEqual(['VN_N']);
    expect(north.playTypes.find((type: { playType: string }) => type.playType === 'LO2')).toMatchObject({
      pointCost: 27,
      digits: 2,
    });
    expect(south.playTypes.find((type: { playType: string }) => type.playType === 'LO2').pointCost).toBe(18);
    // Today's provinces in Vietnam, as vn-schedule.ts has them, come first and say so.
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const todays = vnDrawsOn(today).map((draw) => draw.gameCode);
    for (const region of [central, south]) {
      const flagged = region.games
        .filter((game: MenuGame) => game.drawsToday)
        .map((game: MenuGame) => game.gameCode);
      expect(flagged.sort()).toEqual(
        todays.filter((code) => region.games.some((g: MenuGame) => g.gameCode === code)).sort(),
      );
      const firstOther = region.games.findIndex((game: MenuGame) => !game.drawsToday);
      expect(region.games.slice(firstOther).every((game: MenuGame) => !game.drawsToday)).toBe(true);
      expect(region.games.every((game: MenuGame) => game.stationName)).toBe(true);
    }
  });

  it('answers the open numero of a Vietnamese game only, and refuses bad input with a clear error', async () => {
    const opened = (await get('/lgw/vn/numeros/opened/game?gameCode=VN_N')).json().value;
    expect(opened.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(opened.current.numero).toMatch(/^\d{8}$/);
    const other = await get('/lgw/vn/numeros/opened/game?gameCode=E28_1M');
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('lottery.game.not.found');
    const bad = await get('/lgw/vn/numeros/opened/game?gameCode=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
  });
});

describe('betting on a fast Vietnamese draw and on 4D', () => {
  it('charges a lô its 27 points, pays it per hit, and shows the game among the member’s recent ones', async () => {
    expect((await get('/lgw/vn/games/game_menu/recent', player)).json().value.games).toEqual([]);
    await openNumeros(t.db, new Date());
    const { numero } = await t.db
      .selectFrom('lottery_numeros')
      .select('numero')
      .where('game_code', '=', 'VN_F5')
      .where('status', '=', 'OPEN')
      .where('closes_at', '>', new Date(Date.now() + 5_000))
      .orderBy('draws_at')
      .executeTakeFirstOrThrow();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/lotto/wps/bets',
      headers: { language: 'en', authorization: player, 'idempotency-key': randomUUID() },
      payload: {
        gameCode: 'VN_F5',
        numero,
        bets: [
          { betKey: 'LO2:07', amount: '2.00' },
          { betKey: 'DE:07', amount: '5.00' },
          { betKey: 'XIEN2:07-70', amount: '1.00' },
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value.bets.map((bet: { stake: string }) => bet.stake)).toEqual([
      '54.00',
      '5.00',
      '1.00',
    ]);
    expect(placed.json().value.total).toBe('60.00');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/lotto/wps/bets',
      headers: { language: 'bn', authorization: player, 'idempotency-key': randomUUID() },
      payload: { gameCode: 'VN_F5', numero, bets: [{ betKey: 'XIEN2:70-07', amount: '1.00' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'lottery.bet.invalid', field: 'bets.0.betKey' });
    expect((await get('/lgw/vn/games/game_menu/recent', player)).json().value.games[0].gameCode).toBe(
      'VN_F5',
    );

    const past = new Date(Date.now() - 1);
    await t.db
      .updateTable('lottery_numeros')
      .set({
        closes_at: past,
        draws_at: past,
        opens_at: sql`least(opens_at, ${new Date(past.getTime() - 60_000)})`,
      })
      .where('game_code', '=', 'VN_F5')
      .where('numero', '=', numero)
      .execute();
    await drawDueNumeros(t.db, new Date());
    await settleDrawnNumeros(t.db);
    const mine = (await get('/lotto/wps/bets?gameCode=VN_F5&pageNo=1&pageSize=10', player)).json().value
      .content;
    expect(mine).toHaveLength(3);
    const result = mine[0].result as number[];
    expect(result).toHaveLength(27);
    const numeroRow = await t.db
      .selectFrom('lottery_numeros')
      .select('odds')
      .where('game_code', '=', 'VN_F5')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow();
    for (const bet of mine) {
      const stake = BigInt(Math.round(Number(bet.stake) * 100));
      const expected = pointPayout('VN_NORTH', bet.betKey, stake, result, numeroRow.odds);
      expect(BigInt(Math.round(Number(bet.payout) * 100))).toBe(expected);
      expect(bet.status).toBe(expected > 0n ? 'WON' : 'LOST');
    }
  });

  it('shows the 4D board with its calendar and takes Big and iBox bets', async () => {
    const board = (await get('/lotto/lgw/games/SEA4D')).json().value;
    expect(board).toMatchObject({
      family: 'SEA4D',
      calendar: { drawWeekdays: [0, 3, 6], drawMinute: 1140, utcOffsetMinutes: 480, specialDays: [] },
      soldOut: [],
    });
    expect(board.odds.BIG_FIRST).toBe(250_000);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/lotto/wps/bets',
      headers: { language: 'en', authorization: player, 'idempotency-key': randomUUID() },
      payload: {
        gameCode: 'SEA4D',
        numero: board.current.numero,
        bets: [
          { betKey: 'BIG:1234', amount: '1.00' },
          { betKey: 'IBOX_BIG:1234', amount: '2.40' },
          { betKey: 'BOX_SMALL:1123', amount: '1.00' },
        ],
      },
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json().value.bets.map((bet: { stake: string }) => bet.stake)).toEqual([
      '1.00',
      '2.40',
      '12.00',
    ]);
  });

  it('takes a merchant’s own odds for a Vietnamese game and 4D, by their odds keys only', async () => {
    const admin = await operatorLogin(t, 'demoadmin');
    const patch = (gameCode: string, body: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/ops/lotto/games/${gameCode}`,
        headers: { authorization: admin, language: 'en' },
        payload: body,
      });
    // The market's "1 ăn 80" for a Northern lô, and a smaller 4D first prize.
    expect((await patch('VN_F3', { odds: { LO2: 8000 } })).json().value.odds).toMatchObject({
      LO2: 8000,
      DE: 9700,
    });
    expect((await patch('SEA4D', { odds: { BIG_FIRST: 200_000 } })).json().value.odds.BIG_FIRST).toBe(
      200_000,
    );
    expect((await patch('VN_F3', { odds: { BIG_FIRST: 200_000 } })).json()).toMatchObject({
      errorCode: 'lottery.odds.invalid',
    });
    expect((await patch('SEA4D', { odds: { LO2: 8000 } })).json().errorCode).toBe('lottery.odds.invalid');
  });
});
