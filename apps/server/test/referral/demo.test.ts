import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoReferral } from '../../src/modules/demo/referral.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';
import { referralCalls } from './fixture.ts';

/** The demo's referral: its promotion and the demo player's two friends, made once through the real paths. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the demo referral', () => {
  it('gives the demo player one friend ready to pay and one still playing, once', async () => {
    expect(await seedDemoReferral(t.db)).toBe(true);
    expect(await seedDemoReferral(t.db)).toBe(false);
    const r = referralCalls(t);
    const token = await loginAs(t, 'demoplayer');
    const page = await r.page({ id: 0, username: 'demoplayer', token, mobileNum: '' });
    expect(page.promotion).toMatchObject({
      rules: {
        fixedAmount: '100.00',
        percent: '20.00',
        cap: '1000.00',
        friendTurnover: '1000.00',
        turnoverMultiple: 3,
      },
    });
    expect(page.promotion!.content).toContain('DEMO');
    // Newest first: demofriend2 has played ৳400 of ৳1,000; demofriend1 ৳1,200, with a ৳2,000 first deposit.
    expect(
      page.friends.content.map((friend) => [friend.account, friend.status, friend.validBets, friend.ready]),
    ).toEqual([
      ['de***d2', 'waiting', '400.00', '0.00'],
      ['de***d1', 'ready', '1200.00', '500.00'],
    ]);
    expect(page.totals).toMatchObject({ invited: 2, qualified: 1, ready: '500.00', readyCount: 2 });
    const friends = await t.db
      .selectFrom('members')
      .select(['username', 'parent_member_id'])
      .where('username', 'in', ['demofriend1', 'demofriend2'])
      .orderBy('username')
      .execute();
    expect(friends).toEqual([
      { username: 'demofriend1', parent_member_id: null },
      { username: 'demofriend2', parent_member_id: null },
    ]);
  });
});
