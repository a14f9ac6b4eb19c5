import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { missionBoard } from '../../src/modules/missions/board.ts';
import { claimMission } from '../../src/modules/missions/claim.ts';
import { periodAt } from '../../src/modules/missions/periods.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { cashier } from '../withdrawals/cashier-fixture.ts';
import { missionBody, missionCalls } from './fixture.ts';

/**
 * Missions: progress of each kind read from the statistics, the state and the claim (paid once, from the BONUS
 * account, with its turnover), refusals with localized messages and nothing written, the period roll-over, the
 * member info's count, and the operator's catalogue.
 */
let t: TestApp;
let c: ReturnType<typeof cashier>;
let m: ReturnType<typeof missionCalls>;
const origin = { ip: '10.0.0.1', userAgent: 'test' };
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  m = missionCalls(t);
}, 120_000);
afterAll(async () => t?.close());
// Each test sees only its own missions.
beforeEach(async () => {
  await t.db.updateTable('missions').set({ status: 'CLOSED' }).execute();
});

const codeOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { errorCode?: string }).errorCode;
const messageOf = (response: { body: string }) => (JSON.parse(response.body) as { message?: string }).message;

async function merchant() {
  return t.db.selectFrom('merchants').selectAll().where('code', '=', 'DEMO').executeTakeFirstOrThrow();
}

describe('progress', () => {
  it('counts valid bets of the mission’s category only, settled in the period, and the member’s own', async () => {
    const slots = await m.create({ target: '500' });
    const member = await c.newMember();
    const other = await c.newMember();
    await m.round(member, 'RNG', 30_000n);
    await m.round(member, 'RNG', 10_000n, new Date(), 10_000n); // refunded: counts nothing
    await m.round(member, 'LIVE', 90_000n); // another category
    await m.round(member, 'RNG', 90_000n, new Date(Date.now() - 3 * DAY_MS)); // an earlier day
    await m.round(other, 'RNG', 90_000n); // another member
    expect(await m.missionOf(member, slots.id)).toMatchObject({
      kind: 'BET_CATEGORY',
      category: 'RNG',
      unit: 'AMOUNT',
      target: '500.00',
      current: '300.00',
      percent: 60,
      state: 'inProgress',
      reward: '20.00',
      title: 'Bet ৳500 on slots',
    });
    expect(await m.missionOf(other, slots.id)).toMatchObject({
      current: '900.00',
      percent: 100,
      state: 'claim',
    });
  });

  it('counts deposits of the period from the rollups', async () => {
    const deposits = await m.create({ kind: 'DEPOSIT', category: null, target: '1000', reward: '30' });
    const member = await c.newMember();
    await m.deposit(member, 40_000n);
    await m.deposit(member, 35_000n);
    expect(await m.missionOf(member, deposits.id)).toMatchObject({
      unit: 'AMOUNT',
      current: '750.00',
      percent: 75,
      state: 'inProgress',
    });
    await m.deposit(member, 25_000n);
    expect(await m.missionOf(member, deposits.id)).toMatchObject({ current: '1000.00', state: 'claim' });
  });

  it('counts distinct lottery draws bet on, not a cancelled or refunded bet', async () => {
    const draws = await m.create({ kind: 'LOTTERY_DRAWS', category: null, target: '3', reward: '15' });
    const member = await c.newMember();
    const [a, b, cancelled, refunded] = [await m.draw(), await m.draw(), await m.draw(), await m.draw()];
    await m.lotteryBet(member, a);
    await m.lotteryBet(member, a); // the same draw again
    await m.lotteryBet(member, b);
    await m.lotteryBet(member, cancelled, 'CANCELLED');
    await m.lotteryBet(member, refunded, 'REFUNDED');
    expect(await m.missionOf(member, draws.id)).toMatchObject({
      unit: 'COUNT',
      target: '3',
      current: '2',
      percent: 66,
      state: 'inProgress',
    });
    await m.lotteryBet(member, await m.draw());
    expect(await m.missionOf(member, draws.id)).toMatchObject({ current: '3', state: 'claim' });
  });

  it('counts distinct days with a login in the report week (Monday first)', async () => {
    const logins = await m.create({
      kind: 'LOGIN_DAYS',
      period: 'WEEKLY',
      category: null,
      target: '5',
      reward: '50',
    });
    const member = await c.newMember(); // logged in today
    const { report_utc_offset_minutes: offset } = await merchant();
    const week = periodAt('WEEKLY', new Date(), offset);
    const day = (n: number, hour = 12) => new Date(week.startsAt.getTime() + n * DAY_MS + hour * 3_600_000);
    const today = Math.floor((Date.now() - week.startsAt.getTime()) / DAY_MS);
    // Two logins on one day count once; a login of the week before and of the week after do not count.
    const earlier = [0, 1, 2, 3, 4, 5].filter((n) => n !== today).slice(0, 3);
    for (const n of earlier) await m.loginAt(member, day(n));
    await m.loginAt(member, day(earlier[0]!, 20));
    await m.loginAt(member, new Date(week.startsAt.getTime() - 3_600_000));
    await m.loginAt(member, new Date(week.endsAt.getTime() + 3_600_000));
    expect(await m.missionOf(member, logins.id)).toMatchObject({
      period: 'WEEKLY',
      current: '4',
      target: '5',
      percent: 80,
      state: 'inProgress',
      periodStart: week.start,
      endsAt: week.endsAt.toISOString(),
    });
  });

  it('answers the days and weeks in the merchant’s report time zone, daily missions first', async () => {
    const weekly = await m.create({ period: 'WEEKLY', kind: 'DEPOSIT', category: null, sort: 1 });
    const daily = await m.create({ sort: 2 });
    const member = await c.newMember();
    const { report_utc_offset_minutes: offset } = await merchant();
    const answer = await m.board(member);
    expect(answer.missions.map((mission) => mission.id)).toEqual([daily.id, weekly.id]);
    const today = periodAt('DAILY', new Date(), offset);
    expect(answer.daily).toEqual({
      periodStart: today.start,
      startsAt: today.startsAt.toISOString(),
      endsAt: today.endsAt.toISOString(),
    });
    // Monday 00:00 of the report time zone.
    const weekStart = new Date(Date.parse(answer.weekly.startsAt) + offset * 60_000);
    expect([weekStart.getUTCDay(), weekStart.getUTCHours()]).toEqual([1, 0]);
    expect(answer.missions[0]!.endsAt).toBe(today.endsAt.toISOString());
    // Bangla titles in Bangla.
    expect((await m.board(member, 'bn')).missions[0]!.title).toBe('স্লটে ৳৫০০ বাজি ধরুন');
  });
});

