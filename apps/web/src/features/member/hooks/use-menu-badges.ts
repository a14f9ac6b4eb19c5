import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { isTrial, memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { useUnreadCount } from '../../messages/hooks/use-messages.ts';
import type { MemberPage } from '../lib/member-pages.ts';

export type BadgePage = Extract<MemberPage, 'missionLeaderboard' | 'messageV2' | 'rewardCenter'>;

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && value > 0 ? value : null;

/**
 * The red counts of the member-centre menu (spec §2: missions, messages, rewards), only from what the server
 * answers: rewards from the member's available promotions, missions from the missions ready to claim, messages
 * from CSP_unreadCount (asked again every two minutes; not for a trial account, which has no inbox).
 */
export function useMenuBadges(): Record<BadgePage, number | null> {
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const unread = useUnreadCount(member !== undefined && !isTrial(member));
  return {
    messageV2: positive(unread),
    rewardCenter: positive(member?.availablePromoCount),
    missionLeaderboard: positive(member?.missionsToClaim),
  };
}
