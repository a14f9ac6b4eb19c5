/**
 * Provably fair draws (docs/lottery.md "Draws nobody can bend"). When a numero opens, the server publishes the
 * SHA-256 of a secret 32-byte seed; after the draw it publishes the seed, and anyone can recompute the result
 * from it with this code, the same in the server (Node's WebCrypto) and in the browser.
 *
 * Bytes: HMAC-SHA256(key = seed, message = "<gameCode>:<numero>") gives the first 32, and
 * HMAC-SHA256(seed, "<gameCode>:<numero>:<k>") for k = 1, 2, … the next blocks, as many as the draw uses.
 * A number below n (n ≤ 256) takes one byte b and is b mod n when b < 256 − (256 mod n); a larger byte is
 * skipped (rejection sampling), so every number is exactly as likely as every other: no modulo bias.
 */
import { lotteryFamilies, type LotteryFamily } from './families.ts';

const encoder = new TextEncoder();

export const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function bytesOfHex(hex: string) {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error('not a hex string');
  return Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16));
}

/** The commitment published before the draw: SHA-256 of the seed's bytes, in hex. */
export async function seedCommitment(seedHex: string) {
  return hexOf(new Uint8Array(await crypto.subtle.digest('SHA-256', bytesOfHex(seedHex))));
}

/** An endless stream of the seed's bytes for one numero of one game (see above). */
export function drawBytes(seedHex: string, gameCode: string, numero: string) {
  const keyPromise = crypto.subtle.importKey(
    'raw',
    bytesOfHex(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  let block = new Uint8Array(0);
  let used = 0;
  let blocks = 0;
  return async function nextByte() {
    if (used === block.length) {
      const message = blocks === 0 ? `${gameCode}:${numero}` : `${gameCode}:${numero}:${blocks}`;
      block = new Uint8Array(await crypto.subtle.sign('HMAC', await keyPromise, encoder.encode(message)));
      blocks += 1;
      used = 0;
    }
    return block[used++]!;
  };
}

/** A uniform whole number in [0, n) for n from 1 to 256, by rejection sampling. */
export async function uniformBelow(nextByte: () => Promise<number>, n: number) {
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new Error(`range ${n} is not 1..256`);
  const limit = 256 - (256 % n);
  for (;;) {
    const byte = await nextByte();
    if (byte < limit) return byte % n;
  }
}

/**
 * The numbers a family draws, in the order drawn:
 * - DIGITS3 (28-style) three digits 0–9, DIGITS5 five digits 0–9, DICE three faces 1–6, each drawn on its own;
 * - BALLS49 seven different balls 1–49 (six main numbers, then the special): each is the k-th of the balls still
 *   in the drum, in ascending order, with k uniform below their count.
 */
export async function deriveDraw(family: LotteryFamily, seedHex: string, gameCode: string, numero: string) {
  const next = drawBytes(seedHex, gameCode, numero);
  const shape = lotteryFamilies[family];
  if (shape.distinct) {
    const drum = Array.from({ length: shape.range }, (_, index) => index + shape.lowest);
    const drawn: number[] = [];
    for (let ball = 0; ball < shape.count; ball += 1) {
      drawn.push(drum.splice(await uniformBelow(next, drum.length), 1)[0]!);
    }
    return drawn;
  }
  const drawn: number[] = [];
  for (let index = 0; index < shape.count; index += 1) {
    drawn.push((await uniformBelow(next, shape.range)) + shape.lowest);
  }
  return drawn;
}

/** A new secret seed from the platform's CSPRNG (WebCrypto's getRandomValues). */
export const newSeed = () => hexOf(crypto.getRandomValues(new Uint8Array(32)));
