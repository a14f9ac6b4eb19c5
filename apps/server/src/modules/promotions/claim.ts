import type { PromotionClaim } from '@msp/contracts/promotions.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { payBonusWithin, reserveBudgetWithin } from './bonus-payment.ts';
import { memberFacts, outcomesOf, type MemberFacts } from './books.ts';
import { publishedPromotion } from './catalogue.ts';
import { isRuledType, turnoverOf } from './rules.ts';
import { stateOf } from './states.ts';
import type { PromotionEntryRow, PromotionRow } from './tables.ts';
import { openRequirements } from './turnover.ts';

/**
 * The claim: the reward decided from the books (or the amount an operator approved) is paid in ONE transaction:
 * the member's entry is locked (an AUTO promotion's is written here first), its state checked, the budget
 * reserved by one conditional UPDATE (`spent + reward <= budget`, so concurrent claims can never overspend it:
 * each waits for the row and re-checks), the bonus posted through the ledger from the merchant's BONUS account
 * (the member's shard) to the member's MAIN account under the key `promotion:<id>:<member id>`, the turnover
 * requirement written (reward × multiple; none when 0), and the entry marked CLAIMED with its posting. A claim
 * repeated, at once or later, finds the entry CLAIMED and answers the first result; nothing is paid twice. No
 * network call happens inside. Automatic payment of AUTO promotions (without a claim) comes with the rebate job.
 */
export async function claimReward(
  db: Db,
  merchant: Merchant,
  memberId: number,
  promotionId: number,
  origin: RequestOrigin,
  now = new Date(),
): Promise<PromotionClaim> {
  const promotion = await publishedPromotion(db, merchant.id, promotionId);
  const earlier = await entryOf(db, promotion.id, memberId);
  if (earlier?.status === 'CLAIMED') return claimAnswer(db, merchant, promotion, earlier);
  if (promotion.status === 'CLOSED') throw new AppError('promotion.ended');
  if (now < promotion.starts_at) throw new AppError('promotion.not.started');
  // Read and opened before the transaction (opening an account is idempotent and moves no money).
  const facts = await memberFacts(db, merchant, memberId);
  const bonusAccount = await systemAccountId(db, {
    merchantId: merchant.id,
    kind: 'BONUS',
    currency: merchant.currency,
    shardKey: memberId,
  });

  const claimed = await db.transaction().execute(async (trx) => {
    if (promotion.join_mode === 'AUTO')
      await trx
        .insertInto('promotion_entries')
        .values({
          merchant_id: merchant.id,
          promotion_id: promotion.id,
          member_id: memberId,
          status: 'JOINED',
        })
        .onConflict((conflict) => conflict.constraint('promotion_entries_once').doNothing())
        .execute();
    const entry = await trx
      .selectFrom('promotion_entries')
      .selectAll()
      .where('promotion_id', '=', promotion.id)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new AppError('promotion.not.joined');
    // A claim that waited for another one of the same member answers its result.
    if (entry.status === 'CLAIMED') return entry;
    const { reward, qualifyingRef } = await rewardOf(trx, promotion, entry, facts, now);

    await reserveBudgetWithin(trx, promotion.id, reward);
    const turnover = turnoverOf(promotion.rules, reward);
    // A replayed key (the books and the locked entry disagree) throws rather than pay from a budget reserved twice.
    const posting = await payBonusWithin(
      trx,
      { bonus: bonusAccount, main: facts.mainAccountId },
      {
        merchantId: merchant.id,
        memberId,
        amount: reward,
        idempotencyKey: `promotion:${promotion.id}:${memberId}`,
        kind: 'BONUS',
        reference: `promotion:${promotion.id}`,
        turnover,
        promotionId: promotion.id,
      },
    );
    const paid = await trx
      .updateTable('promotion_entries')
      .set({
        status: 'CLAIMED',
        reward,
        qualifying_ref: qualifyingRef,
        posting_id: posting.postingId,
        turnover_requirement_id: posting.requirementId,
        claimed_at: new Date(),
      })
      .where('id', '=', entry.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: merchant.id,
      memberId,
      action: 'PROMOTION_CLAIMED',
      origin,
      detail: {
        promotionId: promotion.id,
        entryId: String(entry.id),
        reward: formatMinor(reward),
        postingId: String(posting.postingId),
        turnover: formatMinor(turnover),
        qualifyingRef,
      },
    });
    return paid;
  });
  return claimAnswer(db, merchant, promotion, claimed);
}

async function entryOf(db: Db, promotionId: number, memberId: number) {
  return db
    .selectFrom('promotion_entries')
    .selectAll()
    .where('promotion_id', '=', promotionId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The reward of the locked entry: the approved amount, or what the promotion's rule gives from the books. */
async function rewardOf(
  db: Db,
  promotion: PromotionRow,
  entry: PromotionEntryRow,
  facts: MemberFacts,
  now: Date,
): Promise<{ reward: bigint; qualifyingRef: string }> {
  switch (entry.status) {
    case 'CLAIMABLE':
      return { reward: entry.reward!, qualifyingRef: entry.qualifying_ref ?? `application:${entry.id}` };
    case 'APPLYING':
      throw new AppError('promotion.application.pending');
    case 'REJECTED':
      throw new AppError('promotion.application.rejected');
    case 'CLAIMED':
      throw new Error('a claimed entry has no reward left');
    case 'JOINED':
      break;
  }
  // Other types pay by application only for now (rebates, VIP, missions, referral, ranking, raffle come later).
  if (!isRuledType(promotion.type) || promotion.join_mode === 'APPLICATION')
    throw new AppError('promotion.type.unsupported');
  const joinedAt = promotion.join_mode === 'BUTTON' ? entry.created_at : null;
  const [outcome] = await outcomesOf(db, facts, [{ promotion, joinedAt }]);
  if (outcome!.kind === 'WAITING') {
    const ended = promotion.ends_at !== null && now >= promotion.ends_at;
    throw new AppError(ended ? 'promotion.ended' : 'promotion.not.qualified');
  }
  if (outcome!.kind === 'INELIGIBLE') throw new AppError(outcome!.code, outcome!.params);
  return { reward: outcome!.reward, qualifyingRef: outcome!.qualifyingRef };
}

/** What a claim answers (the first time and every time after). */
async function claimAnswer(
  db: Db,
  merchant: Merchant,
  promotion: PromotionRow,
  entry: PromotionEntryRow,
): Promise<PromotionClaim> {
  const requirement = entry.turnover_requirement_id
    ? await db
        .selectFrom('turnover_requirements')
        .select('required_amount')
        .where('id', '=', entry.turnover_requirement_id)
        .executeTakeFirstOrThrow()
    : undefined;
  const open = requirement
    ? (await openRequirements(db, merchant, entry.member_id)).some(
        (r) => r.id === entry.turnover_requirement_id,
      )
    : false;
  const { state } = stateOf({
    promotion,
    entry,
    member: true,
    outcome: null,
    refusal: null,
    turnoverOpen: open,
    now: new Date(),
  });
  return {
    promotionId: promotion.id,
    reward: formatMinor(entry.reward!),
    turnoverRequired: formatMinor(requirement?.required_amount ?? 0n),
    state,
  };
}
