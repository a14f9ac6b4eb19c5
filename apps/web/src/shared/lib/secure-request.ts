import { unsecurePath } from '@msp/contracts/api-paths.ts';
import { encryptForServer, encryptionHeader } from '@msp/contracts/hybrid-crypto.ts';
import { apiRequest, type RequestOptions } from './api-client.ts';

/** The merchant's encryption settings (permission call). */
export interface EncryptionConfig {
  publicKey: string;
  unsecureAllowed: boolean;
}

/**
 * A call the spec marks "encrypted": its plain-JSON `/unsecure` twin where the merchant allows it,
 * else the body hybrid-encrypted with the merchant's public key (RSA-OAEP wrapped AES-GCM key in the
 * `Encryption` header).
 */
export async function secureRequest<T>(
  path: string,
  encryption: EncryptionConfig | undefined,
  options: RequestOptions<T> & { method: 'POST' | 'PUT' },
): Promise<T> {
  if (!encryption || encryption.unsecureAllowed || !encryption.publicKey || !globalThis.crypto?.subtle) {
    return apiRequest<T>(unsecurePath(path), options);
  }
  const { header, body } = await encryptForServer(encryption.publicKey, options.body);
  return apiRequest<T>(path, {
    ...options,
    body,
    headers: { ...options.headers, [encryptionHeader]: header },
  });
}