describe('the claim', () => {
  it('pays a completed mission once from the BONUS account with its turnover, and the count follows', async () => {
    const slots = await m.create({ target: '500', reward: '20', turnoverMultiple: 3 });
    const member = await c.newMember();
    await m.round(member, 'RNG', 50_000n);
    const info = async () =>
      m.valueOf<{ missionsToClaim: number }>(await m.call('GET', member.token, '/wps/member/info'));
    expect((await info()).missionsToClaim).toBe(1);
    const before = await m.books();

    const first = await m.claimed(member, slots.id);
    const { report_utc_offset_minutes: offset } = await merchant();
    expect(first).toEqual({
      missionId: slots.id,
      periodStart: periodAt('DAILY', new Date(), offset).start,
      reward: '20.00',
      turnoverRequired: '60.00',
      state: 'claimed',
    });
    expect((await c.balance(member)).balance).toBe('20.00');
    expect(await m.claimed(member, slots.id)).toEqual(first); // repeated: the first result, nothing paid
    expect((await c.balance(member)).balance).toBe('20.00');
    expect(await m.missionOf(member, slots.id)).toMatchObject({ state: 'claimed', percent: 100 });
    expect((await info()).missionsToClaim).toBe(0);

    const books = await m.books();
    expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    expect(books.transfers - before.transfers).toBe(1);
    const posting = await sql<{ kind: string; reference: string; debit_kind: string }>`
      SELECT p.kind, t.reference, a.kind AS debit_kind FROM ledger_postings p
      JOIN ledger_transfers t ON t.posting_id = p.id JOIN ledger_accounts a ON a.id = t.debit_account_id
      WHERE p.idempotency_key = ${`mission:${slots.id}:${member.id}:${first.periodStart}`}`.execute(t.db);
    expect(posting.rows).toEqual([{ kind: 'BONUS', reference: `mission:${slots.id}`, debit_kind: 'BONUS' }]);
    const requirement = await t.db
      .selectFrom('turnover_requirements')
      .select(['required_amount', 'status'])
      .where('member_id', '=', member.id)
      .execute();
    expect(requirement).toEqual([{ required_amount: 6_000n, status: 'OPEN' }]);
    expect(await m.count('audit_log', sql`action = 'MISSION_CLAIMED' AND member_id = ${member.id}`)).toBe(1);
  });

  it('refuses a mission not completed, in the member’s language, and writes nothing', async () => {
    const slots = await m.create({ target: '500' });
    const member = await c.newMember();
    await m.round(member, 'RNG', 12_345n);
    const before = await m.footprint();
    const en = await m.claim(member, slots.id);
    expect([en.statusCode, codeOf(en), messageOf(en)]).toEqual([
      409,
      'mission.not.completed',
      'You have not completed this mission yet (123.45 of 500.00)',
    ]);
    const bn = await m.claim(member, slots.id, {}, 'bn');
    expect(messageOf(bn)).toBe('আপনি এখনও এই মিশনটি সম্পূর্ণ করেননি (123.45 / 500.00)');
    expect(await m.footprint()).toEqual(before);
    expect((await c.balance(member)).balance).toBe('0.00');
  });

  it('refuses another merchant’s or an unknown mission, a closed one, and a trial player', async () => {
    const slots = await m.create();
    const member = await c.newMember();
    await m.round(member, 'RNG', 60_000n);
    expect(codeOf(await m.claim(member, 2_000_000_000))).toBe('mission.not.found');
    await m.ops('PUT', `/ops/missions/${slots.id}`, {
      ...missionBody({ code: slots.code }),
      status: 'CLOSED',
    });
    const closed = await m.claim(member, slots.id);
    expect([closed.statusCode, codeOf(closed)]).toEqual([409, 'mission.closed']);
    expect((await m.board(member)).missions.map((mission) => mission.id)).not.toContain(slots.id);
    const trial = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { merchant: 'DEMO' },
      remoteAddress: randomPrivateIp(),
      payload: {},
    });
    const token = (JSON.parse(trial.body) as { value: { token: string } }).value.token;
    const refused = await m.call('GET', token, '/wps/missions');
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'login.trial.forbidden']);
    const info = m.valueOf<{ missionsToClaim: number }>(await m.call('GET', token, '/wps/member/info'));
    expect(info.missionsToClaim).toBe(0);
    expect((await m.call('GET', null, '/wps/missions')).statusCode).toBe(401);
  });

  it('starts over each period; a claim for a period that has ended is refused', async () => {
    const { report_utc_offset_minutes: offset } = await merchant();
    const slots = await m.create({ target: '500' });
    const weekly = await m.create({ period: 'WEEKLY', target: '500' });
    const member = await c.newMember();
    const today = periodAt('DAILY', new Date(), offset);
    const noon = new Date(today.startsAt.getTime() + 12 * 3_600_000);
    await m.round(member, 'RNG', 60_000n, noon);
    const merchantRow = await merchant();
    const state = async (now: Date, id: number) =>
      (await missionBoard(t.db, merchantRow.id, member.id, 'en', now)).missions.find(
        (mission) => mission.id === id,
      )!;

    expect(await state(noon, slots.id)).toMatchObject({ state: 'claim', periodStart: today.start });
    await claimMission(t.db, merchantRow, member.id, slots.id, {}, origin, noon);
    expect(await state(noon, slots.id)).toMatchObject({ state: 'claimed' });

    // The next day: a new period, nothing done in it yet, claimable again once done.
    const tomorrow = new Date(noon.getTime() + DAY_MS);
    expect(await state(tomorrow, slots.id)).toMatchObject({
      state: 'inProgress',
      current: '0.00',
      periodStart: periodAt('DAILY', tomorrow, offset).start,
    });
    // The week's mission is still this week's (unless tomorrow is a Monday).
    const sameWeek = periodAt('WEEKLY', tomorrow, offset).start === periodAt('WEEKLY', noon, offset).start;
    expect((await state(tomorrow, weekly.id)).state).toBe(sameWeek ? 'claim' : 'inProgress');

    // Yesterday's claim, asked again tomorrow, answers the first result; an unclaimed yesterday is refused.
    const again = await claimMission(
      t.db,
      merchantRow,
      member.id,
      slots.id,
      { periodStart: today.start },
      origin,
      tomorrow,
    );
    expect(again).toMatchObject({ periodStart: today.start, reward: '20.00' });
    const before = await m.footprint();
    await expect(
      claimMission(t.db, merchantRow, member.id, weekly.id, { periodStart: '2020-01-06' }, origin, tomorrow),
    ).rejects.toMatchObject({ code: 'mission.period.ended' });
    await expect(
      claimMission(t.db, merchantRow, member.id, slots.id, {}, origin, tomorrow),
    ).rejects.toMatchObject({
      code: 'mission.not.completed',
    });
    expect(await m.footprint()).toEqual(before);
    const ended = await m.claim(member, weekly.id, { periodStart: '2020-01-06' }, 'bn');
    expect([ended.statusCode, codeOf(ended), messageOf(ended)]).toEqual([
      409,
      'mission.period.ended',
      'এই মিশনের সময় শেষ হয়ে গেছে: এর পুরস্কার আর নেওয়া যাবে না',
    ]);
    expect(await m.count('mission_claims', sql`member_id = ${member.id}`)).toBe(1);
  });

  it('shows each member only its own progress and claims', async () => {
    const slots = await m.create({ target: '500' });
    const [a, b] = [await c.newMember(), await c.newMember()];
    await m.round(a, 'RNG', 50_000n);
    await m.claimed(a, slots.id);
    expect(await m.missionOf(b, slots.id)).toMatchObject({ current: '0.00', state: 'inProgress' });
    expect(await m.missionOf(a, slots.id)).toMatchObject({ state: 'claimed' });
    const refused = await m.claim(b, slots.id);
    expect(codeOf(refused)).toBe('mission.not.completed');
  });
});

