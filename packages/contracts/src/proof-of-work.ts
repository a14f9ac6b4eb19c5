/**
 * Proof of work for tokenless calls that cost us something (an SMS, a login attempt): the server hands out a
 * random salt and a difficulty; the client finds a nonce such that SHA-256(salt + ':' + nonce) starts with at
 * least `difficulty` zero bits. Checking is one hash; finding takes about 2^difficulty hashes. WebCrypto
 * only, so the browser and Node run the same code.
 */

/** Longest nonce accepted: decimal strings of any search the browser can finish are far shorter. */
export const maxNonceLength = 32;
/** Hashes started together while solving: WebCrypto digests are asynchronous, so a batch runs faster. */
const solveBatchSize = 256;

const encoder = new TextEncoder();

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** How many zero bits the bytes start with (8 × length when every byte is zero). */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The hash a nonce is judged by. */
export function proofOfWorkDigest(salt: string, nonce: string): Promise<Uint8Array> {
  return sha256(`${salt}:${nonce}`);
}

/** Whether `nonce` solves the challenge `salt` at `difficulty` bits. */
export async function checkProofOfWork(salt: string, nonce: string, difficulty: number): Promise<boolean> {
  if (!salt || !nonce || nonce.length > maxNonceLength) return false;
  return leadingZeroBits(await proofOfWorkDigest(salt, nonce)) >= difficulty;
}

/**
 * The first nonce (0, 1, 2… as decimal strings) that solves the challenge. Hashes run in batches; the
 * smallest solving nonce of a batch is returned, so the answer is the same as a one-by-one search. An aborted
 * `signal` stops the search with its reason.
 */
export async function solveProofOfWork(
  salt: string,
  difficulty: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 256)
    throw new RangeError(`difficulty must be an integer from 0 to 256, got ${difficulty}`);
  for (let start = 0; ; start += solveBatchSize) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: solveBatchSize }, (_, index) => String(start + index));
    const digests = await Promise.all(nonces.map((nonce) => proofOfWorkDigest(salt, nonce)));
    const found = digests.findIndex((digest) => leadingZeroBits(digest) >= difficulty);
    if (found >= 0) return String(start + found);
  }
}
