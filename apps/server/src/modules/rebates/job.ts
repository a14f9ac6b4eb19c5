import { sql } from 'kysely';
import { trialMemberTypes } from '@msp/contracts/enums.ts';
import { isRebateCategory } from '@msp/contracts/rebates.ts';
import type { Db } from '../../db/database.ts';
import { addDays, reportDayOf, reportDayStart } from '../agents/rollups.ts';
import { validBetsByCategory } from '../bet-stats/valid-bets.ts';
import { vipRanksOf } from '../vip/ranks.ts';
import { payRebates } from './payout.ts';
import { rateTableOf, rebateConfigOf } from './settings.ts';

/**
 * The daily rebate job (`rebates` in server-jobs.ts), every minute in every server process:
 *
 * 1. Each merchant's closed report days not computed yet, oldest first: a day D is computed once it ended
 *    `REBATE_GRACE_MS` ago and no transaction that began before its end is still open. The first run of a
 *    merchant computes only the latest closed day (no back-fill of history); later runs every day since the last
 *    one computed. One transaction per day: the day's `rebate_days` row is inserted first (ON CONFLICT DO NOTHING:
 *    a second process waits for the first one's row, then finds it and skips the day), then one row per member
 *    and category with a rebate above 0 (`rebates_once` unique, ON CONFLICT DO NOTHING as well).
 * 2. With payout AUTO, every member whose unpaid rebates reach the minimum is paid (payout.ts; SKIP LOCKED, so
 *    processes share the work and never pay twice).
 *
 * Valid bets are by settle time (modules/bet-stats): a round or lottery bet settled late counts in the day it
 * settled, so a day once closed never changes and is computed once.
 */

/** A day is computed this long after it ends at the earliest (the rollups and late settlements land first). */
export const REBATE_GRACE_MS = 10 * 60_000;
/** Rows written by one statement. */
const INSERT_BATCH = 5_000;

export interface RebateJobReport {
  days: number;
  rebates: number;
  payouts: number;
}

interface JobMerchant {
  id: number;
  currency: string;
  offset: number;
}

/** The last report day that is due at `now`: it ended `REBATE_GRACE_MS` ago or earlier. */
export const latestDueDay = (now: Date, utcOffsetMinutes: number) =>
  addDays(reportDayOf(now.getTime() - REBATE_GRACE_MS, utcOffsetMinutes), -1);

export async function runRebates(
  db: Db,
  { now = new Date(), merchantId }: { now?: Date; merchantId?: number } = {},
): Promise<RebateJobReport> {
  const merchants = await sql<JobMerchant>`
    SELECT id, currency, report_utc_offset_minutes AS offset FROM merchants
    ${merchantId === undefined ? sql`` : sql`WHERE id = ${merchantId}`}
    ORDER BY id`.execute(db);
  const report: RebateJobReport = { days: 0, rebates: 0, payouts: 0 };
  for (const merchant of merchants.rows) {
    const computed = await computeDueDays(db, merchant, now);
    report.days += computed.days;
    report.rebates += computed.rebates;
    report.payouts += await payAutomatically(db, merchant);
  }
  return report;
}

/** True when no transaction that began before `end` is still open: every bet settled before it has committed. */
export async function settledBefore(db: Db, end: Date) {
  const { rows } = await sql<{ open: boolean }>`
    SELECT EXISTS (SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL
        AND xact_start < ${end}) AS open`.execute(db);
  return !rows[0]?.open;
}

async function computeDueDays(db: Db, merchant: JobMerchant, now: Date) {
  const due = latestDueDay(now, merchant.offset);
  const last = await db
    .selectFrom('rebate_days')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  let day = last?.day ? addDays(last.day, 1) : due;
  const done = { days: 0, rebates: 0 };
  for (; day <= due; day = addDays(day, 1)) {
    if (!(await settledBefore(db, reportDayStart(addDays(day, 1), merchant.offset)))) break;
    const written = await computeDay(db, merchant, day);
    if (written === null) continue;
    done.days += 1;
    done.rebates += written;
  }
  return done;
}

