import { walletPaths } from '@msp/contracts/api-paths.ts';
import type { Balance } from '@msp/contracts/wallet.ts';
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
