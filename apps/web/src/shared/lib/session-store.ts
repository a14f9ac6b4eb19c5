import { useSyncExternalStore } from 'react';
import {
  clearSessionKeepingMerchant,
  readSession,
  removeSession,
  sessionKeys,
  writeSession,
} from './browser-storage.ts';

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

/** A step the server requires before the session may do anything else. */
export type SessionRestriction = 'PASSWORD_CHANGE' | 'NEW_IP';
export type NewIpMethod = 'SMS' | 'EMAIL' | 'TOTP' | 'BANK_NAME';

export interface StoredLogin {
  token: string;
  id: number;
  account: string;
  nickname: string;
  isAgent: boolean;
  firstTimeLogin: boolean;
  restriction?: SessionRestriction | null;
  verificationMethod?: NewIpMethod | null;
  lastLoginTime?: number | null;
  lastLoginIp?: string | null;
}

const perLoginKeys = [
  sessionKeys.restriction,
  sessionKeys.verificationMethod,
  sessionKeys.lastLoginTime,
  sessionKeys.lastLoginIp,
  sessionKeys.firstLoginWelcome,
];

/** The member keys of the spec (§3) that describe who is logged in. */
export function storeMember(member: { id: number; account: string; nickname: string; isAgent: boolean }) {
  writeSession(sessionKeys.account, member.account);
  writeSession(sessionKeys.username, member.account);
  writeSession(sessionKeys.nickname, member.nickname);
  writeSession(sessionKeys.customerId, String(member.id));
  writeSession(sessionKeys.isAgent, String(member.isAgent));
}

export function storeLogin(login: StoredLogin): void {
  /* A new login replaces what the previous session left behind. */
  for (const key of perLoginKeys) removeSession(key);
  writeSession(sessionKeys.token, login.token);
  storeMember(login);
  writeSession(sessionKeys.firstTimeLogin, String(login.firstTimeLogin));
  if (login.restriction) writeSession(sessionKeys.restriction, login.restriction);
  if (login.verificationMethod) writeSession(sessionKeys.verificationMethod, login.verificationMethod);
  if (login.lastLoginTime) writeSession(sessionKeys.lastLoginTime, String(login.lastLoginTime));
  if (login.lastLoginIp) writeSession(sessionKeys.lastLoginIp, login.lastLoginIp);
  emit();
}

export function storeToken(token: string): void {
  writeSession(sessionKeys.token, token);
  emit();
}

export function getRestriction(): SessionRestriction | null {
  const value = readSession(sessionKeys.restriction);
  return value === 'PASSWORD_CHANGE' || value === 'NEW_IP' ? value : null;
}

export function getVerificationMethod(): NewIpMethod | null {
  const value = readSession(sessionKeys.verificationMethod);
  return value === 'SMS' || value === 'EMAIL' || value === 'TOTP' || value === 'BANK_NAME' ? value : null;
}

/** The forced step is done (password changed or new IP verified). */
export function clearRestriction(): void {
  removeSession(sessionKeys.restriction);
  removeSession(sessionKeys.verificationMethod);
  emit();
}

/** Logout or lost session: everything but the merchant keys goes, the agent flag with it. */
export function clearSession(): void {
  clearSessionKeepingMerchant();
  emit();
}

export function isFirstTimeLogin(): boolean {
  return readSession(sessionKeys.firstTimeLogin) === 'true';
}

export function isStoredAgent(): boolean {
  return readSession(sessionKeys.isAgent) === 'true';
}

/** The previous login the login call reported (time and IP), when there was one. */
export function previousLogin(): { time: number; ip: string | null } | null {
  const time = Number(readSession(sessionKeys.lastLoginTime));
  if (!Number.isFinite(time) || time <= 0) return null;
  return { time, ip: readSession(sessionKeys.lastLoginIp) };
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSession, getToken, () => null);
}

export function useSessionRestriction(): SessionRestriction | null {
  return useSyncExternalStore(subscribeSession, getRestriction, () => null);
}
