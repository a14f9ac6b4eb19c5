import { z } from 'zod';
import { amountPattern, maxTurnoverMultiple, vendorCategories } from './enums.ts';

/**
 * Missions and the mission leaderboard (the member center's `missionLeaderboard`, docs/missions.md).
 *
 * A mission is a target a member reaches within a period (a DAILY report day, or a WEEKLY report week starting
 * Monday, in the merchant's report time zone): valid bets on a game category, deposits, distinct lottery draws
 * bet on, or distinct days logged in. Its progress is read from the statistics when asked; a completed mission
 * is claimed once per member and period and pays its reward from the merchant's BONUS account, with a turnover
 * of reward × `turnoverMultiple`. The leaderboard ranks members by valid bets over a week (or a month) and pays
 * prizes to its first ranks once the period has closed. Money is in major units with 2 decimals.
 */
export { missionPaths, opsMissionPaths } from './api-paths.ts';

export const missionPeriods = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof missionPeriods)[number];

/**
 * BET_CATEGORY: valid bets on one game category (`category`), an amount. DEPOSIT: deposits, an amount.
 * LOTTERY_DRAWS: distinct draws (numeros) of our own lottery bet on, a count. LOGIN_DAYS: distinct report days
 * with a login, a count (WEEKLY only).
 */
export const missionKinds = ['BET_CATEGORY', 'DEPOSIT', 'LOTTERY_DRAWS', 'LOGIN_DAYS'] as const;
export type MissionKind = (typeof missionKinds)[number];

export const missionStatuses = ['ACTIVE', 'CLOSED'] as const;
export type MissionStatus = (typeof missionStatuses)[number];

/** The caller's state of a mission in the current period: playing, ready to claim, paid. */
export const missionStates = ['inProgress', 'claim', 'claimed'] as const;
export type MissionState = (typeof missionStates)[number];

/** Whether a mission's target and progress are money (major units) or a count. */
export const missionUnits = ['AMOUNT', 'COUNT'] as const;
export type MissionUnit = (typeof missionUnits)[number];

export const missionCategories = vendorCategories;
export type MissionCategory = (typeof missionCategories)[number];

export const leaderboardPeriods = ['WEEKLY', 'MONTHLY'] as const;
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number];

/** How many ranks a leaderboard may pay, and how many it shows. */
export const maxLeaderboardPrizes = 50;
export const leaderboardTopSize = 20;
/** Largest count target (LOTTERY_DRAWS); LOGIN_DAYS at most the days of a week. */
export const maxMissionCount = 1_000;

