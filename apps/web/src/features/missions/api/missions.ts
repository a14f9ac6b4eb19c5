import { missionPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Leaderboard, LeaderboardPeriod, MissionBoard, MissionClaim } from '@msp/contracts/missions.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';

/**
 * The missions page (`/member/missionLeaderboard`): the caller's missions of today and this week with their
 * progress, the claim, and the leaderboard. Every call carries the session token and the `Language` header
 * (apiRequest adds both): titles come in the member's language, so the language is part of each key, and so is
 * the token, so that two sessions never share an answer.
 */

/** Under `member`: a logout drops the missions with the rest of the member's data. */
export const missionsKey = ['member', 'missions'] as const;

/** GET /wps/missions: the missions of the current day and week, each with its progress and state. */
export const missionBoardQueryOptions = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: [...missionsKey, 'board', token, language],
    queryFn: ({ signal }) =>
      apiRequest<MissionBoard>(missionPaths.list, {
        contract: () => import('@msp/contracts/missions.ts').then((c) => c.missionBoardSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
  });

export type LeaderboardWhen = 'current' | 'previous';

/** GET /wps/missions/leaderboard: a board's current or previous period, the caller's row included. */
export const leaderboardQueryOptions = (
  token: string | null,
  board: LeaderboardPeriod | undefined,
  period: LeaderboardWhen,
) =>
  queryOptions({
    queryKey: [...missionsKey, 'leaderboard', token, board ?? null, period],
    queryFn: ({ signal }) =>
      apiRequest<Leaderboard>(missionPaths.leaderboard, {
        query: { board, period },
        contract: () => import('@msp/contracts/missions.ts').then((c) => c.leaderboardSchema),
        signal,
      }),
    enabled: token !== null && board !== undefined,
    staleTime: 30_000,
  });

/**
 * POST /wps/missions/:id/claim for the period the member saw: a claim that arrives after that period ended is
 * refused by the server (`mission.period.ended`); a repeated claim answers the first.
 */
export const claimMission = (id: number, periodStart: string) =>
  apiRequest<MissionClaim>(missionPaths.claim.replace(':id', String(id)), {
    method: 'POST',
    body: { periodStart },
    contract: () => import('@msp/contracts/missions.ts').then((c) => c.missionClaimSchema),
  });

/**
 * After a claim: the missions, the member info (its `missionsToClaim` is the menu's red count) and everything
 * money-shaped (the header balance, the withdraw page's turnover, the reward center's turnover).
 */
export function invalidateAfterMissionClaim(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: missionsKey }),
    queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    queryClient.invalidateQueries({ queryKey: ['member', 'reward-center'] }),
    invalidateWallet(queryClient),
  ]);
}
