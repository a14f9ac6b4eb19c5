import { sql, type RawBuilder } from 'kysely';
import { trialMemberTypes } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import { retryingDeadlocks } from '../../db/deadlock.ts';
import { formatMinor } from '../../shared/money.ts';
import { catchUpAgentStats } from '../agents/stats-job.ts';
import { writeAudit } from '../identity/audit.ts';
import { bonusAccountsOf } from '../promotions/bonus-payment.ts';
import { birthdayKey, levelUpKey, paidKeys, payVipBonus } from './bonuses.ts';
import { birthdaysOn, vipCalendar, type VipCalendar } from './calendar.ts';
import { holdLadder, ladderOf, type Ladder } from './ladder.ts';

/**
 * The `vip-levels` job (docs/vip.md), every minute in every server process. Per merchant with a ladder:
 *
 * 1. **Keep** (once a month per member, from 10 minutes into the month): a member whose valid bets of the previous
 *    calendar month reach its level's keep amount, or who went up during that month (or since), or whose figures
 *    over the qualifying period still reach its level, keeps it; anyone else goes down one level.
 * 2. **Upgrades**: a member whose deposits and/or valid bets over the last `qualify_days` report days reach a higher
 *    level goes up to the highest one reached, and is paid the level-up bonus of every level passed that it was
 *    never paid (once ever per member and level).
 * 3. **Birthdays**: a member with a level whose birthday is today (its report day) is paid its level's birthday
 *    bonus, once per year.
 *
 * Figures come from the daily rollups (`member_daily_stats`, a few seconds behind the ledger). Safe with several
 * processes and idempotent: each member changes in a transaction of its own under its `member_vip` row lock,
 * re-reading what it decides from; a bonus is a ledger posting under a key of its own (`vip:level-up:<member>:<rank>`,
 * `vip:birthday:<member>:<year>`) recorded once in `vip_rewards`; the monthly keep is a conditional UPDATE on the
 * month not yet checked. Every change holds the ladder it was decided from (a ladder changed meanwhile waits for the
 * next run). Trial players and closed accounts are never raised or paid.
 */

const jobOrigin = { ip: 'system', userAgent: 'job:vip-levels' };
/** The keep check waits this long into a month, so the previous month's last bets have reached the rollups. */
export const KEEP_GRACE_MS = 10 * 60_000;
/** Members the keep check reads at a time. */
const KEEP_BATCH = 500;

export interface VipJobReport {
  upgraded: number;
  kept: number;
  downgraded: number;
  bonusesPaid: number;
}

interface MerchantRun {
  merchant: { id: number; currency: string };
  ladder: Ladder;
  calendar: VipCalendar;
  now: Date;
  report: VipJobReport;
}

/** Runs the job for every merchant with VIP levels (or one); answers what changed. */
export async function runVipLevels(
  db: Db,
  { now = new Date(), merchantId }: { now?: Date; merchantId?: number } = {},
): Promise<VipJobReport> {
  const merchants = await sql<{ id: number; currency: string; offset: number }>`
    SELECT m.id, m.currency, m.report_utc_offset_minutes AS offset
    FROM merchants m
    WHERE EXISTS (SELECT 1 FROM vip_levels l WHERE l.merchant_id = m.id)
      ${merchantId === undefined ? sql`` : sql`AND m.id = ${merchantId}`}
    ORDER BY m.id`.execute(db);
  const report: VipJobReport = { upgraded: 0, kept: 0, downgraded: 0, bonusesPaid: 0 };
  for (const merchant of merchants.rows) {
    const ladder = await ladderOf(db, merchant.id);
    if (ladder.levels.length === 0) continue;
    const run: MerchantRun = {
      merchant: { id: merchant.id, currency: merchant.currency },
      ladder,
      calendar: vipCalendar(now, merchant.offset, ladder.qualifyDays),
      now,
      report,
    };
    await keepLevels(db, run);
    await raiseLevels(db, run);
    await payBirthdays(db, run);
  }
  return report;
}

const notTrial = sql`NOT (m.type = ANY (${[...trialMemberTypes]}::smallint[]))`;

