import type { QueryClient } from '@tanstack/react-query';
import { walletKey } from '../../wallet/api/wallet-cache.ts';

/** The header balance query (every token). */
export const balanceQueryPrefix = [walletKey, 'balance'] as const;

/** The balance changed in a game: the header balance refetches. */
export function refreshBalance(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: balanceQueryPrefix });
}

const watched = new WeakSet<QueryClient>();

/**
 * Once a game has been opened, the balance is refreshed whenever the site's tab or window comes back into
 * view or focus (the player played in the launcher window). Installed once per query client.
 */
export function watchBalanceOnReturn(queryClient: QueryClient): void {
  if (watched.has(queryClient) || typeof window === 'undefined') return;
  watched.add(queryClient);
  window.addEventListener('focus', () => refreshBalance(queryClient));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshBalance(queryClient);
  });
}
