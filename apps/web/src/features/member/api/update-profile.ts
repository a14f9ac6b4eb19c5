import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { Profile, profileUpdateSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /wps/member/info (token): nickname, full name, messengers, birthday, address and the like. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest<Profile>(sessionPaths.memberInfo, {
    method: 'POST',
    body: update,
    contract: () => import('@msp/contracts/session.ts').then((c) => c.profileSchema),
  });
}