interface Reached {
  member_id: number;
  deposit: bigint;
  valid_bet: bigint;
  /** The highest level the figures reach (0: none). */
  reached: number;
  /** The member's level now. */
  current: number;
}

/**
 * The figures of the `candidates` (a query of member ids) over the qualifying period, the highest level they reach
 * and the member's level now; with `onlyHigher`, only those whose figures reach above their level (trial players and
 * closed accounts left out). A level is reached when ANY (or ALL, by the settings) of the thresholds it sets are met.
 */
async function reachedLevels(db: Db, run: MerchantRun, candidates: RawBuilder<unknown>, onlyHigher: boolean) {
  const { ladder, calendar } = run;
  const all = ladder.upgradeRule === 'ALL';
  const { rows } = await sql<Reached>`
    WITH candidates AS (${candidates}),
    figures AS (
      SELECT c.member_id, coalesce(sum(s.deposit), 0)::bigint AS deposit,
        coalesce(sum(s.valid_bet), 0)::bigint AS valid_bet
      FROM candidates c
      LEFT JOIN member_daily_stats s ON s.member_id = c.member_id
        AND s.day >= ${calendar.periodFrom}::date AND s.day <= ${calendar.today}::date
      GROUP BY c.member_id
    ), reached AS (
      SELECT f.member_id, f.deposit, f.valid_bet, coalesce(max(l.rank), 0)::int AS reached
      FROM figures f
      LEFT JOIN vip_levels l ON l.merchant_id = ${ladder.merchantId} AND CASE WHEN ${all}::boolean
        THEN (l.deposit_threshold IS NULL OR f.deposit >= l.deposit_threshold)
          AND (l.valid_bet_threshold IS NULL OR f.valid_bet >= l.valid_bet_threshold)
        ELSE (l.deposit_threshold IS NOT NULL AND f.deposit >= l.deposit_threshold)
          OR (l.valid_bet_threshold IS NOT NULL AND f.valid_bet >= l.valid_bet_threshold) END
      GROUP BY f.member_id, f.deposit, f.valid_bet
    )
    SELECT r.member_id, r.deposit, r.valid_bet, r.reached, coalesce(v.rank, 0)::int AS current
    FROM reached r
    JOIN members m ON m.id = r.member_id
    LEFT JOIN member_vip v ON v.member_id = r.member_id
    ${onlyHigher ? sql`WHERE r.reached > coalesce(v.rank, 0) AND m.status <> 'CLOSED' AND ${notTrial}` : sql``}
    ORDER BY r.member_id`.execute(db);
  return rows;
}

// ---- 1. The monthly keep ---------------------------------------------------------------------------------------

interface KeepCandidate {
  member_id: number;
  rank: number;
  reached_at: Date | null;
  month_bets: bigint;
}

