import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../testing/seeded-random.ts';
import {
  derive4dResult,
  draw4dResult,
  fourDDefaultPrizes,
  fourDPayoutOf,
  fourDPointCost,
  fourDWins,
  is4dBetKey,
  permutationCount,
  permutationsOf,
  type FourDPrizeTable,
  type FourDResult,
  type FourDTier,
  type FourDWin,
} from '../sea4d.ts';

/**
 * SEA 4D checked against second, plain readings of the rules written here without the module's code: orderings
 * by brute force, the draw on Node's own HMAC, the wins by looking each covered number up in a map of the result,
 * and the return to player by averaging payouts over results where every place takes every number once.
 */

const pad4 = (n: number) => String(n).padStart(4, '0');
const everyNumber = Array.from({ length: 10_000 }, (_, n) => pad4(n));

/** All 24 orderings of the four positions, duplicates merged by the Set. */
function bruteOrderings(digits: string): Set<string> {
  const found = new Set<string>();
  for (let a = 0; a < 4; a += 1)
    for (let b = 0; b < 4; b += 1)
      for (let c = 0; c < 4; c += 1)
        for (let d = 0; d < 4; d += 1)
          if (new Set([a, b, c, d]).size === 4) found.add(digits[a]! + digits[b]! + digits[c]! + digits[d]!);
  return found;
}

/** A whole number below `below` from a seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  const next = mulberry32(seed);
  return (below: number) => Math.floor(next() * below);
}
type Random = ReturnType<typeof generator>;

const shuffled = (digits: string, next: Random) => {
  const left = [...digits];
  let out = '';
  while (left.length) out += left.splice(next(left.length), 1)[0]!;
  return out;
};

const resultOf = (numbers: string[]): FourDResult => ({
  first: numbers[0]!,
  second: numbers[1]!,
  third: numbers[2]!,
  special: numbers.slice(3, 13),
  consolation: numbers.slice(13, 23),
});

/** The draw read plainly from the rules, on Node's HMAC; also counts the repeats it drew again. */
function referenceDraw(seed: string, gameCode: string, numero: string) {
  const key = Buffer.from(seed, 'hex');
  const bytes: number[] = [];
  let block = 0;
  const digit = () => {
    for (;;) {
      if (bytes.length === 0) {
        const message = block === 0 ? `${gameCode}:${numero}` : `${gameCode}:${numero}:${block}`;
        bytes.push(...createHmac('sha256', key).update(message).digest());
        block += 1;
      }
      const byte = bytes.shift()!;
      if (byte < 250) return byte % 10;
    }
  };
  const numbers: string[] = [];
  let repeats = 0;
  while (numbers.length < 23) {
    const number = `${digit()}${digit()}${digit()}${digit()}`;
    if (numbers.includes(number)) repeats += 1;
    else numbers.push(number);
  }
  return { result: resultOf(numbers), repeats };
}

/** The wins read plainly: each number the key holds looked up in a map of the result. */
function referenceWins(key: string, result: FourDResult, prizes: FourDPrizeTable): FourDWin[] {
  const [head, digits] = key.split(':') as [string, string];
  const wins: FourDWin[] = [];
  if (head.startsWith('3D_')) {
    const tops = {
      A: ['FIRST', result.first],
      B: ['SECOND', result.second],
      C: ['THIRD', result.third],
    } as const;
    for (const letter of head.slice(3) as Iterable<'A' | 'B' | 'C'>) {
      const [tier, number] = tops[letter];
      const prize = prizes['3D'][tier];
      if (prize && number.endsWith(digits))
        wins.push({ tier, matched: number, multiplier: prize, sharedBy: 1 });
    }
    return wins;
  }
  const tierOf = new Map<string, FourDTier>([
    [result.first, 'FIRST'],
    [result.second, 'SECOND'],
    [result.third, 'THIRD'],
    ...result.special.map((n) => [n, 'SPECIAL'] as const),
    ...result.consolation.map((n) => [n, 'CONSOLATION'] as const),
  ]);
  const column: Partial<Record<FourDTier, number>> = head.endsWith('SMALL') ? prizes.SMALL : prizes.BIG;
  const numbers = head.includes('BOX') ? bruteOrderings(digits) : new Set([digits]);
  for (const number of numbers) {
    const tier = tierOf.get(number);
    const prize = tier && column[tier];
    if (tier && prize) {
      wins.push({
        tier,
        matched: number,
        multiplier: prize,
        sharedBy: head.startsWith('IBOX') ? numbers.size : 1,
      });
    }
  }
  return wins;
}

