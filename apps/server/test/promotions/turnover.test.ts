import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { promotionCalls } from './fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let p: ReturnType<typeof promotionCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  p = promotionCalls(t);
}, 120_000);
afterAll(async () => t?.close());

/** A sign-up bonus anyone registered today can claim: `fixed` paid, `multiple` times it to bet. */
const signUpBonus = (fixed: string, multiple: number, title: string) =>
  p.publish({
    type: 'SIGN_UP',
    category: 'newPlayer',
    joinMode: 'AUTO',
    title: { bn: title, en: title },
    rules: { fixedAmount: fixed, turnoverMultiple: multiple },
  });

async function claimed(member: TestMember, id: number) {
  const response = await p.claim(member, id);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().value;
}

const refusal = async (member: TestMember, accountId: number) => {
  const response = await c.withdraw(member, { accountId, amount: '200.00' });
  return response.json();
};

describe('a bonus turnover blocks withdrawals until valid bets meet it', () => {
  let member: TestMember;
  let accountId: number;
  let bonus: number;

  beforeAll(async () => {
    bonus = await signUpBonus('100', 10, 'Welcome 100');
    member = await c.newMember();
    accountId = await c.bindAccount(member);
    await p.deposit(member, '5000');
  });

  it('counts stakes placed after the bonus, less stakes given back, and lets the withdrawal through once met', async () => {
    await p.bet(member, 5_000n); // before the bonus: never counts for it
    expect(await claimed(member, bonus)).toMatchObject({ turnoverRequired: '1000.00', state: 'process' });

    expect(await refusal(member, accountId)).toMatchObject({
      errorCode: 'withdraw.turnover.open',
      message: 'Complete another ৳1000.00 of turnover before withdrawing',
    });
    await p.bet(member, 30_000n);
    expect((await p.turnover(member)).remaining).toBe('700.00');
    // A refund gives a stake back: it no longer counts.
    await p.refund(member, 10_000n);
    expect(await refusal(member, accountId)).toMatchObject({
      message: 'Complete another ৳800.00 of turnover before withdrawing',
    });
    const info = await p.call('GET', member.token, '/wps/withdraw/info');
    expect(info.json().value.turnoverRemaining).toBe('800.00');
    expect(await p.turnover(member)).toEqual({
      remaining: '800.00',
      requirements: [
        expect.objectContaining({
          required: '1000.00',
          completed: '200.00',
          remaining: '800.00',
          promotionTitle: 'Welcome 100',
        }),
      ],
    });

    await p.bet(member, 79_999n);
    expect((await p.turnover(member)).remaining).toBe('0.01');
    expect(await p.stateOf(member, bonus)).toMatchObject({ state: 'process' });
    await p.bet(member, 1n);
    expect(await p.turnover(member)).toEqual({ remaining: '0.00', requirements: [] });
    const requirement = await t.db
      .selectFrom('turnover_requirements')
      .select(['status', 'completed_amount', 'done_at'])
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(requirement).toMatchObject({ status: 'DONE', completed_amount: 100_000n });
    expect(requirement.done_at).not.toBeNull();
    expect(await p.stateOf(member, bonus)).toMatchObject({ state: 'issued' });

    const allowed = await c.withdraw(member, { accountId, amount: '200.00' });
    expect(allowed.statusCode).toBe(200);
    // A refund after the requirement was met does not reopen it.
    await p.refund(member, 50_000n);
    expect((await c.withdraw(member, { accountId, amount: '200.00' })).statusCode).toBe(200);
  });
});

describe('several requirements', () => {
  it('are met oldest first; a bet before a requirement never counts for it; a refund undoes the newest progress', async () => {
    const first = await signUpBonus('100', 10, 'First 1000');
    const second = await signUpBonus('50', 10, 'Second 500');
    const member = await c.newMember();
    await p.deposit(member, '5000');

    await claimed(member, first); // requires 1000.00
    await p.bet(member, 40_000n); // 400 towards the first
    await claimed(member, second); // requires 500.00, counted from here
    expect(await p.turnover(member)).toMatchObject({
      remaining: '1100.00',
      requirements: [
        expect.objectContaining({ required: '1000.00', completed: '400.00', promotionTitle: 'First 1000' }),
        expect.objectContaining({ required: '500.00', completed: '0.00', promotionTitle: 'Second 500' }),
      ],
    });

    await p.bet(member, 80_000n); // 600 fill the first, 200 go to the second
    expect(await p.turnover(member)).toEqual({
      remaining: '300.00',
      requirements: [
        expect.objectContaining({ required: '500.00', completed: '200.00', remaining: '300.00' }),
      ],
    });
    expect(await p.stateOf(member, first)).toMatchObject({ state: 'issued' });
    expect(await p.stateOf(member, second)).toMatchObject({ state: 'process' });

    await p.refund(member, 15_000n); // the newest progress goes first
    expect((await p.turnover(member)).requirements).toEqual([
      expect.objectContaining({ completed: '50.00', remaining: '450.00' }),
    ]);
    await p.refund(member, 20_000n); // more than the second had: it waits at 0 and the rest is a debt
    expect((await p.turnover(member)).remaining).toBe('500.00');
    await p.bet(member, 15_000n); // pays the debt first
    expect((await p.turnover(member)).remaining).toBe('500.00');
    await p.bet(member, 10_000n);
    expect((await p.turnover(member)).remaining).toBe('400.00');
  });

  it('measure exactly what a fresh count from the ledger gives, read often or rarely', async () => {
    const often = await c.newMember();
    const rarely = await c.newMember();
    const promotion = await signUpBonus('20', 60, 'Sixty times'); // 1200.00 to bet
    for (const member of [often, rarely]) {
      await p.deposit(member, '3000');
      await claimed(member, promotion);
    }
    const moves: Array<['bet' | 'refund', bigint]> = [
      ['bet', 12_345n],
      ['bet', 7n],
      ['refund', 2_000n],
      ['bet', 30_000n],
      ['refund', 50_000n],
      ['bet', 99_999n],
      ['bet', 1n],
    ];
    for (const [kind, amount] of moves) {
      for (const member of [often, rarely]) await p[kind](member, amount);
      await p.turnover(often);
    }
    // 12,345 + 7 − 2,000 + 30,000 − 50,000 + 99,999 + 1 = 90,352 of the 120,000 required.
    const progress = async (member: TestMember) =>
      (await p.turnover(member)).requirements.map(({ completed, remaining }) => ({ completed, remaining }));
    expect(await progress(often)).toEqual([{ completed: '903.52', remaining: '296.48' }]);
    expect(await progress(rarely)).toEqual(await progress(often));
  });
});
