import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import type { MemberPage } from '../lib/member-pages.ts';

export type BadgePage = Extract<MemberPage, 'missionLeaderboard' | 'messageV2' | 'rewardCenter'>;

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && value > 0 ? value : null;

/**
 * The red counts of the member-centre menu (spec §2: missions, messages, rewards), only from what the server
 * answers: rewards from the member's available promotions, missions from the missions ready to claim. Messages
 * are not built yet (their page is out of the menu), so they show nothing.
 */
export function useMenuBadges(): Record<BadgePage, number | null> {
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  return {
    messageV2: null,
    rewardCenter: positive(member?.availablePromoCount),
    missionLeaderboard: positive(member?.missionsToClaim),
  };
}
