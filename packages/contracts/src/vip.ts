import { z } from 'zod';
import { amountPattern, maxTurnoverMultiple } from './enums.ts';

/**
 * VIP levels (docs/vip.md): a merchant's ladder of ranks 1..N, each reached by the member's deposits and/or valid
 * bets over the last `qualifyDays` report days, kept month to month by its valid bets, with a level-up bonus (paid
 * once per member and level) and a birthday bonus (once a year), both paid automatically with a turnover. Money is
 * in major units with 2 decimals. Rank 0 is "no VIP level".
 */
export { opsVipPaths, vipPaths } from './api-paths.ts';

/** ANY: a level is reached when one of the thresholds it sets is met; ALL: when every one it sets is. */
export const vipUpgradeRules = ['ANY', 'ALL'] as const;
export type VipUpgradeRule = (typeof vipUpgradeRules)[number];
export const vipRewardKinds = ['LEVEL_UP', 'BIRTHDAY'] as const;
export type VipRewardKind = (typeof vipRewardKinds)[number];
/**
 * The month's keep check for the caller's level: REACHED (it went up this month, so the level is kept), MET (its
 * valid bets this month reach the keep amount), OPEN (not yet: below it at the check, the level goes down one).
 */
export const vipKeepStatuses = ['REACHED', 'MET', 'OPEN'] as const;
export type VipKeepStatus = (typeof vipKeepStatuses)[number];

/** The most levels a ladder may have, and the longest label. */
export const maxVipLevels = 50;
export const maxVipLabel = 32;
export const maxVipQualifyDays = 365;

const amount = z.string().regex(amountPattern);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A level as members read it, its label in the request's language. */
export const vipLevelSchema = z.object({
  rank: z.number().int(),
  label: z.string(),
  depositThreshold: z.string().nullable(),
  validBetThreshold: z.string().nullable(),
  keepValidBet: z.string(),
  levelUpBonus: z.string(),
  birthdayBonus: z.string(),
  turnoverMultiple: z.number().int(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

// ---- Operator side ---------------------------------------------------------------------------------------------

/**
 * One level as an operator sets it. A threshold left null does not count for the level; a level sets at least
 * one. Amounts are ≥ 0 (the amount pattern has no sign).
 */
export const vipLevelBodySchema = z.object({
  rank: z.number().int().min(1).max(maxVipLevels),
  label: z.object({
    bn: z.string().trim().min(1).max(maxVipLabel),
    en: z.string().trim().min(1).max(maxVipLabel),
  }),
  depositThreshold: amount.nullable().default(null),
  validBetThreshold: amount.nullable().default(null),
  keepValidBet: amount.default('0'),
  levelUpBonus: amount.default('0'),
  birthdayBonus: amount.default('0'),
  turnoverMultiple: z.number().int().min(0).max(maxTurnoverMultiple).default(0),
});
export type VipLevelBody = z.infer<typeof vipLevelBodySchema>;

/** `PUT /ops/vip/levels`: the whole ladder (ranks 1, 2, 3… in order, thresholds not below the level under). */
export const vipLadderBodySchema = z.object({
  qualifyDays: z.number().int().min(1).max(maxVipQualifyDays).default(30),
  upgradeRule: z.enum(vipUpgradeRules).default('ANY'),
  levels: z.array(vipLevelBodySchema).max(maxVipLevels),
});
export type VipLadderBody = z.input<typeof vipLadderBodySchema>;

export const opsVipLevelSchema = vipLevelSchema.extend({
  label: z.object({ bn: z.string(), en: z.string() }),
  /** Members at this level now. */
  members: z.number().int(),
});
export const opsVipLadderSchema = z.object({
  qualifyDays: z.number().int(),
  upgradeRule: z.enum(vipUpgradeRules),
  levels: z.array(opsVipLevelSchema),
});
export type OpsVipLadder = z.infer<typeof opsVipLadderSchema>;

/** `POST /ops/vip/members/:id/level`: a member's level set by hand (0: none), with an optional note. */
export const opsVipMemberLevelBodySchema = z.object({
  rank: z.number().int().min(0).max(maxVipLevels),
  note: z.string().trim().max(200).optional(),
});
export const opsVipMemberLevelSchema = z.object({
  memberId: z.number().int(),
  previousRank: z.number().int(),
  rank: z.number().int(),
});

// ---- Member side -----------------------------------------------------------------------------------------------

/** A VIP bonus paid to the caller; `state` `process` while its turnover is still being played through. */
export const vipRewardSchema = z.object({
  kind: z.enum(vipRewardKinds),
  rank: z.number().int(),
  label: z.string(),
  amount: z.string(),
  turnoverRequired: z.string(),
  paidAt: z.string(),
  state: z.enum(['process', 'issued']),
});
export type VipReward = z.infer<typeof vipRewardSchema>;

/** The caller's own part of the VIP page. */
export const vipMemberSchema = z.object({
  rank: z.number().int(),
  /** Null at rank 0. */
  label: z.string().nullable(),
  reachedAt: z.string().nullable(),
  /** The figures over the qualifying period (report days `from`..`to`, today included). */
  progress: z.object({
    from: day,
    to: day,
    deposits: z.string(),
    validBets: z.string(),
    /** The next level up (rank + 1); null at the top. */
    nextRank: z.number().int().nullable(),
  }),
  /** This month's keep check of the caller's level; null at rank 0. */
  keep: z
    .object({
      /** The first report day of the month counted, and the day of the check (the next month's first). */
      month: day,
      checkOn: day,
      required: z.string(),
      validBets: z.string(),
      remaining: z.string(),
      status: z.enum(vipKeepStatuses),
    })
    .nullable(),
  /** The VIP bonuses paid, newest first (at most 50). */
  rewards: z.array(vipRewardSchema),
});
export type VipMember = z.infer<typeof vipMemberSchema>;

/** `GET /wps/vip`: the merchant's ladder; `member` is the caller's own part (null for visitors). */
export const vipPageSchema = z.object({
  qualifyDays: z.number().int(),
  upgradeRule: z.enum(vipUpgradeRules),
  levels: z.array(vipLevelSchema),
  member: vipMemberSchema.nullable(),
});
export type VipPage = z.infer<typeof vipPageSchema>;
