import type { LeaderboardPeriod, Mission } from '@msp/contracts/missions.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import {
  claimMission,
  invalidateAfterMissionClaim,
  leaderboardQueryOptions,
  missionBoardQueryOptions,
  type LeaderboardWhen,
} from '../api/missions.ts';

/** The caller's missions of today and this week, in the member's language. */
export function useMissionBoard() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(missionBoardQueryOptions(token, language));
}

/** A leaderboard's current or previous period (nothing until the board is known). */
export function useLeaderboard(board: LeaderboardPeriod | undefined, period: LeaderboardWhen) {
  const token = useSessionToken();
  return useQuery(leaderboardQueryOptions(token, board, period));
}

/**
 * Claims a mission for the period the member sees: on success a toast says what was paid, and the missions, the
 * member info (the menu's red count) and the wallet refetch; a refusal stays on the mutation for the card.
 */
export function useMissionClaim(
  mission: Pick<Mission, 'id' | 'periodStart'>,
  toast: (reward: string) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimMission(mission.id, mission.periodStart),
    onSuccess: (result) => {
      showToast(toast(result.reward), 'success');
      return invalidateAfterMissionClaim(queryClient);
    },
  });
}
