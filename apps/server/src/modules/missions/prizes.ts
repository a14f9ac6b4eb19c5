import type { Db } from '../../db/database.ts';
import { retryingDeadlocks } from '../../db/deadlock.ts';
import { formatMinor } from '../../shared/money.ts';
import { rollupsCoverBefore } from '../agents/stats-job.ts';
import { writeAudit } from '../identity/audit.ts';
import { bonusAccountsOf, payBonusWithin } from '../promotions/bonus-payment.ts';
import { prizesOf } from './catalogue.ts';
import { rankingOf, type Ranked } from './leaderboard.ts';
import { periodAt, previousPeriod, type Period } from './periods.ts';
import type { LeaderboardRow } from './tables.ts';

/**
 * The leaderboard prize job: pays the prizes of every closed period of every board, once.
 *
 * - A period is paid once it has ended, `SETTLE_AFTER_MS` have passed (a transaction begun before the end and still
 *   open could add to it), and the rollups hold every transfer made before its end (`rollupsCoverBefore`): from
 *   then on its ranking no longer changes.
 * - One transaction per period: the period's row is inserted first (`mission_leaderboard_periods`, primary key
 *   board and period). A second payer — another process, or this job run again — waits on that key and then finds
 *   it, and pays nothing; a payer that fails rolls the row back with everything else. Each prize is posted by the
 *   promotions module's `payBonusWithin` under the key `leaderboard:<board>:<period start>:<rank>` (a second guard:
 *   the ledger refuses a key twice), with its turnover requirement (prize × the board's multiple).
 * - Periods that ended before the board existed, or after it was closed, are not paid; so are none older than
 *   `LOOK_BACK_PERIODS` (a server down longer than that leaves them to an operator).
 *
 * Returns how many prizes it paid.
 */

export const SETTLE_AFTER_MS = 10 * 60_000;
const LOOK_BACK_PERIODS = 8;
const jobOrigin = { ip: 'system', userAgent: 'job:leaderboard-prizes' };

type Board = LeaderboardRow & { currency: string; offset: number };

/** The board's periods that are due and not paid yet, oldest first. */
async function duePeriods(db: Db, board: Board, now: Date): Promise<Period[]> {
  const paid = await db
    .selectFrom('mission_leaderboard_periods')
    .select('period_start')
    .where('leaderboard_id', '=', board.id)
    .orderBy('period_start', 'desc')
    .limit(LOOK_BACK_PERIODS)
    .execute();
  const paidStarts = new Set(paid.map((row) => row.period_start));
  const due: Period[] = [];
  let period = previousPeriod(periodAt(board.period, now, board.offset), board.offset);
  for (let step = 0; step < LOOK_BACK_PERIODS; step += 1) {
    // Older periods ended before the board existed.
    if (period.endsAt <= board.created_at) break;
    const settled = now.getTime() >= period.endsAt.getTime() + SETTLE_AFTER_MS;
    const ranWhileOpen = board.closed_at === null || board.closed_at >= period.endsAt;
    if (settled && ranWhileOpen && !paidStarts.has(period.start)) due.unshift(period);
    period = previousPeriod(period, board.offset);
  }
  return due;
}

async function payPeriod(db: Db, board: Board, period: Period): Promise<number> {
  const prizes = prizesOf(board);
  const winners = (await rankingOf(db, board.merchant_id, period)).slice(0, prizes.length);
  const merchant = { id: board.merchant_id, currency: board.currency };
  // Opened before the transaction (idempotent, moves no money).
  const payees: (Ranked & { prize: bigint; accounts: { bonus: bigint; main: bigint } })[] = [];
  for (const winner of winners) {
    const { bonusAccountId, mainAccountId } = await bonusAccountsOf(db, merchant, winner.memberId);
    payees.push({
      ...winner,
      prize: prizes[winner.rank - 1]!,
      accounts: { bonus: bonusAccountId, main: mainAccountId },
    });
  }
  // In member order, so that two payers of different boards lock the winners' accounts in one order.
  payees.sort((a, b) => a.memberId - b.memberId);

  return retryingDeadlocks(() =>
    db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('mission_leaderboard_periods')
        .values({ leaderboard_id: board.id, period_start: period.start })
        .onConflict((conflict) => conflict.columns(['leaderboard_id', 'period_start']).doNothing())
        .returning('period_start')
        .executeTakeFirst();
      if (!claimed) return 0;
      for (const payee of payees) {
        const paid = await payBonusWithin(trx, payee.accounts, {
          merchantId: merchant.id,
          memberId: payee.memberId,
          amount: payee.prize,
          idempotencyKey: `leaderboard:${board.id}:${period.start}:${payee.rank}`,
          kind: 'BONUS',
          reference: `leaderboard:${board.id}:${period.start}`,
          turnover: payee.prize * BigInt(board.turnover_multiple),
        });
        await trx
          .insertInto('mission_leaderboard_prizes')
          .values({
            leaderboard_id: board.id,
            period_start: period.start,
            rank: payee.rank,
            merchant_id: merchant.id,
            member_id: payee.memberId,
            valid_bet: payee.validBet,
            prize: payee.prize,
            turnover_requirement_id: paid.requirementId,
          })
          .execute();
      }
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId: null,
        action: 'MISSION_LEADERBOARD_PAID',
        origin: jobOrigin,
        detail: {
          leaderboardId: board.id,
          board: board.period,
          periodStart: period.start,
          winners: [...payees]
            .sort((a, b) => a.rank - b.rank)
            .map((payee) => ({
              rank: payee.rank,
              memberId: payee.memberId,
              validBet: formatMinor(payee.validBet),
              prize: formatMinor(payee.prize),
            })),
        },
      });
      return payees.length;
    }),
  );
}

export async function payLeaderboardPrizes(db: Db, now = new Date()): Promise<number> {
  const boards = await db
    .selectFrom('mission_leaderboards as b')
    .innerJoin('merchants as m', 'm.id', 'b.merchant_id')
    .selectAll('b')
    .select(['m.currency', 'm.report_utc_offset_minutes as offset'])
    .where((eb) => eb.or([eb('b.status', '=', 'ACTIVE'), eb('b.closed_at', 'is not', null)]))
    .execute();
  let paid = 0;
  for (const board of boards) {
    for (const period of await duePeriods(db, board, now)) {
      if (!(await rollupsCoverBefore(db, period.endsAt))) break;
      paid += await payPeriod(db, board, period);
    }
  }
  return paid;
}
