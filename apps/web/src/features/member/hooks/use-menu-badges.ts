import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { unreadCountQueryOptions } from '../api/unread-count.ts';
import type { MemberPage } from '../lib/member-pages.ts';

export type BadgePage = Extract<MemberPage, 'missionLeaderboard' | 'messageV2' | 'rewardCenter'>;

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && value > 0 ? value : null;

/**
 * The red counts of the member-centre menu (spec §2: missions, messages, rewards), only from what the server
 * answers: messages from CSP_unreadCount, rewards from the member's available promotions. Missions have no
 * call yet, so they show nothing.
 */
export function useMenuBadges(): Record<BadgePage, number | null> {
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  const { data: unread } = useQuery(unreadCountQueryOptions(token));
  return {
    messageV2: positive(unread),
    rewardCenter: positive(member?.availablePromoCount),
    missionLeaderboard: null,
  };
}