describe('the operator’s catalogue', () => {
  it('creates, lists and changes missions, audited', async () => {
    const created = await m.create({ code: 'OPS_SLOTS', target: '750.5' });
    expect(created).toMatchObject({
      code: 'OPS_SLOTS',
      unit: 'AMOUNT',
      target: '750.50',
      status: 'ACTIVE',
      claims: 0,
    });
    const list = m.valueOf<{ id: number }[]>(await m.ops('GET', '/ops/missions'));
    expect(list.map((mission) => mission.id)).toContain(created.id);
    const changed = m.valueOf<{ reward: string }>(
      await m.ops('PUT', `/ops/missions/${created.id}`, missionBody({ code: 'OPS_SLOTS', reward: '25' })),
    );
    expect(changed.reward).toBe('25.00');
    expect(
      await m.count('audit_log', sql`action IN ('MISSION_CREATED', 'MISSION_UPDATED')`),
    ).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad missions with localized errors and writes nothing', async () => {
    await m.create({ code: 'TAKEN_CODE' });
    const before = await m.footprint();
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'DEPOSIT', category: 'RNG' }, 'mission.category.invalid'],
      [{ kind: 'BET_CATEGORY', category: null }, 'mission.category.invalid'],
      [{ kind: 'LOGIN_DAYS', category: null, period: 'DAILY', target: '1' }, 'mission.period.invalid'],
      [{ kind: 'LOGIN_DAYS', category: null, period: 'WEEKLY', target: '8' }, 'mission.target.invalid'],
      [{ kind: 'LOTTERY_DRAWS', category: null, target: '2.5' }, 'mission.target.invalid'],
      [{ target: '0' }, 'mission.target.invalid'],
      [{ code: 'TAKEN_CODE' }, 'mission.code.taken'],
    ];
    for (const [overrides, code] of cases) {
      const answer = await m.ops('POST', '/ops/missions', missionBody(overrides));
      expect(
        [answer.statusCode >= 400 && answer.statusCode < 500, codeOf(answer)],
        JSON.stringify(overrides),
      ).toEqual([true, code]);
    }
    const bn = await m.ops(
      'POST',
      '/ops/missions',
      missionBody({ kind: 'LOGIN_DAYS', category: null, target: '9', period: 'WEEKLY' }),
      'bn',
    );
    expect(messageOf(bn)).toContain('১ থেকে 7');
    expect(await m.footprint()).toEqual(before);
  });

  it('keeps a claimed mission’s period and kind', async () => {
    const slots = await m.create({ code: 'KEEP_SHAPE', target: '500' });
    const member = await c.newMember();
    await m.round(member, 'RNG', 50_000n);
    await m.claimed(member, slots.id);
    const reshaped = await m.ops(
      'PUT',
      `/ops/missions/${slots.id}`,
      missionBody({ code: 'KEEP_SHAPE', period: 'WEEKLY' }),
    );
    expect([reshaped.statusCode, codeOf(reshaped)]).toEqual([409, 'mission.has.claims']);
    const retargeted = await m.ops(
      'PUT',
      `/ops/missions/${slots.id}`,
      missionBody({ code: 'KEEP_SHAPE', target: '800' }),
    );
    expect(m.valueOf<{ target: string; claims: number; paid: string }>(retargeted)).toMatchObject({
      target: '800.00',
      claims: 1,
      paid: '20.00',
    });
  });
});