async function keepLevels(db: Db, run: MerchantRun) {
  const { ladder, calendar, merchant } = run;
  if (run.now.getTime() < calendar.monthStartsAt.getTime() + KEEP_GRACE_MS) return;
  const due = sql`
    FROM member_vip v WHERE v.merchant_id = ${merchant.id} AND v.rank > 0
      AND (v.kept_month IS NULL OR v.kept_month < ${calendar.month}::date)`;
  const { rows: pending } = await sql<{ member_id: number }>`SELECT v.member_id ${due} LIMIT 1`.execute(db);
  if (pending.length === 0) return;
  // The previous month's last bets reach the rollups first (the job is quick once it has caught up).
  await catchUpAgentStats(db);
  let after = 0;
  for (;;) {
    const { rows: batch } = await sql<KeepCandidate>`
      SELECT v.member_id, v.rank, v.reached_at,
        (SELECT coalesce(sum(s.valid_bet), 0) FROM member_daily_stats s
         WHERE s.member_id = v.member_id AND s.day >= ${calendar.previousMonth}::date
           AND s.day < ${calendar.month}::date)::bigint AS month_bets
      ${due} AND v.member_id > ${after}
      ORDER BY v.member_id LIMIT ${KEEP_BATCH}`.execute(db);
    if (batch.length === 0) return;
    after = batch[batch.length - 1]!.member_id;
    const figures = await reachedLevels(
      db,
      run,
      sql`SELECT unnest(${batch.map((row) => row.member_id)}::int[]) AS member_id`,
      false,
    );
    const reachedOf = new Map(figures.map((row) => [row.member_id, row.reached]));
    const decisions = batch.map((row) => {
      const level = ladder.levels[row.rank - 1];
      const kept =
        (row.reached_at !== null && row.reached_at >= calendar.previousMonthStartsAt) ||
        (level !== undefined && row.month_bets >= level.keep_valid_bet) ||
        (reachedOf.get(row.member_id) ?? 0) >= row.rank;
      // A level the ladder no longer has (it cannot: removing one members hold is refused) would drop to the top.
      const to = kept ? row.rank : Math.min(row.rank - 1, ladder.levels.length);
      return { ...row, to };
    });
    await retryingDeadlocks(() =>
      db.transaction().execute(async (trx) => {
        if (!(await holdLadder(trx, ladder))) return;
        // Only rows still as read and not checked this month yet: another process may have done them.
        const { rows: changed } = await sql<{ member_id: number; from: number; to: number }>`
          UPDATE member_vip v SET rank = d.to_rank, kept_month = ${calendar.month}::date, updated_at = now()
          FROM unnest(${decisions.map((d) => d.member_id)}::int[], ${decisions.map((d) => d.rank)}::int[],
              ${decisions.map((d) => d.to)}::int[]) AS d(member_id, from_rank, to_rank)
          WHERE v.member_id = d.member_id AND v.rank = d.from_rank
            AND (v.kept_month IS NULL OR v.kept_month < ${calendar.month}::date)
          RETURNING v.member_id, d.from_rank AS from, d.to_rank AS to`.execute(trx);
        const decided = new Map(decisions.map((d) => [d.member_id, d]));
        for (const row of changed) {
          if (row.to === row.from) {
            run.report.kept += 1;
            continue;
          }
          run.report.downgraded += 1;
          const decision = decided.get(row.member_id)!;
          await writeAudit(trx, {
            merchantId: merchant.id,
            memberId: row.member_id,
            action: 'VIP_LEVEL_DOWN',
            origin: jobOrigin,
            detail: {
              from: row.from,
              to: row.to,
              month: calendar.previousMonth,
              validBets: formatMinor(decision.month_bets),
              keepAmount: formatMinor(ladder.levels[row.from - 1]?.keep_valid_bet ?? 0n),
            },
          });
        }
      }),
    );
  }
}

// ---- 2. Upgrades -----------------------------------------------------------------------------------------------

async function raiseLevels(db: Db, run: MerchantRun) {
  const { ladder, calendar, merchant } = run;
  // After a complete pass under this ladder, only members with figures since the day before it can have risen
  // (the day before: the rollups may still add a late transfer to it); otherwise everyone with figures in the period.
  const incremental =
    ladder.scannedVersion === ladder.version &&
    ladder.scannedDay !== null &&
    ladder.scannedDay > calendar.periodFrom &&
    ladder.scannedDay <= calendar.today;
  const since = incremental ? sql`${ladder.scannedDay}::date - 1` : sql`${calendar.periodFrom}::date`;
  const risen = await reachedLevels(
    db,
    run,
    sql`SELECT DISTINCT member_id FROM member_daily_stats
        WHERE merchant_id = ${merchant.id} AND day >= ${since} AND day <= ${calendar.today}::date`,
    true,
  );
  for (const member of risen) await raiseMember(db, run, member);
  await db
    .updateTable('vip_settings')
    .set({ scanned_version: ladder.version, scanned_day: calendar.today })
    .where('merchant_id', '=', merchant.id)
    .where('version', '=', ladder.version)
    .execute();
}

