import { readLocal, writeLocal } from './browser-storage.ts';

/**
 * A random id this browser keeps (localStorage), sent with every call as the `Device-Id` header: the server notes
 * the devices a member registered, logged in or opened its referral page on, so that a friend registered on the
 * referrer's own device earns nothing (docs/referral.md). It says nothing about the device itself. Null where
 * storage is off (private mode) or at the server's render: then no header is sent.
 */

const storageKey = 'deviceId';
const wellFormed = /^[A-Za-z0-9_-]{16,128}$/;
let known: string | null | undefined;

const randomId = () => {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

export function deviceId(): string | null {
  if (known !== undefined) return known;
  if (typeof window === 'undefined' || typeof crypto?.getRandomValues !== 'function') return null;
  const stored = readLocal(storageKey);
  if (stored && wellFormed.test(stored)) return (known = stored);
  const fresh = randomId();
  writeLocal(storageKey, fresh);
  // Storage that refuses to keep it would hand out a new id on every load: send none instead.
  known = readLocal(storageKey) === fresh ? fresh : null;
  return known;
}
