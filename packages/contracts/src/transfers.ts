import { z } from 'zod';
import { amountSchema } from './wallet.ts';

/**
 * Transfers between members (spec §6: members transfer to their upline, agents to their downline): a member to
 * its upline, an agent to one of its DIRECT downlines; anyone else is refused (`transfer.not.allowed`). Both
 * need the payment password and the wallet's `Idempotency-Key` header (`idempotencyHeader` in wallet.ts).
 */
export { transferPaths } from './api-paths.ts';

export const uplineTransferBodySchema = z.object({
  amount: amountSchema,
  paymentPassword: z.string().min(1).max(64),
});
export type UplineTransferBody = z.infer<typeof uplineTransferBodySchema>;

export const downlineTransferBodySchema = uplineTransferBodySchema.extend({
  /** The downline's account (username). */
  downlineAccount: z.string().trim().min(1).max(64),
});
export type DownlineTransferBody = z.infer<typeof downlineTransferBodySchema>;

export const transferResultSchema = z.object({
  transferId: z.string(),
  amount: z.string(),
  /** The receiving member's account. */
  toAccount: z.string(),
  /** The sender's spendable balance right after this transfer. */
  balance: z.string(),
  time: z.string(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

export const uplineInfoSchema = z.object({
  /** The upline's account, or null when the member has none (then transfers are refused). */
  uplineAccount: z.string().nullable(),
});
