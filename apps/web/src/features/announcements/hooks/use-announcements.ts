import type { Announcement } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import { isFirstTimeLogin, useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import { announcementExecutions, announcementsQueryOptions } from '../api/announcements.ts';

/**
 * Announcements for the current audience (spec §4): fetched on language and login changes, only when
 * there is no token, or when the member is logged in (member info loaded).
 */
export function useAnnouncements() {
  const language = useLanguage();
  const token = useSessionToken();
  const member = useQuery(memberInfoQueryOptions(token));
  const loggedIn = token !== null && member.data !== undefined;
  const ready = token === null || loggedIn;
  const executions = announcementExecutions(loggedIn, loggedIn && isFirstTimeLogin());
  const query = useQuery({ ...announcementsQueryOptions(executions, language), enabled: ready });
  const items: Announcement[] = query.data ?? [];
  return {
    items,
    audience: executions.join(','),
    isReady: ready && query.isSuccess,
    /* Also while the call waits for the member info. */
    isPending: query.isPending,
  };
}

/** The items of the announcement pop-up: pop-up (PU) and banner (B) announcements. */
export function popupItems(items: readonly Announcement[]): Announcement[] {
  return items.filter((item) => item.type === 'PU' || item.type === 'B');
}
