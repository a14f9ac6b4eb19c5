import type { Language } from '@msp/contracts/errors.ts';
import type { VendorCategory } from '@msp/contracts/enums.ts';
import { gamePaths } from '@msp/contracts/api-paths.ts';
import type { Game, GameListQuery, GamePage, LaunchResult } from '@msp/contracts/games.ts';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** Every query of the games feature starts with this key. */
export const gamesKey = 'games';

/** Tiles per page of the game list, the favourites and the recent games. */
export const gamePageSize = 24;

/** What the game list request sends (spec §3 "Game query"); `pageNo` is added per page. */
export type GameListParams = Omit<GameListQuery, 'pageNo' | 'pageSize'> & { pageSize?: number };

/** The next page number of a paged answer, or undefined on the last page. */
export function nextPageOf(page: Pick<GamePage, 'pageNum' | 'totalPages'>): number | undefined {
  return page.pageNum < page.totalPages ? page.pageNum + 1 : undefined;
}

/** Some lists answer a bare array (one page); the paged ones `{content, pageNum, totalPages}`. */
function asPage(value: unknown): GamePage {
  if (Array.isArray(value)) {
    const content = value as Game[];
    return { content, pageNum: 1, totalPages: 1, totalElements: content.length };
  }
  return value as GamePage;
}

const gamesContract = () => import('@msp/contracts/games.ts');
const pageOrArrayContract = () => gamesContract().then((c) => c.gamePageSchema.or(c.gameSchema.array()));
const pageContract = () => gamesContract().then((c) => c.gamePageSchema);

/** GET /wps/games/list, page by page (useInfiniteQuery). Answers guests too. */
export const gameListInfiniteOptions = (params: GameListParams) =>
  infiniteQueryOptions({
    queryKey: [gamesKey, 'list', params],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GamePage>(gamePaths.list, {
        query: { ...params, pageSize: params.pageSize ?? gamePageSize, pageNo: pageParam },
        contract: pageContract,
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (page: GamePage) => nextPageOf(page),
    staleTime: 60_000,
  });

export interface HotGamesParams {
  vassalage?: string | undefined;
  language: Language;
  merchantCode?: string | undefined;
}

/** GET /lgw/games/hot/v2 (spec §3 "Hot list query": isPlatform 2): the popular games, one list. */
export const hotGamesQueryOptions = (params: HotGamesParams) =>
  queryOptions({
    queryKey: [gamesKey, 'hot', params],
    queryFn: ({ signal }) =>
      apiRequest<GamePage | Game[]>(gamePaths.hotGames, {
        query: { isPlatform: 2, platform: 'html5-desktop', ...params },
        contract: pageOrArrayContract,
        signal,
      }).then((value) => asPage(value).content),
    staleTime: 5 * 60_000,
  });

export interface MemberListParams {
  gameType?: VendorCategory | undefined;
  vendor?: string | undefined;
  language: Language;
}

/** GET /wps/games/favourites (token, paged): the member's favourite games. */
export const favouriteListInfiniteOptions = (token: string | null, params: MemberListParams) =>
  infiniteQueryOptions({
    queryKey: [gamesKey, 'favourites', 'list', token, params],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GamePage | Game[]>(gamePaths.favourites, {
        query: { ...params, pageNo: pageParam, pageSize: gamePageSize },
        contract: pageOrArrayContract,
        signal,
      }).then(asPage),
    initialPageParam: 1,
    getNextPageParam: (page: GamePage) => nextPageOf(page),
    enabled: token !== null,
  });

/** GET /wps/games/recent (token): the games the member launched last. */
export const recentGamesInfiniteOptions = (token: string | null, params: MemberListParams) =>
  infiniteQueryOptions({
    queryKey: [gamesKey, 'recent', token, params],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<GamePage | Game[]>(gamePaths.recent, {
        query: { ...params, pageNo: pageParam, pageSize: gamePageSize },
        contract: pageOrArrayContract,
        signal,
      }).then(asPage),
    initialPageParam: 1,
    getNextPageParam: (page: GamePage) => nextPageOf(page),
    enabled: token !== null,
  });

const favouriteIdsContract = () => import('zod').then(({ z }) => z.array(z.number().int()));

/** GET /wps/games/favourites/ids (token): the node ids of the member's favourites, kept in the cache. */
export const favouriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [gamesKey, 'favourites', 'ids', token],
    queryFn: ({ signal }) =>
      apiRequest<number[]>(gamePaths.favouriteIds, { contract: favouriteIdsContract, signal }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export type FavouriteGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/** POST /wps/games/favourites/v2 `{nodeId, vendor, gameType}`. */
export function addFavourite(game: FavouriteGame): Promise<unknown> {
  return apiRequest(gamePaths.favouriteV2, {
    method: 'POST',
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}

/** DELETE /wps/games/favourites/v2?nodeId=. */
export function removeFavourite(nodeId: number): Promise<unknown> {
  return apiRequest(gamePaths.favouriteV2, { method: 'DELETE', query: { nodeId } });
}

/** Phones get the H5 build of a game. */
export function launchDevice(): 'WEB' | 'H5' {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 760px)').matches ? 'H5' : 'WEB';
}

export interface LaunchRequest {
  nodeId: number;
  demo: boolean;
  backUrl: string;
  device: 'WEB' | 'H5';
  language: Language;
}

/** POST /wps/game/launchGame: the game's URL, its launcher and the vendor's wallet mode. */
export function requestLaunch(request: LaunchRequest, signal?: AbortSignal): Promise<LaunchResult> {
  return apiRequest<LaunchResult>(gamePaths.launch, {
    method: 'POST',
    body: request,
    contract: () => gamesContract().then((c) => c.launchResultSchema),
    ...(signal ? { signal } : {}),
  });
}

/** The first 100 games of one vendor in one category (cached 5 minutes), for lookups by code or node id. */
function vendorGames(
  queryClient: QueryClient,
  vendor: { vassalage: string; gameType: VendorCategory; language: Language },
): Promise<GamePage> {
  return queryClient.fetchQuery({
    queryKey: [gamesKey, 'lobby', vendor.vassalage, vendor.gameType, vendor.language],
    queryFn: ({ signal }) =>
      apiRequest<GamePage>(gamePaths.list, {
        query: {
          vassalage: vendor.vassalage,
          gameType: vendor.gameType,
          language: vendor.language,
          pageNo: 1,
          pageSize: 100,
        },
        contract: pageContract,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The catalogue game behind a vendor's lobby code (vendor cards name their lobby by game code; a launch names
 * the game by node id). Looks through the vendor's games; null when the vendor has no such game.
 */
export async function findLobbyGame(
  queryClient: QueryClient,
  lobby: { vassalage: string; gameType: VendorCategory; gameCode: string; language: Language },
): Promise<Game | null> {
  const page = await vendorGames(queryClient, lobby);
  const code = lobby.gameCode.toUpperCase();
  return (
    page.content.find((game) => game.gameCode.toUpperCase() === code) ??
    (page.content.length === 1 ? (page.content[0] ?? null) : null)
  );
}

/** A game by node id, looked up in its vendor's list (the stage names a game opened from a bare link). */
export async function findGameByNode(
  queryClient: QueryClient,
  lookup: { vassalage: string; gameType: VendorCategory; nodeId: number; language: Language },
): Promise<Game | null> {
  const page = await vendorGames(queryClient, lookup);
  return page.content.find((game) => game.nodeId === lookup.nodeId) ?? null;
}
