import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { vendorCategories } from './enums.ts';
import { recordRangeQuerySchema } from './records.ts';

/**
 * The member's betting record (game rounds) and round detail: `gameRecordPaths` in api-paths.ts. Ranges are
 * the records' own (`from`/`to` ms timestamps, default the last 7 days, at most 90) and apply to when a round
 * started. Amounts are major-unit strings like the other records ("12.50").
 */
export const gameRoundStatuses = ['OPEN', 'SETTLED', 'REFUNDED'] as const;
export type GameRoundStatus = (typeof gameRoundStatuses)[number];

export const gameRecordQuerySchema = pageQuerySchema.extend(recordRangeQuerySchema.shape).extend({
  gameType: z.enum(vendorCategories).optional(),
  /** A vendor code, e.g. PG. */
  vendor: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_]{1,40}$/)
    .optional(),
});
export type GameRecordQuery = z.infer<typeof gameRecordQuerySchema>;

export const gameRecordSchema = z.object({
  id: z.string(),
  /** The vendor's round id. */
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** In the request's language (the game code when the catalogue does not know it). */
  gameName: z.string(),
  gameType: z.string(),
  /** Bets accepted in the round (rolled-back bets taken out). */
  stake: z.string(),
  win: z.string(),
  /** What a refund returned (the whole stake of a REFUNDED round, else "0.00"). */
  refunded: z.string(),
  /** For the member: win + refunded - stake (an OPEN round shows its stake as lost so far). */
  profit: z.string(),
  status: z.enum(gameRoundStatuses),
  startedAt: z.string(),
  /** When it was settled or refunded; null while OPEN. */
  settledAt: z.string().nullable(),
});
export type GameRecord = z.infer<typeof gameRecordSchema>;

export const gameRecordTotalsSchema = z.object({
  /** Stakes of the matching rounds, refunds taken out. */
  stake: z.string(),
  win: z.string(),
  /** win - stake. */
  profit: z.string(),
  rounds: z.number().int(),
});

export const gameRecordPageSchema = pageOf(gameRecordSchema).extend({ totals: gameRecordTotalsSchema });
export type GameRecordPage = z.infer<typeof gameRecordPageSchema>;

export const gameTransactionKinds = ['BET', 'SETTLE', 'REFUND', 'ROLLBACK'] as const;

export const gameRoundTransactionSchema = z.object({
  /** The vendor's transaction id. */
  transactionId: z.string(),
  kind: z.enum(gameTransactionKinds),
  /** What happened: ACCEPTED (bet), SETTLED, REFUNDED, ROLLED_BACK or NOTHING (rollback). */
  outcome: z.string(),
  /** Money moved by it (a bet's stake, a win, a refund, a returned stake). */
  amount: z.string(),
  /** A rollback's bet. */
  betTransactionId: z.string().nullable(),
  time: z.string(),
});

export const gameRoundDetailSchema = gameRecordSchema.extend({
  transactions: z.array(gameRoundTransactionSchema),
});
export type GameRoundDetail = z.infer<typeof gameRoundDetailSchema>;

export const gameRecordParamsSchema = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/) });