/**
 * One report day's rebates, in one transaction: answers the rows written, or null when another process has
 * computed the day.
 */
export async function computeDay(db: Db, merchant: JobMerchant, day: string): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('rebate_days')
      .values({ merchant_id: merchant.id, day, rebates: 0, total: 0n })
      .onConflict((conflict) => conflict.columns(['merchant_id', 'day']).doNothing())
      .returning('day')
      .executeTakeFirst();
    if (!claimed) return null;

    const bets = (
      await validBetsByCategory(trx, merchant.id, {
        from: reportDayStart(day, merchant.offset),
        to: reportDayStart(addDays(day, 1), merchant.offset),
      })
    ).filter((bet) => isRebateCategory(bet.category));
    const members = [...new Set(bets.map((bet) => bet.memberId))];
    // Trial players play with play money: no rebate.
    const trial = new Set(
      members.length === 0
        ? []
        : (
            await trx
              .selectFrom('members')
              .select('id')
              // One array parameter: a day's players can pass the 65,535 parameters of a statement.
              .where(sql<boolean>`id = ANY(${members}::int[])`)
              .where('type', 'in', [...trialMemberTypes])
              .execute()
          ).map((row) => row.id),
    );
    const ranks = await vipRanksOf(trx, merchant.id, members);
    const rates = await rateTableOf(trx, merchant.id);
    const rows = bets.flatMap((bet) => {
      if (trial.has(bet.memberId) || !isRebateCategory(bet.category)) return [];
      const rank = ranks.get(bet.memberId) ?? 0;
      const bp = rates.rateOf(rank, bet.category);
      // Rounded down to the minor unit; nothing is written for a rebate of 0.
      const amount = (bet.validBet * BigInt(bp)) / 10_000n;
      return amount > 0n ? [{ ...bet, category: bet.category, rank, bp, amount }] : [];
    });

    let written = 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const chunk = rows.slice(start, start + INSERT_BATCH);
      const result = await sql`
        INSERT INTO rebates (merchant_id, member_id, day, category, vip_rank, valid_bet, rate_bp, amount)
        SELECT ${merchant.id}, r.member_id, ${day}::date, r.category, r.vip_rank, r.valid_bet, r.rate_bp, r.amount
        FROM unnest(${chunk.map((r) => r.memberId)}::int[], ${chunk.map((r) => r.category)}::text[],
          ${chunk.map((r) => r.rank)}::int[], ${chunk.map((r) => String(r.validBet))}::bigint[],
          ${chunk.map((r) => r.bp)}::int[], ${chunk.map((r) => String(r.amount))}::bigint[])
          AS r(member_id, category, vip_rank, valid_bet, rate_bp, amount)
        ON CONFLICT ON CONSTRAINT rebates_once DO NOTHING`.execute(trx);
      written += Number(result.numAffectedRows ?? 0);
    }
    await trx
      .updateTable('rebate_days')
      .set({ rebates: written, total: rows.reduce((sum, row) => sum + row.amount, 0n) })
      .where('merchant_id', '=', merchant.id)
      .where('day', '=', day)
      .execute();
    return written;
  });
}

/** AUTO: pays every member whose unpaid rebates reach the minimum; answers the payouts made. */
async function payAutomatically(db: Db, merchant: JobMerchant): Promise<number> {
  const config = await rebateConfigOf(db, merchant.id);
  if (config.payoutMode !== 'AUTO') return 0;
  const { rows } = await sql<{ member_id: number }>`
    SELECT member_id FROM rebates
    WHERE merchant_id = ${merchant.id} AND payout_id IS NULL
    GROUP BY member_id HAVING sum(amount) >= ${String(config.minPayout)}::bigint
    ORDER BY member_id`.execute(db);
  let paid = 0;
  for (const { member_id: memberId } of rows) {
    const outcome = await payRebates(db, merchant, memberId, 'AUTO', config);
    if (outcome.kind === 'PAID') paid += 1;
  }
  return paid;
}
