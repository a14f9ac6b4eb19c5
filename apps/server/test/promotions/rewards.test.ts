import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMerchantByCode } from '../../src/modules/merchant/repository.ts';
import { promotionPublicState } from '../../src/modules/promotions/rewards.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { promotionBody, promotionCalls } from './fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let p: ReturnType<typeof promotionCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  p = promotionCalls(t);
}, 120_000);
afterAll(async () => t?.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

const codeOf = (response: { json(): unknown }) => (response.json() as { errorCode?: string }).errorCode;
const valueOf = <T = Record<string, unknown>>(response: {
  statusCode: number;
  body: string;
  json(): unknown;
}) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { value: T }).value;
};

interface RewardCenter {
  unclaimed: Array<{ id: number; code: string; state: string; reward: string | null; title: string }>;
  history: Array<{
    promotionId: number;
    title: string;
    type: string;
    reward: string;
    claimedAt: string;
    turnoverRequired: string;
    state: string;
  }>;
}
interface MemberInfo {
  account: string;
  balance: string;
  currencySymbol: string;
  availablePromoCount: number;
  availablePromo: { REFERRAL: { enabled: boolean } };
}

const rewardsOf = async (token: string | null, language = 'en') =>
  t.app.inject({
    url: '/wps/promotions/rewards',
    headers: { merchant: 'DEMO', language, ...(token ? { authorization: token } : {}) },
    remoteAddress: randomPrivateIp(),
  });
const rewards = async (member: TestMember, language = 'en') =>
  valueOf<RewardCenter>(await rewardsOf(member.token, language));
const infoOf = async (token: string) => valueOf<MemberInfo>(await p.call('GET', token, '/wps/member/info'));

async function trialToken() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: 'DEMO' },
    remoteAddress: randomPrivateIp(),
    payload: {},
  });
  return valueOf<{ token: string }>(response).token;
}

const close = async (id: number) =>
  valueOf(await p.ops('POST', `/ops/promotions/${id}/status`, { status: 'CLOSED' }));

