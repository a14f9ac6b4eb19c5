import { sql } from 'kysely';
import { referralSignupsPerIpPerDay } from '@msp/contracts/referral.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { cashier } from '../withdrawals/cashier-fixture.ts';
import { newDevice, referralCalls } from './fixture.ts';

/**
 * Referral claims and sign-ups at the same moment, on PostgreSQL (PGlite is one connection, so nothing runs at once
 * there): a referrer's concurrent claims pay its rewards once, claims of several referrers never pass the
 * promotion's budget, and concurrent sign-ups from one address honour the daily limit.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let r: ReturnType<typeof referralCalls>;
let c: ReturnType<typeof cashier>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 24 });
  r = referralCalls(t);
  c = cashier(t);
}, 120_000);
afterAll(async () => t?.close());

const rewardRows = async (referrerId: number) =>
  t.db
    .selectFrom('referral_rewards')
    .select(['referral_id', 'kind'])
    .where('referrer_id', '=', referrerId)
    .execute();

describe('concurrent referral claims', () => {
  it.skipIf(!onPostgres)('pay a referrer its ready rewards once: 12 claims at once', async () => {
    const promotionId = await r.runReferral({ friendTurnover: '0' });
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    const friends = [];
    for (let i = 0; i < 3; i += 1) friends.push((await r.register(code, { device: newDevice() })).member!);
    const before = await r.books();

    const answers = await Promise.all(Array.from({ length: 12 }, () => r.claim(referrer)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
    const values = answers.map((answer) => answer.json().value as { paid: string; rewards: number });
    expect(values.filter((value) => value.rewards > 0)).toEqual([
      { paid: '300.00', rewards: 3, turnoverRequired: '900.00' },
    ]);
    expect(values.filter((value) => value.rewards === 0)).toHaveLength(11);

    expect(await rewardRows(referrer.id)).toHaveLength(3);
    const referralIds = await Promise.all(friends.map(async (friend) => (await r.referralOf(friend.id))!.id));
    expect(await r.postingsOf(referralIds)).toBe(1);
    expect((await c.balance(referrer)).balance).toBe('300.00');
    const { spent } = await t.db
      .selectFrom('promotions')
      .select('spent')
      .where('id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(spent).toBe(30_000n);
    const books = await r.books();
    expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    expect(books.transfers - before.transfers).toBe(1);
  });

  it.skipIf(!onPostgres)(
    "never pass the promotion's budget: 4 referrers at once, a budget for 5 rewards",
    async () => {
      const promotionId = await r.runReferral(
        { friendTurnover: '0', percent: undefined, cap: undefined },
        { budget: '500' },
      );
      const referrers = [];
      for (let i = 0; i < 4; i += 1) {
        const referrer = await r.newMember();
        const code = await r.codeOf(referrer);
        for (let j = 0; j < 3; j += 1) await r.register(code, { device: newDevice() });
        referrers.push(referrer);
      }
      const answers = await Promise.all(
        referrers.flatMap((referrer) => [r.claim(referrer), r.claim(referrer)]),
      );
      const paid = answers
        .filter((answer) => answer.statusCode === 200)
        .reduce((sum, answer) => sum + Number(answer.json().value.paid), 0);
      expect(paid).toBe(500);
      for (const answer of answers.filter((answer) => answer.statusCode !== 200))
        expect(answer.json().errorCode).toBe('promotion.budget.exhausted');
      const { spent, budget } = await t.db
        .selectFrom('promotions')
        .select(['spent', 'budget'])
        .where('id', '=', promotionId)
        .executeTakeFirstOrThrow();
      expect({ spent, budget }).toEqual({ spent: 50_000n, budget: 50_000n });
      const { rows } = await sql<{ n: string }>`
      SELECT count(*)::text AS n FROM referral_rewards WHERE promotion_id = ${promotionId}`.execute(t.db);
      expect(Number(rows[0]!.n)).toBe(5);
      expect(await r.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    },
  );
});

describe('concurrent sign-ups', () => {
  it.skipIf(!onPostgres)('from one address honour the daily limit of the code', async () => {
    await r.runReferral();
    const referrer = await r.newMember();
    const code = await r.codeOf(referrer);
    const ip = randomPrivateIp();
    const signups = await Promise.all(
      Array.from({ length: 6 }, () => r.register(code, { ip, device: newDevice() })),
    );
    const reasons = await Promise.all(
      signups.map(async ({ member }) => (await r.referralOf(member!.id))!.reason),
    );
    expect(reasons.filter((reason) => reason === null)).toHaveLength(referralSignupsPerIpPerDay);
    expect(reasons.filter((reason) => reason === 'IP_RATE_LIMIT')).toHaveLength(
      6 - referralSignupsPerIpPerDay,
    );
  });
});
