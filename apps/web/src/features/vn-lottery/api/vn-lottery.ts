import {
  lotteryPaths,
  type NumeroInfo,
  type PointGame,
  type VnGameMenu,
} from '@msp/contracts/lottery/api.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { lotteryKey } from '../../lottery/api/lottery.ts';

const contract = () => import('@msp/contracts/lottery/api.ts');

export interface VnOpenedNumero {
  serverTime: string;
  gameCode: string;
  current: NumeroInfo | null;
}

/** GET /lgw/vn/games/game_menu?device=WEB: the regions (and the fast draws), their games and play types. */
export const vnGameMenuQueryOptions = () =>
  queryOptions({
    queryKey: [lotteryKey, 'vn-menu'],
    queryFn: ({ signal }) =>
      apiRequest<VnGameMenu>(lotteryPaths.vnGameMenu, {
        query: { device: 'WEB' },
        contract: () => contract().then((c) => c.vnGameMenuSchema),
        signal,
      }),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

/** GET /lgw/vn/games/game_menu/recent (member): the Vietnamese games the member bet on last. */
export const vnRecentGamesQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [lotteryKey, 'vn-recent', token],
    queryFn: ({ signal }) =>
      apiRequest<{ games: PointGame[] }>(lotteryPaths.vnRecentGames, {
        contract: () => contract().then((c) => c.vnRecentGamesSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });

/**
 * GET /lgw/vn/numeros/opened/game?gameCode=: the numero taking bets now. Its key starts as the game's "opened"
 * key, so the lottery's events (a numero opened or drawn) refresh it.
 */
export const vnOpenedNumeroQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [lotteryKey, gameCode, 'opened', 'vn'],
    queryFn: ({ signal }) =>
      apiRequest<VnOpenedNumero>(lotteryPaths.vnOpenedNumero, {
        query: { gameCode },
        contract: () => contract().then((c) => c.openedNumeroSchema),
        signal,
      }),
    staleTime: 5_000,
  });
