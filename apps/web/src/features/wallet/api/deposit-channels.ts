import type { Language } from '@msp/contracts/errors.ts';
import { depositPaths } from '@msp/contracts/api-paths.ts';
import type { DepositChannel } from '@msp/contracts/deposits.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

/** GET /wps/deposit/channels (token, no trial): the merchant's channels, named in the request's language. */
export const depositChannelsQueryOptions = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: [walletKey, 'depositChannels', token, language],
    queryFn: ({ signal }) =>
      apiRequest<DepositChannel[]>(depositPaths.channels, {
        contract: () => import('@msp/contracts/deposits.ts').then((c) => c.depositChannelListSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
