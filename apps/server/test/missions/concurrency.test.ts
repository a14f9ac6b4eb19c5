import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodAt } from '../../src/modules/missions/periods.ts';
import { payLeaderboardPrizes, SETTLE_AFTER_MS } from '../../src/modules/missions/prizes.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { missionCalls } from './fixture.ts';

/**
 * At the same moment, on PostgreSQL (PGlite is one connection, so nothing runs at once there): a member's
 * concurrent claims of a mission pay once, and prize jobs running together pay a week once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let c: ReturnType<typeof cashier>;
let m: ReturnType<typeof missionCalls>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 24 });
  c = cashier(t);
  m = missionCalls(t);
}, 120_000);
afterAll(async () => t?.close());

describe('at the same moment', () => {
  it.skipIf(!onPostgres)(
    '10 claims of one mission by one member pay once, and each answers that claim',
    async () => {
      const mission = await m.create({ target: '500', reward: '20', turnoverMultiple: 2 });
      const member = await c.newMember();
      await m.round(member, 'RNG', 60_000n);
      const before = await m.books();

      const answers = await Promise.all(Array.from({ length: 10 }, () => m.claim(member, mission.id)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
      const bodies = new Set(answers.map((answer) => JSON.stringify(JSON.parse(answer.body).value)));
      expect(bodies.size).toBe(1);

      expect((await c.balance(member)).balance).toBe('20.00');
      expect(await m.count('mission_claims', sql`member_id = ${member.id}`)).toBe(1);
      expect(await m.count('ledger_postings', sql`idempotency_key LIKE ${`mission:${mission.id}:%`}`)).toBe(
        1,
      );
      expect(await m.count('turnover_requirements', sql`member_id = ${member.id}`)).toBe(1);
      expect(await m.count('audit_log', sql`action = 'MISSION_CLAIMED' AND member_id = ${member.id}`)).toBe(
        1,
      );
      const books = await m.books();
      expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
      expect(books.transfers - before.transfers).toBe(1);
    },
  );

  it.skipIf(!onPostgres)('prize jobs of several processes at once pay a closed week once', async () => {
    const set = await m.setBoard({ prizes: ['300', '200', '100'] });
    expect(set.statusCode).toBe(200);
    const members: TestMember[] = [];
    for (let i = 0; i < 5; i += 1) {
      const member = await c.newMember();
      await m.bet(member, 100_000n * BigInt(i + 1));
      members.push(member);
    }
    const { report_utc_offset_minutes: offset } = await t.db
      .selectFrom('merchants')
      .select('report_utc_offset_minutes')
      .where('code', '=', 'DEMO')
      .executeTakeFirstOrThrow();
    const week = periodAt('WEEKLY', new Date(), offset);
    const settled = new Date(week.endsAt.getTime() + SETTLE_AFTER_MS);
    const before = await m.books();

    const paid = await Promise.all(Array.from({ length: 6 }, () => payLeaderboardPrizes(t.db, settled)));
    expect(paid.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(await payLeaderboardPrizes(t.db, settled)).toBe(0);

    expect(await m.count('ledger_postings', sql`idempotency_key LIKE 'leaderboard:%'`)).toBe(3);
    expect(await m.count('mission_leaderboard_periods')).toBe(1);
    const winners = await t.db
      .selectFrom('mission_leaderboard_prizes')
      .select(['rank', 'member_id', 'prize'])
      .orderBy('rank')
      .execute();
    expect(winners).toEqual([
      { rank: 1, member_id: members[4]!.id, prize: 30_000n },
      { rank: 2, member_id: members[3]!.id, prize: 20_000n },
      { rank: 3, member_id: members[2]!.id, prize: 10_000n },
    ]);
    expect((await c.balance(members[4]!)).balance).toBe('300.00');
    const books = await m.books();
    expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    expect(books.transfers - before.transfers).toBe(3);
  });
});
