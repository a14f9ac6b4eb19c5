import { idempotencyHeader, vendorWalletPaths } from '@msp/contracts/api-paths.ts';
/* This module reads the contract anyway (it checks the session cache with it), so its schemas are at hand. */
import {
  merchantWalletSchema,
  vendorBalancesSchema,
  walletTransferResultSchema,
  type MerchantWallet,
  type VendorBalance,
  type WalletTransferBody,
  type WalletTransferResult,
} from '@msp/contracts/vendor-wallets.ts';
import { queryOptions } from '@tanstack/react-query';
import { readSession, writeSession } from '../../../shared/lib/browser-storage.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

/** Spec session cache key of the merchant wallet. */
const merchantWalletStorageKey = 'merchantWallet';

/**
 * GET the merchant wallet (spec: cached): wallet mode (`isSingle`) and the vendors that keep their own wallet.
 * Kept in session storage as the spec's `merchantWallet` key and shown from there at once on the next page.
 */
export const merchantWalletQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [walletKey, 'merchant-wallet', token],
    queryFn: async ({ signal }) => {
      const wallet = await apiRequest<MerchantWallet>(vendorWalletPaths.merchantWallet, {
        contract: () => Promise.resolve(merchantWalletSchema),
        signal,
      });
      writeSession(merchantWalletStorageKey, JSON.stringify(wallet));
      return wallet;
    },
    initialData: () => {
      const stored = readSession(merchantWalletStorageKey);
      if (!stored) return undefined;
      const parsed = merchantWalletSchema.safeParse(JSON.parse(stored));
      return parsed.success ? parsed.data : undefined;
    },
    initialDataUpdatedAt: 0,
    enabled: token !== null,
    staleTime: 10 * 60_000,
  });

/** GET the member's balance at each vendor with its own wallet (asked of the vendors, may be UNAVAILABLE). */
export const vendorBalancesQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [walletKey, 'vendor-balances', token],
    queryFn: ({ signal }) =>
      apiRequest<VendorBalance[]>(vendorWalletPaths.vendorBalances, {
        contract: () => Promise.resolve(vendorBalancesSchema),
        signal,
      }),
    enabled: token !== null && enabled,
    staleTime: 15_000,
  });

/** POST /wps/relay/GCS_walletTransfer with the submission's `Idempotency-Key`. */
export function transferVendorWallet(body: WalletTransferBody, idempotencyKey: string) {
  return apiRequest<WalletTransferResult>(vendorWalletPaths.transfer, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => Promise.resolve(walletTransferResultSchema),
  });
}
