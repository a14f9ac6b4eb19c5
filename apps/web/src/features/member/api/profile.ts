import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { Profile } from '@msp/contracts/session.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/member/profile (token): the member's own profile, contacts, avatar and security state. */
export const profileQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'profile', token],
    queryFn: ({ signal }) =>
      apiRequest<Profile>(sessionPaths.memberProfile, {
        contract: () => import('@msp/contracts/session.ts').then((c) => c.profileSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });
