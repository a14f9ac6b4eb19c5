import type { MissionClaim } from '@msp/contracts/missions.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { bonusAccountsOf, payBonusWithin } from '../promotions/bonus-payment.ts';
import { currentPeriods, progressOfMissions } from './board.ts';
import { displayOf } from './catalogue.ts';
import type { MissionClaimRow, MissionRow } from './tables.ts';

/**
 * Claiming a completed mission: once per member and period, decided by the unique row
 * (mission, member, period start).
 *
 * 1. The mission must be the merchant's (else `mission.not.found`). A claim of this period already made answers
 *    its first result, whatever happened since (idempotent).
 * 2. The period is the one running now; when the caller names the period it saw (`periodStart`) and that period
 *    has ended, the claim is refused (`mission.period.ended`): a reward not claimed by the end of its day or week
 *    is gone. A CLOSED mission pays nothing more (`mission.closed`).
 * 3. The progress is measured again on the server from the statistics (`mission.not.completed` below the target).
 * 4. One transaction: the claim row is inserted (a concurrent claim of the same period waits for it on the unique
 *    index and then finds it: it answers the first result), the reward is posted from the merchant's BONUS
 *    account to the member's MAIN account under the key `mission:<id>:<member>:<period start>` with its turnover
 *    requirement (the promotions module's `payBonusWithin`), and the audit row `MISSION_CLAIMED` is written.
 *    No network call happens inside.
 */
export async function claimMission(
  db: Db,
  merchant: Merchant,
  memberId: number,
  missionId: number,
  wanted: { periodStart?: string | undefined },
  origin: RequestOrigin,
  now = new Date(),
): Promise<MissionClaim> {
  const mission = await db
    .selectFrom('missions')
    .selectAll()
    .where('id', '=', missionId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirst();
  if (!mission) throw new AppError('mission.not.found');
  const periods = await currentPeriods(db, merchant.id, now);
  const period = mission.period === 'DAILY' ? periods.daily : periods.weekly;
  const periodStart = wanted.periodStart ?? period.start;
  const earlier = await claimOf(db, mission.id, memberId, periodStart);
  if (earlier) return claimAnswer(mission, earlier);
  if (periodStart !== period.start) throw new AppError('mission.period.ended');
  if (mission.status !== 'ACTIVE') throw new AppError('mission.closed');

  const [progress] = await progressOfMissions(db, merchant.id, memberId, [mission], periods);
  const current = progress!.current;
  if (current < mission.target)
    throw new AppError('mission.not.completed', {
      current: displayOf(mission.kind, current > 0n ? current : 0n),
      target: displayOf(mission.kind, mission.target),
    });
  // Opened before the transaction (idempotent, moves no money).
  const { bonusAccountId, mainAccountId } = await bonusAccountsOf(db, merchant, memberId);
  const turnover = mission.reward * BigInt(mission.turnover_multiple);
  const claim = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('mission_claims')
      .values({
        merchant_id: merchant.id,
        mission_id: mission.id,
        member_id: memberId,
        period_start: period.start,
        progress: current,
        reward: mission.reward,
        turnover_required: turnover,
      })
      .onConflict((conflict) => conflict.constraint('mission_claims_once').doNothing())
      .returningAll()
      .executeTakeFirst();
    // Another claim of this period committed first: answer it.
    if (!inserted) return (await claimOf(trx, mission.id, memberId, period.start))!;
    const paid = await payBonusWithin(
      trx,
      { bonus: bonusAccountId, main: mainAccountId },
      {
        merchantId: merchant.id,
        memberId,
        amount: mission.reward,
        idempotencyKey: `mission:${mission.id}:${memberId}:${period.start}`,
        kind: 'BONUS',
        reference: `mission:${mission.id}`,
        turnover,
      },
    );
    const row = await trx
      .updateTable('mission_claims')
      .set({ posting_id: paid.postingId, turnover_requirement_id: paid.requirementId })
      .where('id', '=', inserted.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'MISSION_CLAIMED',
      origin,
      detail: {
        missionId: mission.id,
        claimId: String(row.id),
        periodStart: period.start,
        progress: String(current),
        reward: formatMinor(mission.reward),
        postingId: String(paid.postingId),
        turnover: formatMinor(turnover),
      },
    });
    return row;
  });
  return claimAnswer(mission, claim);
}

function claimOf(db: Db, missionId: number, memberId: number, periodStart: string) {
  return db
    .selectFrom('mission_claims')
    .selectAll()
    .where('mission_id', '=', missionId)
    .where('member_id', '=', memberId)
    .where('period_start', '=', periodStart)
    .executeTakeFirst();
}

/** What a claim answers, the first time and every time after: the reward and the turnover it set. */
const claimAnswer = (mission: MissionRow, claim: MissionClaimRow): MissionClaim => ({
  missionId: mission.id,
  periodStart: claim.period_start,
  reward: formatMinor(claim.reward),
  turnoverRequired: formatMinor(claim.turnover_required),
  state: 'claimed',
});
