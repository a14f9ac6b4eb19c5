import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { cashier } from '../withdrawals/cashier-fixture.ts';
import { dayCounter, rebateCalls } from './fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let r: ReturnType<typeof rebateCalls>;
const nextDay = dayCounter('2026-06-01');

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  r = rebateCalls(t);
}, 120_000);
afterAll(async () => t?.close());

/** Each test starts from the defaults: CLAIM, ×1 turnover, ৳1.00 minimum, the spec's rates. */
beforeEach(async () => {
  await sql`DELETE FROM rebate_settings`.execute(t.db);
  await sql`DELETE FROM rebate_rates`.execute(t.db);
});

const rowsOf = (summary: { unpaid: Array<Record<string, string>> }) =>
  summary.unpaid.map(({ day, category, validBet, percent, amount }) => ({
    day,
    category,
    validBet,
    percent,
    amount,
  }));

describe('the daily job', () => {
  it('pays each category at the rate of the member’s VIP rank, else rank 0’s, rounded down; PVP and others none', async () => {
    const day = nextDay();
    const plain = await c.newMember();
    const vip = await c.newMember();
    await r.setRank(vip, 3);
    expect(
      (
        await r.rates({
          rates: [
            { vipRank: 3, category: 'RNG', percent: '2' },
            { vipRank: 0, category: 'FISH', percent: '0.5' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    for (const member of [plain, vip]) {
      await r.play(member, day, 'RNG', 12_345n); // ৳123.45
      await r.play(member, day, 'LIVE', 100_000n);
      await r.play(member, day, 'FISH', 999n);
      await r.play(member, day, 'PVP', 50_000n);
      await r.play(member, day, 'COCKFIGHT', 50_000n);
    }
    await r.play(plain, day, 'RNG', 5n); // the same day and category add up: 12,350 × 1.2 % = 148.2

    expect((await r.runJob(day)).days).toBeGreaterThanOrEqual(1);

    expect(rowsOf(await r.summary(plain))).toEqual([
      { day, category: 'FISH', validBet: '9.99', percent: '0.5', amount: '0.04' },
      { day, category: 'LIVE', validBet: '1000.00', percent: '0.8', amount: '8.00' },
      { day, category: 'RNG', validBet: '123.50', percent: '1.2', amount: '1.48' },
    ]);
    const mine = await r.summary(vip);
    expect(rowsOf(mine)).toEqual([
      { day, category: 'FISH', validBet: '9.99', percent: '0.5', amount: '0.04' },
      { day, category: 'LIVE', validBet: '1000.00', percent: '0.8', amount: '8.00' },
      { day, category: 'RNG', validBet: '123.45', percent: '2', amount: '2.46' },
    ]);
    expect(mine).toMatchObject({ payoutMode: 'CLAIM', unpaidTotal: '10.50', claimable: true, vipRank: 3 });
    expect(mine.rates).toEqual([
      { category: 'LOTT', percent: '1' },
      { category: 'ELOTT', percent: '1' },
      { category: 'LIVE', percent: '0.8' },
      { category: 'SPORTS', percent: '1' },
      { category: 'FISH', percent: '0.5' },
      { category: 'RNG', percent: '2' },
      { category: 'PVP', percent: '0' },
      { category: 'ESPORTS', percent: '1' },
    ]);
  });

  it('computes a day once: run again, the rows and payments stay as they were (AUTO pays once)', async () => {
    const day = nextDay();
    expect((await r.settings({ payoutMode: 'AUTO', turnoverMultiple: 0, minPayout: '1' })).statusCode).toBe(
      200,
    );
    const member = await c.newMember();
    await r.play(member, day, 'SPORTS', 200_000n);

    const first = await r.runJob(day);
    expect(first.payouts).toBeGreaterThanOrEqual(1);
    expect(await r.paid(member)).toEqual({ postings: 1, total: 2_000n });
    const again = await r.runJob(day);
    expect(again).toEqual({ days: 0, rebates: 0, payouts: 0 });
    expect(await r.paid(member)).toEqual({ postings: 1, total: 2_000n });
    expect(await c.balance(member)).toMatchObject({ balance: '20.00' });

    const summary = await r.summary(member);
    expect(summary).toMatchObject({ payoutMode: 'AUTO', unpaid: [], unpaidTotal: '0.00', claimable: false });
    expect(summary.history.content).toEqual([
      expect.objectContaining({ day, category: 'SPORTS', amount: '20.00', mode: 'AUTO' }),
    ]);
    expect(await r.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
  });

  it('leaves CLAIM rebates to the member: the job pays nothing, the claim pays all days at once, once', async () => {
    const [first, second] = [nextDay(), nextDay()];
    const member = await c.newMember();
    await r.play(member, first, 'ELOTT', 10_000n);
    await r.play(member, second, 'ESPORTS', 30_000n);
    await r.runJob(second);
    expect(await r.paid(member)).toEqual({ postings: 0, total: 0n });
    const info = async () => (await r.call('GET', member.token, '/wps/member/info')).json().value;
    expect((await info()).availablePromoCount).toBe(1);

    const claimed = await r.claimRebates(member);
    expect(claimed.json()).toMatchObject({
      success: true,
      value: { amount: '4.00', rebates: 2, turnoverRequired: '4.00' },
    });
    expect(await r.paid(member)).toEqual({ postings: 1, total: 400n });
    const repeat = await r.claimRebates(member);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({
      errorCode: 'rebate.claim.empty',
      message: 'You have no rebate to claim',
    });
    expect(await r.paid(member)).toEqual({ postings: 1, total: 400n });
    expect((await info()).availablePromoCount).toBe(0);

    const history = await r.summary(member, '?pageNo=1&pageSize=1');
    expect(history.history).toMatchObject({ pageNum: 1, totalPages: 2, totalElements: 2 });
    expect(history.history.content).toEqual([
      expect.objectContaining({ day: second, category: 'ESPORTS', amount: '3.00', mode: 'CLAIM' }),
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('member_id', '=', member.id)
      .where('action', '=', 'REBATE_CLAIMED')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses a claim where the merchant pays automatically', async () => {
    const day = nextDay();
    await r.settings({ payoutMode: 'AUTO', turnoverMultiple: 1, minPayout: '1000' });
    const member = await c.newMember();
    await r.play(member, day, 'RNG', 100_000n);
    await r.runJob(day); // ৳12.00 is under the ৳1,000 minimum: it waits
    const refused = await r.claimRebates(member);
    expect(refused.json()).toMatchObject({ errorCode: 'rebate.claim.automatic' });
    expect(await r.paid(member)).toEqual({ postings: 0, total: 0n });
    expect(await r.summary(member)).toMatchObject({ unpaidTotal: '12.00', claimable: false });
  });

  it('pays nothing under the minimum payout; rebates wait until together they reach it', async () => {
    const [first, second] = [nextDay(), nextDay()];
    await r.settings({ payoutMode: 'CLAIM', turnoverMultiple: 1, minPayout: '5' });
    const member = await c.newMember();
    await r.play(member, first, 'RNG', 30_000n); // ৳3.60
    await r.runJob(first);
    expect(await r.summary(member)).toMatchObject({
      unpaidTotal: '3.60',
      claimable: false,
      minPayout: '5.00',
    });
    expect((await r.call('GET', member.token, '/wps/member/info')).json().value.availablePromoCount).toBe(0);
    const early = await r.claimRebates(member);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'rebate.claim.below.minimum',
      message: 'Rebates are paid from ৳5.00: you have ৳3.60 so far',
    });
    expect(await r.paid(member)).toEqual({ postings: 0, total: 0n });

    await r.play(member, second, 'LIVE', 20_000n); // ৳1.60
    await r.runJob(second);
    expect(await r.summary(member)).toMatchObject({ unpaidTotal: '5.20', claimable: true });
    expect((await r.claimRebates(member)).json().value).toMatchObject({ amount: '5.20', rebates: 2 });
    expect(await r.paid(member)).toEqual({ postings: 1, total: 520n });
  });

  it('skips trial players', async () => {
    const day = nextDay();
    const trial = await c.newMember();
    await t.db.updateTable('members').set({ type: 4 }).where('id', '=', trial.id).execute();
    await r.play(trial, day, 'RNG', 100_000n);
    await r.runJob(day);
    const rows = await t.db.selectFrom('rebates').select('id').where('member_id', '=', trial.id).execute();
    expect(rows).toEqual([]);
  });
});

describe('a member', () => {
  it('sees and claims only its own rebates', async () => {
    const day = nextDay();
    const alice = await c.newMember();
    const bob = await c.newMember();
    await r.play(alice, day, 'LOTT', 100_000n);
    await r.play(bob, day, 'LIVE', 100_000n);
    await r.runJob(day);
    expect(rowsOf(await r.summary(alice)).map((row) => row.category)).toEqual(['LOTT']);
    expect(rowsOf(await r.summary(bob)).map((row) => row.category)).toEqual(['LIVE']);
    await r.claimRebates(alice);
    expect(await r.paid(alice)).toEqual({ postings: 1, total: 1_000n });
    expect(await r.paid(bob)).toEqual({ postings: 0, total: 0n });
    expect(await r.summary(bob)).toMatchObject({ unpaidTotal: '8.00', history: { totalElements: 0 } });
  });

  it('must play the rebate’s turnover through before withdrawing', async () => {
    const day = nextDay();
    await r.settings({ payoutMode: 'CLAIM', turnoverMultiple: 3, minPayout: '1' });
    const member = await c.newMember();
    const accountId = await c.bindAccount(member);
    await r.deposit(member, '1000');
    await r.play(member, day, 'SPORTS', 1_000_000n); // ৳10,000 valid bet: ৳100.00 rebate, ৳300.00 turnover
    await r.runJob(day);
    expect((await r.claimRebates(member)).json().value).toMatchObject({
      amount: '100.00',
      turnoverRequired: '300.00',
    });
    const withdraw = async () => (await c.withdraw(member, { accountId, amount: '200.00' })).json();
    expect(await withdraw()).toMatchObject({
      errorCode: 'withdraw.turnover.open',
      message: 'Complete another ৳300.00 of turnover before withdrawing',
    });
    expect(await r.turnover(member)).toMatchObject({
      remaining: '300.00',
      requirements: [
        expect.objectContaining({ promotionId: null, source: expect.stringMatching(/^REBATE:/) }),
      ],
    });
    await r.bet(member, 29_999n);
    expect(await withdraw()).toMatchObject({ errorCode: 'withdraw.turnover.open' });
    await r.bet(member, 1n);
    expect(await withdraw()).toMatchObject({ success: true });
  });
});

describe('the operator', () => {
  const put = async (path: string, body: unknown, language: 'bn' | 'en', token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: path,
      headers: { merchant: 'DEMO', language, authorization: token ?? (await r.adminToken()) },
      remoteAddress: randomPrivateIp(),
      payload: body as object,
    });
  const auditCount = async () =>
    Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*)::text AS n FROM audit_log WHERE action LIKE 'REBATE%'`.execute(t.db)
      ).rows[0]!.n,
    );

  it('reads the defaults, changes rates and settings with ADMIN, audited', async () => {
    const read = await r.ops('GET', '/ops/rebates/rates');
    expect(read.json().value.rates).toContainEqual({
      vipRank: 0,
      category: 'RNG',
      percent: '1.2',
      isDefault: true,
    });
    expect(read.json().value.rates).toContainEqual({
      vipRank: 0,
      category: 'PVP',
      percent: '0',
      isDefault: true,
    });
    const before = await auditCount();
    const changed = await r.rates({
      rates: [
        { vipRank: 5, category: 'LIVE', percent: '1.25' },
        { vipRank: 0, category: 'PVP', percent: '0.3' },
      ],
    });
    expect(changed.json().value.rates).toEqual(
      expect.arrayContaining([
        { vipRank: 0, category: 'PVP', percent: '0.3', isDefault: false },
        { vipRank: 5, category: 'LIVE', percent: '1.25', isDefault: false },
      ]),
    );
    // Removing rank 0's own rate brings the default back.
    const removed = await r.rates({ rates: [{ vipRank: 0, category: 'PVP', percent: null }] });
    expect(removed.json().value.rates).toContainEqual({
      vipRank: 0,
      category: 'PVP',
      percent: '0',
      isDefault: true,
    });
    expect(
      (await r.settings({ payoutMode: 'AUTO', turnoverMultiple: 2, minPayout: '2.50' })).json().value,
    ).toEqual({
      payoutMode: 'AUTO',
      turnoverMultiple: 2,
      minPayout: '2.50',
    });
    expect((await r.ops('GET', '/ops/rebates/settings')).json().value).toMatchObject({ minPayout: '2.50' });
    expect(await auditCount()).toBe(before + 3);
  });

  it('shows the merchant’s rate for everyone on the lottery pages', async () => {
    const board = async () => (await r.call('GET', null, '/lotto/lgw/games/L49_5M')).json().value;
    expect((await board()).rebatePercent).toBe(1);
    await r.rates({
      rates: [
        { vipRank: 0, category: 'LOTT', percent: '1.5' },
        { vipRank: 2, category: 'LOTT', percent: '3' },
      ],
    });
    expect((await board()).rebatePercent).toBe(1.5);
  });

  it('refuses bad settings and rates with a localized error, writing nothing', async () => {
    const before = await auditCount();
    const rate = await put(
      '/ops/rebates/rates',
      { rates: [{ vipRank: 0, category: 'RNG', percent: '12' }] },
      'bn',
    );
    expect(rate.statusCode).toBe(400);
    expect(rate.json()).toMatchObject({
      errorCode: 'rebate.rate.invalid',
      message: 'রিবেটের হার ০ থেকে 10% এর মধ্যে, সর্বোচ্চ ২ দশমিক ঘর পর্যন্ত হতে হবে (যেমন 1.2)',
    });
    const precise = await put(
      '/ops/rebates/rates',
      { rates: [{ vipRank: 0, category: 'RNG', percent: '1.234' }] },
      'en',
    );
    expect(precise.json()).toMatchObject({
      errorCode: 'rebate.rate.invalid',
      message: 'A rebate rate is a percentage from 0 to 10 with at most 2 decimals (e.g. 1.2)',
    });
    const rank = await put(
      '/ops/rebates/rates',
      { rates: [{ vipRank: 51, category: 'RNG', percent: '1' }] },
      'en',
    );
    expect(rank.json()).toMatchObject({ errorCode: 'rebate.rank.invalid' });
    const twice = await put(
      '/ops/rebates/rates',
      {
        rates: [
          { vipRank: 1, category: 'RNG', percent: '1' },
          { vipRank: 1, category: 'RNG', percent: '2' },
        ],
      },
      'en',
    );
    expect(twice.json()).toMatchObject({ errorCode: 'rebate.rate.duplicate' });
    const multiple = await put(
      '/ops/rebates/settings',
      { payoutMode: 'CLAIM', turnoverMultiple: 101, minPayout: '1' },
      'bn',
    );
    expect(multiple.json()).toMatchObject({
      errorCode: 'rebate.turnover.invalid',
      message: 'টার্নওভারের গুণিতক ০ থেকে 100 এর মধ্যে একটি পূর্ণ সংখ্যা হতে হবে',
    });
    const minimum = await put(
      '/ops/rebates/settings',
      { payoutMode: 'CLAIM', turnoverMultiple: 1, minPayout: '1.001' },
      'en',
    );
    expect(minimum.json()).toMatchObject({ errorCode: 'rebate.minimum.invalid' });
    const mode = await put(
      '/ops/rebates/settings',
      { payoutMode: 'LATER', turnoverMultiple: 1, minPayout: '1' },
      'en',
    );
    expect(mode.statusCode).toBe(400);

    expect(await t.db.selectFrom('rebate_rates').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('rebate_settings').selectAll().execute()).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('lets only ADMIN change them', async () => {
    const cashierToken = await operatorLogin(t, 'democashier', 'DEMO');
    const refused = await put(
      '/ops/rebates/settings',
      { payoutMode: 'AUTO', turnoverMultiple: 1, minPayout: '1' },
      'en',
      cashierToken,
    );
    expect(refused.statusCode).toBe(403);
    expect(await t.db.selectFrom('rebate_settings').selectAll().execute()).toEqual([]);
  });
});
