import type { QueryClient } from '@tanstack/react-query';

/** Every query of the wallet feature starts with this key: balance, requests, records. */
export const walletKey = 'wallet';

/**
 * After any money action (deposit, withdrawal, receipt, transfer) everything money-shaped is stale: the
 * header balance, the lists and the records refetch.
 */
export function invalidateWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [walletKey] });
}
