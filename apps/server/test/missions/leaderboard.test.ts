import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderboardView, maskName } from '../../src/modules/missions/leaderboard.ts';
import { periodAt } from '../../src/modules/missions/periods.ts';
import { payLeaderboardPrizes, SETTLE_AFTER_MS } from '../../src/modules/missions/prizes.ts';
import { createTestApp, randomPrivateIp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { missionCalls } from './fixture.ts';

/**
 * The mission leaderboard: members ranked by the week's valid bets (ties to the lower member id), other members'
 * names masked, the caller's own row, trial players never ranked; the prize job pays a closed week once, after its
 * figures have settled.
 */
let t: TestApp;
let c: ReturnType<typeof cashier>;
let m: ReturnType<typeof missionCalls>;
let merchantId: number;
let offset: number;

beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  m = missionCalls(t);
  const merchant = await t.db
    .selectFrom('merchants')
    .select(['id', 'report_utc_offset_minutes'])
    .where('code', '=', 'DEMO')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  offset = merchant.report_utc_offset_minutes;
}, 120_000);
afterAll(async () => t?.close());

const codeOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { errorCode?: string }).errorCode;
const messageOf = (response: { body: string }) => (JSON.parse(response.body) as { message?: string }).message;

/** A trial player (free play) that somehow has valid bets in the books: it must never rank. */
async function trialWithBets(minor: bigint) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    headers: { merchant: 'DEMO' },
    remoteAddress: randomPrivateIp(),
    payload: {},
  });
  const trial = (JSON.parse(response.body) as { value: { id: number; account: string } }).value;
  await m.bet(trial, minor);
  return trial;
}

describe('masking', () => {
  it('keeps the first two and last two characters of a name', () => {
    expect(maskName('rahim88')).toBe('ra***88');
    expect(maskName('cash12345001')).toBe('ca***01');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
    expect(maskName('রহিম১২৩')).toBe('রহ***২৩');
  });
});

// The leaderboard's members, ranked in the first tests and paid by the job's.
let a: TestMember, b: TestMember, c2: TestMember, d: TestMember, idle: TestMember;
let trial: { id: number; account: string };

