import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportDayStart } from '../../src/modules/agents/rollups.ts';
import { addMonths, monthOf } from '../../src/modules/vip/calendar.ts';
import { KEEP_GRACE_MS, runVipLevels } from '../../src/modules/vip/job.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { testLadder, vipCalls } from './fixture.ts';

/**
 * The `vip-levels` job run by several processes at once, on PostgreSQL (PGlite is one connection, so nothing
 * runs at once there): each level-up and birthday bonus is paid exactly once, and the monthly keep lowers a level
 * by one, never by two.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let c: ReturnType<typeof cashier>;
let v: ReturnType<typeof vipCalls>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 16 });
  c = cashier(t);
  v = vipCalls(t);
  await v.ladder(testLadder);
}, 120_000);
afterAll(async () => t?.close());

/** Four runs of the job at once, as four server processes would. */
const runsAtOnce = async (now: Date) => {
  const merchantId = await v.merchantId();
  return Promise.all([1, 2, 3, 4].map(() => runVipLevels(t.db, { now, merchantId })));
};

describe('the vip-levels job run at once by several processes', () => {
  it.skipIf(!onPostgres)('pays each level-up bonus of each member exactly once', async () => {
    const members: TestMember[] = [];
    for (let i = 0; i < 8; i += 1) members.push(await c.newMember());
    for (const member of members) await v.deposit(member, 2_500_000n);
    await v.catchUpStats();
    const before = await v.books();

    const reports = await runsAtOnce(new Date());
    expect(reports.reduce((sum, report) => sum + report.upgraded, 0)).toBe(8);
    expect(reports.reduce((sum, report) => sum + report.bonusesPaid, 0)).toBe(24);
    for (const member of members) {
      expect(await v.rankOf(member.id)).toBe(3);
      expect((await v.rewardsOf(member.id)).map((reward) => reward.rank)).toEqual([1, 2, 3]);
      expect(await v.vipPostings(member.id)).toBe(3);
      expect((await c.balance(member)).balance).toBe('25260.00');
    }
    const books = await v.books();
    expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    expect(books.transfers - before.transfers).toBe(24);
    const ups = await sql<{ n: string }>`SELECT count(*)::text AS n FROM audit_log
      WHERE action = 'VIP_LEVEL_UP' AND member_id = ANY (${members.map((m) => m.id)}::int[])`.execute(t.db);
    expect(Number(ups.rows[0]!.n)).toBe(8);
  });

  it.skipIf(!onPostgres)(
    'pays a birthday bonus once, and lowers a missed keep by one level only',
    async () => {
      const now = new Date();
      const today = v.today(now.getTime());
      const born: TestMember[] = [];
      for (let i = 0; i < 6; i += 1) born.push(await c.newMember());
      await t.db
        .updateTable('members')
        .set({ birthday: `1991-${today.slice(5)}` })
        .where(
          'id',
          'in',
          born.map((member) => member.id),
        )
        .execute();
      for (const member of born) await v.level(member.id, 2);

      await runsAtOnce(now);
      for (const member of born) {
        expect((await v.rewardsOf(member.id)).map((reward) => [reward.kind, reward.amount])).toEqual([
          ['BIRTHDAY', 10_000n],
        ]);
        expect((await c.balance(member)).balance).toBe('100.00');
      }

      // Next month: none bet the 2,000 Silver keeps with, so each goes down to Bronze — once, however many run.
      await sql`UPDATE member_vip SET reached_at = now() - interval '70 days'
      WHERE member_id = ANY (${born.map((member) => member.id)}::int[])`.execute(t.db);
      const nextMonth = addMonths(monthOf(today), 1);
      await runsAtOnce(new Date(reportDayStart(nextMonth, 360).getTime() + KEEP_GRACE_MS + 60_000));
      for (const member of born) expect(await v.rankOf(member.id)).toBe(1);
      const downs = await sql<{ n: string }>`SELECT count(*)::text AS n FROM audit_log
      WHERE action = 'VIP_LEVEL_DOWN' AND member_id = ANY (${born.map((m) => m.id)}::int[])`.execute(t.db);
      expect(Number(downs.rows[0]!.n)).toBe(6);
      expect(await v.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    },
  );
});
