import type { Language } from '@msp/contracts/errors.ts';
import { gamePaths } from '@msp/contracts/api-paths.ts';
import type { HotMatch } from '@msp/contracts/games.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /lgw/sports/hot-matches: the home's hot matches carousel. */
export const hotMatchesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'hot-matches', language],
    queryFn: ({ signal }) =>
      apiRequest<HotMatch[]>(gamePaths.hotMatches, {
        contract: () => import('@msp/contracts/games.ts').then((c) => c.hotMatchSchema.array()),
        signal,
      }),
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
    placeholderData: keepPreviousData,
  });