const amount = z.string().regex(amountPattern);
const reportDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const localized = (max: number) =>
  z.object({ bn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const localizedOut = z.object({ bn: z.string(), en: z.string() });

// ---- Member side ---------------------------------------------------------------------------------------------

/** A period as the member sees it: its first report day and the instants it runs between. */
export const missionPeriodSpanSchema = z.object({
  /** `YYYY-MM-DD`: the report day (DAILY) or the Monday (WEEKLY) or the 1st (MONTHLY) it starts on. */
  periodStart: reportDay,
  /** ISO instants; `endsAt` is exclusive (the next period's start). */
  startsAt: z.string(),
  endsAt: z.string(),
});
export type MissionPeriodSpan = z.infer<typeof missionPeriodSpanSchema>;

/** One of the caller's missions of the current day or week, in the request's language. */
export const missionSchema = z.object({
  id: z.number().int(),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  /** BET_CATEGORY only. */
  category: z.enum(missionCategories).nullable(),
  title: z.string(),
  description: z.string(),
  unit: z.enum(missionUnits),
  /** Major units ("500.00") for AMOUNT, a whole number ("3") for COUNT. */
  target: z.string(),
  /** As `target`; may pass it. */
  current: z.string(),
  /** 0–100, rounded down (100 only once the target is reached). */
  percent: z.number().int().min(0).max(100),
  state: z.enum(missionStates),
  reward: amount,
  turnoverMultiple: z.number().int(),
  periodStart: reportDay,
  /** ISO instant the period ends (exclusive): a reward not claimed by then is gone. */
  endsAt: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionBoardSchema = z.object({
  missions: z.array(missionSchema),
  /** How many missions are `claim` (the member info's `missionsToClaim`). */
  toClaim: z.number().int().min(0),
  daily: missionPeriodSpanSchema,
  weekly: missionPeriodSpanSchema,
  /** The leaderboards the merchant runs (ACTIVE), weekly first. */
  leaderboards: z.array(z.enum(leaderboardPeriods)),
});
export type MissionBoard = z.infer<typeof missionBoardSchema>;

/** The period the claim is for, as the member saw it: a claim once that period has ended is refused. */
export const missionClaimBodySchema = z.object({ periodStart: reportDay.optional() }).optional();

export const missionClaimSchema = z.object({
  missionId: z.number().int(),
  periodStart: reportDay,
  reward: amount,
  /** The valid bets to play through before a withdrawal ("0.00": none). */
  turnoverRequired: amount,
  state: z.literal('claimed'),
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const leaderboardQuerySchema = z.object({
  /** The board; the first the merchant runs when absent (weekly before monthly). */
  board: z.enum(leaderboardPeriods).optional(),
  period: z.enum(['current', 'previous']).default('current'),
});

/** A row of the board: names of others masked (`ra***88`). */
export const leaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  name: z.string(),
  validBet: amount,
  /** The prize of the rank; null past the paid ranks. */
  prize: amount.nullable(),
  /** The caller's own row. */
  you: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

/**
 * A leaderboard's period: `running` (current), `settling` (ended; prizes not paid yet — a few minutes after the
 * end, once the statistics have caught up) or `paid`.
 */
export const leaderboardStatuses = ['running', 'settling', 'paid'] as const;

export const leaderboardSchema = missionPeriodSpanSchema.extend({
  board: z.enum(leaderboardPeriods),
  status: z.enum(leaderboardStatuses),
  /** Prize per rank, rank 1 first. */
  prizes: z.array(amount),
  turnoverMultiple: z.number().int(),
  /** The first `leaderboardTopSize` ranks. */
  top: z.array(leaderboardRowSchema),
  /** The caller's own row (its name unmasked); rank null when it has no valid bet in the period. */
  you: leaderboardRowSchema.extend({ rank: z.number().int().min(1).nullable() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

// ---- Operator side -------------------------------------------------------------------------------------------

/** Create or change a mission. */
export const missionBodySchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{2,40}$/),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  /** BET_CATEGORY only (`mission.category.invalid` otherwise). */
  category: z.enum(missionCategories).nullable().default(null),
  /** An amount for BET_CATEGORY and DEPOSIT, a whole number for the counts (`mission.target.invalid`). */
  target: z.string().max(20),
  reward: amount,
  turnoverMultiple: z.number().int().min(0).max(maxTurnoverMultiple).default(0),
  title: localized(80),
  description: localized(300),
  status: z.enum(missionStatuses).default('ACTIVE'),
  sort: z.number().int().min(0).max(1_000_000).default(0),
});
export type MissionBody = z.infer<typeof missionBodySchema>;

export const opsMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  period: z.enum(missionPeriods),
  kind: z.enum(missionKinds),
  category: z.enum(missionCategories).nullable(),
  unit: z.enum(missionUnits),
  target: z.string(),
  reward: amount,
  turnoverMultiple: z.number().int(),
  title: localizedOut,
  description: localizedOut,
  status: z.enum(missionStatuses),
  sort: z.number().int(),
  /** Claims paid so far, and their sum. */
  claims: z.number().int(),
  paid: amount,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsMission = z.infer<typeof opsMissionSchema>;
export const opsMissionListSchema = z.array(opsMissionSchema);

/** A leaderboard's settings (one per period kind and merchant; PUT creates or changes it). */
export const leaderboardBodySchema = z.object({
  period: z.enum(leaderboardPeriods),
  /** Prize per rank, rank 1 first; never rising (`mission.leaderboard.prizes.invalid`). */
  prizes: z.array(amount).min(1).max(maxLeaderboardPrizes),
  turnoverMultiple: z.number().int().min(0).max(maxTurnoverMultiple).default(0),
  status: z.enum(missionStatuses).default('ACTIVE'),
});
export type LeaderboardBody = z.infer<typeof leaderboardBodySchema>;

export const opsLeaderboardSchema = z.object({
  id: z.number().int(),
  period: z.enum(leaderboardPeriods),
  prizes: z.array(amount),
  turnoverMultiple: z.number().int(),
  status: z.enum(missionStatuses),
  /** The periods whose prizes were paid, newest first (at most 10). */
  paidPeriods: z.array(z.object({ periodStart: reportDay, winners: z.number().int(), paid: amount })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OpsLeaderboard = z.infer<typeof opsLeaderboardSchema>;
export const opsLeaderboardListSchema = z.array(opsLeaderboardSchema);