describe('the reward center', () => {
  it('shows a ready reward as unclaimed, then in the history: in process until its turnover is met', async () => {
    const id = await p.publish(); // FIRST_DEPOSIT by button: 100 % up to ৳500, minimum ৳200, 10 times
    const member = await c.newMember();
    const other = await c.newMember();
    expect(await rewards(member)).toEqual({ unclaimed: [], history: [] });

    valueOf(await p.join(member, id));
    expect((await rewards(member)).unclaimed).toEqual([]); // joined, no deposit yet
    await p.deposit(member, '300');
    const ready = await rewards(member);
    expect(ready.unclaimed).toEqual([
      expect.objectContaining({ id, state: 'claim', reward: '300.00', title: 'First deposit bonus' }),
    ]);
    expect(ready.history).toEqual([]);
    // In Bangla: the same reward, its title in the request's language.
    expect((await rewards(member, 'bn')).unclaimed).toEqual([
      expect.objectContaining({ id, title: 'প্রথম ডিপোজিট বোনাস' }),
    ]);
    // Another member never sees it.
    expect(await rewards(other)).toEqual({ unclaimed: [], history: [] });

    const before = Date.now();
    valueOf(await p.claim(member, id));
    const paid = await rewards(member);
    expect(paid.unclaimed).toEqual([]);
    expect(paid.history).toEqual([
      {
        promotionId: id,
        title: 'First deposit bonus',
        type: 'FIRST_DEPOSIT',
        reward: '300.00',
        claimedAt: expect.any(String),
        turnoverRequired: '3000.00',
        state: 'process',
      },
    ]);
    expect(Date.parse(paid.history[0]!.claimedAt)).toBeGreaterThanOrEqual(before - 1_000);
    expect(await rewards(other)).toEqual({ unclaimed: [], history: [] });

    await p.deposit(member, '3000'); // money to bet with (only the first deposit counted for the bonus)
    await p.bet(member, 299_999n);
    expect((await rewards(member)).history[0]).toMatchObject({ state: 'process' });
    await p.bet(member, 1n);
    expect((await rewards(member)).history[0]).toMatchObject({ state: 'claimed', reward: '300.00' });
    // A closed promotion's reward stays in the history.
    await close(id);
    expect((await rewards(member)).history).toEqual([
      expect.objectContaining({ promotionId: id, state: 'claimed' }),
    ]);
    expect(await rewards(other)).toEqual({ unclaimed: [], history: [] });
  });

  it('lists approved applications and rule rewards soonest end first; pays newest first', async () => {
    const member = await c.newMember();
    // Registered before the sign-up bonuses below start: they are not for it.
    await t.db
      .updateTable('members')
      .set({ created_at: new Date(Date.now() - 2 * DAY_MS) })
      .where('id', '=', member.id)
      .execute();
    const later = await p.publish({
      type: 'SIGN_UP',
      category: 'newPlayer',
      joinMode: 'AUTO',
      rules: { fixedAmount: '20', turnoverMultiple: 0 },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: inHours(5 * 24),
    });
    const openEnded = await p.publish({
      type: 'SIGN_UP',
      category: 'newPlayer',
      joinMode: 'AUTO',
      rules: { fixedAmount: '10', turnoverMultiple: 0 },
      startsAt: new Date(Date.now() - 60_000).toISOString(),
      endsAt: null,
    });
    const application = await p.publish({
      type: 'OTHER',
      category: 'other',
      joinMode: 'APPLICATION',
      rules: { cap: '1000', turnoverMultiple: 2 },
      endsAt: inHours(2 * 24),
    });
    try {
      // The member registered before the sign-up bonuses started: only the application can pay it.
      valueOf(await p.apply(member, application, { remark: 'please' }));
      expect((await rewards(member)).unclaimed).toEqual([]);
      const queue = valueOf<{ content: Array<{ id: string; memberId: number }> }>(
        await p.ops('GET', `/ops/promotions/${application}/entries?status=APPLYING`),
      ).content;
      const entry = queue.find((row) => row.memberId === member.id)!;
      valueOf(
        await p.ops('POST', `/ops/promotions/entries/${entry.id}/decision`, { approve: true, amount: '75' }),
      );
      expect((await rewards(member)).unclaimed).toEqual([
        expect.objectContaining({ id: application, state: 'claim', reward: '75.00' }),
      ]);

      const newcomer = await c.newMember();
      valueOf(await p.apply(newcomer, application, { remark: 'me too' }));
      const newcomerEntry = valueOf<{ content: Array<{ id: string; memberId: number }> }>(
        await p.ops('GET', `/ops/promotions/${application}/entries?status=APPLYING`),
      ).content.find((row) => row.memberId === newcomer.id)!;
      valueOf(
        await p.ops('POST', `/ops/promotions/entries/${newcomerEntry.id}/decision`, {
          approve: true,
          amount: '40',
        }),
      );
      const ready = await rewards(newcomer);
      expect(ready.unclaimed.map((promotion) => [promotion.id, promotion.reward])).toEqual([
        [application, '40.00'], // ends in 2 days
        [later, '20.00'], // ends in 5 days
        [openEnded, '10.00'], // open-ended last
      ]);
      expect((await infoOf(newcomer.token)).availablePromoCount).toBe(3);

      for (const id of [openEnded, application, later]) valueOf(await p.claim(newcomer, id));
      const paid = await rewards(newcomer);
      expect(paid.unclaimed).toEqual([]);
      expect(
        paid.history.map((item) => [item.promotionId, item.reward, item.turnoverRequired, item.state]),
      ).toEqual([
        [later, '20.00', '0.00', 'issued'], // AUTO, no turnover
        [application, '40.00', '80.00', 'process'],
        [openEnded, '10.00', '0.00', 'issued'],
      ]);
      expect((await rewards(member)).history).toEqual([]);
    } finally {
      // Off the list, so the other tests' new members do not have them to claim.
      for (const id of [later, openEnded, application]) await close(id);
    }
  });

  it('answers real members only: visitors 401, trial players refused', async () => {
    const visitor = await rewardsOf(null);
    expect([visitor.statusCode, codeOf(visitor)]).toEqual([401, 'login.not.session']);
    const trial = await rewardsOf(await trialToken());
    expect([trial.statusCode, codeOf(trial)]).toEqual([403, 'login.trial.forbidden']);
  });
});

