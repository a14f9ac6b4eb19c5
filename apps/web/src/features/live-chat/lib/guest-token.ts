import { readLocal, writeLocal } from '../../../shared/lib/browser-storage.ts';

/**
 * A visitor's chat identity: the signed guest token the server handed out (`POST /wps/support/chat/guest`),
 * kept in localStorage so that the visitor finds its conversation again on its next visit. It names a
 * conversation, not a person: it is forgotten when the server no longer takes it.
 */
const key = 'supportGuestToken';

export const readGuestToken = (): string | null => readLocal(key) || null;
export const storeGuestToken = (token: string) => writeLocal(key, token);
export const forgetGuestToken = () => writeLocal(key, '');
