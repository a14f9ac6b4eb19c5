/** The member profile's plain vocabularies, without zod, so that the web app's first load can use them. */

/** The fields a member may edit on the profile (see `profileUpdateSchema` in session.ts). */
export const profileFields = [
  'nickname',
  'fullname',
  'email',
  'telegram',
  'zalo',
  'whatsapp',
  'facebook',
  'line',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;

/** The avatars the web app draws; `profile.avatar` is one of them. */
export const avatarChoices = ['tiger', 'lotus', 'falcon', 'crown', 'star', 'dice'] as const;
