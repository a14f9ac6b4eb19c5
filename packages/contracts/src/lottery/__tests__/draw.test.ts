import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveDraw, newSeed, seedCommitment, uniformBelow } from '../draw.ts';
import { lotteryFamilies, type LotteryFamily } from '../families.ts';

/**
 * The draw derivation, checked against a second implementation on Node's own HMAC (not WebCrypto), and for
 * evenness with a chi-square test at α = 0.01 on fixed seeds (so the test gives the same answer every run).
 */

/** docs/lottery.md read plainly: the HMAC blocks, a byte per try, bytes at or above 256 − 256 mod n skipped. */
function referenceDraw(family: LotteryFamily, seed: string, gameCode: string, numero: string) {
  const key = Buffer.from(seed, 'hex');
  const bytes: number[] = [];
  let block = 0;
  const byte = () => {
    if (bytes.length === 0) {
      const message = block === 0 ? `${gameCode}:${numero}` : `${gameCode}:${numero}:${block}`;
      bytes.push(...createHmac('sha256', key).update(message).digest());
      block += 1;
    }
    return bytes.shift()!;
  };
  const below = (n: number) => {
    for (;;) {
      const b = byte();
      if (b < 256 - (256 % n)) return b % n;
    }
  };
  const { count, lowest, range, distinct } = lotteryFamilies[family];
  if (!distinct) return Array.from({ length: count }, () => below(range) + lowest);
  const drum = Array.from({ length: range }, (_, i) => i + lowest);
  return Array.from({ length: count }, () => drum.splice(below(drum.length), 1)[0]!);
}

const fixedSeed = (index: number) => createHash('sha256').update(`seed ${index}`).digest('hex');

/** The chi-square statistic's upper 1 % point for k − 1 degrees of freedom (Wilson–Hilferty). */
function chiSquareCritical(degrees: number) {
  const z = 2.326347874; // the normal's upper 1 % point
  const a = 2 / (9 * degrees);
  return degrees * (1 - a + z * Math.sqrt(a)) ** 3;
}
const chiSquare = (counts: number[], expected: number) =>
  counts.reduce((total, observed) => total + (observed - expected) ** 2 / expected, 0);

describe('provably fair draws', () => {
  it('commits to the seed with its SHA-256, and a new seed is 32 random bytes', async () => {
    const seed = newSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newSeed()).not.toBe(seed);
    expect(await seedCommitment(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
  });

  it.each(['DIGITS3', 'DICE', 'DIGITS5', 'BALLS49'] as const)(
    '%s: the result is the documented function of seed, game and numero',
    async (family) => {
      for (let index = 0; index < 300; index += 1) {
        const seed = fixedSeed(index);
        const numero = `20261124-${String(index).padStart(4, '0')}`;
        expect(await deriveDraw(family, seed, `G_${family}`, numero)).toEqual(
          referenceDraw(family, seed, `G_${family}`, numero),
        );
      }
      // Another numero or game under the same seed draws something else (almost always).
      const seed = fixedSeed(1);
      const draws = new Set<string>();
      for (let index = 0; index < 20; index += 1) {
        draws.add(String(await deriveDraw(family, seed, 'G', `N${index}`)));
      }
      expect(draws.size).toBeGreaterThan(15);
    },
  );

  it('skips the bytes that would make low numbers likelier (no modulo bias)', async () => {
    const bytes = [245, 250, 255, 244];
    const next = async () => bytes.shift()!;
    // For 49, 245..255 are skipped (256 − 256 mod 49 = 245); 244 is 244 mod 49 = 48.
    expect(await uniformBelow(next, 49)).toBe(48);
    expect(bytes).toEqual([]);
    await expect(uniformBelow(next, 0)).rejects.toThrow();
    await expect(uniformBelow(next, 257)).rejects.toThrow();
  });

  it('draws every number of each range equally often (chi-square at α = 0.01, fixed seeds)', async () => {
    for (const [family, ranges] of [
      ['DIGITS5', 10],
      ['DICE', 6],
      ['BALLS49', 49],
    ] as const) {
      const { lowest, count } = lotteryFamilies[family];
      const counts = new Array<number>(ranges).fill(0);
      const specials = new Array<number>(ranges).fill(0);
      const draws = 4000;
      for (let index = 0; index < draws; index += 1) {
        const drawn = await deriveDraw(family, fixedSeed(index), 'CHI', String(index));
        for (const number of drawn) counts[number - lowest]! += 1;
        specials[drawn.at(-1)! - lowest]! += 1;
      }
      const critical = chiSquareCritical(ranges - 1);
      expect(chiSquare(counts, (draws * count) / ranges), family).toBeLessThan(critical);
      // The last number drawn alone too (the special ball of a 49 draw).
      expect(chiSquare(specials, draws / ranges), `${family} last`).toBeLessThan(critical);
    }
  });
});
