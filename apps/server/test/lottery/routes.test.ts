import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveDraw } from '@msp/contracts/lottery/draw.ts';
import { drawDueNumeros, openNumeros } from '../../src/modules/lottery/numeros.ts';
import { settleDrawnNumeros } from '../../src/modules/lottery/settlement.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { fundDemoMember } from './fixture.ts';

/**
 * The lottery's calls end to end in one server: the lobby and board, a slip with a member's money, cancel, the
 * draw and settlement seen in results, trend, my bets and verification, the events stream, and an operator's
 * void.
 */
let t: TestApp;
let player: string;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  // ৳1,000 more for the player.
  ({ merchantId } = await fundDemoMember(t.db, 'demoplayer', 100_000n));
  player = await loginAs(t, 'demoplayer');
  await openNumeros(t.db, new Date());
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url, headers: { language: 'en', ...(token ? { authorization: token } : {}) } });
const slip = (body: object, token = player, key = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/lotto/wps/bets',
    headers: { language: 'en', authorization: token, 'idempotency-key': key },
    payload: body,
  });
/**
 * A numero of the game taking bets for a while yet: the current one, or when its cut-off is near, the next one
 * (opened ahead), so a test never races the clock's minute.
 */
async function currentNumero(gameCode: string) {
  await openNumeros(t.db, new Date());
  const row = await t.db
    .selectFrom('lottery_numeros')
    .select('numero')
    .where('game_code', '=', gameCode)
    .where('status', '=', 'OPEN')
    .where('closes_at', '>', new Date(Date.now() + 5_000))
    .orderBy('draws_at')
    .executeTakeFirstOrThrow();
  return row.numero;
}
/** Brings a numero's draw to now, as time passing would, and runs the draw and settlement jobs. */
async function drawNow(gameCode: string, numero: string) {
  const past = new Date(Date.now() - 1);
  await t.db
    .updateTable('lottery_numeros')
    // A numero opened ahead (not started yet) starts earlier too: its period must stay a period.
    .set({
      closes_at: past,
      draws_at: past,
      opens_at: sql`least(opens_at, ${new Date(past.getTime() - 60_000)})`,
    })
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .execute();
  await drawDueNumeros(t.db, new Date());
  await settleDrawnNumeros(t.db);
}

