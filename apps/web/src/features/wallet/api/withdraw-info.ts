import { withdrawalPaths } from '@msp/contracts/api-paths.ts';
import type { WithdrawInfo } from '@msp/contracts/withdrawals.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

/** GET /wps/withdraw/info (token, no trial): limits, receipt time-out, open turnover, payment password set. */
export const withdrawInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [walletKey, 'withdrawInfo', token],
    queryFn: ({ signal }) =>
      apiRequest<WithdrawInfo>(withdrawalPaths.info, {
        contract: () => import('@msp/contracts/withdrawals.ts').then((c) => c.withdrawInfoSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });
