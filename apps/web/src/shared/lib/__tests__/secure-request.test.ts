import { describe, expect, it } from 'vitest';
import { encryptionMode } from '../secure-request.ts';

const key = { publicKey: 'MIIBIjANBg…', unsecureAllowed: true };
const secure = { secureContext: true, subtle: true };
const plainHttp = { secureContext: false, subtle: false };

describe('encrypted calls (DESIGN.md §4)', () => {
  it('encrypts in a secure context with WebCrypto', () => {
    expect(encryptionMode(key, secure)).toBe('encrypted');
  });

  it('uses the /unsecure twin without WebCrypto when the merchant allows it', () => {
    expect(encryptionMode(key, plainHttp)).toBe('unsecure');
  });

  it('still encrypts when the merchant does not answer the plain twins', () => {
    expect(encryptionMode({ ...key, unsecureAllowed: false }, plainHttp)).toBe('encrypted');
  });

  it('uses the plain twin when there is no key to encrypt with', () => {
    expect(encryptionMode({ publicKey: '', unsecureAllowed: true }, secure)).toBe('unsecure');
    expect(encryptionMode(undefined, secure)).toBe('unsecure');
  });
});
