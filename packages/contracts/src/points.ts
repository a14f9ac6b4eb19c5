import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { amountPattern, maxTurnoverMultiple } from './enums.ts';
import {
  maxItemQuantity,
  maxPointsValue,
  maxRedeemQuantityLimit,
  pointsCategories,
  pointsEntryKinds,
  pointsItemKinds,
  pointsItemStatuses,
  pointsNoteMax,
  pointsShortages,
  redemptionStatuses,
} from './points-kinds.ts';
import { rowIdSchema } from './row-id.ts';

/**
 * The points mall (docs/points.md), open only where the merchant's white-label switch PTSYS3 is on.
 *
 * Members earn points on their valid bets, per game category at the merchant's ratio ("1 point per ৳100 of valid
 * bets on slots"); points never expire (spec §9). Points buy items: a bonus credited to the wallet at once
 * (BONUS_CREDIT), or a physical gift or a voucher that an operator fulfils (the redemption stays IN_PROCESS until
 * the operator approves or rejects it; a rejection gives the points and any cash top-up back). An item may also
 * ask for a cash top-up (`cashCost`) paid from the member's wallet. Points also convert to cash at the merchant's
 * rate. Points are whole numbers; money is in major units with 2 decimals.
 */
export { opsPointsPaths, pointsPaths } from './api-paths.ts';
export * from './points-kinds.ts';

