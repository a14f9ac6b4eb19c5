import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { avatarChoices } from '@msp/contracts/profile-fields.ts';
import type { Profile } from '@msp/contracts/session.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type AvatarChoice = (typeof avatarChoices)[number];

/** POST /wps/member/info/icon (token): one of the site's avatars. */
export function updateAvatar(avatar: AvatarChoice): Promise<Profile> {
  return apiRequest<Profile>(sessionPaths.memberIcon, {
    method: 'POST',
    body: { avatar },
    contract: () => import('@msp/contracts/session.ts').then((c) => c.profileSchema),
  });
}
