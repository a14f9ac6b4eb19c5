import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForServer, encryptionHeader } from '@msp/contracts/hybrid-crypto.ts';
import { errorCatalogue } from '@msp/contracts/errors.ts';
import { accrueWithin } from '../../src/modules/points/ledger.ts';
import { hashPassword } from '../../src/modules/identity/password.ts';
import { insertMerchant } from '../helpers/merchants.ts';
import { operatorLogin, signInOperator } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { newKey, PAYMENT_PASSWORD, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { merchantsChanged } from '../../src/modules/merchant/merchant-cache.ts';
import { configBody, healthyBooks, itemBody, nextSlot, pointsCalls } from './fixture.ts';

/**
 * The points mall through the API (PGlite, and PostgreSQL when DATABASE_URL is set): accrual by the job, the points
 * ledger's rules, redemptions of each kind with their money, an operator's decisions, conversion, the switch, and
 * every refusal answered in the member's language with nothing changed.
 */

let t: TestApp;
let p: ReturnType<typeof pointsCalls>;

beforeAll(async () => {
  t = await createTestApp();
  p = pointsCalls(t);
  await p.configure();
}, 120_000);
afterAll(async () => t?.close());

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
const errorOf = (response: { statusCode: number; body: string }) => ({
  status: response.statusCode,
  code: (JSON.parse(response.body) as { errorCode?: string }).errorCode,
});

async function memberWith(points: number, cash?: string): Promise<TestMember> {
  const member = await p.desk.newMember();
  if (points > 0) await p.grant(member, points);
  if (cash) await p.desk.fund(member, cash);
  return member;
}

describe('accrual', () => {
  it('credits whole points per category ratio once, carrying the rest to the next window', async () => {
    const start = nextSlot();
    await p.cursorAt(start);
    const member = await p.desk.newMember();
    const other = await p.desk.newMember();
    await p.round(member, 'RNG', 25_000n, minutes(start, 5)); // ৳250
    await p.round(member, 'RNG', 8_000n, minutes(start, 6)); // ৳80: ৳330 on slots = 3 points, ৳30 carried
    await p.round(member, 'LIVE', 10_000n, minutes(start, 7)); // ৳100 on live = 2 points
    await p.round(member, 'LIVE', 5_000n, minutes(start, 7), 5_000n); // refunded: nothing
    await p.round(member, 'FISH', 90_000n, minutes(start, 8)); // no ratio: nothing
    await p.round(other, 'RNG', 9_900n, minutes(start, 9)); // ৳99: nothing yet, all carried

    const first = await p.accrue(minutes(start, 40));
    expect(first.entries).toBe(1);
    expect(await p.points(member)).toBe(5);
    expect(await p.points(other)).toBe(0);
    // The same run again, and a later one with nothing new: nothing more.
    expect((await p.accrue(minutes(start, 40))).windows).toBe(0);
    expect((await p.accrue(minutes(start, 50))).entries).toBe(0);
    expect(await p.points(member)).toBe(5);

    await p.round(member, 'RNG', 7_000n, minutes(start, 52)); // ৳30 carried + ৳70 = 1 point
    await p.round(other, 'RNG', 100n, minutes(start, 53)); // ৳99 carried + ৳1 = 1 point
    await p.accrue(minutes(start, 70));
    expect(await p.points(member)).toBe(6);
    expect(await p.points(other)).toBe(1);

    const history = await p.history(member);
    expect(history.content.map((entry) => [entry.kind, entry.points, entry.balanceAfter])).toEqual([
      ['ACCRUAL', 1, 6],
      ['ACCRUAL', 5, 5],
    ]);
    expect(history.content[1]).toMatchObject({ validBet: '430.00', categories: ['LIVE', 'RNG'] });
    expect(await p.books()).toMatchObject(healthyBooks);
  });

  it('gives trial players nothing, and nothing while the mall is closed (the cursor moves on)', async () => {
    const start = nextSlot();
    await p.cursorAt(start);
    const member = await p.desk.newMember();
    // A trial (free-play) player: type 4, as free play makes them.
    const trial = await p.desk.newMember();
    await t.db.updateTable('members').set({ type: 4 }).where('id', '=', trial.id).execute();
    await p.round(trial, 'RNG', 100_000n, minutes(start, 5));
    await p.setMall(false);
    await p.round(member, 'RNG', 100_000n, minutes(start, 6));
    await p.accrue(minutes(start, 30));
    await p.setMall(true);
    await p.accrue(minutes(start, 60));
    expect(await p.points(member)).toBe(0);
    expect(await p.points(trial)).toBe(0);
    await p.round(member, 'RNG', 100_000n, minutes(start, 61));
    await p.accrue(minutes(start, 90));
    expect(await p.points(member)).toBe(10);
  });

  it('writes a window’s entry once per member even when asked twice with its key', async () => {
    const member = await p.desk.newMember();
    const merchantId = await p.merchantId();
    const credit = [{ memberId: member.id, points: 7n, detail: { test: true } }];
    const written = await t.db
      .transaction()
      .execute(async (trx) => [
        await accrueWithin(trx, merchantId, 'accrual:test-window', credit),
        await accrueWithin(trx, merchantId, 'accrual:test-window', credit),
      ]);
    expect(written).toEqual([1, 0]);
    expect(await p.points(member)).toBe(7);
    expect(await p.books()).toMatchObject(healthyBooks);
  });
});

describe('the points ledger', () => {
  it('refuses to change or remove an entry, and a balance below zero', async () => {
    const member = await memberWith(50);
    await expect(
      sql`UPDATE points_entries SET points = 500 WHERE member_id = ${member.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`DELETE FROM points_entries WHERE member_id = ${member.id}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`UPDATE points_accounts SET balance = -1 WHERE member_id = ${member.id}`.execute(t.db),
    ).rejects.toThrow(/points_accounts_never_negative/);
    expect(await p.points(member)).toBe(50);
  });

  it('health finds a balance that is not the sum of its entries', async () => {
    const member = await memberWith(30);
    expect((await p.books()).points).toMatchObject(healthyBooks.points);
    // Behind the ledger's back: the check must see it.
    await sql`UPDATE points_accounts SET balance = balance + 5 WHERE member_id = ${member.id}`.execute(t.db);
    expect((await p.books()).points).toMatchObject({ mismatchedAccounts: 1, staleRunningBalances: 1 });
    const health = await p.ops('GET', '/ops/points/health');
    expect(p.valueOf<{ mismatchedAccounts: number }>(health).mismatchedAccounts).toBe(1);
    await sql`UPDATE points_accounts SET balance = balance - 5 WHERE member_id = ${member.id}`.execute(t.db);
    expect((await p.books()).points).toMatchObject(healthyBooks.points);
  });
});

describe('redeeming', () => {
  it('a bonus item with a cash top-up: points and top-up out, bonus in with its turnover, APPROVED at once', async () => {
    const item = await p.createItem({
      kind: 'BONUS_CREDIT',
      pointsCost: 200,
      cashCost: '10',
      bonusAmount: '50',
      turnoverMultiple: 3,
      quantityLeft: 5,
    });
    const member = await memberWith(500, '100');
    const result = await p.redeemed(member, { itemId: item.id, quantity: 2 });
    expect(result).toMatchObject({ points: 100, balance: '180.00' });
    expect(result.redemption).toMatchObject({
      status: 'APPROVED',
      quantity: 2,
      points: 400,
      cashAmount: '20.00',
      bonusAmount: '100.00',
      turnoverRequired: '300.00',
    });
    expect(await p.quantityLeft(item.id)).toBe(3);
    const requirement = await t.db
      .selectFrom('turnover_requirements')
      .select('required_amount')
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(requirement.required_amount).toBe(30_000n);
    expect((await p.balance(member)).redeemed).toBe(400);
    expect(await p.books()).toMatchObject(healthyBooks);
  });

  it('a gift waits IN_PROCESS; approved once with the operator’s note', async () => {
    const item = await p.createItem({ kind: 'PHYSICAL', pointsCost: 100, quantityLeft: 2 });
    const member = await memberWith(100);
    const { redemption } = await p.redeemed(member, { itemId: item.id, note: 'House 3, Road 5, Dhaka' });
    expect(redemption).toMatchObject({ status: 'IN_PROCESS', memberNote: 'House 3, Road 5, Dhaka' });
    expect((await p.balance(member)).inProcess).toBe(1);
    const approved = await p.decided(redemption.id, true, 'Sent by courier, tracking 1234');
    expect(approved).toMatchObject({ status: 'APPROVED', operatorNote: 'Sent by courier, tracking 1234' });
    expect(errorOf(await p.decideCall(redemption.id, false, 'changed my mind'))).toEqual({
      status: 409,
      code: 'points.redemption.decided',
    });
    expect(await p.points(member)).toBe(0);
    expect((await p.redemptions(member)).content[0]).toMatchObject({ status: 'APPROVED' });
  });

  it('a rejection gives back the points, the cash top-up and the quantity, once', async () => {
    const item = await p.createItem({ kind: 'VOUCHER', pointsCost: 150, cashCost: '25', quantityLeft: 4 });
    const member = await memberWith(400, '60');
    const { redemption } = await p.redeemed(member, { itemId: item.id, quantity: 2 });
    expect(await p.points(member)).toBe(100);
    expect((await p.desk.balance(member)).balance).toBe('10.00');
    expect(await p.quantityLeft(item.id)).toBe(2);

    expect(errorOf(await p.decideCall(redemption.id, false))).toEqual({
      status: 400,
      code: 'points.redemption.note.required',
    });
    const rejected = await p.decided(redemption.id, false, 'Out of stock at the supplier');
    expect(rejected.status).toBe('REJECTED');
    expect(await p.points(member)).toBe(400);
    expect((await p.desk.balance(member)).balance).toBe('60.00');
    expect(await p.quantityLeft(item.id)).toBe(4);
    // Again: refused, nothing moves a second time.
    expect(errorOf(await p.decideCall(redemption.id, false, 'again'))).toEqual({
      status: 409,
      code: 'points.redemption.decided',
    });
    expect(await p.points(member)).toBe(400);
    expect(await p.count('points_entries', sql`member_id = ${member.id} AND kind = 'REDEEM_REFUND'`)).toBe(1);
    expect(
      await p.count('ledger_postings', sql`idempotency_key = ${`points-redeem-refund:${redemption.id}`}`),
    ).toBe(1);
    const kinds = (await p.history(member)).content.map((entry) => [entry.kind, entry.points]);
    expect(kinds).toEqual([
      ['REDEEM_REFUND', 300],
      ['REDEEM', -300],
      ['DEMO_GRANT', 400],
    ]);
    expect((await p.redemptions(member, '?status=REJECTED')).content[0]).toMatchObject({
      operatorNote: 'Out of stock at the supplier',
    });
    expect(await p.books()).toMatchObject(healthyBooks);
  });

  it('answers a repeated key with the first redemption, and refuses the key with another body', async () => {
    const item = await p.createItem({ pointsCost: 10, quantityLeft: 10 });
    const member = await memberWith(100);
    const key = newKey('same');
    const first = await p.redeemed(member, { itemId: item.id }, key);
    const again = await p.redeemed(member, { itemId: item.id }, key);
    expect(again.redemption).toEqual(first.redemption);
    expect(await p.points(member)).toBe(90);
    expect(errorOf(await p.redeemCall(member, { itemId: item.id, quantity: 2 }, key))).toEqual({
      status: 409,
      code: 'request.idempotency.conflict',
    });
    expect(await p.count('points_redemptions', sql`member_id = ${member.id}`)).toBe(1);
  });

  it('takes an encrypted body (the call the browser makes)', async () => {
    const item = await p.createItem({ pointsCost: 20 });
    const member = await memberWith(20);
    const permission = await t.app.inject({ url: '/wps/system/permission', headers: { merchant: 'DEMO' } });
    const sealed = await encryptForServer(permission.json().value.encryption.publicKey, {
      itemId: item.id,
      quantity: 1,
      paymentPassword: PAYMENT_PASSWORD,
    });
    const response = await p.call('POST', member.token, '/wps/relay/passwordCheck/PTS_redeem', sealed.body, {
      [encryptionHeader]: sealed.header,
      'idempotency-key': newKey('sealed'),
    });
    expect(response.statusCode).toBe(200);
    expect(await p.points(member)).toBe(0);
  });

  it('refuses in the member’s language and changes nothing', async () => {
    const item = await p.createItem({ pointsCost: 100, cashCost: '50', quantityLeft: 1 });
    const off = await p.createItem({ pointsCost: 1, status: 'OFF_SALE' });
    const member = await memberWith(150, '10');
    const before = await p.footprint();
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ itemId: item.id, paymentPassword: '000000' }, 400, 'withdraw.payment.password.incorrect'],
      [{ itemId: item.id }, 409, 'points.cash.insufficient'],
      [{ itemId: item.id, quantity: 2 }, 409, 'points.item.sold.out'],
      [{ itemId: off.id }, 409, 'points.item.off.sale'],
      [{ itemId: 2_000_000_000 }, 404, 'points.item.not.found'],
      [{ itemId: item.id, quantity: 11 }, 400, 'points.quantity.invalid'],
      [{ itemId: item.id, quantity: 0 }, 400, 'request.invalid.field'],
      [{ itemId: 'x' }, 400, 'request.invalid.field'],
      [{ itemId: item.id, note: 'x'.repeat(141) }, 400, 'request.invalid.field'],
    ];
    for (const [body, status, code] of cases) {
      for (const language of ['bn', 'en'] as const) {
        const response = await p.redeemCall(member, body, newKey('bad'), language);
        const answer = JSON.parse(response.body) as { errorCode: string; message: string };
        expect({ status: response.statusCode, code: answer.errorCode }, JSON.stringify(body)).toEqual({
          status,
          code,
        });
        if (code in errorCatalogue && language === 'bn') expect(answer.message).toMatch(/[\u0980-\u09FF]/);
        expect(answer.message).not.toMatch(/at \w+ \(|Error:/);
      }
    }
    const poor = await memberWith(99, '100');
    const response = await p.redeemCall(poor, { itemId: item.id }, newKey('poor'), 'en');
    expect(errorOf(response)).toEqual({ status: 409, code: 'points.insufficient' });
    expect(response.json().message).toBe('Not enough points: this needs 100 and you have 99');
    expect(await p.footprint()).toEqual({
      ...before,
      entries: before.entries + 1,
      points: String(Number(before.points) + 99),
      postings: before.postings + 1,
    });
  });

  it('keeps each member to its own redemptions, and each merchant to its own', async () => {
    const item = await p.createItem({ kind: 'PHYSICAL', pointsCost: 10 });
    const mine = await memberWith(10);
    const theirs = await p.desk.newMember();
    const { redemption } = await p.redeemed(mine, { itemId: item.id });
    expect((await p.redemptions(theirs)).content).toEqual([]);
    expect((await p.history(theirs)).content).toEqual([]);
    expect((await p.redemptions(mine)).content.map((row) => row.id)).toEqual([redemption.id]);

    await insertMerchant(t.db, 'PTSOTHER');
    await merchantsChanged(t.app.bus);
    const foreignId = (
      await t.db.selectFrom('merchants').select('id').where('code', '=', 'PTSOTHER').executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('operators')
      .values({
        merchant_id: foreignId,
        username: 'ptsadmin',
        password_hash: await hashPassword('Other@1234'),
        role: 'ADMIN',
      })
      .execute();
    const foreignToken = await signInOperator(t, {
      merchant: 'PTSOTHER',
      username: 'ptsadmin',
      password: 'Other@1234',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/ops/points/redemptions/${redemption.id}/decision`,
      headers: { merchant: 'PTSOTHER', authorization: foreignToken, language: 'en' },
      payload: { approve: false, note: 'not mine' },
    });
    expect(errorOf(response)).toEqual({ status: 404, code: 'points.redemption.not.found' });
    expect(await p.points(mine)).toBe(0);
    expect((await p.redemptions(mine)).content[0]!.status).toBe('IN_PROCESS');
  });
});

describe('converting', () => {
  it('turns whole steps of points into cash with its turnover, once per key', async () => {
    const member = await memberWith(1_000);
    expect(errorOf(await p.convertCall(member, 250))).toEqual({
      status: 400,
      code: 'points.convert.invalid',
    });
    expect(errorOf(await p.convertCall(member, 50))).toEqual({ status: 400, code: 'points.convert.invalid' });
    expect(errorOf(await p.convertCall(member, 300, newKey('c'), '000000'))).toEqual({
      status: 400,
      code: 'withdraw.payment.password.incorrect',
    });
    expect(errorOf(await p.convertCall(member, 1_100))).toEqual({ status: 409, code: 'points.insufficient' });
    const key = newKey('convert');
    const first = await p.converted(member, 300, key);
    expect(first).toMatchObject({
      points: 300,
      amount: '3.00',
      turnoverRequired: '3.00',
      pointsBalance: 700,
    });
    expect(first.balance).toBe('3.00');
    const again = await p.converted(member, 300, key);
    expect(again).toMatchObject({ points: 300, amount: '3.00', pointsBalance: 700, time: first.time });
    expect(errorOf(await p.convertCall(member, 400, key))).toEqual({
      status: 409,
      code: 'request.idempotency.conflict',
    });
    expect((await p.desk.balance(member)).balance).toBe('3.00');
    expect((await p.balance(member)).converted).toBe(300);
    expect(await p.books()).toMatchObject(healthyBooks);
  });

  it('is refused where the merchant has conversion off', async () => {
    await p.configure({
      convert: {
        enabled: false,
        points: 100,
        amount: '1',
        minPoints: 100,
        maxPoints: 1000,
        turnoverMultiple: 0,
      },
    });
    const member = await memberWith(500);
    expect(errorOf(await p.convertCall(member, 100))).toEqual({
      status: 409,
      code: 'points.convert.disabled',
    });
    expect((await p.reward(member)).convertible).toEqual({ points: 0, amount: '0.00' });
    await p.configure();
    expect((await p.reward(member)).convertible).toEqual({ points: 500, amount: '5.00' });
  });
});

describe('the switch and the reads', () => {
  it('refuses every member call while PTSYS3 is off, in the member’s language; operators still prepare the mall', async () => {
    const member = await memberWith(100);
    const item = await p.createItem({ pointsCost: 10 });
    await p.setMall(false);
    try {
      const before = await p.footprint();
      const calls = [
        p.call('GET', member.token, '/wps/points/balance'),
        p.call('GET', member.token, '/wps/points/reward'),
        p.call('GET', member.token, '/wps/points/config'),
        p.call('GET', member.token, '/wps/points/redemptions'),
        p.call('GET', member.token, '/wps/points/transactions'),
        p.redeemCall(member, { itemId: item.id }),
        p.convertCall(member, 100),
        p.redeemCall(member, { itemId: item.id }, newKey('bn'), 'bn'),
      ];
      const answers = await Promise.all(calls);
      for (const answer of answers) expect(errorOf(answer)).toEqual({ status: 403, code: 'points.disabled' });
      expect(answers.at(-1)!.json().message).toBe(errorCatalogue['points.disabled'].bn);
      expect(answers[0]!.json().message).toBe('The points mall is not open on this site');
      expect(await p.footprint()).toEqual(before);
      expect((await p.ops('GET', '/ops/points/items')).statusCode).toBe(200);
      expect(p.valueOf<{ enabled: boolean }>(await p.ops('GET', '/ops/points/config')).enabled).toBe(false);
    } finally {
      await p.setMall(true);
    }
  });

  it('shows the items with what the caller can get, filtered by kind and by what it can afford', async () => {
    const member = await memberWith(120, '5');
    const cheap = await p.createItem({ kind: 'PHYSICAL', pointsCost: 40, sort: 1 });
    const dear = await p.createItem({ kind: 'PHYSICAL', pointsCost: 500, sort: 2 });
    const cash = await p.createItem({ kind: 'PHYSICAL', pointsCost: 10, cashCost: '10', sort: 3 });
    const none = await p.createItem({ kind: 'PHYSICAL', pointsCost: 10, quantityLeft: 0, sort: 4 });
    const reward = await p.reward(member, '?kind=PHYSICAL');
    const byId = new Map(reward.items.map((item) => [item.id, item]));
    expect(byId.get(cheap.id)).toMatchObject({ maxQuantity: 3, shortOf: null });
    expect(byId.get(dear.id)).toMatchObject({ maxQuantity: 0, shortOf: 'POINTS' });
    expect(byId.get(cash.id)).toMatchObject({ maxQuantity: 0, shortOf: 'CASH' });
    expect(byId.get(none.id)).toMatchObject({ maxQuantity: 0, shortOf: 'STOCK' });
    expect(reward.items.every((item) => item.kind === 'PHYSICAL')).toBe(true);
    const affordable = await p.reward(member, '?kind=PHYSICAL&affordable=true');
    expect(affordable.items.map((item) => item.id)).toContain(cheap.id);
    expect(affordable.items.every((item) => item.maxQuantity > 0)).toBe(true);
    expect(errorOf(await p.call('GET', member.token, '/wps/points/reward?kind=CAR'))).toEqual({
      status: 400,
      code: 'request.invalid.field',
    });
    const bn = await p.call('GET', member.token, '/wps/points/reward?kind=PHYSICAL', undefined, {
      language: 'bn',
    });
    expect(bn.json().value.items.find((item: { id: number }) => item.id === cheap.id).name).toMatch(/ভাউচার/);
    const config = p.valueOf<{ ratios: unknown[]; neverExpire: boolean }>(
      await p.call('GET', member.token, '/wps/points/config'),
    );
    expect(config.ratios).toEqual([
      { category: 'LIVE', validBetPerPoint: '50.00' },
      { category: 'RNG', validBetPerPoint: '100.00' },
    ]);
    expect(config.neverExpire).toBe(true);
  });

  it('refuses visitors and trial players', async () => {
    expect(errorOf(await p.call('GET', null, '/wps/points/balance'))).toEqual({
      status: 401,
      code: 'login.not.session',
    });
  });
});

describe('the operator', () => {
  it('checks items and the configuration, and writes nothing it refuses', async () => {
    const before = await p.footprint();
    const bad: Array<[string, unknown, string]> = [
      ['/ops/points/items', { kind: 'PHYSICAL', bonusAmount: '5' }, 'points.item.bonus.invalid'],
      ['/ops/points/items', { kind: 'BONUS_CREDIT', bonusAmount: null }, 'points.item.bonus.invalid'],
      ['/ops/points/items', { imageUrl: 'javascript:alert(1)' }, 'request.invalid.field'],
      ['/ops/points/items', { pointsCost: 0 }, 'request.invalid.field'],
    ];
    for (const [url, overrides, code] of bad) {
      const response = await p.ops('POST', url, itemBody(overrides as Record<string, unknown>));
      expect(JSON.parse(response.body).errorCode).toBe(code);
    }
    for (const [overrides, code] of [
      [
        {
          ratios: [
            { category: 'RNG', validBetPerPoint: '1' },
            { category: 'RNG', validBetPerPoint: '2' },
          ],
        },
        'points.ratio.duplicate',
      ],
      [{ ratios: [{ category: 'RNG', validBetPerPoint: '0' }] }, 'wallet.amount.invalid'],
      [
        {
          convert: {
            enabled: true,
            points: 100,
            amount: '1',
            minPoints: 150,
            maxPoints: 1000,
            turnoverMultiple: 1,
          },
        },
        'points.convert.limits.invalid',
      ],
    ] as const) {
      const response = await p.ops('PUT', '/ops/points/config', configBody(overrides));
      expect(JSON.parse(response.body).errorCode).toBe(code);
    }
    expect(await p.footprint()).toEqual(before);
    const cashier = await t.app.inject({
      method: 'POST',
      url: '/ops/points/items',
      headers: { merchant: 'DEMO', authorization: await operatorLogin(t, 'democashier') },
      payload: itemBody(),
    });
    expect(errorOf(cashier)).toEqual({ status: 403, code: 'operator.forbidden' });
  });
});
