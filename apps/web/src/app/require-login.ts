import { redirect } from 'react-router';
import { getToken } from '../shared/lib/session-store.ts';

/** Guard (spec §2): a visitor with no stored session token goes to /login. */
export function requireLogin(): Response | null {
  return getToken() ? null : redirect('/login');
}
