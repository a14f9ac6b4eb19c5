import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { withdrawalStatuses } from './withdrawals.ts';
import { transactionTypes } from './enums.ts';

/**
 * The member's records (spec: account record `transactionHistory`, personal profit and loss `personalProfit`,
 * `bonusDetails`), read from the member's wallet in the ledger. Date ranges are ms timestamps; the spec's presets
 * (today, yesterday, last 7 and 30 days) are the client's to turn into `from`/`to`. A range is at most 90 days;
 * without `to` it ends now, without `from` it starts 7 days before `to`.
 */
export { recordsPaths } from './api-paths.ts';

/** Longest range one query may cover. */
export const maxRecordRangeDays = 90;
/** Range when `from` is not given. */
export const defaultRecordRangeDays = 7;

export { transactionTypes, type TransactionType } from './enums.ts';

/** SUCCESS for a completed movement; a withdrawal's hold row carries the withdrawal's own status. */
export const transactionStatuses = ['SUCCESS', ...withdrawalStatuses] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

const msTimestamp = z.coerce.number().int().min(0).max(8_640_000_000_000);

export const recordRangeQuerySchema = z.object({
  from: msTimestamp.optional(),
  to: msTimestamp.optional(),
});

export const transactionQuerySchema = pageQuerySchema.extend(recordRangeQuerySchema.shape).extend({
  type: z.enum(transactionTypes).optional(),
});

export const transactionSchema = z.object({
  id: z.string(),
  type: z.enum(transactionTypes),
  /** The ledger's own kind (e.g. WITHDRAWAL_HOLD, WITHDRAWAL_RELEASE), for a finer label. */
  kind: z.string(),
  status: z.enum(transactionStatuses),
  /** Signed: "500.00" for money in, "-500.00" for money out. */
  amount: z.string(),
  /** The main balance right after it. */
  balanceAfter: z.string(),
  time: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** How many pages past the one asked for a records count goes (see `recordPageOf`). */
export const recordCountPagesAhead = 10;

/**
 * A page of records. A heavy player has many thousands of movements in a range, so the server counts only up to
 * `recordCountPagesAhead` pages past the page asked for: beyond that `totalCapped` is true and `totalElements` is
 * that count plus one, a lower bound; `totalPages` then reaches one page past the window, and the window moves
 * along as the pages are read.
 */
const recordPageOf = <T extends z.ZodType>(item: T) =>
  pageOf(item).extend({ totalCapped: z.boolean().optional() });

export const transactionPageSchema = recordPageOf(transactionSchema);

export const profitSchema = z.object({
  from: z.number(),
  to: z.number(),
  /** Deposits credited in the range. */
  deposit: z.string(),
  /** Withdrawals paid out in the range. */
  withdrawal: z.string(),
  transferIn: z.string(),
  transferOut: z.string(),
  /** Bonuses credited (net of any taken back). */
  bonus: z.string(),
  /** Operator adjustments, net (credits minus debits). */
  adjustment: z.string(),
  betAmount: z.string(),
  /** Game winnings minus stakes. */
  gameWinLoss: z.string(),
  /** True once game rounds are recorded (they are): bets and game win/loss come from settled rounds. */
  gameRecordsAvailable: z.boolean(),
  /** Profit and loss: gameWinLoss + bonus (deposits, withdrawals, transfers and adjustments are not profit). */
  net: z.string(),
});
export type Profit = z.infer<typeof profitSchema>;

/** Bonus details are all of them unless a range is given (then the same rules as above). */
export const bonusQuerySchema = pageQuerySchema.extend(recordRangeQuerySchema.shape);

export const bonusRecordSchema = z.object({
  id: z.string(),
  /** Signed, like a transaction's. */
  amount: z.string(),
  balanceAfter: z.string(),
  /** What the bonus was for, as the paying module wrote it. */
  reference: z.string().nullable(),
  time: z.string(),
});
export type BonusRecord = z.infer<typeof bonusRecordSchema>;

export const bonusPageSchema = recordPageOf(bonusRecordSchema);
