import { useSyncExternalStore } from 'react';
import { clearSessionKeepingMerchant, readSession, sessionKeys, writeSession } from './browser-storage.ts';

/**
 * The session token lives in session storage under `token` (spec §3). This small store makes it
 * observable so that the header, guards and queries re-render on login and logout.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  const token = readSession(sessionKeys.token);
  return token && token.length > 0 ? token : null;
}

export interface StoredLogin {
  token: string;
  id: number;
  account: string;
  nickname: string;
  isAgent: boolean;
  firstTimeLogin: boolean;
}

export function storeLogin(login: StoredLogin): void {
  writeSession(sessionKeys.token, login.token);
  writeSession(sessionKeys.account, login.account);
  writeSession(sessionKeys.username, login.account);
  writeSession(sessionKeys.nickname, login.nickname);
  writeSession(sessionKeys.customerId, String(login.id));
  writeSession(sessionKeys.isAgent, String(login.isAgent));
  writeSession(sessionKeys.firstTimeLogin, String(login.firstTimeLogin));
  emit();
}

export function storeToken(token: string): void {
  writeSession(sessionKeys.token, token);
  emit();
}

/** Logout or lost session: everything but the merchant keys goes. */
export function clearSession(): void {
  clearSessionKeepingMerchant();
  emit();
}

export function isFirstTimeLogin(): boolean {
  return readSession(sessionKeys.firstTimeLogin) === 'true';
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}
