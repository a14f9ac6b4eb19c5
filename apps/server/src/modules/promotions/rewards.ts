import { isTrialType } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { rewardHistoryStates, type RewardCenter, type RewardHistoryItem } from '@msp/contracts/promotions.ts';
import type { MemberPublicState } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import type { ActiveSession } from '../identity/session-service.ts';
import type { Merchant } from '../merchant/service.ts';
import { promotionRow } from './catalogue.ts';
import { callerStates, presentPromotion, takesPartByRule } from './queries.ts';
import { stateOf, type CallerState } from './states.ts';
import type { PromotionEntryRow, PromotionRow } from './tables.ts';
import { openRequirements } from './turnover.ts';

/**
 * The reward center (what is ready to claim, what was paid) and the promotions' part of the member info's public
 * state. The rewards ready to claim are the listed (ACTIVE) promotions whose state (queries.ts, states.ts) is
 * `claim` for the member: only an approved application or a promotion taken part in by a rule can be, so only
 * those are given to the state computation, and a member with none of them costs two small reads.
 */

/** The most rewards paid the reward center shows. */
const HISTORY_SIZE = 50;

/** The member a promotions read is about: none for visitors, trial players and sessions under a restriction. */
export const promotionReader = (
  session: Pick<ActiveSession, 'memberId' | 'memberType' | 'restriction'> | undefined,
): number | null =>
  session && !session.restriction && !isTrialType(session.memberType) ? session.memberId : null;

/** The merchant's listed (ACTIVE) promotions and the member's entries of them, read together. */
async function listedWithEntries(db: Db, merchantId: number, memberId: number) {
  const [promotions, entries] = await Promise.all([
    db
      .selectFrom('promotions')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('status', '=', 'ACTIVE')
      .execute(),
    db
      .selectFrom('promotion_entries')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('merchant_id', '=', merchantId)
      .where('promotion_id', 'in', (eb) =>
        eb
          .selectFrom('promotions as p')
          .select('p.id')
          .where('p.merchant_id', '=', merchantId)
          .where('p.status', '=', 'ACTIVE'),
      )
      .execute(),
  ]);
  return { promotions: promotions.map(promotionRow), entries };
}

/** Soonest end first, open-ended last; then in display order. */
const bySoonestEnd = (a: PromotionRow, b: PromotionRow) =>
  (a.ends_at?.getTime() ?? Infinity) - (b.ends_at?.getTime() ?? Infinity) || a.sort - b.sort || a.id - b.id;

/** The listed promotions whose state for the member is `claim`, soonest end first (open-ended last). */
async function unclaimedOf(
  db: Db,
  merchant: Merchant,
  memberId: number,
  promotions: readonly PromotionRow[],
  entries: readonly PromotionEntryRow[],
  now: Date,
): Promise<Array<{ row: PromotionRow; caller: CallerState }>> {
  const entryOf = new Map(entries.map((entry) => [entry.promotion_id, entry]));
  const candidates = promotions.filter((promotion) => {
    const entry = entryOf.get(promotion.id);
    return entry?.status === 'CLAIMABLE' || takesPartByRule(promotion, entry);
  });
  if (candidates.length === 0) return [];
  const { states } = await callerStates(db, merchant, memberId, candidates, now, entries);
  return candidates
    .map((row, i) => ({ row, caller: states[i]! }))
    .filter(({ caller }) => caller.state === 'claim')
    .sort((a, b) => bySoonestEnd(a.row, b.row));
}

/** The member's listed promotions with a reward ready to claim (the reward center's `unclaimed`). */
export async function unclaimedRewards(
  db: Db,
  merchant: Merchant,
  memberId: number,
  now = new Date(),
): Promise<Array<{ row: PromotionRow; caller: CallerState }>> {
  const { promotions, entries } = await listedWithEntries(db, merchant.id, memberId);
  return unclaimedOf(db, merchant, memberId, promotions, entries, now);
}

