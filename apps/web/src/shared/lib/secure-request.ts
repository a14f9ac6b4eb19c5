import { unsecurePath } from '@msp/contracts/api-paths.ts';
import { encryptForServer, encryptionHeader } from '@msp/contracts/hybrid-crypto.ts';
import { apiRequest, type RequestOptions } from './api-client.ts';

/** The merchant's encryption settings (permission call). */
export interface EncryptionConfig {
  publicKey: string;
  unsecureAllowed: boolean;
}

/** What the browser offers: a secure context (https or localhost) with WebCrypto. */
export interface CryptoSupport {
  secureContext: boolean;
  subtle: boolean;
}

export function browserCryptoSupport(): CryptoSupport {
  return {
    secureContext: typeof window !== 'undefined' && window.isSecureContext === true,
    subtle: typeof globalThis.crypto?.subtle?.importKey === 'function',
  };
}

/**
 * How a call the spec marks "encrypted" goes (DESIGN.md §4): encrypted with the merchant's public key when
 * the page runs in a secure context with WebCrypto, or when the merchant does not answer the plain twins;
 * otherwise the plain-JSON `/unsecure` twin.
 */
export function encryptionMode(
  encryption: EncryptionConfig | undefined,
  support: CryptoSupport = browserCryptoSupport(),
): 'encrypted' | 'unsecure' {
  if (!encryption?.publicKey) return 'unsecure';
  if (support.secureContext && support.subtle) return 'encrypted';
  return encryption.unsecureAllowed ? 'unsecure' : 'encrypted';
}

/**
 * A call the spec marks "encrypted": the body hybrid-encrypted with the merchant's public key (RSA-OAEP
 * wrapped AES-GCM key in the `Encryption` header), or its plain `/unsecure` twin (see `encryptionMode`).
 */
export async function secureRequest<T>(
  path: string,
  encryption: EncryptionConfig | undefined,
  options: RequestOptions<T> & { method: 'POST' | 'PUT' },
): Promise<T> {
  if (!encryption || encryptionMode(encryption) === 'unsecure') {
    return apiRequest<T>(unsecurePath(path), options);
  }
  const { header, body } = await encryptForServer(encryption.publicKey, options.body);
  return apiRequest<T>(path, {
    ...options,
    body,
    headers: { ...options.headers, [encryptionHeader]: header },
  });
}
