import { storeToken } from '../shared/lib/session-store.ts';

/** Spec §4: the session is restored from a `token` in the URL (then removed from it) or from session storage. */
export function restoreSessionFromUrl(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (!token) return;
  storeToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