describe('the leaderboard', () => {
  it('is not there until the merchant runs one', async () => {
    const member = await c.newMember();
    const none = await m.call('GET', member.token, '/wps/missions/leaderboard');
    expect([none.statusCode, codeOf(none)]).toEqual([404, 'mission.leaderboard.not.found']);
  });

  it('ranks the week’s valid bets, ties to the older account, names masked but the caller’s own', async () => {
    const set = await m.setBoard({ prizes: ['500', '300', '100'], turnoverMultiple: 2 });
    expect(set.statusCode).toBe(200);
    b = await c.newMember();
    c2 = await c.newMember();
    a = await c.newMember();
    d = await c.newMember();
    idle = await c.newMember();
    await m.bet(a, 100_000n);
    await m.bet(b, 300_000n);
    await m.bet(c2, 300_000n);
    await m.bet(d, 5_000n);
    trial = await trialWithBets(9_999_900n);

    const view = await m.leaderboard(a);
    const week = periodAt('WEEKLY', new Date(), offset);
    expect(view).toMatchObject({
      board: 'WEEKLY',
      status: 'running',
      periodStart: week.start,
      endsAt: week.endsAt.toISOString(),
      prizes: ['500.00', '300.00', '100.00'],
      turnoverMultiple: 2,
    });
    expect(view.top).toEqual([
      { rank: 1, name: maskName(b.username), validBet: '3000.00', prize: '500.00', you: false },
      { rank: 2, name: maskName(c2.username), validBet: '3000.00', prize: '300.00', you: false },
      { rank: 3, name: a.username, validBet: '1000.00', prize: '100.00', you: true },
      { rank: 4, name: maskName(d.username), validBet: '50.00', prize: null, you: false },
    ]);
    expect(view.you).toEqual({ rank: 3, name: a.username, validBet: '1000.00', prize: '100.00', you: true });
    expect(JSON.stringify(view)).not.toContain(b.username);
    expect(JSON.stringify(view)).not.toContain(trial.account);

    const nobody = await m.leaderboard(idle);
    expect(nobody.you).toEqual({ rank: null, name: idle.username, validBet: '0.00', prize: null, you: true });
    expect(nobody.top.every((row) => !row.you)).toBe(true);
  });

  it('shows the first 20 only, and the caller’s row below them', async () => {
    const many: TestMember[] = [];
    for (let i = 0; i < 17; i += 1) {
      const member = await c.newMember();
      await m.bet(member, 200_000n + BigInt(i) * 100n);
      many.push(member);
    }
    const view = await m.leaderboard(d);
    expect(view.top).toHaveLength(20);
    expect(view.top.map((row) => row.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(view.you).toMatchObject({ rank: 21, name: d.username, validBet: '50.00', prize: null });
    expect(view.top.some((row) => row.name === d.username)).toBe(false);
    // The caches follow the rollups: a bet moves the board at once.
    await m.bet(d, 10_000_000n);
    expect((await m.leaderboard(d)).you).toMatchObject({ rank: 1, validBet: '100050.00', prize: '500.00' });
  });

  it('answers the previous week as settling until its prizes are paid', async () => {
    const previous = await m.leaderboard(a, '?period=previous');
    const week = periodAt('WEEKLY', new Date(), offset);
    expect(previous).toMatchObject({ status: 'settling', endsAt: week.startsAt.toISOString(), top: [] });
  });
});

describe('the prize job', () => {
  const prizePostings = (boardId: number) =>
    m.count('ledger_postings', sql`idempotency_key LIKE ${`leaderboard:${boardId}:%`}`);

  it('pays a closed week once, after its figures have settled, with the turnover of each prize', async () => {
    const board = await t.db
      .selectFrom('mission_leaderboards')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('period', '=', 'WEEKLY')
      .executeTakeFirstOrThrow();
    const week = periodAt('WEEKLY', new Date(), offset);
    const winners = (await m.leaderboard(a)).top.slice(0, 3);
    const before = await m.books();

    // While the week runs, and just after it ended, nothing is paid.
    expect(await payLeaderboardPrizes(t.db, new Date())).toBe(0);
    expect(await payLeaderboardPrizes(t.db, new Date(week.endsAt.getTime() + SETTLE_AFTER_MS - 1))).toBe(0);
    expect(await prizePostings(board.id)).toBe(0);

    const settled = new Date(week.endsAt.getTime() + SETTLE_AFTER_MS);
    expect(await payLeaderboardPrizes(t.db, settled)).toBe(3);
    expect(await payLeaderboardPrizes(t.db, settled)).toBe(0);
    expect(await payLeaderboardPrizes(t.db, new Date(settled.getTime() + 3_600_000))).toBe(0);
    expect(await prizePostings(board.id)).toBe(3);

    const prizes = await t.db
      .selectFrom('mission_leaderboard_prizes')
      .select(['rank', 'member_id', 'prize', 'valid_bet'])
      .where('leaderboard_id', '=', board.id)
      .orderBy('rank')
      .execute();
    expect(prizes.map((row) => [row.rank, row.prize])).toEqual([
      [1, 50_000n],
      [2, 30_000n],
      [3, 10_000n],
    ]);
    expect(prizes[0]!.member_id).toBe(d.id);
    expect(prizes.some((row) => row.member_id === trial.id)).toBe(false);
    const requirements = await t.db
      .selectFrom('turnover_requirements')
      .select(['member_id', 'required_amount'])
      .where(
        'member_id',
        'in',
        prizes.map((row) => row.member_id),
      )
      .orderBy('required_amount', 'desc')
      .execute();
    expect(requirements.map((row) => row.required_amount)).toEqual([100_000n, 60_000n, 20_000n]);
    const books = await m.books();
    expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    expect(books.transfers - before.transfers).toBe(3);
    expect(await m.count('audit_log', sql`action = 'MISSION_LEADERBOARD_PAID'`)).toBe(1);

    // The week, seen from the next one, is paid; its winners as the board showed them.
    const paid = await leaderboardView(t.db, merchantId, d.id, { period: 'previous' }, settled);
    expect(paid).toMatchObject({
      status: 'paid',
      periodStart: week.start,
      prizes: ['500.00', '300.00', '100.00'],
    });
    expect(paid.top.slice(0, 3).map((row) => row.validBet)).toEqual(winners.map((row) => row.validBet));
    expect(paid.you).toMatchObject({ rank: 1, prize: '500.00', name: d.username });

    const ops = m.valueOf<
      { period: string; paidPeriods: { periodStart: string; winners: number; paid: string }[] }[]
    >(await m.ops('GET', '/ops/missions/leaderboard'));
    expect(ops.find((row) => row.period === 'WEEKLY')!.paidPeriods).toEqual([
      { periodStart: week.start, winners: 3, paid: '900.00' },
    ]);
  });

  it('does not pay a board closed before its period ended', async () => {
    const set = await m.setBoard({ period: 'MONTHLY', prizes: ['100'], status: 'CLOSED' });
    expect(set.statusCode).toBe(200);
    const month = periodAt('MONTHLY', new Date(), offset);
    await payLeaderboardPrizes(t.db, new Date(month.endsAt.getTime() + SETTLE_AFTER_MS));
    const monthly = await t.db
      .selectFrom('mission_leaderboards')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('period', '=', 'MONTHLY')
      .executeTakeFirstOrThrow();
    expect(await prizePostings(monthly.id)).toBe(0);
  });

  it('refuses prizes that rise or are not above zero, localized, and writes nothing', async () => {
    const before = await m.footprint();
    const rising = await m.setBoard({ prizes: ['100', '200'] });
    expect([rising.statusCode, codeOf(rising), messageOf(rising)]).toEqual([
      400,
      'mission.leaderboard.prizes.invalid',
      'Prizes must be above zero and never rise from one rank to the next',
    ]);
    const zero = await m.ops('PUT', '/ops/missions/leaderboard', { period: 'WEEKLY', prizes: ['0'] }, 'bn');
    expect([codeOf(zero), messageOf(zero)]).toEqual([
      'mission.leaderboard.prizes.invalid',
      'পুরস্কারগুলো শূন্যের বেশি হতে হবে এবং নিচের র‍্যাঙ্কে বাড়তে পারবে না',
    ]);
    expect(await m.footprint()).toEqual(before);
  });
});
