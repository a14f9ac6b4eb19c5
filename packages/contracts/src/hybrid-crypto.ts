/**
 * Hybrid encryption of request bodies (DESIGN.md §4): a fresh AES-256-GCM key encrypts the JSON body and the
 * merchant's RSA-OAEP-SHA256 public key wraps that key. WebCrypto only, so the browser and Node share it.
 */
export const encryptionHeader = 'encryption';
export const encryptionAlgorithm = 'RSA-OAEP-256+A256GCM';

/** Body of an encrypted call: base64 of the 12-byte IV followed by the ciphertext and its tag. */
export interface EncryptedBody {
  data: string;
}

const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

export async function encryptForServer(
  publicKeySpkiBase64: string,
  payload: unknown,
): Promise<{ header: string; body: EncryptedBody }> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey(
    'spki',
    fromBase64(publicKeySpkiBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const wrappedKey = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey));
  const joined = new Uint8Array(iv.length + ciphertext.length);
  joined.set(iv);
  joined.set(ciphertext, iv.length);
  return { header: toBase64(wrappedKey), body: { data: toBase64(joined) } };
}
