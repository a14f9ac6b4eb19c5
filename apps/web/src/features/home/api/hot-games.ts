import type { Language } from '@msp/contracts/errors.ts';
import { gamePaths } from '@msp/contracts/api-paths.ts';
import type { Game } from '@msp/contracts/games.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { readSession, sessionKeys } from '../../../shared/lib/browser-storage.ts';
import { homeCacheKeys, readSessionCache, writeSessionCache } from '../lib/session-cache.ts';

/** The hot list of the home carousel: RNG games, optionally of one RNG vendor. */
export interface HotGamesFilter {
  language: Language;
  /** One vendor's hot games; null for the hot slots of every RNG vendor. */
  vassalage: string | null;
}

const staleMs = 5 * 60_000;
const variantOf = ({ language, vassalage }: HotGamesFilter) => `${language}:${vassalage ?? 'RNG'}`;

/** The query of the hot games V2 call (spec §3 hot list query). */
export function hotGamesParams({ language, vassalage }: HotGamesFilter) {
  return {
    merchantCode: readSession(sessionKeys.merchantCode) ?? undefined,
    isPlatform: 2,
    vassalage: vassalage ?? undefined,
    platform: 'html5-desktop',
    language,
  };
}

/**
 * GET /lgw/games/hot/v2: the hot RNG games, cached in session storage `HOT_GAMES` (spec §9 session cache):
 * a return to home shows the carousel at once and it refreshes once stale. The all-vendor list covers every
 * category, so the category filter (RNG) is applied here; a vendor's own list is of that vendor only.
 */
export const hotGamesQueryOptions = (filter: HotGamesFilter) =>
  queryOptions({
    queryKey: ['games', 'hot', filter.language, filter.vassalage ?? 'RNG'],
    queryFn: async ({ signal }) => {
      const list = await apiRequest<Game[]>(gamePaths.hotGames, {
        query: hotGamesParams(filter),
        contract: () => import('@msp/contracts/games.ts').then((c) => c.gameSchema.array()),
        signal,
      });
      const games = list.filter((game) => game.gameType === 'RNG');
      writeSessionCache(homeCacheKeys.hotGames, variantOf(filter), games);
      return games;
    },
    initialData: () => readSessionCache<Game[]>(homeCacheKeys.hotGames, variantOf(filter))?.value,
    initialDataUpdatedAt: () => readSessionCache<Game[]>(homeCacheKeys.hotGames, variantOf(filter))?.savedAt,
    staleTime: staleMs,
    placeholderData: keepPreviousData,
  });
