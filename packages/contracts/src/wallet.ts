import { z } from 'zod';
import { amountPattern } from './enums.ts';

/** Money calls (spec §7 wallet calls; DESIGN.md §5). Amounts travel as major-unit strings with 2 decimals. */

export { idempotencyHeader } from './api-paths.ts';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[\w.:-]+$/);

export { amountPattern } from './enums.ts';
export const amountSchema = z.string().regex(amountPattern);

export { walletPaths } from './api-paths.ts';

export const balanceSchema = z.object({
  /** Spendable balance, e.g. "1234.56". */
  balance: z.string(),
  /** Withdrawals waiting for the operator. */
  held: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

const flag = z.union([z.literal(0), z.literal(1)]);
export const consolidatedSchema = balanceSchema.extend({
  /** 1: one wallet for every game (seamless); 0: vendors keep wallets of their own. */
  isSingle: flag,
  /**
   * Contract flags (spec §3): 1 when the site offers the type and the member is an agent, so its contract page
   * shows — dividends, daily, hourly and real-time salaries.
   */
  divtypereq: flag,
  dailysalreqtype: flag,
  contracthoursalreq: flag,
  realtimesalreqtype: flag,
});
export type Consolidated = z.infer<typeof consolidatedSchema>;

export const adjustRequestSchema = z.object({
  amount: amountSchema,
  direction: z.enum(['CREDIT', 'DEBIT']),
  reason: z.string().trim().min(3).max(200),
});