const amount = z.string().regex(amountPattern);
const points = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const category = z.enum(pointsCategories);
const localizedOut = z.object({ bn: z.string(), en: z.string() });
const localized = (max: number) =>
  z.object({ bn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const localizedOptional = (max: number) =>
  z.object({ bn: z.string().trim().max(max).default(''), en: z.string().trim().max(max).default('') });
/** An image: a path of this site (`/demo-assets/…`) or an https address. */
export const pointsImagePattern =
  /^(\/[A-Za-z0-9._~/-]{1,300}|https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[^\s"'<>\\]{0,300})$/;
const paymentPassword = z.string().min(1).max(64);

// ---- Member side ---------------------------------------------------------------------------------------------

/** GET balance: the caller's points now and what it has done with them. */
export const pointsBalanceSchema = z.object({
  points,
  /** Points earned on bets (and demo grants) since the account opened. */
  earned: points,
  /** Points spent on items, net of rejected redemptions. */
  redeemed: points,
  /** Points turned into cash. */
  converted: points,
  /** The caller's redemptions waiting for an operator. */
  inProcess: z.number().int().min(0),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** A category's ratio: one point per `validBetPerPoint` of valid bets (major units). */
export const pointsRatioSchema = z.object({ category, validBetPerPoint: amount });
export type PointsRatio = z.infer<typeof pointsRatioSchema>;

/** Conversion of points to cash: every `points` points pay `amount`, from `minPoints` to `maxPoints` at once. */
export const pointsConvertConfigSchema = z.object({
  enabled: z.boolean(),
  points: z.number().int().min(1).max(maxPointsValue),
  amount,
  minPoints: z.number().int().min(1).max(maxPointsValue),
  maxPoints: z.number().int().min(1).max(maxPointsValue),
  /** The converted cash must be played through this many times before a withdrawal (0: never). */
  turnoverMultiple: z.number().int().min(0).max(maxTurnoverMultiple),
});
export type PointsConvertConfig = z.infer<typeof pointsConvertConfigSchema>;

/** GET config: the ratios, the conversion rate and the limits (spec §7 "config"). */
export const pointsConfigSchema = z.object({
  /** Only the categories that earn points, in the categories' order. */
  ratios: z.array(pointsRatioSchema),
  convert: pointsConvertConfigSchema,
  /** The most of one item a single redemption may take. */
  maxRedeemQuantity: z.number().int().min(1).max(maxRedeemQuantityLimit),
  /** Spec §9. */
  neverExpire: z.literal(true),
});
export type PointsConfig = z.infer<typeof pointsConfigSchema>;

/** An item on sale, as the caller sees it (names in the request's language). */
export const pointsItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(pointsItemKinds),
  name: z.string(),
  imageUrl: z.string(),
  /** Points per piece. */
  pointsCost: points,
  /** The cash top-up per piece, paid from the wallet ("0.00": none). */
  cashCost: amount,
  /** BONUS_CREDIT: the bonus per piece credited to the wallet; null otherwise. */
  bonusAmount: amount.nullable(),
  /** BONUS_CREDIT: the bonus's turnover multiple. */
  turnoverMultiple: z.number().int(),
  quantityLeft: z.number().int().min(0),
  remark: z.string(),
  /** How many the caller could redeem now (0 when none). */
  maxQuantity: z.number().int().min(0),
  /** Why the caller cannot redeem it now; null when it can. */
  shortOf: z.enum(pointsShortages).nullable(),
});
export type PointsItem = z.infer<typeof pointsItemSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const pointsRewardQuerySchema = z.object({
  kind: z.enum(pointsItemKinds).optional(),
  /** Only the items the caller can redeem now. */
  affordable: booleanQuery.optional(),
});
export type PointsRewardQuery = z.input<typeof pointsRewardQuerySchema>;

/** GET reward (spec §7): what the caller's points can get now. */
export const pointsRewardSchema = z.object({
  points,
  /** The wallet's spendable balance (for the cash top-ups). */
  cashBalance: amount,
  /** The items on sale (after the filters), in the merchant's order. */
  items: z.array(pointsItemSchema),
  /** The most points the caller may convert now and the cash they would pay (0 / "0.00" when none). */
  convertible: z.object({ points, amount }),
});
export type PointsReward = z.infer<typeof pointsRewardSchema>;

export const redeemBodySchema = z.object({
  itemId: rowIdSchema,
  quantity: z.number().int().min(1).max(maxRedeemQuantityLimit),
  paymentPassword,
  /** For a gift or a voucher: where or how to deliver it. */
  note: z.string().trim().max(pointsNoteMax).optional(),
});
export type RedeemBody = z.infer<typeof redeemBodySchema>;

export const redemptionSchema = z.object({
  id: z.string(),
  itemId: z.number().int(),
  kind: z.enum(pointsItemKinds),
  /** The item's name when it was redeemed, in the request's language. */
  name: z.string(),
  imageUrl: z.string(),
  quantity: z.number().int(),
  points,
  /** The cash top-up paid ("0.00": none). */
  cashAmount: amount,
  /** BONUS_CREDIT: the bonus credited; null otherwise. */
  bonusAmount: amount.nullable(),
  turnoverRequired: amount,
  status: z.enum(redemptionStatuses),
  memberNote: z.string().nullable(),
  /** The operator's word on an approval (e.g. a voucher code) or a rejection. */
  operatorNote: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

export const redeemResultSchema = z.object({
  redemption: redemptionSchema,
  /** The caller's points and spendable cash right after. */
  points,
  balance: amount,
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

export const redemptionQuerySchema = pageQuerySchema.extend({
  status: z.enum(redemptionStatuses).optional(),
});
export const redemptionPageSchema = pageOf(redemptionSchema);

export const convertBodySchema = z.object({
  points: z.number().int().min(1).max(maxPointsValue),
  paymentPassword,
});
export type ConvertBody = z.infer<typeof convertBodySchema>;

export const convertResultSchema = z.object({
  /** The points converted and the cash they paid. */
  points,
  amount,
  turnoverRequired: amount,
  /** The caller's points and spendable cash right after (a replay answers them as they are now). */
  pointsBalance: points,
  balance: amount,
  time: z.string(),
});
export type ConvertResult = z.infer<typeof convertResultSchema>;

/** An entry of the caller's points history (spec §7 "transaction detail"). */
export const pointsTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(pointsEntryKinds),
  /** Signed: positive in, negative out. */
  points: z.number().int(),
  balanceAfter: points,
  createdAt: z.string(),
  /** ACCRUAL: the valid bets it was earned on. */
  validBet: amount.nullable(),
  /** ACCRUAL: the categories it was earned on. */
  categories: z.array(category),
  /** REDEEM, REDEEM_REFUND: the item (its name then) and how many. */
  redemptionId: z.string().nullable(),
  itemName: z.string().nullable(),
  quantity: z.number().int().nullable(),
  /** CONVERT: the cash it paid. */
  amount: amount.nullable(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

export const pointsTransactionQuerySchema = pageQuerySchema.extend({
  kind: z.enum(pointsEntryKinds).optional(),
});
export const pointsTransactionPageSchema = pageOf(pointsTransactionSchema);

// ---- Operator side -------------------------------------------------------------------------------------------

/** Create or change an item. */
export const pointsItemBodySchema = z.object({
  kind: z.enum(pointsItemKinds),
  name: localized(60),
  imageUrl: z.string().trim().regex(pointsImagePattern),
  pointsCost: z.number().int().min(1).max(maxPointsValue),
  /** "0" for none. */
  cashCost: amount.default('0'),
  /** BONUS_CREDIT only, and then required (`points.item.bonus.invalid`). */
  bonusAmount: amount.nullable().default(null),
  turnoverMultiple: z.number().int().min(0).max(maxTurnoverMultiple).default(1),
  quantityLeft: z.number().int().min(0).max(maxItemQuantity),
  remark: localizedOptional(pointsNoteMax).default({ bn: '', en: '' }),
  status: z.enum(pointsItemStatuses).default('ON_SALE'),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type PointsItemBody = z.infer<typeof pointsItemBodySchema>;

export const opsPointsItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(pointsItemKinds),
  name: localizedOut,
  imageUrl: z.string(),
  pointsCost: points,
  cashCost: amount,
  bonusAmount: amount.nullable(),
  turnoverMultiple: z.number().int(),
  quantityLeft: z.number().int(),
  remark: localizedOut,
  status: z.enum(pointsItemStatuses),
  sort: z.number().int(),
  /** Redemptions by status, and the pieces taken by those not rejected. */
  redemptions: z.object({
    inProcess: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  piecesRedeemed: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsPointsItem = z.infer<typeof opsPointsItemSchema>;
export const opsPointsItemListSchema = z.array(opsPointsItemSchema);

/** The whole configuration at once: the ratios listed replace every ratio (a category left out earns nothing). */
export const pointsConfigBodySchema = z.object({
  ratios: z.array(pointsRatioSchema).max(pointsCategories.length),
  convert: pointsConvertConfigSchema,
  maxRedeemQuantity: z.number().int().min(1).max(maxRedeemQuantityLimit),
});
export type PointsConfigBody = z.infer<typeof pointsConfigBodySchema>;

export const opsPointsConfigSchema = pointsConfigSchema.extend({
  /** The points mall's switch (PTSYS3, kept with the white-label flags). */
  enabled: z.boolean(),
  /** Valid bets settled before this instant have earned their points; null before the first accrual. */
  accruedTo: z.string().nullable(),
});
export type OpsPointsConfig = z.infer<typeof opsPointsConfigSchema>;

export const opsRedemptionQuerySchema = redemptionQuerySchema.extend({
  memberId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const opsRedemptionSchema = redemptionSchema.extend({
  memberId: z.number().int(),
  username: z.string(),
  decidedByOperatorId: z.number().int().nullable(),
});
export type OpsRedemption = z.infer<typeof opsRedemptionSchema>;
export const opsRedemptionPageSchema = pageOf(opsRedemptionSchema);

/** Approve (optionally with a note, e.g. the voucher code) or reject (a note is required). */
export const redemptionDecisionBodySchema = z.object({
  approve: z.boolean(),
  note: z.string().trim().max(pointsNoteMax).optional(),
});
export type RedemptionDecisionBody = z.infer<typeof redemptionDecisionBodySchema>;

/** The points ledger's invariants for the merchant: every count but the first two is always 0. */
export const pointsHealthSchema = z.object({
  accounts: z.number().int(),
  entries: z.number().int(),
  /** Accounts below zero (the CHECK forbids them). */
  negativeAccounts: z.number().int(),
  /** Accounts whose balance is not the sum of their entries. */
  mismatchedAccounts: z.number().int(),
  /** Accounts whose last entry's balance-after is not their balance. */
  staleRunningBalances: z.number().int(),
});
export type PointsHealth = z.infer<typeof pointsHealthSchema>;

/** The conversion's cash for some points: whole steps of `points` only, each paying `amount` (minor units). */
export function convertAmountMinor(pointsToConvert: number, rate: { points: number; amountMinor: bigint }) {
  return (BigInt(pointsToConvert) / BigInt(rate.points)) * rate.amountMinor;
}
