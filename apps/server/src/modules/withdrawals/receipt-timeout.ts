import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit } from '../identity/audit.ts';

/** Rows claimed per transaction: short transactions, and a big backlog is worked through batch by batch. */
const BATCH = 200;

/** Who "did" it in the audit trail. */
const jobOrigin = { ip: 'system', userAgent: 'job:confirm-overdue-withdrawals' };

/**
 * The receipt time-out (spec §4 "Withdrawal": without confirmation within a set number of minutes it counts as
 * received): every PAID withdrawal whose `paid_at` is at least the merchant's
 * `withdrawal_receipt_timeout_minutes` before `now` becomes CONFIRMED_BY_TIMEOUT, with an audit row. No money
 * moves (the payout already did). Safe with several server processes: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` (a row another process — or the member's receipt — holds is left to it), and the
 * update re-checks the status, so running it twice, or at once, changes each row once. Answers how many rows it
 * confirmed.
 */
export async function confirmOverdueWithdrawals(db: Db, now: Date = new Date()): Promise<number> {
  let confirmed = 0;
  for (;;) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .updateTable('withdrawal_requests')
        .set({ status: 'CONFIRMED_BY_TIMEOUT', amount_received: sql<bigint>`amount`, confirmed_at: now })
        .where('status', '=', 'PAID')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('withdrawal_requests as w')
            .innerJoin('merchants as m', 'm.id', 'w.merchant_id')
            .select('w.id')
            .where('w.status', '=', 'PAID')
            .where(
              sql<Date>`w.paid_at + make_interval(mins => m.withdrawal_receipt_timeout_minutes)`,
              '<=',
              now,
            )
            .orderBy('w.id')
            .limit(BATCH)
            .forUpdate('w')
            .skipLocked(),
        )
        .returning(['id', 'merchant_id', 'member_id', 'amount'])
        .execute();
      for (const row of rows) {
        await writeAudit(trx, {
          merchantId: row.merchant_id,
          memberId: row.member_id,
          action: 'WITHDRAWAL_CONFIRMED',
          origin: jobOrigin,
          detail: {
            withdrawalId: String(row.id),
            status: 'CONFIRMED_BY_TIMEOUT',
            amountReceived: formatMinor(row.amount),
          },
        });
      }
      return rows.length;
    });
    confirmed += batch;
    if (batch < BATCH) return confirmed;
  }
}
