import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { loginHistoryItemSchema } from '@msp/contracts/session.ts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type LoginHistoryItem = z.infer<typeof loginHistoryItemSchema>;

/** GET /wps/session/history (token): the member's recent logins, newest first (time, IP, device). */
export const loginHistoryQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'loginHistory', token],
    queryFn: ({ signal }) =>
      apiRequest<LoginHistoryItem[]>(sessionPaths.loginHistory, {
        contract: () => import('@msp/contracts/session.ts').then((c) => c.loginHistoryItemSchema.array()),
        signal,
      }),
    enabled: token !== null,
    staleTime: 30_000,
  });
