import { sessionPaths } from '@msp/contracts/api-paths.ts';
import { profileSchema, type avatarChoices, type Profile } from '@msp/contracts/session.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type AvatarChoice = (typeof avatarChoices)[number];

/** POST /wps/member/info/icon (token): one of the site's avatars. */
export function updateAvatar(avatar: AvatarChoice): Promise<Profile> {
  return apiRequest<Profile>(sessionPaths.memberIcon, {
    method: 'POST',
    body: { avatar },
    schema: profileSchema,
  });
}
