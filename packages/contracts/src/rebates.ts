import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import type { GameCategory } from './enums.ts';

/**
 * Rebates (docs/rebates.md): every report day, each member gets back a share of its valid bets of the day per game
 * category, at the rate of its VIP rank (rank 0: everyone without a rate of its own rank). The merchant pays them
 * by claim (the reward center) or automatically. Money is in major units with 2 decimals; rates are percentages
 * with up to 2 decimals ("1.2"), kept in basis points.
 */
export { opsRebatePaths, rebatePaths } from './api-paths.ts';

/** The categories that pay rebates (spec §9's rebate display). */
export const rebateCategories = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
] as const satisfies readonly GameCategory[];
export type RebateCategory = (typeof rebateCategories)[number];

export const isRebateCategory = (category: string): category is RebateCategory =>
  (rebateCategories as readonly string[]).includes(category);

/** Rank 0's rates of a merchant that set none (spec §9), in basis points: PVP has none. */
export const defaultRebateRatesBp: Record<RebateCategory, number> = {
  LOTT: 100,
  ELOTT: 100,
  LIVE: 80,
  SPORTS: 100,
  FISH: 100,
  RNG: 120,
  PVP: 0,
  ESPORTS: 100,
};

/** CLAIM: the member claims in the reward center; AUTO: the daily job pays. */
export const rebatePayoutModes = ['CLAIM', 'AUTO'] as const;
export type RebatePayoutMode = (typeof rebatePayoutModes)[number];

/** Limits of the operator's settings. */
export const maxRebatePercent = 10;
export const maxRebateVipRank = 50;
export const maxRebateTurnoverMultiple = 100;
/** The largest minimum payout (major units). */
export const maxRebateMinPayout = 10_000;

/** A rate as the API writes it: up to 2 decimals, no leading zeros ("1.2", "0.8", "0"). */
export const rebatePercentPattern = /^(0|[1-9]\d?)(\.\d{1,2})?$/;

/** Basis points to the API's percentage: 120 → "1.2", 100 → "1", 5 → "0.05". */
export function percentOfBp(bp: number): string {
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The API's percentage to basis points; undefined for anything but `rebatePercentPattern` up to the maximum. */
export function bpOfPercent(percent: string): number | undefined {
  if (!rebatePercentPattern.test(percent)) return undefined;
  const [whole, fraction = ''] = percent.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= maxRebatePercent * 100 ? bp : undefined;
}

const amount = z.string();
const category = z.enum(rebateCategories);
const payoutMode = z.enum(rebatePayoutModes);

/** A category's rate for the caller. */
export const rebateRateSchema = z.object({ category, percent: z.string() });
export type RebateRate = z.infer<typeof rebateRateSchema>;

/** A member's rebate of a report day and category: valid bet × rate, rounded down to the paisa. */
export const rebateRowSchema = z.object({
  id: z.string(),
  /** The report day, YYYY-MM-DD. */
  day: z.string(),
  category,
  validBet: amount,
  percent: z.string(),
  amount,
});
export type RebateRow = z.infer<typeof rebateRowSchema>;

export const paidRebateSchema = rebateRowSchema.extend({
  /** ISO time of its payout. */
  paidAt: z.string(),
  mode: payoutMode,
});
export type PaidRebate = z.infer<typeof paidRebateSchema>;

/** `GET /wps/rebates`: the paging of `history`. */
export const rebateQuerySchema = pageQuerySchema;

/** `GET /wps/rebates`: the caller's rebates. */
export const memberRebatesSchema = z.object({
  payoutMode,
  /** Unpaid rebates are paid once together they reach this. */
  minPayout: amount,
  /** A payout's turnover requirement is its amount × this (0: none). */
  turnoverMultiple: z.number().int(),
  /** The sum of `unpaid`. */
  unpaidTotal: amount,
  /** CLAIM, and `unpaidTotal` reaches `minPayout`: the claim button pays it. */
  claimable: z.boolean(),
  /** Computed and not paid yet (CLAIM: to claim; AUTO: the job pays them), newest day first. */
  unpaid: z.array(rebateRowSchema),
  /** Paid rebates, newest day first. */
  history: pageOf(paidRebateSchema),
  /** The caller's VIP rank (0: none) and its rate per category now. */
  vipRank: z.number().int(),
  rates: z.array(rebateRateSchema),
});
export type MemberRebates = z.infer<typeof memberRebatesSchema>;

/** `POST /wps/rebates/claim`: what the claim paid. */
export const rebateClaimSchema = z.object({
  amount,
  rebates: z.number().int(),
  /** The valid bets to play through before a withdrawal ("0.00": none). */
  turnoverRequired: amount,
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

// ---- Operator side -------------------------------------------------------------------------------------------

export const rebateSettingsSchema = z.object({
  payoutMode,
  turnoverMultiple: z.number().int(),
  /** Major units ("1.00"). */
  minPayout: z.string().max(20),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** A rate of a VIP rank (0: the default for members without a rate of their own rank). */
export const opsRebateRateSchema = z.object({
  vipRank: z.number().int(),
  category,
  percent: z.string(),
  /** Rank 0 only: the spec's default, the merchant set none. */
  isDefault: z.boolean(),
});
export const opsRebateRatesSchema = z.object({ rates: z.array(opsRebateRateSchema) });
export type OpsRebateRates = z.infer<typeof opsRebateRatesSchema>;

/** Sets (or with `percent` null removes: rank 0 back to the default) each named rate; the others stay. */
export const opsRebateRatesBodySchema = z.object({
  rates: z
    .array(
      z.object({
        vipRank: z.number().int(),
        category,
        percent: z.string().max(10).nullable(),
      }),
    )
    .min(1)
    .max((maxRebateVipRank + 1) * rebateCategories.length),
});
export type OpsRebateRatesBody = z.infer<typeof opsRebateRatesBodySchema>;
