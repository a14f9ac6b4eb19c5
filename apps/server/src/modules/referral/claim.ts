import type { ReferralClaim } from '@msp/contracts/referral.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { memberAccountId, systemAccountId } from '../ledger/service.ts';
import type { Merchant } from '../merchant/service.ts';
import { payBonusWithin, reserveBudgetWithin } from '../promotions/bonus-payment.ts';
import { turnoverOf } from '../promotions/rules.ts';
import type { PromotionRow } from '../promotions/tables.ts';
import { openReferrals, recordFindings, rewardKindsOf, standingsOf, type ReadyReward } from './standing.ts';
import type { ReferralRow } from './tables.ts';

/**
 * `POST /wps/referral/claim`: every reward ready for the caller's friends, paid in ONE transaction:
 *
 * 1. the referrer's code row is locked (claims of one referrer take turns: a second one waits here, then finds
 *    nothing ready and pays nothing), and its friends' standing read again (standing.ts), refusals found recorded;
 * 2. per promotion (normally one), the rewards that the budget left covers (read under the promotion's row lock)
 *    are taken in the order the friends registered; their sum is reserved from the budget (the promotions'
 *    conditional statement) and paid in one posting from the merchant's BONUS account to the member's MAIN
 *    account (promotions/bonus-payment.ts), keyed by its first reward `referral:<referral id>:<signup|deposit>`,
 *    with a turnover requirement of the sum × the promotion's multiple;
 * 3. a referral_rewards row per reward (unique per friend and kind, so no reward is ever paid twice), and the
 *    audit row REFERRAL_REWARDS_CLAIMED.
 *
 * Nothing ready answers "0.00" and writes nothing. No network call happens inside.
 */
export async function claimReferralRewards(
  db: Db,
  merchant: Merchant,
  referrerId: number,
  origin: RequestOrigin,
  now = new Date(),
): Promise<ReferralClaim> {
  const nothing: ReferralClaim = { paid: '0.00', rewards: 0, turnoverRequired: '0.00' };
  const hasCode = await db
    .selectFrom('referral_codes')
    .select('member_id')
    .where('member_id', '=', referrerId)
    .executeTakeFirst();
  if (!hasCode) return nothing;
  // Opened before the transaction (opening an account is idempotent and moves no money).
  const [main, bonus] = await Promise.all([
    memberAccountId(db, {
      merchantId: merchant.id,
      memberId: referrerId,
      kind: 'MAIN',
      currency: merchant.currency,
    }),
    systemAccountId(db, {
      merchantId: merchant.id,
      kind: 'BONUS',
      currency: merchant.currency,
      shardKey: referrerId,
    }),
  ]);

  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('referral_codes')
      .select('member_id')
      .where('member_id', '=', referrerId)
      .forUpdate()
      .execute();
    const standings = await standingsOf(trx, merchant.id, referrerId, await openReferrals(trx, referrerId));
    await recordFindings(trx, standings, now);

    const groups = new Map<
      number,
      { promotion: PromotionRow; rewards: Array<ReadyReward & { row: ReferralRow }> }
    >();
    for (const standing of standings) {
      if (standing.ready.length === 0 || !standing.promotion) continue;
      const group = groups.get(standing.promotion.id) ?? { promotion: standing.promotion, rewards: [] };
      group.rewards.push(...standing.ready.map((reward) => ({ ...reward, row: standing.row })));
      groups.set(standing.promotion.id, group);
    }
    if (groups.size === 0) return nothing;

    let paid = 0n;
    let count = 0;
    let turnover = 0n;
    for (const { promotion, rewards } of groups.values()) {
      const taken = await withinBudget(trx, promotion.id, rewards);
      if (taken.length === 0) continue;
      const total = taken.reduce((sum, reward) => sum + reward.amount, 0n);
      const required = turnoverOf(promotion.rules, total);
      await reserveBudgetWithin(trx, promotion.id, total);
      const first = taken[0]!;
      const posting = await payBonusWithin(
        trx,
        { bonus, main },
        {
          merchantId: merchant.id,
          memberId: referrerId,
          amount: total,
          idempotencyKey: `referral:${first.row.id}:${first.kind.toLowerCase()}`,
          kind: 'BONUS',
          reference: `promotion:${promotion.id}`,
          turnover: required,
          promotionId: promotion.id,
        },
      );
      await trx
        .insertInto('referral_rewards')
        .values(
          taken.map((reward) => ({
            merchant_id: merchant.id,
            referral_id: reward.row.id,
            referrer_id: referrerId,
            promotion_id: promotion.id,
            kind: reward.kind,
            amount: reward.amount,
            qualifying_ref: reward.qualifyingRef,
            posting_id: posting.postingId,
            turnover_requirement_id: posting.requirementId,
            paid_at: now,
          })),
        )
        .execute();
      // A friend paid every kind its promotion pays is done: nothing is looked at for it any more.
      await trx
        .updateTable('referrals')
        .set({ status: 'DONE' })
        .where('id', 'in', [...new Set(taken.map((reward) => reward.row.id))])
        .where('status', '=', 'QUALIFIED')
        .where(
          (eb) =>
            eb
              .selectFrom('referral_rewards as w')
              .select((inner) => inner.fn.countAll<number>().as('paid'))
              .whereRef('w.referral_id', '=', 'referrals.id'),
          '=',
          rewardKindsOf(promotion).length,
        )
        .execute();
      await writeAudit(trx, {
        merchantId: merchant.id,
        memberId: referrerId,
        action: 'REFERRAL_REWARDS_CLAIMED',
        origin,
        detail: {
          promotionId: promotion.id,
          postingId: String(posting.postingId),
          paid: formatMinor(total),
          turnover: formatMinor(required),
          rewards: taken.map((reward) => `referral:${reward.row.id}:${reward.kind.toLowerCase()}`),
        },
      });
      paid += total;
      count += taken.length;
      turnover += required;
    }
    // Rewards were ready but no budget covers even the first of them.
    if (count === 0) throw new AppError('promotion.budget.exhausted');
    return { paid: formatMinor(paid), rewards: count, turnoverRequired: formatMinor(turnover) };
  });
}

/**
 * The rewards, in order, that what is left of the promotion's budget covers (all of them without a budget), read
 * under the promotion's row lock: referrers claiming at the same moment take turns here (as the promotions' own
 * claims do at their reservation), so each sees what the previous one left and the reservation cannot fail.
 */
async function withinBudget<T extends { amount: bigint }>(trx: Db, promotionId: number, rewards: T[]) {
  const { budget, spent } = await trx
    .selectFrom('promotions')
    .select(['budget', 'spent'])
    .where('id', '=', promotionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (budget === null) return rewards;
  let left = budget - spent;
  const taken: T[] = [];
  for (const reward of rewards) {
    if (reward.amount > left) break;
    taken.push(reward);
    left -= reward.amount;
  }
  return taken;
}