describe('the lottery calls', () => {
  let slipNumero = '';
  it('shows every game of the lobby with its open numero, and a board with limits and odds', async () => {
    const lobby = (await get('/lotto/lgw/games')).json().value;
    expect(lobby.games.map((game: { gameCode: string }) => game.gameCode)).toEqual(
      expect.arrayContaining(['E28_1M', 'EDICE_3M', 'E5D_5M', 'L49_5M', 'L49_CLASSIC']),
    );
    const e28 = lobby.games.find((game: { gameCode: string }) => game.gameCode === 'E28_1M');
    expect(e28).toMatchObject({
      family: 'DIGITS3',
      category: 'ELOTT',
      intervalMinutes: 1,
      cutoffSeconds: 10,
    });
    expect(e28.current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(e28.current).not.toHaveProperty('seed');
    const board = (await get('/lotto/lgw/games/L49_5M')).json().value;
    expect(board).toMatchObject({ family: 'BALLS49', category: 'LOTT', limits: { minStake: '1.00' } });
    expect(board.odds.SPECIAL).toBe(4753);
    // The demo's electronic-lottery category holds no TCG_LOTTO_VN or LOTT card: prize mode LOTT.
    expect(board).toMatchObject({ prizeMode: 'LOTT', rebatePercent: 1 });
    const missing = await get('/lotto/lgw/games/NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      errorCode: 'lottery.game.not.found',
      message: 'Lottery game not found',
    });
  });

  it('takes a slip of a member only, once per key, and lets the member cancel a bet before the cut-off', async () => {
    const numero = (slipNumero = await currentNumero('E28_1M'));
    const body = {
      gameCode: 'E28_1M',
      numero,
      bets: [
        { betKey: 'BIG', amount: '10' },
        { betKey: 'SMALL', amount: '10' },
        { betKey: 'SUM:13', amount: '2' },
      ],
    };
    expect((await slip(body, '')).statusCode).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    expect(trial).toBeTruthy();
    expect((await slip(body, trial)).json()).toMatchObject({
      success: false,
      errorCode: 'login.trial.forbidden',
    });
    const key = randomUUID();
    const placed = await slip(body, player, key);
    expect(placed.statusCode).toBe(200);
    const answer = placed.json().value;
    expect(answer).toMatchObject({
      total: '22.00',
      bets: [{ betKey: 'BIG', stake: '10.00', status: 'OPEN' }, {}, {}],
    });
    const again = (await slip(body, player, key)).json().value;
    expect(again.bets).toEqual(answer.bets);
    expect(again.balance).toEqual(answer.balance);

    const small = answer.bets[1].id as string;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/lotto/wps/bets/${small}`,
      headers: { authorization: player },
    });
    expect(cancel.json().value.bet).toMatchObject({ id: small, status: 'CANCELLED' });
    expect(Number(cancel.json().value.balance.balance)).toBe(Number(answer.balance.balance) + 10);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/lotto/wps/bets/${small}`,
      headers: { authorization: player },
    });
    expect(twice.json()).toMatchObject({ success: false, errorCode: 'lottery.bet.not.cancellable' });
    // Another member cannot see or cancel it.
    const other = await loginAs(t, 'demodownline');
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/lotto/wps/bets/${answer.bets[0].id}`,
      headers: { authorization: other },
    });
    expect(foreign.json()).toMatchObject({ success: false, errorCode: 'lottery.bet.not.found' });
    expect((await get('/lotto/wps/bets', other)).json().value.content).toEqual([]);

    const mine = (await get('/lotto/wps/bets?gameCode=E28_1M', player)).json().value;
    expect(mine.content.map((bet: { betKey: string; status: string }) => [bet.betKey, bet.status])).toEqual([
      ['SUM:13', 'OPEN'],
      ['SMALL', 'CANCELLED'],
      ['BIG', 'OPEN'],
    ]);
    expect(mine.content[0]).toMatchObject({ numero, result: null, payout: '0.00' });
  });

  it('publishes the seed only once drawn, and the result anyone can recompute from it', async () => {
    // The numero the member's slip went to.
    const numero = slipNumero;
    const before = (await get(`/lotto/lgw/verify?gameCode=E28_1M&numero=${numero}`)).json().value;
    expect(before).toMatchObject({ numero, status: 'OPEN', seed: null, result: null });
    await drawNow('E28_1M', numero);
    const after = (await get(`/lotto/lgw/verify?gameCode=E28_1M&numero=${numero}`)).json().value;
    expect(after).toMatchObject({ numero, status: 'SETTLED', commitment: before.commitment });
    expect(createHash('sha256').update(Buffer.from(after.seed, 'hex')).digest('hex')).toBe(before.commitment);
    expect(after.result).toEqual(await deriveDraw('DIGITS3', after.seed, 'E28_1M', numero));

    // On a slow machine the 1-minute game's next numeros may come due and be drawn beside this one: each list
    // must show this numero with its result, whatever else it holds.
    const results = (await get('/lotto/lgw/results?gameCode=E28_1M')).json().value;
    expect(results.content).toContainEqual(
      expect.objectContaining({ numero, result: after.result, seed: after.seed }),
    );
    const trend = (await get('/lotto/lgw/trend?gameCode=E28_1M&count=5')).json().value;
    expect(trend.family).toBe('DIGITS3');
    expect(trend.draws).toContainEqual(expect.objectContaining({ numero, result: after.result }));
    const events = (await get('/lotto/lgw/events?gameCode=E28_1M')).json().value.events;
    expect(events).toContainEqual({ type: 'SETTLED', gameCode: 'E28_1M', numero });

    // The member's bets are settled by the result: BIG wins on 14–27, SUM:13 on 13.
    const sum = after.result.reduce((total: number, digit: number) => total + digit, 0);
    const mine = (await get('/lotto/wps/bets?gameCode=E28_1M', player)).json().value.content;
    const big = mine.find((bet: { betKey: string }) => bet.betKey === 'BIG');
    expect(big).toMatchObject({
      status: sum >= 14 ? 'WON' : 'LOST',
      payout: sum >= 14 ? '19.40' : '0.00',
      result: after.result,
    });
    const exact = mine.find((bet: { betKey: string }) => bet.betKey === 'SUM:13');
    expect(exact.status).toBe(sum === 13 ? 'WON' : 'LOST');
    // Too late now.
    const late = await slip({ gameCode: 'E28_1M', numero, bets: [{ betKey: 'BIG', amount: '1' }] });
    expect(late.json()).toMatchObject({ success: false, errorCode: 'lottery.numero.closed' });
  });

  it('streams the changes of a game to an EventSource as they happen', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const numero = await currentNumero('EDICE_1M');
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/lotto/lgw/events?gameCode=EDICE_1M`, {
      headers: { accept: 'text/event-stream', merchant: 'DEMO' },
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const waitFor = async (text: string) => {
      const deadline = Date.now() + 10_000;
      while (!received.includes(text) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      return received.includes(text);
    };
    // First what is open now, then the draw as it happens.
    expect(await waitFor(`"type":"OPENED","gameCode":"EDICE_1M","numero":"${numero}"`)).toBe(true);
    await drawNow('EDICE_1M', numero);
    expect(
      (await waitFor(`"numero":"${numero}"}`)) &&
        (await waitFor(`"type":"SETTLED","gameCode":"EDICE_1M","numero":"${numero}"`)),
    ).toBe(true);
    controller.abort();
  });

  it('lets an ADMIN void a numero, refunding every open bet once; nobody else', async () => {
    const numero = await currentNumero('E5D_1M');
    const placed = (
      await slip({ gameCode: 'E5D_1M', numero, bets: [{ betKey: 'P1:7', amount: '5' }] })
    ).json().value;
    const url = `/ops/lotto/games/E5D_1M/numeros/${numero}/void`;
    const post = (token: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: token, language: 'en' },
        payload: { reason: 'test void' },
      });
    expect((await post(player)).statusCode).toBe(401);
    expect((await post(await operatorLogin(t, 'democashier'))).statusCode).toBe(403);
    const admin = await operatorLogin(t, 'demoadmin');
    const voided = await post(admin);
    expect(voided.json().value).toMatchObject({ numero, refunded: 1, amount: '5.00' });
    expect((await post(admin)).json()).toMatchObject({ success: false, errorCode: 'lottery.numero.final' });
    const balance = (await get('/wps/v2/wallets/balance', player)).json().value.balance;
    expect(Number(balance)).toBe(Number(placed.balance.balance) + 5);
    const mine = (await get('/lotto/wps/bets?gameCode=E5D_1M', player)).json().value.content;
    expect(mine[0]).toMatchObject({ status: 'REFUNDED', payout: '5.00' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('merchant_id', '=', merchantId)
      .where('action', '=', 'LOTTERY_NUMERO_VOIDED')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toMatchObject({ gameCode: 'E5D_1M', numero, reason: 'test void' });
  });

  it('lets an ADMIN correct a settled result: only the difference moves, and the drawn result stays on record', async () => {
    const admin = await operatorLogin(t, 'demoadmin');
    const other = await loginAs(t, 'demodownline');
    await fundDemoMember(t.db, 'demodownline', 10_000n);
    const numero = await currentNumero('E28_3M');
    // The player on BIG, the other member on SMALL: a corrected sum moves the win from one to the other.
    await slip({ gameCode: 'E28_3M', numero, bets: [{ betKey: 'BIG', amount: '10' }] });
    await slip({ gameCode: 'E28_3M', numero, bets: [{ betKey: 'SMALL', amount: '10' }] }, other);
    const correct = (result: number[], name = numero) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/lotto/games/E28_3M/numeros/${name}/correct`,
        headers: { authorization: admin, language: 'en' },
        payload: { result, reason: 'test correction' },
      });
    expect((await correct([1, 2, 3])).json()).toMatchObject({ errorCode: 'lottery.numero.not.settled' });
    await drawNow('E28_3M', numero);
    const drawn = (await get(`/lotto/lgw/verify?gameCode=E28_3M&numero=${numero}`)).json().value;
    const balanceOf = async (token: string) =>
      Number((await get('/wps/v2/wallets/balance', token)).json().value.balance);
    const [playerBefore, otherBefore] = [await balanceOf(player), await balanceOf(other)];
    const bigWon = drawn.result.reduce((a: number, b: number) => a + b, 0) >= 14;
    const flipped = bigWon ? [0, 0, 1] : [9, 9, 8];
    const corrected = await correct(flipped);
    expect(corrected.json().value).toMatchObject({
      from: drawn.result,
      to: flipped,
      changedBets: 2,
      paid: '19.40',
      taken: '19.40',
    });
    expect(await balanceOf(player)).toBeCloseTo(playerBefore + (bigWon ? -19.4 : 19.4), 2);
    expect(await balanceOf(other)).toBeCloseTo(otherBefore + (bigWon ? 19.4 : -19.4), 2);
    // The same result again, or one that is no draw of the game, is refused.
    expect((await correct(flipped)).json()).toMatchObject({ errorCode: 'lottery.result.invalid' });
    expect((await correct([1, 2, 10])).json()).toMatchObject({ errorCode: 'lottery.result.invalid' });
    expect((await correct([1, 2, 3], '20000101-0001')).statusCode).toBe(404);
    const verify = (await get(`/lotto/lgw/verify?gameCode=E28_3M&numero=${numero}`)).json().value;
    expect(verify).toMatchObject({ result: flipped, seed: drawn.seed });
    expect(verify.corrections).toEqual([
      { from: drawn.result, to: flipped, reason: 'test correction', at: expect.any(String) },
    ]);
    const postings = await t.db
      .selectFrom('ledger_postings')
      .select('idempotency_key')
      .where('idempotency_key', 'like', 'lottery-correct:%')
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('lets an ADMIN set a game’s odds and limits, for the numeros opened afterwards only', async () => {
    const admin = await operatorLogin(t, 'demoadmin');
    const patch = (body: object, token = admin, gameCode = 'E5D_3M') =>
      t.app.inject({
        method: 'PATCH',
        url: `/ops/lotto/games/${gameCode}`,
        headers: { authorization: token, language: 'en' },
        payload: body,
      });
    const open = await currentNumero('E5D_3M');
    expect((await patch({ minStake: '2' }, await operatorLogin(t, 'democashier'))).statusCode).toBe(403);
    expect((await patch({ odds: { BIG: 300 } })).json()).toMatchObject({
      errorCode: 'lottery.odds.invalid',
      message: 'BIG is not a bet of this game',
    });
    expect((await patch({ minStake: '60000' })).json()).toMatchObject({ errorCode: 'lottery.stake.range' });
    expect((await patch({ enabled: false }, admin, 'NOPE')).statusCode).toBe(404);
    const updated = (await patch({ odds: { 'POSITION:DIGIT': 950 }, minStake: '2' })).json().value;
    expect(updated).toMatchObject({
      limits: { minStake: '2.00' },
      odds: { 'POSITION:DIGIT': 950, 'SUM:BIG': 194 },
    });
    // The numero already taking bets keeps the odds it opened with; the next ones opened take the new odds.
    const oddsOf = async (numero: string) =>
      (
        await t.db
          .selectFrom('lottery_numeros')
          .select('odds')
          .where('game_code', '=', 'E5D_3M')
          .where('numero', '=', numero)
          .executeTakeFirstOrThrow()
      ).odds;
    expect((await oddsOf(open))['POSITION:DIGIT']).toBe(970);
    await openNumeros(t.db, new Date(Date.now() + 30 * 60_000));
    const later = await t.db
      .selectFrom('lottery_numeros')
      .select('numero')
      .where('game_code', '=', 'E5D_3M')
      .orderBy('draws_at', 'desc')
      .executeTakeFirstOrThrow();
    expect((await oddsOf(later.numero))['POSITION:DIGIT']).toBe(950);
    const slip1 = await slip({
      gameCode: 'E5D_3M',
      numero: later.numero,
      bets: [{ betKey: 'P1:1', amount: '1' }],
    });
    expect(slip1.json()).toMatchObject({ errorCode: 'lottery.stake.range' });
  });
});
