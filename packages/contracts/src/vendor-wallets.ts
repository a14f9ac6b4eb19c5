import { z } from 'zod';
import { amountSchema, balanceSchema } from './wallet.ts';

/**
 * Wallets of transfer-mode game vendors (docs/vendor-protocol.md "Transfer wallet"): the vendor keeps the
 * player's balance, the member moves money between the main wallet and the vendor's.
 */
export { vendorWalletPaths } from './api-paths.ts';

export const walletTransferDirections = ['IN', 'OUT', 'ALL_OUT'] as const;
export const vendorTransferStatuses = ['PENDING', 'SUCCESS', 'FAILED', 'UNKNOWN'] as const;

export const walletTransferBodySchema = z
  .object({
    /** The vendor code; not needed for ALL_OUT. */
    vendor: z.string().trim().min(1).max(40).optional(),
    direction: z.enum(walletTransferDirections),
    /** Major units; OUT without an amount moves the whole vendor balance. */
    amount: amountSchema.optional(),
  })
  .refine((body) => body.direction === 'ALL_OUT' || body.vendor !== undefined, {
    path: ['vendor'],
    message: 'vendor is required',
  })
  .refine((body) => body.direction !== 'IN' || body.amount !== undefined, {
    path: ['amount'],
    message: 'amount is required',
  });
export type WalletTransferBody = z.infer<typeof walletTransferBodySchema>;

export const vendorTransferSchema = z.object({
  transferId: z.string(),
  vendor: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: z.string(),
  /** UNKNOWN: the vendor did not answer; the reconciliation job settles it within minutes. */
  status: z.enum(vendorTransferStatuses),
});
export type VendorTransfer = z.infer<typeof vendorTransferSchema>;

export const walletTransferResultSchema = z.object({
  transfers: z.array(vendorTransferSchema),
  balance: balanceSchema,
});
export type WalletTransferResult = z.infer<typeof walletTransferResultSchema>;

export const merchantWalletSchema = z.object({
  /** 1: every game plays from the main wallet; 0: some vendors keep wallets of their own. */
  isSingle: z.union([z.literal(0), z.literal(1)]),
  currency: z.string(),
  currencySymbol: z.string(),
  vendors: z.array(z.object({ vendor: z.string(), displayName: z.string() })),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

export const vendorBalanceSchema = z.object({
  vendor: z.string(),
  displayName: z.string(),
  /** Major units; null when the vendor did not answer. */
  balance: z.string().nullable(),
  status: z.enum(['OK', 'UNAVAILABLE']),
});
export const vendorBalancesSchema = z.array(vendorBalanceSchema);
export type VendorBalance = z.infer<typeof vendorBalanceSchema>;
