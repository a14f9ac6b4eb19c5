import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, reportDayStart } from '../../src/modules/agents/rollups.ts';
import { addMonths, birthdaysOn, monthOf } from '../../src/modules/vip/calendar.ts';
import { KEEP_GRACE_MS } from '../../src/modules/vip/job.ts';
import { operatorLogin } from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { promotionBody } from '../promotions/fixture.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { testLadder, vipCalls } from './fixture.ts';

/**
 * VIP levels end to end on the real server (PGlite; PostgreSQL too when DATABASE_URL is set): the operator's ladder
 * and its checks, upgrades by deposits and by valid bets with their level-up bonuses (once per member and level),
 * the monthly keep, birthday bonuses once a year, the member's page and public state, and audience VIP on a
 * promotion. Concurrent runs are in concurrency.test.ts.
 */

let t: TestApp;
let c: ReturnType<typeof cashier>;
let v: ReturnType<typeof vipCalls>;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  v = vipCalls(t);
});
afterAll(async () => t?.close());

const codeOf = (answer: { json(): unknown }) => (answer.json() as { errorCode?: string }).errorCode;
const tableCount = async (table: string) =>
  Number(
    (await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(t.db)).rows[0]!.n,
  );
const vipAudit = async () =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*)::text AS n FROM audit_log WHERE action LIKE 'VIP%'`.execute(
        t.db,
      )
    ).rows[0]!.n,
  );

describe('before the merchant has a ladder', () => {
  it('says so in the public state, and the page has no levels and no personal part', async () => {
    const member = await c.newMember();
    expect(await v.info(member)).toMatchObject({ hasVip: false, vipLabelName: null, vipRankLevel: 0 });
    expect(await v.page(member)).toEqual({ qualifyDays: 30, upgradeRule: 'ANY', levels: [], member: null });
    expect(await v.run()).toEqual({ upgraded: 0, kept: 0, downgraded: 0, bonusesPaid: 0 });
  });
});

describe('the operator ladder', () => {
  const level = (rank: number, extra: Record<string, unknown> = {}) => ({
    rank,
    label: { bn: `লেভেল ${rank}`, en: `Level ${rank}` },
    depositThreshold: String(rank * 100),
    ...extra,
  });

  it('refuses a bad ladder with a localized error and writes nothing', async () => {
    const before = { levels: await tableCount('vip_levels'), audit: await vipAudit() };
    const cases: Array<[unknown, string, string, string]> = [
      [
        { levels: [level(1), level(3)] },
        'vip.levels.ranks',
        'VIP levels must be numbered 1, 2, 3… in order, without gaps',
        'ভিআইপি লেভেলগুলো ১, ২, ৩… ক্রমে, কোনো ফাঁক ছাড়া হতে হবে',
      ],
      [
        { levels: [level(1), level(2, { depositThreshold: null })] },
        'vip.levels.threshold.missing',
        'Level 2 needs a deposit or a valid-bet threshold',
        'লেভেল 2 এ ডিপোজিট বা বৈধ বাজির অন্তত একটি লক্ষ্য দিন',
      ],
      [
        { levels: [level(1, { depositThreshold: '500' }), level(2, { depositThreshold: '400' })] },
        'vip.levels.threshold.order',
        "Level 2's thresholds cannot be lower than those of the level below it",
        'লেভেল 2 এর লক্ষ্য তার নিচের লেভেলের লক্ষ্যের চেয়ে কম হতে পারে না',
      ],
    ];
    for (const [body, code, en, bn] of cases) {
      const english = await v.setLadder(body, 'en');
      expect([english.statusCode, english.json()]).toEqual([
        400,
        expect.objectContaining({ success: false, errorCode: code, message: en }),
      ]);
      expect((await v.setLadder(body, 'bn')).json()).toMatchObject({ errorCode: code, message: bn });
    }
    // Either figure's threshold may not fall from one level to the next.
    const mixed = await v.setLadder({
      levels: [level(1, { validBetThreshold: '900' }), level(2, { validBetThreshold: '800' })],
    });
    expect(codeOf(mixed)).toBe('vip.levels.threshold.order');
    // Amounts are never negative, bonuses never fractions of a minor unit, multiples within 0..1000.
    for (const bad of [
      { levels: [level(1, { levelUpBonus: '-5' })] },
      { levels: [level(1, { birthdayBonus: '1.005' })] },
      { levels: [level(1, { turnoverMultiple: 1001 })] },
      { qualifyDays: 0, levels: [level(1)] },
    ]) {
      const refused = await v.setLadder(bad);
      expect([refused.statusCode, codeOf(refused)]).toEqual([400, 'request.invalid.field']);
    }
    // A cashier reads but does not change it.
    const cashierToken = await operatorLogin(t, 'democashier');
    const asCashier = await t.app.inject({
      method: 'PUT',
      url: '/ops/vip/levels',
      headers: { merchant: 'DEMO', authorization: cashierToken },
      payload: testLadder,
    });
    expect(asCashier.statusCode).toBe(403);
    expect({ levels: await tableCount('vip_levels'), audit: await vipAudit() }).toEqual(before);
    const read = await t.app.inject({
      url: '/ops/vip/levels',
      headers: { merchant: 'DEMO', authorization: cashierToken },
    });
    expect(read.json().value).toEqual({ qualifyDays: 30, upgradeRule: 'ANY', levels: [] });
  });

  it('sets the whole ladder, audited, and reads it back with the members at each level', async () => {
    const answer = await v.setLadder(testLadder);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).toMatchObject({
      qualifyDays: 30,
      upgradeRule: 'ANY',
      levels: [
        {
          rank: 1,
          label: { bn: 'ব্রোঞ্জ', en: 'Bronze' },
          depositThreshold: '1000.00',
          validBetThreshold: '5000.00',
          keepValidBet: '0.00',
          levelUpBonus: '10.00',
          birthdayBonus: '20.00',
          turnoverMultiple: 2,
          members: 0,
        },
        { rank: 2, label: { en: 'Silver' } },
        { rank: 3, label: { en: 'Gold' } },
      ],
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'operator_id'])
      .where('action', '=', 'VIP_LEVELS_SET')
      .executeTakeFirstOrThrow();
    expect(audit.operator_id).not.toBeNull();
    expect(audit.detail).toMatchObject({
      qualifyDays: 30,
      levels: [{ rank: 1, deposit: '1000.00' }, {}, {}],
    });
  });
});

describe('upgrades', () => {
  it('raise a member by its deposits and pay the level-up bonus with its turnover', async () => {
    const member = await c.newMember();
    await v.deposit(member, 150_000n);
    expect(await v.run()).toMatchObject({ upgraded: 1, bonusesPaid: 1 });
    expect(await v.rankOf(member.id)).toBe(1);
    expect((await c.balance(member)).balance).toBe('1510.00');
    const [reward] = await v.rewardsOf(member.id);
    expect(reward).toMatchObject({
      kind: 'LEVEL_UP',
      rank: 1,
      amount: 1_000n,
      turnover_required: 2_000n,
      idempotency_key: `vip:level-up:${member.id}:1`,
    });
    const requirement = await t.db
      .selectFrom('turnover_requirements')
      .selectAll()
      .where('id', '=', reward!.turnover_requirement_id!)
      .executeTakeFirstOrThrow();
    expect(requirement).toMatchObject({ required_amount: 2_000n, status: 'OPEN', promotion_id: null });
    const transfer = await t.db
      .selectFrom('ledger_transfers')
      .select(['kind', 'reference'])
      .where('posting_id', '=', reward!.posting_id)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ kind: 'BONUS', reference: 'vip:level-up:1' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'detail'])
      .where('member_id', '=', member.id)
      .where('action', 'in', ['VIP_LEVEL_UP', 'VIP_BONUS_PAID'])
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'VIP_LEVEL_UP', detail: expect.objectContaining({ from: 0, to: 1, deposits: '1500.00' }) },
      { action: 'VIP_BONUS_PAID', detail: expect.objectContaining({ kind: 'LEVEL_UP', amount: '10.00' }) },
    ]);
    expect(await v.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
  });

  it('raise a member by its valid bets alone', async () => {
    const member = await c.newMember();
    // 6,000 of valid bets and no deposit: over Bronze's 5,000, under Silver's 20,000.
    await v.bets(member, 600_000n);
    await v.run();
    expect(await v.rankOf(member.id)).toBe(1);
    expect((await v.rewardsOf(member.id)).map((reward) => reward.rank)).toEqual([1]);
  });

  it('with the ALL rule, ask for every threshold a level sets', async () => {
    const member = await c.newMember();
    await v.ladder({ ...testLadder, upgradeRule: 'ALL' });
    await v.deposit(member, 150_000n);
    await v.run();
    expect(await v.rankOf(member.id)).toBe(0);
    await v.bets(member, 500_000n);
    await v.run();
    expect(await v.rankOf(member.id)).toBe(1);
    await v.ladder(testLadder);
  });

  it('pass several levels at once, paying each level-up bonus once ever, however often the job runs', async () => {
    const member = await c.newMember();
    await v.deposit(member, 2_500_000n);
    await v.run();
    expect(await v.rankOf(member.id)).toBe(3);
    const rewards = await v.rewardsOf(member.id);
    expect(rewards.map((reward) => [reward.rank, reward.amount, reward.turnover_required])).toEqual([
      [1, 1_000n, 2_000n],
      [2, 5_000n, 15_000n],
      [3, 20_000n, 100_000n],
    ]);
    expect((await c.balance(member)).balance).toBe('25260.00');

    // Run again: nothing more.
    expect(await v.run()).toMatchObject({ upgraded: 0, bonusesPaid: 0 });
    // Lowered by hand and risen again by its figures: the level, but no bonus a second time.
    await v.level(member.id, 1);
    expect(await v.run()).toMatchObject({ upgraded: 1, bonusesPaid: 0 });
    expect(await v.rankOf(member.id)).toBe(3);
    expect(await v.rewardsOf(member.id)).toHaveLength(3);
    expect(await v.vipPostings(member.id)).toBe(3);
    expect((await c.balance(member)).balance).toBe('25260.00');
    expect(await v.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
  });

  it('never raise a trial player or a closed account', async () => {
    const [trial, closed] = [await c.newMember(), await c.newMember()];
    await t.db.updateTable('members').set({ type: 4 }).where('id', '=', trial.id).execute();
    await t.db.updateTable('members').set({ status: 'CLOSED' }).where('id', '=', closed.id).execute();
    await v.deposit(trial, 500_000n);
    await v.deposit(closed, 500_000n);
    await v.run();
    expect([await v.rankOf(trial.id), await v.rankOf(closed.id)]).toEqual([0, 0]);
    expect([...(await v.rewardsOf(trial.id)), ...(await v.rewardsOf(closed.id))]).toEqual([]);
  });
});

describe('the monthly keep', () => {
  it('lowers a level by one when last month’s valid bets missed its keep amount, once a month', async () => {
    const now = new Date();
    const nextMonth = addMonths(monthOf(v.today(now.getTime())), 1);
    const checkAt = new Date(reportDayStart(nextMonth, 360).getTime() + KEEP_GRACE_MS + 60_000);
    const longAgo = new Date(now.getTime() - 70 * 24 * 3_600_000);

    const [short, enough, fresh] = [await c.newMember(), await c.newMember(), await c.newMember()];
    for (const member of [short, enough, fresh]) await v.level(member.id, 2);
    // Silver's keep amount is 2,000 of valid bets a month; `fresh` went up this month, so it keeps Silver anyway.
    await sql`UPDATE member_vip SET reached_at = ${longAgo}
      WHERE member_id IN (${short.id}, ${enough.id})`.execute(t.db);
    await v.bets(short, 50_000n);
    await v.bets(enough, 250_000n);

    // Not before the month is over (and its last bets are in).
    await v.run(new Date(checkAt.getTime() - KEEP_GRACE_MS - 120_000));
    expect([await v.rankOf(short.id), await v.rankOf(enough.id)]).toEqual([2, 2]);

    await v.run(checkAt);
    expect([await v.rankOf(short.id), await v.rankOf(enough.id), await v.rankOf(fresh.id)]).toEqual([
      1, 2, 2,
    ]);
    const down = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('member_id', '=', short.id)
      .where('action', '=', 'VIP_LEVEL_DOWN')
      .execute();
    expect(down).toEqual([
      { detail: expect.objectContaining({ from: 2, to: 1, validBets: '500.00', keepAmount: '2000.00' }) },
    ]);
    // Evaluated once per month: a later run of the same month changes nothing.
    await v.run(new Date(checkAt.getTime() + 3_600_000));
    expect([await v.rankOf(short.id), await v.rankOf(enough.id), await v.rankOf(fresh.id)]).toEqual([
      1, 2, 2,
    ]);
    // No bonus for levels kept or lost.
    expect(await v.rewardsOf(short.id)).toEqual([]);
  });
});

describe('birthdays', () => {
  it('pay the level’s birthday bonus once a year, on the member’s birthday', async () => {
    const now = new Date();
    const today = v.today(now.getTime());
    if (today.endsWith('-02-29')) return; // a leap day has no birthday next year to compare with
    const [born, other, none] = [await c.newMember(), await c.newMember(), await c.newMember()];
    const birthday = `1990-${today.slice(5)}`;
    await t.db.updateTable('members').set({ birthday }).where('id', 'in', [born.id, none.id]).execute();
    await t.db
      .updateTable('members')
      .set({ birthday: addDays(birthday, 1) })
      .where('id', '=', other.id)
      .execute();
    await v.level(born.id, 1);
    await v.level(other.id, 1);

    await v.run(now);
    const [gift] = await v.rewardsOf(born.id);
    expect(gift).toMatchObject({
      kind: 'BIRTHDAY',
      rank: 1,
      amount: 2_000n,
      turnover_required: 4_000n,
      idempotency_key: `vip:birthday:${born.id}:${today.slice(0, 4)}`,
    });
    expect(await v.rewardsOf(other.id)).toEqual([]);
    // Without a level there is no birthday bonus.
    expect(await v.rewardsOf(none.id)).toEqual([]);

    await v.run(new Date(now.getTime() + 60_000));
    expect(await v.rewardsOf(born.id)).toHaveLength(1);
    // A year later, again (Bronze keeps without bets: its keep amount is 0).
    const nextYear = new Date(now);
    nextYear.setUTCFullYear(now.getUTCFullYear() + 1);
    await v.run(nextYear);
    expect((await v.rewardsOf(born.id)).map((reward) => reward.idempotency_key)).toEqual([
      `vip:birthday:${born.id}:${today.slice(0, 4)}`,
      `vip:birthday:${born.id}:${Number(today.slice(0, 4)) + 1}`,
    ]);
    expect((await c.balance(born)).balance).toBe('40.00');
    expect(await v.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
  });

  it('count those born on 29 February on the 28th of a year without one', () => {
    expect(birthdaysOn('2027-02-28')).toEqual({ month: 2, days: [28, 29] });
    expect(birthdaysOn('2028-02-28')).toEqual({ month: 2, days: [28] });
    expect(birthdaysOn('2028-02-29')).toEqual({ month: 2, days: [29] });
  });
});

describe('the member’s page and public state', () => {
  let silver: TestMember;
  let other: TestMember;

  beforeAll(async () => {
    silver = await c.newMember();
    other = await c.newMember();
    await v.deposit(silver, 600_000n);
    await v.run();
  });

  it('carries the level in the request’s language in the member info', async () => {
    expect(await v.info(silver)).toMatchObject({ hasVip: true, vipLabelName: 'Silver', vipRankLevel: 2 });
    expect(await v.info(silver, 'bn')).toMatchObject({ vipLabelName: 'সিলভার', vipRankLevel: 2 });
    expect(await v.info(other)).toMatchObject({ hasVip: true, vipLabelName: null, vipRankLevel: 0 });
  });

  it('shows the ladder, the caller’s level, progress, keep check and bonuses — its own only', async () => {
    const page = await v.page(silver);
    expect(page.levels.map((level: { label: string }) => level.label)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(page.member).toMatchObject({
      rank: 2,
      label: 'Silver',
      progress: {
        to: v.today(),
        from: addDays(v.today(), -29),
        deposits: '6000.00',
        validBets: '0.00',
        nextRank: 3,
      },
      keep: { required: '2000.00', validBets: '0.00', remaining: '2000.00', status: 'REACHED' },
    });
    expect(page.member.rewards).toEqual([
      expect.objectContaining({
        kind: 'LEVEL_UP',
        rank: 2,
        label: 'Silver',
        amount: '50.00',
        state: 'process',
      }),
      expect.objectContaining({
        kind: 'LEVEL_UP',
        rank: 1,
        label: 'Bronze',
        amount: '10.00',
        state: 'process',
      }),
    ]);
    expect((await v.page(silver, 'bn')).member.label).toBe('সিলভার');

    // Another member sees its own part only; a visitor the ladder and nothing personal.
    const theirs = await v.page(other);
    expect(theirs.member).toMatchObject({ rank: 0, label: null, keep: null, rewards: [] });
    expect(JSON.stringify(theirs)).not.toContain(silver.username);
    const visitor = await v.page(null);
    expect(visitor.levels).toHaveLength(3);
    expect(visitor.member).toBeNull();
    // Nor can a member reach the operator's calls.
    for (const [method, url] of [
      ['GET', '/ops/vip/levels'],
      ['POST', `/ops/vip/members/${other.id}/level`],
    ] as const) {
      const answer = await t.app.inject({
        method,
        url,
        headers: { merchant: 'DEMO', authorization: silver.token },
        ...(method === 'POST' ? { payload: { rank: 3 } } : {}),
      });
      expect(answer.statusCode).toBe(401);
    }
    expect(await v.rankOf(other.id)).toBe(0);
  });
});

describe('the operator’s member level', () => {
  it('sets a level by hand, audited, without bonuses; refuses levels the site lacks and others’ members', async () => {
    const member = await c.newMember();
    const answer = await v.setLevel(member.id, 3);
    expect(answer.json().value).toEqual({ memberId: member.id, previousRank: 0, rank: 3 });
    expect(await v.rewardsOf(member.id)).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['detail', 'operator_id'])
      .where('member_id', '=', member.id)
      .where('action', '=', 'VIP_LEVEL_SET')
      .executeTakeFirstOrThrow();
    expect(audit.detail).toEqual({ from: 0, to: 3, note: 'test' });

    const missing = await v.setLevel(member.id, 4, 'bn');
    expect([missing.statusCode, missing.json()]).toEqual([
      400,
      expect.objectContaining({ errorCode: 'vip.level.not.found', message: 'এই সাইটে ভিআইপি লেভেল 4 নেই' }),
    ]);
    expect(codeOf(await v.setLevel(2_000_000_000, 1))).toBe('member.not.found');
    expect(await v.rankOf(member.id)).toBe(3);

    // A level members hold cannot be removed from the ladder.
    const shrunk = await v.setLadder({ ...testLadder, levels: testLadder.levels.slice(0, 2) });
    expect([shrunk.statusCode, codeOf(shrunk)]).toEqual([409, 'vip.levels.in.use']);
    expect(await tableCount('vip_levels')).toBe(3);
  });
});

describe('promotions for VIP levels', () => {
  it('are open only to members at the promotion’s levels', async () => {
    const missingLevels = await v.ops('POST', '/ops/promotions', promotionBody({ audience: 'VIP' }));
    expect([missingLevels.statusCode, codeOf(missingLevels)]).toEqual([400, 'promotion.vip.levels.missing']);

    const id = await v.publish({
      type: 'DEPOSIT_BONUS',
      audience: 'VIP',
      vipLevels: [3, 2],
      rules: { percent: '10', turnoverMultiple: 1 },
    });
    const [bronze, gold, none] = [await c.newMember(), await c.newMember(), await c.newMember()];
    await v.level(bronze.id, 1);
    await v.level(gold.id, 3);

    for (const member of [bronze, none]) {
      expect(await v.stateOf(member, id)).toMatchObject({ state: 'close', closedReason: 'NOT_ELIGIBLE' });
      const refused = await v.join(member, id);
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'promotion.not.eligible']);
    }
    expect(await v.stateOf(gold, id)).toMatchObject({ state: 'join', vipLevels: [2, 3], audience: 'VIP' });
    expect((await v.join(gold, id)).statusCode).toBe(200);
    await v.deposit(gold, 100_000n);
    const claimed = await v.claim(gold, id);
    expect(claimed.json().value).toMatchObject({ reward: '100.00' });
    // A member who lost the level before claiming is refused at the claim.
    const silverLater = await c.newMember();
    await v.level(silverLater.id, 2);
    expect((await v.join(silverLater, id)).statusCode).toBe(200);
    await v.level(silverLater.id, 1);
    await v.deposit(silverLater, 100_000n);
    expect(codeOf(await v.claim(silverLater, id))).toBe('promotion.not.eligible');
  });
});
