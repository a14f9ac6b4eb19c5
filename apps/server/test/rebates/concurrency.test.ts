import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRebates } from '../../src/modules/rebates/job.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { dayCounter, rebateCalls } from './fixture.ts';

/**
 * Rebates at the same moment, on PostgreSQL (PGlite is one connection, so nothing runs at once there): several
 * job runs compute a day once and pay each member once; a member's claims at once pay once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let c: ReturnType<typeof cashier>;
let r: ReturnType<typeof rebateCalls>;
const nextDay = dayCounter('2026-07-01');

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 24 });
  c = cashier(t);
  r = rebateCalls(t);
}, 120_000);
afterAll(async () => t?.close());

const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
  Number((await query.execute(t.db)).rows[0]!.n);

describe('at the same moment', () => {
  it.skipIf(!onPostgres)(
    'four job runs compute the day once and pay each member once (AUTO)',
    async () => {
      const day = nextDay();
      await r.settings({ payoutMode: 'AUTO', turnoverMultiple: 1, minPayout: '1' });
      const members: TestMember[] = [];
      for (let i = 0; i < 12; i += 1) {
        const member = await c.newMember();
        await r.play(member, day, 'RNG', 100_000n); // ৳12.00
        await r.play(member, day, 'LIVE', 50_000n); // ৳4.00
        members.push(member);
      }
      const merchantId = await r.merchantId();
      const runs = await Promise.all(
        Array.from({ length: 4 }, () => runRebates(t.db, { now: r.dueAt(day), merchantId })),
      );
      expect(runs.reduce((sum, run) => sum + run.days, 0)).toBe(1);
      expect(runs.reduce((sum, run) => sum + run.payouts, 0)).toBe(members.length);
      for (const member of members) expect(await r.paid(member)).toEqual({ postings: 1, total: 1_600n });
      const ids = members.map((member) => member.id);
      expect(
        await count(sql`SELECT count(*)::text AS n FROM rebates WHERE member_id = ANY (${ids}::int[])`),
      ).toBe(24);
      expect(
        await count(
          sql`SELECT count(*)::text AS n FROM rebate_payouts WHERE member_id = ANY (${ids}::int[])`,
        ),
      ).toBe(12);
      expect(
        await count(
          sql`SELECT count(*)::text AS n FROM turnover_requirements WHERE member_id = ANY (${ids}::int[])`,
        ),
      ).toBe(12);
      expect(await r.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    },
    60_000,
  );

  it.skipIf(!onPostgres)(
    'eight claims of one member pay once; the others find nothing left',
    async () => {
      const day = nextDay();
      await r.settings({ payoutMode: 'CLAIM', turnoverMultiple: 1, minPayout: '1' });
      const member = await c.newMember();
      await r.play(member, day, 'SPORTS', 100_000n);
      await r.play(member, day, 'FISH', 100_000n);
      await r.runJob(day);

      const answers = await Promise.all(Array.from({ length: 8 }, () => r.claimRebates(member)));
      const codes = answers.map((answer) => (answer.statusCode === 200 ? 'paid' : answer.json().errorCode));
      expect(codes.filter((code) => code === 'paid')).toHaveLength(1);
      expect(codes.filter((code) => code === 'rebate.claim.empty')).toHaveLength(7);
      expect(await r.paid(member)).toEqual({ postings: 1, total: 2_000n });
      expect(await c.balance(member)).toMatchObject({ balance: '20.00' });
      expect(await r.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    },
    60_000,
  );
});
