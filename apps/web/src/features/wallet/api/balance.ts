import { walletPaths } from '@msp/contracts/api-paths.ts';
import type { Balance, Consolidated } from '@msp/contracts/wallet.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

/** GET /wps/v2/wallets/balance (token, no trial): spendable balance, held amount, currency symbol. */
export const balanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [walletKey, 'balance', token],
    queryFn: ({ signal }) =>
      apiRequest<Balance>(walletPaths.balance, {
        contract: () => import('@msp/contracts/wallet.ts').then((c) => c.balanceSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });

/**
 * GET /wps/member/info/funds/consolidated (token, no trial): the balance with the site's wallet mode and the
 * member's contract flags (1: the site offers the contract type and the member is an agent), which decide the
 * agent's contract pages. `enabled` false for members who are not agents.
 */
export const consolidatedQueryOptions = (token: string | null, enabled = true) =>
  queryOptions({
    queryKey: [walletKey, 'consolidated', token],
    queryFn: ({ signal }) =>
      apiRequest<Consolidated>(walletPaths.consolidated, {
        contract: () => import('@msp/contracts/wallet.ts').then((c) => c.consolidatedSchema),
        signal,
      }),
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });
