import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';
import { promotionCalls } from './fixture.ts';

/**
 * Claims at the same moment, on PostgreSQL (PGlite is one connection, so nothing runs at once there): a budget is
 * never overspent, and a member's repeated claims pay once.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let c: ReturnType<typeof cashier>;
let p: ReturnType<typeof promotionCalls>;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({ poolSize: 24 });
  c = cashier(t);
  p = promotionCalls(t);
}, 120_000);
afterAll(async () => t?.close());

const bonusPostings = async (promotionId: number) =>
  Number(
    (
      await sql<{ n: string }>`
        SELECT count(*)::text AS n FROM ledger_postings WHERE idempotency_key LIKE ${`promotion:${promotionId}:%`}`.execute(
        t.db,
      )
    ).rows[0]!.n,
  );

describe('concurrent claims', () => {
  it.skipIf(!onPostgres)(
    'pay exactly what the budget covers: 20 members at once, a budget for 7',
    async () => {
      const id = await p.publish({
        type: 'SIGN_UP',
        category: 'newPlayer',
        joinMode: 'AUTO',
        rules: { fixedAmount: '10', turnoverMultiple: 2 },
        budget: '70',
      });
      const members: TestMember[] = [];
      for (let i = 0; i < 20; i += 1) members.push(await c.newMember());
      const before = await p.books();

      const answers = await Promise.all(members.map((member) => p.claim(member, id)));
      const codes = answers.map((answer) => (answer.statusCode === 200 ? 'paid' : answer.json().errorCode));
      expect(codes.filter((code) => code === 'paid')).toHaveLength(7);
      expect(codes.filter((code) => code === 'promotion.budget.exhausted')).toHaveLength(13);

      const promotion = await t.db
        .selectFrom('promotions')
        .select(['spent', 'budget'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(promotion).toEqual({ spent: 7_000n, budget: 7_000n });
      expect(await bonusPostings(id)).toBe(7);
      const entries = await t.db
        .selectFrom('promotion_entries')
        .select('status')
        .where('promotion_id', '=', id)
        .execute();
      expect(entries.map((entry) => entry.status)).toEqual(Array(7).fill('CLAIMED'));
      const requirements = await t.db
        .selectFrom('turnover_requirements')
        .select('required_amount')
        .where('promotion_id', '=', id)
        .execute();
      expect(requirements).toEqual(Array(7).fill({ required_amount: 2_000n }));
      const paidMembers = members.filter((_, i) => codes[i] === 'paid');
      for (const member of paidMembers) expect((await c.balance(member)).balance).toBe('10.00');
      const books = await p.books();
      expect(books).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
      expect(books.transfers - before.transfers).toBe(7);
      expect(await p.stateOf(members[codes.indexOf('promotion.budget.exhausted')]!, id)).toMatchObject({
        state: 'close',
        closedReason: 'BUDGET',
      });
    },
    120_000,
  );

  it.skipIf(!onPostgres)(
    'pay a member once when it sends its claim 5 times at once (AUTO and BUTTON)',
    async () => {
      const auto = await p.publish({
        type: 'SIGN_UP',
        category: 'newPlayer',
        joinMode: 'AUTO',
        rules: { fixedAmount: '25', turnoverMultiple: 1 },
      });
      const button = await p.publish({ rules: { percent: '50', turnoverMultiple: 3 } });
      const member = await c.newMember();
      await p.join(member, button);
      await p.deposit(member, '400');

      for (const [id, reward] of [
        [auto, '25.00'],
        [button, '200.00'],
      ] as const) {
        const answers = await Promise.all(Array.from({ length: 5 }, () => p.claim(member, id)));
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const values = answers.map((answer) => answer.json().value);
        for (const value of values) expect(value).toEqual(values[0]);
        expect(values[0]).toMatchObject({ promotionId: id, reward, state: 'process' });
        expect(await bonusPostings(id)).toBe(1);
      }
      expect((await c.balance(member)).balance).toBe('625.00');
      const requirements = await t.db
        .selectFrom('turnover_requirements')
        .select('required_amount')
        .where('member_id', '=', member.id)
        .orderBy('id')
        .execute();
      expect(requirements).toEqual([{ required_amount: 2_500n }, { required_amount: 60_000n }]);
      expect(await p.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    },
    120_000,
  );
  it.skipIf(!onPostgres)(
    'never let a withdrawal take out a bonus claimed at the same moment (10 members, claim and withdraw at once)',
    async () => {
      const id = await p.publish({
        type: 'SIGN_UP',
        category: 'newPlayer',
        joinMode: 'AUTO',
        rules: { fixedAmount: '100', turnoverMultiple: 5 },
      });
      for (let round = 0; round < 10; round += 1) {
        const member = await c.newMember();
        const accountId = await c.bindAccount(member);
        await p.deposit(member, '500');
        // 600.00 is only there with the bonus: it may leave only once the bonus's turnover is met.
        const [claim, withdrawal] = await Promise.all([
          p.claim(member, id),
          c.withdraw(member, { accountId, amount: '600.00' }),
        ]);
        expect(claim.statusCode, claim.body).toBe(200);
        expect(withdrawal.statusCode).not.toBe(200);
        // And whichever came first, the withdrawal that follows the claim is refused for the turnover.
        const after = await c.withdraw(member, { accountId, amount: '100.00' });
        expect(after.json().errorCode).toBe('withdraw.turnover.open');
        expect((await c.balance(member)).balance).toBe('600.00');
      }
      expect(await p.books()).toMatchObject({ sum: 0n, mismatchedAccounts: 0, negativeMemberAccounts: 0 });
    },
    120_000,
  );
});
