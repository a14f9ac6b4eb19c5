import type { PromotionClosedReason, PromotionState } from '@msp/contracts/enums.ts';
import type { Outcome } from './books.ts';
import type { PromotionEntryRow, PromotionRow } from './tables.ts';

/**
 * The caller's state of a promotion (the spec's activity statuses), first match wins:
 *
 * | state        | when                                                                                              |
 * | ------------ | ------------------------------------------------------------------------------------------------- |
 * | `process`    | the reward was paid and its turnover requirement is still open                                     |
 * | `issued`     | the reward of an AUTO promotion was paid (and its turnover is met or there was none)              |
 * | `claimed`    | the reward of a BUTTON or APPLICATION promotion was paid (turnover met or none)                    |
 * | `rejected`   | the member's application was rejected                                                             |
 * | `applying`   | the member's application waits for an operator                                                    |
 * | `claim`      | a reward is ready (condition met, or application approved) and what is left of the budget pays it |
 * | `close`      | closed by the operator or ended, budget spent, or not open to the caller (`closedReason`)          |
 * | `comingSoon` | before `starts_at`                                                                                |
 * | `joined`     | the member takes part (joined a BUTTON promotion, or any AUTO one) and waits for the qualifying event |
 * | `join`       | the caller can join or apply (a visitor after logging in)                                         |
 *
 * A reward earned within the period stays claimable after `ends_at` while the operator keeps the promotion
 * ACTIVE; CLOSED stops every payment.
 */
export interface CallerState {
  state: PromotionState;
  closedReason: PromotionClosedReason | null;
  /** The reward ready or paid (minor units). */
  reward: bigint | null;
}

export interface StateInput {
  promotion: PromotionRow;
  /** The member's entry; null for a visitor or a member that has none. */
  entry: Pick<PromotionEntryRow, 'status' | 'reward' | 'turnover_requirement_id'> | null;
  /** False for a visitor (or a trial player). */
  member: boolean;
  /** What the books say, for a member taking part from the books (JOINED, or AUTO without an entry). */
  outcome: Outcome | null;
  /** Why the member may not take part (null: it may, or a visitor). */
  refusal: string | null;
  /** The paid entry's turnover requirement is still open. */
  turnoverOpen: boolean;
  now: Date;
}

const state = (
  name: PromotionState,
  reward: bigint | null = null,
  closedReason: PromotionClosedReason | null = null,
): CallerState => ({ state: name, closedReason, reward });

export function stateOf({
  promotion,
  entry,
  member,
  outcome,
  refusal,
  turnoverOpen,
  now,
}: StateInput): CallerState {
  const closedByOperator = promotion.status === 'CLOSED';
  const ended = closedByOperator || (promotion.ends_at !== null && now >= promotion.ends_at);
  const budgetLeft = promotion.budget === null ? null : promotion.budget - promotion.spent;
  const ready = (reward: bigint) => {
    if (closedByOperator) return state('close', null, 'ENDED');
    if (budgetLeft !== null && budgetLeft < reward) return state('close', null, 'BUDGET');
    return state('claim', reward);
  };

  switch (entry?.status) {
    case 'CLAIMED':
      if (turnoverOpen) return state('process', entry.reward);
      return state(promotion.join_mode === 'AUTO' ? 'issued' : 'claimed', entry.reward);
    case 'REJECTED':
      return state('rejected');
    case 'APPLYING':
      return state('applying');
    case 'CLAIMABLE':
      return ready(entry.reward!);
  }
  if (closedByOperator) return state('close', null, 'ENDED');
  if (now < promotion.starts_at) return state('comingSoon');

  const takingPart = entry?.status === 'JOINED' || (member && promotion.join_mode === 'AUTO');
  if (takingPart && outcome) {
    if (outcome.kind === 'REWARD') return ready(outcome.reward);
    if (outcome.kind === 'INELIGIBLE') return state('close', null, 'NOT_ELIGIBLE');
  }
  if (ended) return state('close', null, 'ENDED');
  if (budgetLeft !== null && budgetLeft <= 0n) return state('close', null, 'BUDGET');
  if (takingPart) return state('joined');
  if (member && refusal) return state('close', null, 'NOT_ELIGIBLE');
  return state('join');
}
