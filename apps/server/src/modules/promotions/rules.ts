import type { PromotionRules } from '@msp/contracts/promotions.ts';
import {
  ruledPromotionTypes,
  type PromotionJoinMode,
  type PromotionType,
  type RuledPromotionType,
} from '@msp/contracts/enums.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';

/**
 * A promotion's rules as stored (promotions.rules) and the arithmetic of a reward: pure functions, so the claim,
 * the member's list and the worked example of docs/promotions.md are one code. Percentages are basis points
 * (1 % = 100), amounts minor units as decimal strings (jsonb has no bigint).
 */
export interface StoredRules {
  percentBp?: number;
  fixedAmount?: string;
  cap?: string;
  minDeposit?: string;
  turnoverMultiple: number;
  /** REFERRAL: the friend's valid bets (minor units) before the referrer earns. */
  friendTurnover?: string;
  /** REFERRAL: the most friends a referrer is rewarded for. */
  maxFriends?: number;
}

const BP_TOTAL = 10_000n;

/** "12.5" → 1250 (the contract's pattern has at most 2 decimals, so this is exact). */
const bpOf = (percent: string) => {
  const [whole, fraction = ''] = percent.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
/** Major units as the contract's pattern allows them ("1234.5") to minor units, exactly. */
export const minorOf = (text: string) => {
  const [major, minor = ''] = text.split('.');
  return BigInt(major!) * 100n + BigInt(minor.padEnd(2, '0'));
};

export const isRuledType = (type: PromotionType): type is RuledPromotionType =>
  (ruledPromotionTypes as readonly string[]).includes(type);

const isDepositType = (type: PromotionType) =>
  type === 'FIRST_DEPOSIT' || type === 'DEPOSIT_BONUS' || type === 'RELOAD';

const invalid = () => new AppError('promotion.rules.invalid', {}, 'rules');

/**
 * The API's rules for a type and join mode, checked and stored. Deposit promotions: a percentage above 0 (cap and
 * minimum deposit optional); SIGN_UP: a fixed amount; applications: no formula (the operator approves an amount,
 * at most the cap when there is one); REFERRAL by AUTO: the referral module's rules (`referralRules`). Other
 * types pay only by application for now (`promotion.type.unsupported`).
 */
export function storedRules(
  type: PromotionType,
  joinMode: PromotionJoinMode,
  rules: PromotionRules,
): StoredRules {
  const positive = (text: string | undefined) => {
    if (text === undefined) return undefined;
    const minor = minorOf(text);
    if (minor <= 0n) throw invalid();
    return String(minor);
  };
  const stored: StoredRules = { turnoverMultiple: rules.turnoverMultiple };
  const cap = positive(rules.cap);
  if (cap !== undefined) stored.cap = cap;
  if (type === 'REFERRAL' && joinMode === 'AUTO') return referralRules(rules, stored, positive);
  // The referral's own fields mean nothing to any other promotion.
  if (rules.friendTurnover !== undefined || rules.maxFriends !== undefined) throw invalid();
  if (joinMode === 'APPLICATION') {
    if (rules.percent !== undefined || rules.fixedAmount !== undefined || rules.minDeposit !== undefined)
      throw invalid();
    return stored;
  }
  if (!isRuledType(type)) throw new AppError('promotion.type.unsupported', {}, 'type');
  if (isDepositType(type)) {
    if (rules.percent === undefined || rules.fixedAmount !== undefined) throw invalid();
    const percentBp = bpOf(rules.percent);
    if (percentBp <= 0) throw invalid();
    stored.percentBp = percentBp;
    const minDeposit = positive(rules.minDeposit);
    if (minDeposit !== undefined) stored.minDeposit = minDeposit;
    return stored;
  }
  // SIGN_UP: the same amount for everyone, so a cap or a minimum deposit would mean nothing.
  if (rules.fixedAmount === undefined || rules.percent !== undefined || rules.minDeposit !== undefined || cap)
    throw invalid();
  stored.fixedAmount = positive(rules.fixedAmount)!;
  return stored;
}

/**
 * REFERRAL (AUTO, paid by the referral module): per friend, a fixed sign-up reward and/or a percentage of the
 * friend's first deposit (cap and minimum optional), at least one of them; the friend's turnover (0 or more) and
 * the most friends rewarded (optional). A cap or minimum without a percentage would mean nothing.
 */
function referralRules(
  rules: PromotionRules,
  stored: StoredRules,
  positive: (text: string | undefined) => string | undefined,
): StoredRules {
  if (rules.fixedAmount === undefined && rules.percent === undefined) throw invalid();
  if (rules.percent === undefined && (rules.cap !== undefined || rules.minDeposit !== undefined))
    throw invalid();
  const fixedAmount = positive(rules.fixedAmount);
  if (fixedAmount !== undefined) stored.fixedAmount = fixedAmount;
  if (rules.percent !== undefined) {
    const percentBp = bpOf(rules.percent);
    if (percentBp <= 0) throw invalid();
    stored.percentBp = percentBp;
  }
  const minDeposit = positive(rules.minDeposit);
  if (minDeposit !== undefined) stored.minDeposit = minDeposit;
  stored.friendTurnover = String(rules.friendTurnover === undefined ? 0n : minorOf(rules.friendTurnover));
  if (rules.maxFriends !== undefined) stored.maxFriends = rules.maxFriends;
  return stored;
}

/** The stored rules as the API shows them. */
export function apiRules(rules: StoredRules): PromotionRules {
  return {
    ...(rules.percentBp === undefined ? {} : { percent: (rules.percentBp / 100).toFixed(2) }),
    ...(rules.fixedAmount === undefined ? {} : { fixedAmount: formatMinor(BigInt(rules.fixedAmount)) }),
    ...(rules.cap === undefined ? {} : { cap: formatMinor(BigInt(rules.cap)) }),
    ...(rules.minDeposit === undefined ? {} : { minDeposit: formatMinor(BigInt(rules.minDeposit)) }),
    turnoverMultiple: rules.turnoverMultiple,
    ...(rules.friendTurnover === undefined
      ? {}
      : { friendTurnover: formatMinor(BigInt(rules.friendTurnover)) }),
    ...(rules.maxFriends === undefined ? {} : { maxFriends: rules.maxFriends }),
  };
}

/** A deposit promotion's reward: deposit × percent, rounded down to the minor unit, at most the cap. */
export function depositReward(rules: StoredRules, deposit: bigint): bigint {
  const reward = (deposit * BigInt(rules.percentBp ?? 0)) / BP_TOTAL;
  const cap = rules.cap === undefined ? undefined : BigInt(rules.cap);
  return cap !== undefined && reward > cap ? cap : reward;
}

/** The smallest deposit that qualifies (1 minor unit when the rules set none). */
export const minimumDeposit = (rules: StoredRules) =>
  rules.minDeposit === undefined ? 1n : BigInt(rules.minDeposit);

/** The valid bets a bonus asks for before a withdrawal. */
export const turnoverOf = (rules: StoredRules, reward: bigint) => reward * BigInt(rules.turnoverMultiple);
