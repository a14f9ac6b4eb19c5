import { z } from 'zod';
import { imageDataUrlSchema, pageOf, pageQuerySchema } from './deposits.ts';
import {
  amountPattern,
  maxTurnoverMultiple,
  promotionAudiences,
  promotionCategories,
  promotionClosedReasons,
  promotionEntryStatuses,
  promotionJoinModes,
  promotionStates,
  promotionStatuses,
  promotionTags,
  promotionTypes,
} from './enums.ts';

/**
 * Promotions (the spec's activities): a merchant's offers that pay a bonus into the member's wallet, with a
 * turnover the member plays through before withdrawing. Money is in major units with 2 decimals, percentages as
 * strings with up to 2 decimals ("100", "12.5").
 *
 * The caller's state of a promotion (`state`), first match wins:
 * - `claimed` / `issued`: the reward was paid (issued: an AUTO promotion's) and its turnover, if any, is met;
 * - `process`: the reward was paid and its turnover requirement is still being played through;
 * - `rejected`: the member's application was rejected;
 * - `applying`: the member's application waits for an operator;
 * - `claim`: a reward is ready (the condition is met, or an application was approved) and the budget covers it;
 * - `close` (`closedReason`): the operator closed it or it ended (ENDED), its budget cannot pay the reward
 *   (BUDGET), or it is not open to the caller (NOT_ELIGIBLE: audience, sign-up period, a first deposit made
 *   before, a qualifying deposit below the minimum);
 * - `comingSoon`: before its start;
 * - `joined`: the member takes part (joined, or AUTO) and the qualifying event has not happened yet;
 * - `join`: the caller can join or apply (visitors: after logging in).
 */
export { opsPromotionPaths, promotionPaths } from './api-paths.ts';
export {
  maxPromotionImages,
  maxPromotionRemark,
  maxTurnoverMultiple,
  promotionAudiences,
  promotionCategories,
  promotionClosedReasons,
  promotionEntryStatuses,
  promotionJoinModes,
  promotionStates,
  promotionStatuses,
  promotionTags,
  promotionTypes,
  ruledPromotionTypes,
  type PromotionAudience,
  type PromotionCategory,
  type PromotionClosedReason,
  type PromotionEntryStatus,
  type PromotionJoinMode,
  type PromotionState,
  type PromotionStatus,
  type PromotionTag,
  type PromotionType,
} from './enums.ts';

const amount = z.string().regex(amountPattern);
/** A percentage with at most 2 decimals, up to 9999.99: "100", "12.5". */
export const promotionPercentPattern = /^(0|[1-9]\d{0,3})(\.\d{1,2})?$/;
/** A time with its offset, e.g. "2026-12-01T00:00:00+06:00". */
const isoTime = z.iso
  .datetime({ offset: true })
  .refine((text) => !Number.isNaN(Date.parse(text)), 'not a valid time');
