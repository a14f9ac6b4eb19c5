import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { AnnouncementExecution } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Announcement } from '@msp/contracts/system.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export const announcementQueryTypes = 'B,PL,PU,PR,H';

/**
 * Audience of the announcement call (spec §4): visitors B; logged-in members A, plus F on the first login.
 */
export function announcementExecutions(loggedIn: boolean, firstLogin: boolean): AnnouncementExecution[] {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** GET /wps/system/announcements?types=B,PL,PU,PR,H&platform=W&execution=… */
export const announcementsQueryOptions = (executions: readonly AnnouncementExecution[], language: Language) =>
  queryOptions({
    queryKey: ['system', 'announcements', executions.join(','), language],
    queryFn: ({ signal }) =>
      apiRequest<Announcement[]>(apiPaths.announcements, {
        query: { types: announcementQueryTypes, platform: 'W', execution: executions.join(',') },
        contract: () => import('@msp/contracts/system.ts').then((c) => c.announcementSchema.array()),
        signal,
      }),
    staleTime: 2 * 60_000,
    placeholderData: keepPreviousData,
  });