const referenceCost = (key: string) =>
  key.startsWith('BOX_') ? bruteOrderings(key.slice(-4)).size : key.startsWith('3D_ABC') ? 3 : 1;

/** A random result, often holding orderings of its own numbers and numbers sharing their last three digits. */
function randomResult(next: Random): FourDResult {
  const numbers = new Set<string>();
  while (numbers.size < 23) {
    const drawn = [...numbers];
    const some = drawn[next(drawn.length)];
    const roll = next(4);
    if (some && roll === 0) numbers.add(shuffled(some, next));
    else if (some && roll === 1) numbers.add(`${next(10)}${some.slice(1)}`);
    else {
      // Digits from a small alphabet half the time, so repeated digits (AAAB, AABB, …) are common.
      const alphabet = next(2) ? 10 : 3;
      numbers.add(`${next(alphabet)}${next(alphabet)}${next(alphabet)}${next(alphabet)}`);
    }
  }
  return resultOf([...numbers]);
}

/** Keys of every kind built from a result's numbers, from orderings of them, and a random one. */
function keysFor(result: FourDResult, next: Random): string[] {
  const numbers = [
    result.first,
    result.second,
    result.third,
    result.special[next(10)]!,
    result.consolation[next(10)]!,
    pad4(next(10_000)),
  ];
  return numbers.flatMap((number) => {
    const sorted = [...number].sort().join('');
    const orderedAgain = shuffled(number, next);
    const permutationKeys = ['IBOX_BIG', 'IBOX_SMALL', 'BOX_BIG', 'BOX_SMALL'].map(
      (head) => `${head}:${sorted}`,
    );
    return [
      `BIG:${number}`,
      `SMALL:${number}`,
      `BIG:${orderedAgain}`,
      `SMALL:${orderedAgain}`,
      ...permutationKeys,
      ...['A', 'B', 'C', 'ABC'].map((positions) => `3D_${positions}:${number.slice(1)}`),
    ];
  });
}

const byMatched = (wins: FourDWin[]) => [...wins].sort((a, b) => a.matched.localeCompare(b.matched));

