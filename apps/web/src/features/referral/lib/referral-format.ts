import type { Language } from '@msp/contracts/errors.ts';
import type { PromotionRules } from '@msp/contracts/promotions.ts';
import { toMinor } from '../../../shared/lib/minor-units.ts';
import { promoMoney, promoPercent } from '../../promotions/lib/promotion-format.ts';

/**
 * The referral promotion's rules in words for the hero's chips (the page's rules table says the rest). Amounts go
 * through the promotions pages' formatting: Bangla digits in Bangla, and whole amounts without ".00".
 */
export type RewardChip =
  | { key: 'perFriend'; amount: string }
  | { key: 'ofDeposit'; percent: string }
  | { key: 'ofDepositCap'; percent: string; cap: string }
  | { key: 'afterTurnover'; amount: string }
  | { key: 'afterSignUp' };

const positive = (amount: string | undefined): amount is string => (toMinor(amount ?? '') ?? 0n) > 0n;

export function rewardChips(rules: PromotionRules, language: Language, symbol: string): RewardChip[] {
  const money = (value: string) => promoMoney(value, language, symbol);
  const chips: RewardChip[] = [];
  if (positive(rules.fixedAmount)) chips.push({ key: 'perFriend', amount: money(rules.fixedAmount) });
  if (rules.percent !== undefined) {
    const percent = promoPercent(rules.percent, language);
    chips.push(
      positive(rules.cap)
        ? { key: 'ofDepositCap', percent, cap: money(rules.cap) }
        : { key: 'ofDeposit', percent },
    );
  }
  chips.push(
    positive(rules.friendTurnover)
      ? { key: 'afterTurnover', amount: money(rules.friendTurnover) }
      : { key: 'afterSignUp' },
  );
  return chips;
}