async function raiseMember(db: Db, run: MerchantRun, member: Reached) {
  const { ladder, calendar, merchant } = run;
  const accounts = await bonusAccountsOf(db, merchant, member.member_id);
  await retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      if (!(await holdLadder(trx, ladder))) return;
      await trx
        .insertInto('member_vip')
        .values({ member_id: member.member_id, merchant_id: merchant.id, rank: 0 })
        .onConflict((conflict) => conflict.column('member_id').doNothing())
        .execute();
      const locked = await trx
        .selectFrom('member_vip')
        .select('rank')
        .where('member_id', '=', member.member_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // Another process (or an operator) moved it meanwhile.
      if (locked.rank >= member.reached) return;
      await trx
        .updateTable('member_vip')
        .set({ rank: member.reached, reached_at: run.now, kept_month: calendar.month, updated_at: run.now })
        .where('member_id', '=', member.member_id)
        .execute();
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId: member.member_id,
        action: 'VIP_LEVEL_UP',
        origin: jobOrigin,
        detail: {
          from: locked.rank,
          to: member.reached,
          deposits: formatMinor(member.deposit),
          validBets: formatMinor(member.valid_bet),
          period: { from: calendar.periodFrom, to: calendar.today },
        },
      });
      run.report.upgraded += 1;
      const passed = ladder.levels
        .slice(locked.rank, member.reached)
        .filter((level) => level.level_up_bonus > 0n);
      const paid = await paidKeys(
        trx,
        passed.map((level) => levelUpKey(member.member_id, level.rank)),
      );
      for (const level of passed) {
        const key = levelUpKey(member.member_id, level.rank);
        if (paid.has(key)) continue;
        await payVipBonus(
          trx,
          merchant.id,
          accounts,
          member.member_id,
          {
            kind: 'LEVEL_UP',
            rank: level.rank,
            idempotencyKey: key,
            amount: level.level_up_bonus,
            turnoverMultiple: level.turnover_multiple,
            reference: `vip:level-up:${level.rank}`,
          },
          jobOrigin,
        );
        run.report.bonusesPaid += 1;
      }
    }),
  );
}

// ---- 3. Birthdays ----------------------------------------------------------------------------------------------

async function payBirthdays(db: Db, run: MerchantRun) {
  const { ladder, calendar, merchant } = run;
  const year = calendar.today.slice(0, 4);
  const { month, days } = birthdaysOn(calendar.today);
  // The members index by (merchant, birth month, birth day) (migration 0031).
  const { rows } = await sql<{ member_id: number }>`
    SELECT m.id AS member_id FROM members m
    JOIN member_vip v ON v.member_id = m.id AND v.rank > 0
    JOIN vip_levels l ON l.merchant_id = m.merchant_id AND l.rank = v.rank AND l.birthday_bonus > 0
    WHERE m.merchant_id = ${merchant.id} AND m.birthday IS NOT NULL
      AND extract(month FROM m.birthday) = ${month}::numeric
      AND extract(day FROM m.birthday) = ANY (${days}::numeric[])
      AND m.status <> 'CLOSED' AND ${notTrial}
      AND NOT EXISTS (SELECT 1 FROM vip_rewards r
        WHERE r.idempotency_key = 'vip:birthday:' || m.id || ':' || ${year}::text)
    ORDER BY m.id`.execute(db);
  for (const { member_id: memberId } of rows) {
    const accounts = await bonusAccountsOf(db, merchant, memberId);
    await retryingDeadlocks(() =>
      db.transaction().execute(async (trx) => {
        if (!(await holdLadder(trx, ladder))) return;
        const locked = await trx
          .selectFrom('member_vip')
          .select('rank')
          .where('member_id', '=', memberId)
          .forUpdate()
          .executeTakeFirst();
        const level = locked ? ladder.levels[locked.rank - 1] : undefined;
        const key = birthdayKey(memberId, year);
        if (!level || level.birthday_bonus <= 0n || (await paidKeys(trx, [key])).has(key)) return;
        await payVipBonus(
          trx,
          merchant.id,
          accounts,
          memberId,
          {
            kind: 'BIRTHDAY',
            rank: level.rank,
            idempotencyKey: key,
            amount: level.birthday_bonus,
            turnoverMultiple: level.turnover_multiple,
            reference: `vip:birthday:${year}`,
          },
          jobOrigin,
        );
        run.report.bonusesPaid += 1;
      }),
    );
  }
}