describe('SEA 4D permutations', () => {
  it('lists and counts the orderings of every four-digit number as a brute force does', () => {
    const numbersPerCount = new Map<number, number>();
    const disagreements: string[] = [];
    for (const number of everyNumber) {
      const brute = [...bruteOrderings(number)].sort();
      if (permutationsOf(number).join() !== brute.join()) disagreements.push(`${number} orderings`);
      if (permutationCount(number) !== brute.length) disagreements.push(`${number} count`);
      numbersPerCount.set(brute.length, (numbersPerCount.get(brute.length) ?? 0) + 1);
    }
    expect(disagreements).toEqual([]);
    // AAAA 10, AAAB 10·9·4, AABB C(10,2)·6, AABC 10·C(9,2)·12, ABCD 10·9·8·7.
    expect(Object.fromEntries(numbersPerCount)).toEqual({ 1: 10, 4: 360, 6: 270, 12: 4320, 24: 5040 });
  });

  it('counts each pattern in any arrangement: AAAA 1, AAAB 4, AABB 6, AABC 12, ABCD 24', () => {
    const expected: Record<string, number> = {
      '0000': 1,
      '7777': 1,
      '1112': 4,
      '2111': 4,
      '1211': 4,
      '1122': 6,
      '1212': 6,
      '2112': 6,
      '1123': 12,
      '3121': 12,
      '9099': 4,
      '1234': 24,
      '9870': 24,
    };
    for (const [number, count] of Object.entries(expected)) {
      expect(permutationCount(number), number).toBe(count);
      expect(permutationsOf(number), number).toHaveLength(count);
    }
    expect(permutationsOf('1212')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
  });

  it('takes four digits only', () => {
    for (const wrong of ['123', '12345', '12a4', ' 123', '']) {
      expect(() => permutationsOf(wrong), wrong).toThrow();
      expect(() => permutationCount(wrong), wrong).toThrow();
    }
  });
});

const fixedSeed = (index: number) => createHash('sha256').update(`sea4d seed ${index}`).digest('hex');

describe('SEA 4D draws', () => {
  it('is the documented function of seed, game and numero: 23 different four-digit numbers in their tiers', async () => {
    let repeats = 0;
    for (let index = 0; index < 300; index += 1) {
      const seed = fixedSeed(index);
      const numero = `20261124-${String(index).padStart(4, '0')}`;
      const result = await derive4dResult(seed, 'SEA4D', numero);
      const reference = referenceDraw(seed, 'SEA4D', numero);
      expect(result).toEqual(reference.result);
      repeats += reference.repeats;
      expect(result.special).toHaveLength(10);
      expect(result.consolation).toHaveLength(10);
      const all = [result.first, result.second, result.third, ...result.special, ...result.consolation];
      expect(all.every((number) => /^[0-9]{4}$/.test(number))).toBe(true);
      expect(new Set(all).size).toBe(23);
    }
    // About 2.5 % of draws meet a repeat (23·22/2 pairs in 10,000): these seeds did, so the redraw was compared.
    expect(repeats).toBeGreaterThan(0);
  });

  it('gives the same result for the same seed, game and numero, and this one for a fixed seed', async () => {
    const seed = createHash('sha256').update('sea4d fixed seed').digest('hex');
    const result = await derive4dResult(seed, 'SEA4D', '20261124');
    expect(await derive4dResult(seed, 'SEA4D', '20261124')).toEqual(result);
    expect(result).toEqual({
      first: '1591',
      second: '6177',
      third: '5479',
      special: ['4442', '9787', '2402', '1330', '2130', '0917', '1234', '6669', '9653', '5382'],
      consolation: ['0150', '7621', '9821', '3654', '8748', '3819', '9084', '2281', '3403', '8071'],
    });
    expect(await derive4dResult(seed, 'SEA4D', '20261125')).not.toEqual(result);
    expect(await derive4dResult(seed, 'SEA4D_B', '20261124')).not.toEqual(result);
  });

  it('draws a repeated number again from the following bytes', async () => {
    // 1234, 1234 again (a byte of 250 or more is skipped), then 0000 … 0021.
    const digits = [1, 2, 3, 4, 1, 2, 255, 3, 4];
    for (let n = 0; n <= 21; n += 1) digits.push(...[...pad4(n)].map(Number));
    const next = async () => {
      if (digits.length === 0) throw new Error('read past the stream');
      return digits.shift()!;
    };
    const result = await draw4dResult(next);
    expect(result.first).toBe('1234');
    expect(result.second).toBe('0000');
    expect(result.third).toBe('0001');
    expect(result.special).toEqual(Array.from({ length: 10 }, (_, i) => pad4(i + 2)));
    expect(result.consolation).toEqual(Array.from({ length: 10 }, (_, i) => pad4(i + 12)));
    expect(digits).toEqual([]);
  });
});

/** A result with 1234 first, 5234 second, 9234 third, 4321 and 2143 special, 3412 consolation. */
const sample = resultOf([
  '1234',
  '5234',
  '9234',
  '4321',
  '2143',
  ...['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008'],
  '3412',
  ...['0011', '0012', '0013', '0014', '0015', '0016', '0017', '0018', '0019'],
]);

describe('SEA 4D bets', () => {
  it('agrees with a plain reading of the rules for every bet type on many random results', () => {
    const next = generator(20261124);
    const disagreements: string[] = [];
    let keys = 0;
    let wins = 0;
    let multipleWins = 0;
    let multipleBoxWins = 0;
    for (let round = 0; round < 300; round += 1) {
      const result = randomResult(next);
      const where = JSON.stringify(result);
      for (const key of keysFor(result, next)) {
        if (key.includes('BOX') && new Set(key.slice(-4)).size === 1) {
          // A box of AAAA is refused.
          if (is4dBetKey(key)) disagreements.push(`${key} accepted`);
          continue;
        }
        keys += 1;
        if (!is4dBetKey(key)) disagreements.push(`${key} refused`);
        const actual = fourDWins(key, result);
        const expected = referenceWins(key, result, fourDDefaultPrizes);
        if (JSON.stringify(byMatched(actual)) !== JSON.stringify(byMatched(expected))) {
          disagreements.push(
            `${key} on ${where}: ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
          );
        }
        if (fourDPointCost(key) !== referenceCost(key)) disagreements.push(`${key} cost`);
        // An odd unit stake, so the rounding shows: the prizes of a bet's wins are summed, then rounded down once.
        const paid = Math.floor(
          (137 * expected.reduce((total, win) => total + win.multiplier, 0)) /
            (100 * (expected[0]?.sharedBy ?? 1)),
        );
        if (fourDPayoutOf(137n, actual) !== BigInt(paid)) disagreements.push(`${key} on ${where}: payout`);
        wins += actual.length;
        if (actual.length > 1) multipleWins += 1;
        if (actual.length > 1 && key.includes('BOX')) multipleBoxWins += 1;
      }
    }
    expect(disagreements).toEqual([]);
    // Wins are common, and boxes and 3D_ABC winning several times too, so the comparison means something.
    expect(keys).toBeGreaterThan(20_000);
    expect(wins).toBeGreaterThan(10_000);
    expect(multipleWins).toBeGreaterThan(1_000);
    expect(multipleBoxWins).toBeGreaterThan(500);
  });

  it('pays Big on all 23 places and Small on the top three only', () => {
    expect(fourDWins('BIG:4321', sample)).toEqual([
      { tier: 'SPECIAL', matched: '4321', multiplier: 18_000, sharedBy: 1 },
    ]);
    expect(fourDWins('BIG:3412', sample)).toEqual([
      { tier: 'CONSOLATION', matched: '3412', multiplier: 6_000, sharedBy: 1 },
    ]);
    expect(fourDWins('SMALL:4321', sample)).toEqual([]);
    expect(fourDWins('SMALL:3412', sample)).toEqual([]);
    expect(fourDWins('SMALL:5234', sample)).toEqual([
      { tier: 'SECOND', matched: '5234', multiplier: 200_000, sharedBy: 1 },
    ]);
    // A straight bet is one ordering: 1243 is in no place.
    expect(fourDWins('BIG:1243', sample)).toEqual([]);
    // RM1 (100 sen) Big on the first prize wins RM2,500, and nothing more.
    expect(fourDPayoutOf(100n, fourDWins('BIG:1234', sample))).toBe(250_000n);
  });

  it('pays a Box the full prize of every ordering that won, at one unit per ordering', () => {
    const wins = fourDWins('BOX_BIG:1234', sample);
    expect(wins.map((win) => [win.tier, win.matched])).toEqual([
      ['FIRST', '1234'],
      ['SPECIAL', '4321'],
      ['SPECIAL', '2143'],
      ['CONSOLATION', '3412'],
    ]);
    expect(fourDPointCost('BOX_BIG:1234')).toBe(24);
    expect(fourDPointCost('BOX_SMALL:1123')).toBe(12);
    expect(fourDPointCost('BOX_BIG:1122')).toBe(6);
    expect(fourDPointCost('BOX_BIG:1112')).toBe(4);
    // 2,500 + 180 + 180 + 60 per unit: RM1 a unit (RM24 staked) gets RM2,920.
    expect(fourDPayoutOf(100n, wins)).toBe(292_000n);
    // Small: only the first prize counts.
    expect(fourDPayoutOf(100n, fourDWins('BOX_SMALL:1234', sample))).toBe(350_000n);
  });

  it('pays an iBox the prize divided by its count of orderings, rounded down, at one unit', () => {
    const wins = fourDWins('IBOX_BIG:1234', sample);
    expect(wins).toHaveLength(4);
    expect(wins.every((win) => win.sharedBy === 24)).toBe(true);
    expect(fourDPointCost('IBOX_BIG:1234')).toBe(1);
    // RM1 (100 sen): 250,000 / 24 = 10,416.67 → 10,416 sen for the first prize alone.
    expect(fourDPayoutOf(100n, wins.slice(0, 1))).toBe(10_416n);
    // Each win rounded on its own: 10,416 + 750 + 750 + 250.
    expect(fourDPayoutOf(100n, wins)).toBe(12_166n);
    // 12 orderings of 1123, 6 of 1122, 4 of 1112, first prize each.
    const firstOnly = (first: string) => resultOf([first, ...everyNumber.slice(100, 122)]);
    expect(fourDPayoutOf(100n, fourDWins('IBOX_BIG:1123', firstOnly('3211')))).toBe(20_833n);
    expect(fourDPayoutOf(100n, fourDWins('IBOX_BIG:1122', firstOnly('2121')))).toBe(41_666n);
    expect(fourDPayoutOf(100n, fourDWins('IBOX_SMALL:1112', firstOnly('2111')))).toBe(87_500n);
  });

  it('pays 3D on the last three digits of the first, second and third prizes, 3D_ABC on each that matches', () => {
    expect(fourDWins('3D_A:234', sample).map((win) => win.tier)).toEqual(['FIRST']);
    expect(fourDWins('3D_B:234', sample).map((win) => win.tier)).toEqual(['SECOND']);
    expect(fourDWins('3D_C:234', sample).map((win) => win.tier)).toEqual(['THIRD']);
    const abc = fourDWins('3D_ABC:234', sample);
    expect(abc.map((win) => win.matched)).toEqual(['1234', '5234', '9234']);
    expect(fourDPointCost('3D_ABC:234')).toBe(3);
    expect(fourDPointCost('3D_A:234')).toBe(1);
    expect(fourDPayoutOf(100n, abc)).toBe(3n * 66_000n);
    // The special 4321 ends in 321, but 3D plays the top three only; and the first three digits do not count.
    expect(fourDWins('3D_ABC:321', sample)).toEqual([]);
    expect(fourDWins('3D_A:123', sample)).toEqual([]);
  });

  it("pays by the merchant's table, and a tier priced 0 wins nothing", () => {
    const table: FourDPrizeTable = {
      BIG: { FIRST: 200_000, SECOND: 100_000, THIRD: 49_000, SPECIAL: 25_000, CONSOLATION: 0 },
      SMALL: { FIRST: 300_000, SECOND: 200_000, THIRD: 80_000 },
      '3D': { FIRST: 70_000, SECOND: 0, THIRD: 0 },
    };
    expect(fourDWins('BOX_BIG:1234', sample, table).map((win) => win.multiplier)).toEqual([
      200_000, 25_000, 25_000,
    ]);
    expect(fourDWins('3D_ABC:234', sample, table).map((win) => win.multiplier)).toEqual([70_000]);
  });

  it('accepts canonical keys only', () => {
    const right = [
      'BIG:0000',
      'SMALL:9999',
      'BIG:1111',
      'SMALL:4321',
      'IBOX_BIG:0012',
      'IBOX_SMALL:1122',
      'BOX_BIG:1112',
      'BOX_SMALL:1234',
      '3D_A:000',
      '3D_B:123',
      '3D_C:999',
      '3D_ABC:042',
    ];
    for (const key of right) expect(is4dBetKey(key), key).toBe(true);
    const wrong = [
      '',
      'BIG',
      'BIG:',
      'BIG:123',
      'BIG:12345',
      'BIG:12a4',
      'BIG: 1234',
      ' BIG:1234',
      'BIG:1234 ',
      'BIG:+123',
      'BIG:-123',
      'BIG:1234:1',
      'BIG:١٢٣٤',
      'big:1234',
      'HUGE:1234',
      'BIG_SMALL:1234',
      'BOX:1234',
      // Permutation bets: digits ascending, not all the same.
      'BOX_BIG:4321',
      'IBOX_SMALL:1213',
      'IBOX_BIG:1111',
      'BOX_SMALL:0000',
      // 3D: three digits, positions A, B, C or ABC.
      '3D_A:1234',
      '3D_A:12',
      '3D_D:123',
      '3D_AB:123',
      '3D:123',
      '3D_ABC:12a',
    ];
    for (const key of wrong) {
      expect(is4dBetKey(key), key).toBe(false);
      expect(() => fourDWins(key, sample), key).toThrow();
      expect(() => fourDPointCost(key), key).toThrow();
    }
  });
});

describe('SEA 4D return to player', () => {
  /**
   * 10,000 results in which place s holds (r + 433·s) mod 10,000 for r = 0 … 9,999: the 23 numbers of a result
   * differ (433·22 < 10,000), and each place takes every number exactly once, as in a draw each place is each
   * number 1 time in 10,000. A payout adds up place by place, so the mean payout over these results is exactly
   * the expected payout of a draw.
   */
  const results = Array.from({ length: 10_000 }, (_, r) =>
    resultOf(Array.from({ length: 23 }, (_, s) => pad4((r + 433 * s) % 10_000))),
  );
  /** Per unit of money staked; a unit stake of 24 keeps every iBox share whole, so nothing is rounded. */
  const returnOf = (key: string) => {
    const unit = 24n;
    const paid = results.reduce((total, result) => total + fourDPayoutOf(unit, fourDWins(key, result)), 0n);
    return Number(paid) / (10_000 * Number(unit) * fourDPointCost(key));
  };

  it('returns 0.64 on Big, 0.65 on Small, 0.66 on 3D, for straight, iBox and Box bets of every pattern', () => {
    // Big: (2,500 + 1,000 + 500 + 10·180 + 10·60) / 10,000. Small: (3,500 + 2,000 + 1,000) / 10,000.
    // 3D: 660 × 10 numbers ending in the three digits / 10,000 for each position.
    // iBox of k orderings: k numbers at prize / k each = a straight bet. Box: k numbers at the full prize for k
    // units = a straight bet per unit.
    const expected = { BIG: 0.64, SMALL: 0.65 };
    for (const digits of ['7777', '1112', '1122', '1123', '1234']) {
      for (const [column, rtp] of Object.entries(expected)) {
        expect(returnOf(`${column}:${digits}`), `${column}:${digits}`).toBe(rtp);
        if (digits === '7777') continue;
        expect(returnOf(`IBOX_${column}:${digits}`), `IBOX_${column}:${digits}`).toBe(rtp);
        expect(returnOf(`BOX_${column}:${digits}`), `BOX_${column}:${digits}`).toBe(rtp);
      }
    }
    for (const positions of ['A', 'B', 'C', 'ABC']) expect(returnOf(`3D_${positions}:234`)).toBe(0.66);
    // The straight Big by hand from the table.
    const big = fourDDefaultPrizes.BIG;
    expect(
      (big.FIRST + big.SECOND + big.THIRD + 10 * big.SPECIAL + 10 * big.CONSOLATION) / 100 / 10_000,
    ).toBe(0.64);
  });
});
