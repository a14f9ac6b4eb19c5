import type { ContractTerms, ContractTier } from '@msp/contracts/agent-contracts.ts';
import { fromMinor, toMinor } from '../../../../shared/lib/minor-units.ts';

/**
 * The rate cap of an offer (spec §4): an agent offers its direct sub-agent terms that never pay more than its own
 * contract pays at the same thresholds. Rates are percent strings with up to 2 decimals ("0.50") and amounts
 * major-unit strings; both are compared as integer hundredths (bigint), never as floats.
 */

/** A tier's thresholds, as the cap compares them (a tier without a net loss threshold asks for none: 0). */
export type Thresholds = Pick<ContractTier, 'minValidBet' | 'minActiveMembers' | 'minNetLoss'>;

const hundredths = (value: string | undefined) => toMinor(value ?? '0') ?? 0n;

/** Whether `tier` is reached by figures at `at`: each of its thresholds is at or below `at`'s. */
export function reaches(tier: Thresholds, at: Thresholds): boolean {
  return (
    hundredths(tier.minValidBet) <= hundredths(at.minValidBet) &&
    tier.minActiveMembers <= at.minActiveMembers &&
    hundredths(tier.minNetLoss) <= hundredths(at.minNetLoss)
  );
}

/**
 * The rate `tiers` pay at the thresholds `at`: the highest rate among the tiers reached there, "0.00" when none is.
 * With the agent's own tiers, this is the cap of an offered tier with the thresholds `at`.
 */
export function rateAt(tiers: readonly ContractTier[], at: Thresholds): string {
  let best = 0n;
  for (const tier of tiers) {
    const rate = hundredths(tier.rate);
    if (rate > best && reaches(tier, at)) best = rate;
  }
  return fromMinor(best);
}

/** -1, 0 or 1 as the rate or amount `a` is below, at or above `b` (strings with up to 2 decimals). */
export function compareHundredths(a: string, b: string): -1 | 0 | 1 {
  const [left, right] = [hundredths(a), hundredths(b)];
  return left === right ? 0 : left > right ? 1 : -1;
}

/** Whether a rate is above another (both percent strings). */
export const rateAbove = (rate: string, limit: string) => compareHundredths(rate, limit) > 0;

/** Whether an amount is below another (both major-unit strings). */
export const amountBelow = (amount: string, limit: string) => compareHundredths(amount, limit) < 0;

/** The cap of a real-time salary offer: its rates at most the agent's own, its smallest counted bet at least. */
export function realtimeCaps(mine: ContractTerms): { winRate: string; lossRate: string; minBet: string } {
  return {
    winRate: fromMinor(hundredths(mine.winRate)),
    lossRate: fromMinor(hundredths(mine.lossRate)),
    minBet: fromMinor(hundredths(mine.minBet)),
  };
}

/**
 * Whether terms `next` pay less than `now` anywhere: at some tier's thresholds of `now` (or in a real-time rate,
 * or with a higher smallest bet, or on another dividend period). Accepting such terms ends the sub-agents'
 * contracts that pay more than they now may.
 */
export function paysLessSomewhere(next: ContractTerms, now: ContractTerms): boolean {
  if (next.period !== now.period) return true;
  if (now.tiers?.length)
    return now.tiers.some((tier) => rateAbove(tier.rate, rateAt(next.tiers ?? [], tier)));
  return (
    rateAbove(now.winRate ?? '0', next.winRate ?? '0') ||
    rateAbove(now.lossRate ?? '0', next.lossRate ?? '0') ||
    amountBelow(now.minBet ?? '0', next.minBet ?? '0')
  );
}
