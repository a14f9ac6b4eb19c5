import { idempotencyHeader } from '@msp/contracts/api-paths.ts';
import type { Balance } from '@msp/contracts/wallet.ts';
import {
  lotteryPaths,
  type Board,
  type DrawnNumero,
  type LotteryGame,
  type MyBet,
  type NumeroInfo,
  type SlipBody,
  type Verification,
  type betStatuses,
} from '@msp/contracts/lottery/api.ts';
import type { GameFamily } from '@msp/contracts/lottery/families.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { hasLotteryFamily, type OfLotteryFamily } from '../lib/game-names.ts';

/** Every query of the lottery starts with this key; the game's own queries carry its code second. */
export const lotteryKey = 'lottery';

const contract = () => import('@msp/contracts/lottery/api.ts');

export interface Lobby {
  serverTime: string;
  /** The games of /lottery (the server lists no others there). */
  games: OfLotteryFamily<LotteryGame>[];
}
export interface OpenedNumero {
  serverTime: string;
  gameCode: string;
  current: NumeroInfo | null;
}
export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}
export interface Trend {
  gameCode: string;
  family: GameFamily;
  draws: { numero: string; result: number[] }[];
}
export type BetStatus = (typeof betStatuses)[number];
export interface PlacedBet {
  id: string;
  betKey: string;
  stake: string;
  status: BetStatus;
}
export interface SlipAnswer {
  slipKey: string;
  total: string;
  bets: PlacedBet[];
  balance: Balance;
}
export interface CancelAnswer {
  bet: PlacedBet;
  balance: Balance;
}

/** GET /lotto/lgw/games: every lottery game of the merchant with its open numero and last result. */
export const lobbyQueryOptions = () =>
  queryOptions({
    queryKey: [lotteryKey, 'lobby'],
    queryFn: ({ signal }) =>
      apiRequest<{ serverTime: string; games: LotteryGame[] }>(lotteryPaths.lobby, {
        contract: () => contract().then((c) => c.lobbySchema),
        signal,
      }).then((lobby): Lobby => ({ ...lobby, games: lobby.games.filter(hasLotteryFamily) })),
    staleTime: 5_000,
    refetchInterval: 15_000,
  });

/** GET /lotto/lgw/games/:gameCode: the board (limits and the current numero's odds). */
export const boardQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [lotteryKey, gameCode, 'board'],
    queryFn: ({ signal }) =>
      apiRequest<Board>(lotteryPaths.board.replace(':gameCode', encodeURIComponent(gameCode)), {
        contract: () => contract().then((c) => c.boardSchema),
        signal,
      }),
    staleTime: 30_000,
  });

/** GET /lotto/lgw/games/opened/numero?gameCode=: the numero taking bets now. */
export const openedNumeroQueryOptions = (gameCode: string) =>
  queryOptions({
    queryKey: [lotteryKey, gameCode, 'opened'],
    queryFn: ({ signal }) =>
      apiRequest<OpenedNumero>(lotteryPaths.openedNumero, {
        query: { gameCode },
        contract: () => contract().then((c) => c.openedNumeroSchema),
        signal,
      }),
    staleTime: 5_000,
  });

/** GET /lotto/lgw/results?gameCode=&pageNo=&pageSize=: drawn numeros, newest first. */
export const resultsQueryOptions = (gameCode: string, pageNo = 1, pageSize = 10) =>
  queryOptions({
    queryKey: [lotteryKey, gameCode, 'results', pageNo, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<Page<DrawnNumero>>(lotteryPaths.results, {
        query: { gameCode, pageNo, pageSize },
        contract: () => contract().then((c) => c.resultsPageSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** GET /lotto/lgw/trend?gameCode=&count=: the last draws, newest first. */
export const trendQueryOptions = (gameCode: string, count = 100) =>
  queryOptions({
    queryKey: [lotteryKey, gameCode, 'trend', count],
    queryFn: ({ signal }) =>
      apiRequest<Trend>(lotteryPaths.trend, {
        query: { gameCode, count },
        contract: () => contract().then((c) => c.trendSchema),
        signal,
      }),
    staleTime: 10_000,
  });

/** GET /lotto/lgw/verify?gameCode=&numero=: the commitment, the seed once drawn, and the result. */
export const verifyQueryOptions = (gameCode: string, numero: string) =>
  queryOptions({
    queryKey: [lotteryKey, gameCode, 'verify', numero],
    queryFn: ({ signal }) =>
      apiRequest<Verification>(lotteryPaths.verify, {
        query: { gameCode, numero },
        contract: () => contract().then((c) => c.verifySchema),
        signal,
      }),
    enabled: gameCode !== '' && numero !== '',
    retry: false,
  });

export interface MyBetsQuery {
  gameCode?: string;
  status?: BetStatus;
  pageNo: number;
  pageSize: number;
}

/** GET /lotto/wps/bets?gameCode=&status=&pageNo=&pageSize= (member): the member's bets, newest first. */
export const myBetsQueryOptions = (token: string | null, query: MyBetsQuery) =>
  queryOptions({
    queryKey: [lotteryKey, query.gameCode ?? '*', 'my-bets', token, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<MyBet>>(lotteryPaths.bets, {
        query: { ...query },
        contract: () => contract().then((c) => c.myBetsPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** POST /lotto/wps/bets with the submission's `Idempotency-Key`: a slip of bets on one numero. */
export function placeSlip(body: SlipBody, idempotencyKey: string) {
  return apiRequest<SlipAnswer>(lotteryPaths.bets, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => contract().then((c) => c.slipAnswerSchema),
  });
}

/** DELETE /lotto/wps/bets/:id: takes a bet back before the cut-off. */
export function cancelBet(id: string) {
  return apiRequest<CancelAnswer>(lotteryPaths.cancelBet.replace(':id', encodeURIComponent(id)), {
    method: 'DELETE',
    contract: () => contract().then((c) => c.cancelAnswerSchema),
  });
}

/** The events stream of one game (server-sent events). */
export const eventsUrl = (gameCode: string) =>
  `${lotteryPaths.events}?${new URLSearchParams({ gameCode }).toString()}`;