const localized = (max: number) =>
  z.object({ bn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const localizedOut = z.object({ bn: z.string(), en: z.string() });
const promotionId = z.number().int();

/**
 * What a promotion pays, in display form. Deposit promotions (FIRST_DEPOSIT, DEPOSIT_BONUS, RELOAD): `percent`
 * of the qualifying deposit, at most `cap`, for a deposit of at least `minDeposit`. SIGN_UP: `fixedAmount`.
 * Applications: the amount an operator approves, at most `cap`. `turnoverMultiple`: the bonus times this must be
 * bet (valid bets) before a withdrawal; 0 for none. REFERRAL (join mode AUTO): per friend referred, `fixedAmount`
 * for the sign-up and/or `percent` of the friend's first deposit (at most `cap`, for a deposit of at least
 * `minDeposit`), both once the friend's valid bets reach `friendTurnover`; at most `maxFriends` friends rewarded.
 */
export const promotionRulesSchema = z.object({
  percent: z.string().regex(promotionPercentPattern).optional(),
  fixedAmount: amount.optional(),
  cap: amount.optional(),
  minDeposit: amount.optional(),
  turnoverMultiple: z.number().int().min(0).max(maxTurnoverMultiple),
  /** REFERRAL: the valid bets a referred friend places after registering before the referrer earns (referral.ts). */
  friendTurnover: amount.optional(),
  /** REFERRAL: the most friends one referrer is rewarded for; absent: no limit. */
  maxFriends: z.number().int().min(1).max(100_000).optional(),
});
export type PromotionRules = z.infer<typeof promotionRulesSchema>;

// ---- Member side ---------------------------------------------------------------------------------------------

export const promotionListQuerySchema = pageQuerySchema.extend({
  category: z.enum(promotionCategories).optional(),
  tag: z.enum(promotionTags).optional(),
});

/** A promotion on the list, in the request's language, with the caller's state. */
export const promotionSchema = z.object({
  id: promotionId,
  code: z.string(),
  type: z.enum(promotionTypes),
  category: z.enum(promotionCategories),
  tags: z.array(z.enum(promotionTags)),
  title: z.string(),
  summary: z.string(),
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  /** Null: open-ended. */
  endsAt: z.string().nullable(),
  joinMode: z.enum(promotionJoinModes),
  audience: z.enum(promotionAudiences),
  /** The VIP levels (ranks) an audience VIP is open to; absent for the other audiences. */
  vipLevels: z.array(z.number().int()).optional(),
  state: z.enum(promotionStates),
  /** Why the state is `close`; null otherwise. */
  closedReason: z.enum(promotionClosedReasons).nullable(),
  /** The reward ready to claim (`claim`) or paid; null otherwise. */
  reward: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionPageSchema = pageOf(promotionSchema);

/** The caller's own entry of a promotion. */
export const promotionEntrySchema = z.object({
  status: z.enum(promotionEntryStatuses),
  remark: z.string().nullable(),
  /** `GET` these with the member's token. */
  imageUrls: z.array(z.string()),
  /** The operator's note (a rejection's reason). */
  note: z.string().nullable(),
  reward: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});

export const promotionDetailSchema = promotionSchema.extend({
  /** Sanitized HTML. */
  content: z.string(),
  rules: promotionRulesSchema,
  /** What is left of the budget, in whole percent rounded down; null: no budget (unlimited). */
  budgetLeftPercent: z.number().int().nullable(),
  entry: promotionEntrySchema.nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const promotionApplyBodySchema = z.object({
  /** At most `maxPromotionRemark` characters (checked by the server, `promotion.remark.too.long`). */
  remark: z.string().max(2_000).default(''),
  /** Ids answered by `promotionPaths.images`, at most `maxPromotionImages` (`upload.image.count`). */
  imageIds: z
    .array(z.string().regex(/^[\w-]{8,64}$/))
    .max(20)
    .default([]),
});

export const promotionImageBodySchema = z.object({ image: imageDataUrlSchema });
export const promotionImageSchema = z.object({ id: z.string(), url: z.string() });

export const promotionClaimSchema = z.object({
  promotionId,
  reward: z.string(),
  /** The valid bets to play through before a withdrawal ("0.00": none). */
  turnoverRequired: z.string(),
  state: z.enum(promotionStates),
});
export type PromotionClaim = z.infer<typeof promotionClaimSchema>;

/** One open turnover requirement: its progress is the valid bets placed after it was set, oldest first. */
export const turnoverRequirementSchema = z.object({
  id: z.string(),
  required: z.string(),
  completed: z.string(),
  remaining: z.string(),
  /** The promotion whose bonus set it (null: set otherwise, e.g. by an operator). */
  promotionId: z.number().int().nullable(),
  promotionTitle: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});
export const turnoverSchema = z.object({
  /** What a withdrawal waits for (`withdraw.turnover.open`): the sum of `remaining`. */
  remaining: z.string(),
  requirements: z.array(turnoverRequirementSchema),
});
export type Turnover = z.infer<typeof turnoverSchema>;

/** A paid reward's states: its turnover still being played (`process`), or met (`claimed`; AUTO: `issued`). */
export const rewardHistoryStates = ['process', 'claimed', 'issued'] as const;

/** A reward paid to the caller (its CLAIMED entry), in the request's language. */
export const rewardHistoryItemSchema = z.object({
  promotionId,
  title: z.string(),
  type: z.enum(promotionTypes),
  reward: amount,
  /** ISO time. */
  claimedAt: z.string(),
  /** The valid bets the reward asked for ("0.00": none). */
  turnoverRequired: amount,
  state: z.enum(rewardHistoryStates),
});
export type RewardHistoryItem = z.infer<typeof rewardHistoryItemSchema>;

/** The reward center: what is ready to claim and what was paid. */
export const rewardCenterSchema = z.object({
  /** Every listed promotion whose state is `claim` for the caller, soonest end first (open-ended last). */
  unclaimed: z.array(promotionSchema),
  /** The caller's paid rewards (CLAIMED entries, any promotion status), newest first, at most 50. */
  history: z.array(rewardHistoryItemSchema),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

// ---- Operator side -------------------------------------------------------------------------------------------

/** Create (as a DRAFT) or change a promotion. */
export const promotionBodySchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/),
  type: z.enum(promotionTypes),
  category: z.enum(promotionCategories),
  tags: z.array(z.enum(promotionTags)).max(promotionTags.length).default([]),
  title: localized(120),
  summary: localized(500),
  /** HTML, sanitized when written. */
  content: localized(50_000),
  imageUrl: z
    .string()
    .max(1_000)
    .regex(/^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/)
    .nullable()
    .default(null),
  startsAt: isoTime,
  endsAt: isoTime.nullable().default(null),
  audience: z.enum(promotionAudiences).default('ALL'),
  /** Audience VIP: the VIP levels (ranks) it is open to, at least one; ignored for the other audiences. */
  vipLevels: z.array(z.number().int().min(1).max(50)).max(50).nullable().default(null),
  joinMode: z.enum(promotionJoinModes),
  rules: promotionRulesSchema,
  /** Null: unlimited. */
  budget: amount.nullable().default(null),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type PromotionBody = z.infer<typeof promotionBodySchema>;

export const opsPromotionSchema = z.object({
  id: promotionId,
  code: z.string(),
  type: z.enum(promotionTypes),
  category: z.enum(promotionCategories),
  tags: z.array(z.enum(promotionTags)),
  title: localizedOut,
  summary: localizedOut,
  content: localizedOut,
  imageUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  status: z.enum(promotionStatuses),
  audience: z.enum(promotionAudiences),
  vipLevels: z.array(z.number().int()).nullable(),
  joinMode: z.enum(promotionJoinModes),
  rules: promotionRulesSchema,
  budget: z.string().nullable(),
  /** Paid so far. */
  spent: z.string(),
  sort: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsPromotion = z.infer<typeof opsPromotionSchema>;
export const opsPromotionPageSchema = pageOf(opsPromotionSchema);
export const opsPromotionQuerySchema = pageQuerySchema.extend({
  status: z.enum(promotionStatuses).optional(),
});
export const opsPromotionStatusBodySchema = z.object({ status: z.enum(promotionStatuses) });

export const opsPromotionEntrySchema = z.object({
  id: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  status: z.enum(promotionEntryStatuses),
  remark: z.string().nullable(),
  /** `GET` these with an operator's token. */
  imageUrls: z.array(z.string()),
  reward: z.string().nullable(),
  qualifyingRef: z.string().nullable(),
  note: z.string().nullable(),
  decidedBy: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type OpsPromotionEntry = z.infer<typeof opsPromotionEntrySchema>;
export const opsPromotionEntryPageSchema = pageOf(opsPromotionEntrySchema);
export const opsPromotionEntryQuerySchema = pageQuerySchema.extend({
  status: z.enum(promotionEntryStatuses).optional(),
});

/** Approve with the amount to pay (≤ the rules' cap), or reject with a note the member sees. */
export const opsPromotionDecisionBodySchema = z.object({
  approve: z.boolean(),
  amount: amount.optional(),
  note: z.string().trim().max(500).optional(),
});