describe("the member info's public state", () => {
  it('counts the rewards ready to claim: 0, 1 once a deposit qualifies, 0 after the claim', async () => {
    const id = await p.publish({ rules: { percent: '50', cap: '100', turnoverMultiple: 1 } });
    const member = await c.newMember();
    const other = await c.newMember();
    expect(await infoOf(member.token)).toMatchObject({
      account: member.username,
      availablePromoCount: 0,
      availablePromo: { REFERRAL: { enabled: false } },
    });
    valueOf(await p.join(member, id));
    expect((await infoOf(member.token)).availablePromoCount).toBe(0);
    await p.deposit(member, '1000');
    expect((await infoOf(member.token)).availablePromoCount).toBe(1);
    expect((await infoOf(other.token)).availablePromoCount).toBe(0);
    valueOf(await p.claim(member, id));
    expect((await infoOf(member.token)).availablePromoCount).toBe(0);
    // The public state's balance is the wallet's: the deposit and the bonus.
    expect(await infoOf(member.token)).toMatchObject({ balance: '1100.00', currencySymbol: '৳' });
    expect(await infoOf(other.token)).toMatchObject({ balance: '0.00' });
    await close(id);
  });

  it('says whether a referral promotion runs: ACTIVE, started and not ended', async () => {
    const member = await c.newMember();
    const referral = promotionBody({
      type: 'REFERRAL',
      category: 'other',
      joinMode: 'APPLICATION',
      rules: { turnoverMultiple: 0 },
      startsAt: inHours(1),
      endsAt: null,
    });
    const enabled = async (token = member.token) => (await infoOf(token)).availablePromo.REFERRAL.enabled;

    const created = valueOf<{ id: number }>(await p.ops('POST', '/ops/promotions', referral));
    expect(await enabled()).toBe(false); // a DRAFT
    valueOf(await p.ops('POST', `/ops/promotions/${created.id}/status`, { status: 'ACTIVE' }));
    expect(await enabled()).toBe(false); // not started
    const change = (overrides: Record<string, unknown>) =>
      p.ops('PUT', `/ops/promotions/${created.id}`, { ...referral, ...overrides });
    valueOf(await change({ startsAt: inHours(-1), endsAt: inHours(24) }));
    expect(await enabled()).toBe(true);
    // A trial player has no promotions: 0 and false.
    expect(await infoOf(await trialToken())).toMatchObject({
      availablePromoCount: 0,
      availablePromo: { REFERRAL: { enabled: false } },
    });
    valueOf(await change({ startsAt: inHours(-2), endsAt: inHours(-1) }));
    expect(await enabled()).toBe(false); // ended
    valueOf(await change({ startsAt: inHours(-2), endsAt: null }));
    expect(await enabled()).toBe(true);
    await close(created.id);
    expect(await enabled()).toBe(false);
  });

  it('stays cheap for a member with nothing to claim', async () => {
    // A listed promotion the member only looked at: no books, no turnover are read for it.
    const id = await p.publish({ endsAt: new Date(Date.now() + DAY_MS).toISOString() });
    const member = await c.newMember();
    const queries: string[] = [];
    const spy = t.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        queries.push(args.queryId.queryId);
        return args.result;
      },
    });
    const merchant = (await findMerchantByCode(t.db, 'DEMO'))!;
    expect(await promotionPublicState(spy, merchant, member.id)).toEqual({
      availablePromoCount: 0,
      availablePromo: { REFERRAL: { enabled: false } },
    });
    expect(queries).toHaveLength(2);
    await close(id);
  });
});