/**
 * The rewards paid to the member (its CLAIMED entries, whatever its promotion's status now), newest first: each
 * with the turnover it asked for and its state, `process` while that turnover is still open (brought up to date
 * here, as the promotions list does), then `claimed` (`issued` for an AUTO promotion).
 */
async function rewardHistory(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: Language,
  now: Date,
): Promise<RewardHistoryItem[]> {
  const entries = await db
    .selectFrom('promotion_entries as e')
    .leftJoin('turnover_requirements as r', 'r.id', 'e.turnover_requirement_id')
    .selectAll('e')
    .select('r.required_amount')
    .where('e.merchant_id', '=', merchant.id)
    .where('e.member_id', '=', memberId)
    .where('e.status', '=', 'CLAIMED')
    .orderBy('e.claimed_at', 'desc')
    .orderBy('e.posting_id', 'desc')
    .limit(HISTORY_SIZE)
    .execute();
  if (entries.length === 0) return [];
  const promotions = await db
    .selectFrom('promotions')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('id', 'in', [...new Set(entries.map((entry) => entry.promotion_id))])
    .execute();
  const open = entries.some((entry) => entry.turnover_requirement_id !== null)
    ? new Set((await openRequirements(db, merchant, memberId)).map((requirement) => requirement.id))
    : new Set<bigint>();
  const promotionOf = new Map(promotions.map((row) => [row.id, promotionRow(row)]));
  return entries.map((entry) => {
    const promotion = promotionOf.get(entry.promotion_id)!;
    const { state } = stateOf({
      promotion,
      entry,
      member: true,
      outcome: null,
      refusal: null,
      turnoverOpen: entry.turnover_requirement_id !== null && open.has(entry.turnover_requirement_id),
      now,
    });
    const paidState = rewardHistoryStates.find((name) => name === state);
    if (!paidState) throw new Error(`promotion entry ${entry.id}: CLAIMED but in state ${state}`);
    return {
      promotionId: promotion.id,
      title: pickLanguage(promotion.title, language),
      type: promotion.type,
      reward: formatMinor(entry.reward!),
      claimedAt: entry.claimed_at!.toISOString(),
      turnoverRequired: formatMinor(entry.required_amount ?? 0n),
      state: paidState,
    };
  });
}

/** `GET /wps/promotions/rewards`: the rewards ready to claim and the last ones paid, in the request's language. */
export async function rewardCenter(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: Language,
  now = new Date(),
): Promise<RewardCenter> {
  const unclaimed = await unclaimedRewards(db, merchant, memberId, now);
  const history = await rewardHistory(db, merchant, memberId, language, now);
  return {
    unclaimed: unclaimed.map(({ row, caller }) => presentPromotion(row, caller, language)),
    history,
  };
}

/** A REFERRAL promotion is running: listed, and its period has started and not ended. */
const runsReferral = (promotions: readonly PromotionRow[], now: Date) =>
  promotions.some(
    (promotion) =>
      promotion.type === 'REFERRAL' &&
      promotion.starts_at <= now &&
      (promotion.ends_at === null || now < promotion.ends_at),
  );

/**
 * The member info's public state from the promotions: how many rewards the member may claim (the reward center's
 * `unclaimed`) and whether the merchant runs a referral promotion. Nothing for `memberId` null (a trial player, a
 * session under a restriction). Cheap, as the header asks on every page: the listed promotions and the member's
 * entries of them in one round trip, and the books only for promotions the member takes part in by a rule.
 */
export async function promotionPublicState(
  db: Db,
  merchant: Merchant,
  memberId: number | null,
  now = new Date(),
): Promise<Pick<MemberPublicState, 'availablePromoCount' | 'availablePromo'>> {
  if (memberId === null) return { availablePromoCount: 0, availablePromo: { REFERRAL: { enabled: false } } };
  const { promotions, entries } = await listedWithEntries(db, merchant.id, memberId);
  const unclaimed = await unclaimedOf(db, merchant, memberId, promotions, entries, now);
  return {
    availablePromoCount: unclaimed.length,
    availablePromo: { REFERRAL: { enabled: runsReferral(promotions, now) } },
  };
}
