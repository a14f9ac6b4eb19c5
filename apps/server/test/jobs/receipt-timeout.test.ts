import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmOverdueWithdrawals } from '../../src/modules/withdrawals/receipt-timeout.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cashier, type TestMember } from '../withdrawals/cashier-fixture.ts';

let t: TestApp;
let c: ReturnType<typeof cashier>;
let member: TestMember;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  c = cashier(t);
  member = await c.newMember();
  accountId = await c.bindAccount(member);
  await c.fund(member, '20000.00');
});
afterAll(async () => t?.close());

const MINUTE = 60_000;

/** A PAID withdrawal whose payout happened `minutesAgo` before `now`. */
async function paidWithdrawal(minutesAgo: number, now: Date) {
  const id = (await c.withdraw(member, { accountId, amount: '100.00' })).json().value.id as string;
  expect((await c.pay(id)).statusCode).toBe(200);
  await t.db
    .updateTable('withdrawal_requests')
    .set({ paid_at: new Date(now.getTime() - minutesAgo * MINUTE) })
    .where('id', '=', BigInt(id))
    .execute();
  return id;
}

const statusOf = async (id: string) =>
  (
    await t.db
      .selectFrom('withdrawal_requests')
      .select(['status', 'amount_received', 'confirmed_at'])
      .where('id', '=', BigInt(id))
      .executeTakeFirstOrThrow()
  ).status;

describe('confirmOverdueWithdrawals', () => {
  it('confirms only PAID withdrawals older than the merchant’s time-out; a second run changes nothing', async () => {
    const now = new Date(Date.now() + 5 * MINUTE);
    const overdue = await paidWithdrawal(31, now);
    const exactlyDue = await paidWithdrawal(30, now);
    const recent = await paidWithdrawal(29, now);
    const answered = await paidWithdrawal(45, now);
    expect((await c.receipt(member, answered, { received: true })).statusCode).toBe(200);
    const pending = (await c.withdraw(member, { accountId, amount: '100.00' })).json().value.id as string;
    const postingsBefore = await t.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();

    expect(await confirmOverdueWithdrawals(t.db, now)).toBe(2);
    expect(await statusOf(overdue)).toBe('CONFIRMED_BY_TIMEOUT');
    expect(await statusOf(exactlyDue)).toBe('CONFIRMED_BY_TIMEOUT');
    expect(await statusOf(recent)).toBe('PAID');
    expect(await statusOf(answered)).toBe('CONFIRMED');
    expect(await statusOf(pending)).toBe('PENDING');
    const confirmed = await t.db
      .selectFrom('withdrawal_requests')
      .select(['amount', 'amount_received', 'confirmed_at', 'receipt_received'])
      .where('id', '=', BigInt(overdue))
      .executeTakeFirstOrThrow();
    expect(confirmed.amount_received).toBe(confirmed.amount);
    expect(confirmed.confirmed_at?.getTime()).toBe(now.getTime());
    expect(confirmed.receipt_received).toBeNull();

    // Twice-run: nothing more, no more audit rows, no money moved.
    expect(await confirmOverdueWithdrawals(t.db, now)).toBe(0);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('detail')
      .where('member_id', '=', member.id)
      .where('action', '=', 'WITHDRAWAL_CONFIRMED')
      .execute();
    expect(audit.filter((row) => row.detail.status === 'CONFIRMED_BY_TIMEOUT')).toHaveLength(2);
    const postingsAfter = await t.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(postingsAfter.n).toBe(postingsBefore.n);

    // The member sees it, and may no longer answer.
    const late = await c.receipt(member, overdue, { received: true });
    expect(late.json().errorCode).toBe('withdraw.not.pending');
    // The recent one falls due later.
    expect(await confirmOverdueWithdrawals(t.db, new Date(now.getTime() + MINUTE))).toBe(1);
    expect(await statusOf(recent)).toBe('CONFIRMED_BY_TIMEOUT');
  });

  it('follows each merchant’s own time-out', async () => {
    const merchantId = await c.merchantId();
    await t.db
      .updateTable('merchants')
      .set({ withdrawal_receipt_timeout_minutes: 120 })
      .where('id', '=', merchantId)
      .execute();
    try {
      const now = new Date(Date.now() + 5 * MINUTE);
      const id = await paidWithdrawal(90, now);
      expect(await confirmOverdueWithdrawals(t.db, now)).toBe(0);
      expect(await confirmOverdueWithdrawals(t.db, new Date(now.getTime() + 30 * MINUTE))).toBe(1);
      expect(await statusOf(id)).toBe('CONFIRMED_BY_TIMEOUT');
    } finally {
      await t.db
        .updateTable('merchants')
        .set({ withdrawal_receipt_timeout_minutes: 30 })
        .where('id', '=', merchantId)
        .execute();
    }
  });

  it('confirms each row once when several processes run it at once, and leaves a row being answered alone', async () => {
    const now = new Date(Date.now() + 5 * MINUTE);
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) ids.push(await paidWithdrawal(60, now));
    const counts = await Promise.all(Array.from({ length: 4 }, () => confirmOverdueWithdrawals(t.db, now)));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12);
    for (const id of ids) expect(await statusOf(id)).toBe('CONFIRMED_BY_TIMEOUT');

    // A row the member's receipt holds locked is skipped, not waited on, and left to the receipt.
    if (t.kind === 'postgres') {
      const held = await paidWithdrawal(60, now);
      await t.db.transaction().execute(async (trx) => {
        await sql`SELECT id FROM withdrawal_requests WHERE id = ${BigInt(held)} FOR UPDATE`.execute(trx);
        expect(await confirmOverdueWithdrawals(t.db, now)).toBe(0);
      });
      expect(await confirmOverdueWithdrawals(t.db, now)).toBe(1);
    }
    expect(await c.health()).toMatchObject({ sum: 0n, negativeMemberAccounts: 0, mismatchedAccounts: 0 });
  });
});
