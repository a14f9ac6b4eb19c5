import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { promotionCalls } from './fixture.ts';

/**
 * Every activity type end to end through the API, as a member and the operator use it: published, taken part in
 * the way its type allows, paid from the BONUS account into the member's balance, with its turnover requirement,
 * and shown as paid. The types that pay by a rule are measured from the member's deposits or registration; the
 * others are judged by an operator from an application. (REFERRAL pays through its own referral flow:
 * test/referral.)
 */

let t: TestApp;
let c: ReturnType<typeof cashier>;
let p: ReturnType<typeof promotionCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  p = promotionCalls(t);
}, 120_000);
afterAll(async () => t?.close());

const valueOf = <T = Record<string, unknown>>(response: {
  statusCode: number;
  body: string;
  json(): unknown;
}) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { value: T }).value;
};

interface Claimed {
  promotionId: number;
  reward: string;
  turnoverRequired: string;
  state: string;
}

/** Claims, then checks the money arrived and the reward center and turnover page say so. */
async function claimAndCheck(member: TestMember, id: number, balanceBefore: string, expected: Claimed) {
  expect(valueOf<Claimed>(await p.claim(member, id))).toEqual(expected);
  // Repeated: the same answer, nothing paid twice.
  expect(valueOf<Claimed>(await p.claim(member, id))).toEqual(expected);
  const after = Number((await c.balance(member)).balance);
  expect(after).toBeCloseTo(Number(balanceBefore) + Number(expected.reward), 2);
  const rewards = valueOf<{ history: Array<{ promotionId: number; reward: string; state: string }> }>(
    await p.call('GET', member.token, '/wps/promotions/rewards'),
  );
  expect(rewards.history.filter((item) => item.promotionId === id)).toEqual([
    expect.objectContaining({ reward: expected.reward, state: expected.state }),
  ]);
  expect((await p.turnover(member)).remaining).toBe(expected.turnoverRequired);
  expect(await p.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
}

describe('the types that pay by a rule', () => {
  it('DEPOSIT_BONUS: joined, then the first qualifying deposit pays its percentage', async () => {
    const id = await p.publish({
      type: 'DEPOSIT_BONUS',
      category: 'slots',
      rules: { percent: '20', cap: '2000', minDeposit: '500', turnoverMultiple: 15 },
    });
    const member = await c.newMember();
    valueOf(await p.join(member, id));
    await p.deposit(member, '1000');
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '200.00' });
    await claimAndCheck(member, id, '1000.00', {
      promotionId: id,
      reward: '200.00',
      turnoverRequired: '3000.00',
      state: 'process',
    });
  });

  it('FIRST_DEPOSIT: joined before the first deposit ever', async () => {
    const id = await p.publish();
    const member = await c.newMember();
    valueOf(await p.join(member, id));
    await p.deposit(member, '300');
    await claimAndCheck(member, id, '300.00', {
      promotionId: id,
      reward: '300.00',
      turnoverRequired: '3000.00',
      state: 'process',
    });
  });

  it('RELOAD: a deposit after the first one', async () => {
    const id = await p.publish({
      type: 'RELOAD',
      rules: { percent: '30', cap: '3000', minDeposit: '1000', turnoverMultiple: 12 },
    });
    const member = await c.newMember();
    await p.deposit(member, '500');
    valueOf(await p.join(member, id));
    await p.deposit(member, '1000');
    await claimAndCheck(member, id, '1500.00', {
      promotionId: id,
      reward: '300.00',
      turnoverRequired: '3600.00',
      state: 'process',
    });
  });

  it('SIGN_UP: automatic for a member registered in the period', async () => {
    const id = await p.publish({
      type: 'SIGN_UP',
      category: 'newPlayer',
      audience: 'NEW_PLAYERS',
      joinMode: 'AUTO',
      rules: { fixedAmount: '50', turnoverMultiple: 0 },
    });
    const member = await c.newMember();
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '50.00' });
    await claimAndCheck(member, id, '0.00', {
      promotionId: id,
      reward: '50.00',
      turnoverRequired: '0.00',
      state: 'issued',
    });
  });
});

describe('the types an operator judges from an application', () => {
  const judged = [
    ['REBATE', 'rebate'],
    ['MEMBER_DAY', 'other'],
    ['RANKING', 'ranking'],
    ['RAFFLE', 'other'],
    ['APP_DOWNLOAD', 'appDownload'],
    ['POINTS_MALL', 'pointsMall'],
    ['OTHER', 'other'],
  ] as const;

  it.each(judged)('%s: applied for, approved, claimed', async (type, category) => {
    const id = await p.publish({
      type,
      category,
      joinMode: 'APPLICATION',
      rules: { cap: '500', turnoverMultiple: 2 },
    });
    const member = await c.newMember();
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'join' });
    valueOf(await p.apply(member, id, { remark: `${type} please` }));
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'applying' });
    const queue = valueOf<{ content: Array<{ id: string; memberId: number }> }>(
      await p.ops('GET', `/ops/promotions/${id}/entries?status=APPLYING`),
    ).content;
    const entry = queue.find((item) => item.memberId === member.id)!;
    valueOf(
      await p.ops('POST', `/ops/promotions/entries/${entry.id}/decision`, { approve: true, amount: '120' }),
    );
    expect(await p.stateOf(member, id)).toMatchObject({ state: 'claim', reward: '120.00' });
    await claimAndCheck(member, id, '0.00', {
      promotionId: id,
      reward: '120.00',
      turnoverRequired: '240.00',
      state: 'process',
    });
  });
});
