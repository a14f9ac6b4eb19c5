import type { Language } from '@msp/contracts/errors.ts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useMerchantCode } from '../../system/hooks/use-merchant-code.ts';
import {
  favouriteListInfiniteOptions,
  gameListInfiniteOptions,
  hotGamesQueryOptions,
  recentGamesInfiniteOptions,
} from '../api/games.ts';
import { buildGameListParams, matchesLocalFilters, type GameFilters } from '../lib/game-query.ts';

/** The list a page shows: the catalogue, the member's favourites or the recent games. */
export type ListMode = 'all' | 'favourites' | 'recent';

/**
 * The games of a list page, page by page (useInfiniteQuery). The catalogue is filtered by the server; the
 * favourites and recent lists by category and vendor on the server and by name and subcategory here.
 */
export function useGameList(
  mode: ListMode,
  filters: GameFilters,
  language: Language,
  options: {
    favouriteIds?: number[] | undefined;
    enabled?: boolean;
    /** 'hot': the "all" list is the hot list (/hot), filtered by name here. */
    source?: 'catalogue' | 'hot';
  } = {},
) {
  const { favouriteIds, enabled = true, source = 'catalogue' } = options;
  const token = useSessionToken();
  const member = token !== null;
  const merchant = useMerchantCode();
  const params = buildGameListParams(filters, { language, merchant });
  const memberParams = { gameType: filters.gameType, vendor: filters.vassalage, language };
  const showAll = mode === 'all' || !member;

  const catalogue = useInfiniteQuery({
    ...gameListInfiniteOptions(params),
    enabled: enabled && showAll && source === 'catalogue' && merchant !== null,
    placeholderData: keepPreviousData,
  });
  const hot = useQuery({
    ...hotGamesQueryOptions({
      vassalage: filters.vassalage,
      language,
      ...(merchant ? { merchantCode: merchant } : {}),
    }),
    enabled: enabled && showAll && source === 'hot' && merchant !== null,
    placeholderData: keepPreviousData,
  });
  const favourites = useInfiniteQuery({
    ...favouriteListInfiniteOptions(token, memberParams),
    enabled: enabled && member && mode === 'favourites',
  });
  const recent = useInfiniteQuery({
    ...recentGamesInfiniteOptions(token, memberParams),
    enabled: enabled && member && mode === 'recent',
  });

  if (showAll && source === 'hot') {
    const games = (hot.data ?? []).filter((game) => matchesLocalFilters(game, filters));
    return {
      games,
      total: hot.data ? games.length : null,
      isPending: hot.isPending,
      isError: hot.isError && !hot.data,
      isStale: hot.isPlaceholderData,
      hasNextPage: false,
      isFetchingNextPage: false,
      fetchNextPage: () => undefined,
      refetch: () => void hot.refetch(),
    };
  }

  const active = showAll ? catalogue : mode === 'favourites' ? favourites : recent;
  let games = active.data?.pages.flatMap((page) => page.content) ?? [];
  if (active !== catalogue) {
    games = games.filter((game) => matchesLocalFilters(game, filters));
    if (active === favourites && favouriteIds)
      games = games.filter((game) => favouriteIds.includes(game.nodeId));
  }
  const firstPage = active.data?.pages[0];

  return {
    games,
    total: active === catalogue ? (firstPage?.totalElements ?? null) : games.length,
    isPending: active.isPending,
    isError: active.isError && !active.data,
    isStale: active === catalogue && catalogue.isPlaceholderData,
    hasNextPage: active.hasNextPage,
    isFetchingNextPage: active.isFetchingNextPage,
    fetchNextPage: () => void active.fetchNextPage(),
    refetch: () => void active.refetch(),
  };
}
