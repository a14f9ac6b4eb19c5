import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** Unread messages of the member (spec §7, token). */
export const unreadCountPath = '/wps/relay/CSP_unreadCount';

/** The count in whatever shape the relay answers (a number, or an object carrying it); null otherwise. */
export function countFrom(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value === 'object' && value !== null) {
    for (const key of ['count', 'unreadCount', 'unread', 'unreadMessage', 'total']) {
      const field = (value as Record<string, unknown>)[key];
      if (typeof field === 'number') return countFrom(field);
    }
  }
  return null;
}

/**
 * GET /wps/relay/CSP_unreadCount. Where the server does not answer it (yet), the query fails quietly and the
 * badge shows nothing.
 */
export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'unread-count', token],
    queryFn: async ({ signal }) => countFrom(await apiRequest<unknown>(unreadCountPath, { signal })),
    enabled: token !== null,
    retry: false,
    staleTime: 60_000,
    refetchInterval: 2 * 60_000,
  });
