import type { Language } from '@msp/contracts/errors.ts';
import { gamePaths } from '@msp/contracts/api-paths.ts';
import type { Winner } from '@msp/contracts/games.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { homeCacheKeys, readSessionCache, writeSessionCache } from '../lib/session-cache.ts';

/** Winner board query (spec §3): every category, the latest 20. */
export const winnersQuery = { gameCategory: 'ALL', limitNum: 20 } as const;
const staleMs = 60_000;

/**
 * GET /lgw/games/winners?gameCategory=ALL&language=&limitNum=20, kept in session storage `WINNERS`
 * (spec §9 session cache): a return to home shows the board at once, and it refreshes once stale.
 */
export const winnersQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: async ({ signal }) => {
      const winners = await apiRequest<Winner[]>(gamePaths.winners, {
        method: 'GET',
        query: { ...winnersQuery, language },
        contract: () => import('@msp/contracts/games.ts').then((c) => c.winnerSchema.array()),
        signal,
      });
      writeSessionCache(homeCacheKeys.winners, language, winners);
      return winners;
    },
    initialData: () => readSessionCache<Winner[]>(homeCacheKeys.winners, language)?.value,
    initialDataUpdatedAt: () => readSessionCache<Winner[]>(homeCacheKeys.winners, language)?.savedAt,
    staleTime: staleMs,
    refetchInterval: 2 * 60_000,
  });
