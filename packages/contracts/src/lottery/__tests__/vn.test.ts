import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../testing/seeded-random.ts';
import { DEFAULT_RETURN_TO_PLAYER } from '../bets.ts';
import {
  deriveVnResult,
  isVnBetKey,
  NORTH,
  SOUTH,
  vnDefaultOdds,
  vnHits,
  vnLoNumbers,
  vnOddsKeyOf,
  vnPayoutOf,
  vnPointCost,
  type VnLayout,
  type VnResult,
  type VnTier,
} from '../vn.ts';

/**
 * The Vietnamese lottery checked against a second, plain reading of the rules written here: the sheets typed in
 * by hand, the draw redone on Node's own HMAC, every bet judged with `endsWith` over the flat list of prizes, and
 * the default odds' return to player recomputed by walking the draws one prize at a time (no inclusion–exclusion,
 * no multinomials).
 */

const layouts: VnLayout[] = ['NORTH', 'SOUTH'];

/** The sheets as printed: tier, how many numbers, digits each. */
const SHEETS: Record<VnLayout, [VnTier, number, number][]> = {
  NORTH: [
    ['DB', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ],
  SOUTH: [
    ['DB', 1, 6],
    ['G1', 1, 5],
    ['G2', 1, 5],
    ['G3', 2, 5],
    ['G4', 7, 5],
    ['G5', 1, 4],
    ['G6', 3, 4],
    ['G7', 1, 3],
    ['G8', 1, 2],
  ],
};
const PRIZES = { NORTH: 27, SOUTH: 18 };
const PRIZES_OF_3_DIGITS = { NORTH: 23, SOUTH: 17 };

/** Every bet: head, how many numbers, digits each. */
const KINDS: [string, number, number][] = [
  ['LO2', 1, 2],
  ['LO3', 1, 3],
  ['DE', 1, 2],
  ['DE_DAU', 1, 1],
  ['DE_DUOI', 1, 1],
  ['DE_G1', 1, 2],
  ['CANG3', 1, 3],
  ['CANG4', 1, 4],
  ['XIEN2', 2, 2],
  ['XIEN3', 3, 2],
  ['XIEN4', 4, 2],
  ['TRUOT4', 4, 2],
  ['TRUOT8', 8, 2],
  ['TRUOT10', 10, 2],
  ['DA', 2, 2],
];

/** A sheet with the given numbers; every other prize is all nines (ending 99, 999). */
function sheet(layout: VnLayout, given: Partial<Record<VnTier, string[]>> = {}): VnResult {
  return {
    layout,
    prizes: SHEETS[layout].map(([tier, count, digits]) => ({
      tier,
      numbers: Array.from({ length: count }, (_, index) => {
        const number = given[tier]?.[index] ?? '9'.repeat(digits);
        if (number.length !== digits) throw new Error(`${tier} takes ${digits} digits, not ${number}`);
        return number;
      }),
    })),
  };
}

/** A random sheet whose digits come from 0 … alphabet − 1: a small alphabet makes repeats common. */
function randomSheet(layout: VnLayout, random: () => number, alphabet: number): VnResult {
  const digit = () => String(Math.floor(random() * alphabet));
  return {
    layout,
    prizes: SHEETS[layout].map(([tier, count, digits]) => ({
      tier,
      numbers: Array.from({ length: count }, () => Array.from({ length: digits }, digit).join('')),
    })),
  };
}

/** The rules read plainly: the prizes as one list (the special first, then G1), endings found with endsWith. */
function judge(key: string, result: VnResult): number {
  const [head, body] = key.split(':') as [string, string];
  const picks = body.split('-');
  const all: string[] = [];
  for (const prize of result.prizes) for (const number of prize.numbers) all.push(number);
  const special = all[0]!;
  const first = all[1]!;
  // A two-digit prize never ends in three digits, so endsWith alone leaves it out of a lô 3 số.
  const timesEnding = (ending: string) => {
    let times = 0;
    for (const number of all) if (number.endsWith(ending)) times += 1;
    return times;
  };
  const yes = (won: boolean) => (won ? 1 : 0);
  switch (head) {
    case 'LO2':
    case 'LO3':
      return timesEnding(body);
    case 'DE':
    case 'CANG3':
    case 'CANG4':
      return yes(special.endsWith(body));
    case 'DE_G1':
      return yes(first.endsWith(body));
    case 'DE_DAU':
      return yes(special[special.length - 2] === body);
    case 'DE_DUOI':
      return yes(special[special.length - 1] === body);
    case 'DA':
      return Math.min(timesEnding(picks[0]!), timesEnding(picks[1]!));
  }
  let present = 0;
  for (const pick of picks) if (timesEnding(pick) > 0) present += 1;
  if (head.startsWith('XIEN')) return yes(present === picks.length);
  if (head.startsWith('TRUOT')) return yes(present === 0);
  throw new Error(`no rule for ${key}`);
}

/** Keys for a result: numbers taken from its own prizes (wins are common), from anywhere, and mixed. */
function keysFor(result: VnResult, random: () => number): string[] {
  const all = result.prizes.flatMap((prize) => prize.numbers);
  const anyNumber = (digits: number) => String(Math.floor(random() * 10 ** digits)).padStart(digits, '0');
  const fromResult = (digits: number) => {
    const long = all.filter((number) => number.length >= digits);
    return long[Math.floor(random() * long.length)]!.slice(-digits);
  };
  const keyOf = (head: string, size: number, digits: number, share: number) => {
    const picks = new Set<string>();
    for (let tries = 0; picks.size < size; tries += 1) {
      picks.add(tries < 50 && random() < share ? fromResult(digits) : anyNumber(digits));
    }
    return `${head}:${[...picks].sort().join('-')}`;
  };
  const keys = KINDS.flatMap(([head, size, digits]) =>
    [0, 0.5, 0.9, 1].map((share) => keyOf(head, size, digits, share)),
  );
  const special = all[0]!;
  keys.push(`DE:${special.slice(-2)}`, `DE_DAU:${special.at(-2)}`, `DE_DUOI:${special.at(-1)}`);
  keys.push(`CANG3:${special.slice(-3)}`, `CANG4:${special.slice(-4)}`, `DE_G1:${all[1]!.slice(-2)}`);
  return keys;
}

const fixedSeed = (index: number) => createHash('sha256').update(`vn seed ${index}`).digest('hex');

/** The draw read plainly, on Node's HMAC: a byte per try, bytes 250–255 skipped, the digit is the byte mod 10. */
function referenceResult(layout: VnLayout, seed: string, gameCode: string, numero: string): VnResult {
  const key = Buffer.from(seed, 'hex');
  const bytes: number[] = [];
  let block = 0;
  const digit = (): number => {
    if (bytes.length === 0) {
      const message = block === 0 ? `${gameCode}:${numero}` : `${gameCode}:${numero}:${block}`;
      bytes.push(...createHmac('sha256', key).update(message).digest());
      block += 1;
    }
    const byte = bytes.shift()!;
    return byte < 250 ? byte % 10 : digit();
  };
  return {
    layout,
    prizes: SHEETS[layout].map(([tier, count, digits]) => ({
      tier,
      numbers: Array.from({ length: count }, () => Array.from({ length: digits }, digit).join('')),
    })),
  };
}

/** The chi-square statistic's upper 0.1 % point for the given degrees of freedom (Wilson–Hilferty). */
function chiSquareCritical(degrees: number) {
  const z = 3.090232306; // the normal's upper 0.1 % point
  const a = 2 / (9 * degrees);
  return degrees * (1 - a + z * Math.sqrt(a)) ** 3;
}
const chiSquare = (counts: number[], expected: number) =>
  counts.reduce((total, observed) => total + (observed - expected) ** 2 / expected, 0);

describe('Vietnamese lottery sheets and draws', () => {
  it('has the 27-prize northern and the 18-prize southern sheet', () => {
    const asTable = (layout: typeof NORTH) => layout.map(({ tier, count, digits }) => [tier, count, digits]);
    expect(asTable(NORTH)).toEqual(SHEETS.NORTH);
    expect(asTable(SOUTH)).toEqual(SHEETS.SOUTH);
    expect(NORTH.reduce((total, tier) => total + tier.count, 0)).toBe(27);
    expect(SOUTH.reduce((total, tier) => total + tier.count, 0)).toBe(18);
  });

  it.each(layouts)('%s: the result is the documented function of seed, game and numero', async (layout) => {
    for (let index = 0; index < 60; index += 1) {
      const seed = fixedSeed(index);
      const numero = `20261124-${String(index).padStart(3, '0')}`;
      const result = await deriveVnResult(layout, seed, 'XS', numero);
      expect(result).toEqual(referenceResult(layout, seed, 'XS', numero));
      expect(await deriveVnResult(layout, seed, 'XS', numero)).toEqual(result);
      // The shape: tiers in order, each number a digit string of its tier's length.
      expect(result.layout).toBe(layout);
      expect(result.prizes.map(({ tier, numbers }) => [tier, numbers.length])).toEqual(
        SHEETS[layout].map(([tier, count]) => [tier, count]),
      );
      result.prizes.forEach(({ numbers }, tier) => {
        for (const number of numbers)
          expect(number).toMatch(new RegExp(`^\\d{${SHEETS[layout][tier]![2]}}$`));
      });
    }
    // Another numero under the same seed draws another sheet.
    const seed = fixedSeed(0);
    const specials = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      specials.add((await deriveVnResult(layout, seed, 'XS', `N${index}`)).prizes[0]!.numbers[0]!);
    }
    expect(specials.size).toBeGreaterThan(15);
  });

  it.each(layouts)('%s: digits and lô endings come out evenly (chi-square, fixed seeds)', async (layout) => {
    const digits = new Array<number>(10).fill(0);
    const endings = new Array<number>(100).fill(0);
    const numeros = 300;
    for (let index = 0; index < numeros; index += 1) {
      const result = await deriveVnResult(layout, fixedSeed(1000 + index), 'XS', `N${index}`);
      for (const { numbers } of result.prizes) {
        for (const number of numbers) {
          for (const digit of number) digits[Number(digit)]! += 1;
          endings[Number(number.slice(-2))]! += 1;
        }
      }
    }
    const digitCount = digits.reduce((a, b) => a + b, 0);
    expect(digitCount).toBe(numeros * (layout === 'NORTH' ? 107 : 82));
    expect(chiSquare(digits, digitCount / 10)).toBeLessThan(chiSquareCritical(9));
    expect(chiSquare(endings, (numeros * PRIZES[layout]) / 100)).toBeLessThan(chiSquareCritical(99));
  });

  it('takes lô numbers from every prize, and lô 3 số only from prizes of three digits or more', () => {
    for (const layout of layouts) {
      const result = randomSheet(layout, mulberry32(7), 10);
      expect(vnLoNumbers(result)).toHaveLength(PRIZES[layout]);
      expect(vnLoNumbers(result, 3)).toHaveLength(PRIZES_OF_3_DIGITS[layout]);
    }
  });
});

describe('Vietnamese lottery bets', () => {
  it.each(layouts)('%s: every bet hits as the plain rules say, on random sheets', (layout) => {
    const random = mulberry32(layout === 'NORTH' ? 20261124 : 20261125);
    const won = new Map<string, number>();
    const lost = new Map<string, number>();
    for (let index = 0; index < 400; index += 1) {
      const result = randomSheet(layout, random, [2, 3, 10][index % 3]!);
      for (const key of keysFor(result, random)) {
        const head = key.split(':')[0]!;
        if (!isVnBetKey(key, layout) || vnOddsKeyOf(key) !== head) throw new Error(`${key} is not a bet`);
        const hits = vnHits(key, result);
        const expected = judge(key, result);
        if (hits !== expected) {
          throw new Error(`${key} on ${JSON.stringify(result.prizes)}: ${hits} hits, expected ${expected}`);
        }
        const tally = hits > 0 ? won : lost;
        tally.set(head, (tally.get(head) ?? 0) + 1);
      }
    }
    // Every bet both won and lost, so the comparison covered both sides.
    for (const [head] of KINDS) {
      expect(won.get(head), `${head} won`).toBeGreaterThan(0);
      expect(lost.get(head), `${head} lost`).toBeGreaterThan(0);
    }
  });

  it('pays a lô once per prize that ends in it', () => {
    const north = sheet('NORTH', { G3: ['12312'], G7: ['12'] });
    expect(vnHits('LO2:12', north)).toBe(2);
    expect(vnHits('LO2:31', north)).toBe(0);
    const south = sheet('SOUTH', { G4: ['00512', '55512'], G7: ['012'], G8: ['12'] });
    expect(vnHits('LO2:12', south)).toBe(4);
    expect(vnHits('LO3:512', south)).toBe(2);
    expect(vnHits('LO3:012', south)).toBe(1);
  });

  it('leaves the two-digit prizes out of lô 3 số', () => {
    const north = sheet('NORTH', { G7: ['45'] });
    expect(vnHits('LO3:045', north)).toBe(0);
    expect(vnHits('LO3:045', sheet('NORTH', { G7: ['45'], G6: ['045'] }))).toBe(1);
    expect(vnHits('LO3:045', sheet('SOUTH', { G8: ['45'] }))).toBe(0);
    expect(vnHits('LO3:045', sheet('SOUTH', { G8: ['45'], G7: ['045'] }))).toBe(1);
  });

  it('reads đề, đầu, đuôi and càng off the special, đề giải nhất off G1', () => {
    for (const result of [
      sheet('NORTH', { DB: ['12345'], G1: ['67890'] }),
      sheet('SOUTH', { DB: ['012345'], G1: ['67890'] }),
    ]) {
      expect(vnHits('DE:45', result)).toBe(1);
      expect(vnHits('DE:54', result)).toBe(0);
      expect(vnHits('DE_DAU:4', result)).toBe(1);
      expect(vnHits('DE_DAU:5', result)).toBe(0);
      expect(vnHits('DE_DUOI:5', result)).toBe(1);
      expect(vnHits('DE_DUOI:4', result)).toBe(0);
      expect(vnHits('CANG3:345', result)).toBe(1);
      expect(vnHits('CANG3:245', result)).toBe(0);
      expect(vnHits('CANG4:2345', result)).toBe(1);
      expect(vnHits('CANG4:1345', result)).toBe(0);
      expect(vnHits('DE_G1:90', result)).toBe(1);
      expect(vnHits('DE_G1:45', result)).toBe(0);
    }
  });

  it('pays a xiên once when every number comes out, however often', () => {
    const result = sheet('NORTH', { G3: ['12312'], G6: ['534'], G7: ['12', '56'] });
    expect(vnHits('XIEN2:12-34', result)).toBe(1);
    expect(vnHits('XIEN3:12-34-56', result)).toBe(1);
    expect(vnHits('XIEN3:12-34-57', result)).toBe(0);
    expect(vnHits('XIEN4:12-34-56-78', result)).toBe(0);
    expect(vnHits('XIEN4:12-34-56-99', result)).toBe(1);
  });

  it('pays a lô trượt only when none of its numbers comes out', () => {
    const result = sheet('SOUTH', { G8: ['12'] });
    expect(vnHits('TRUOT4:01-02-03-04', result)).toBe(1);
    expect(vnHits('TRUOT4:01-02-03-12', result)).toBe(0);
    expect(vnHits('TRUOT8:01-02-03-04-05-06-07-08', result)).toBe(1);
    expect(vnHits('TRUOT10:00-01-02-03-04-05-06-07-08-12', result)).toBe(0);
    expect(vnHits('TRUOT10:00-01-02-03-04-05-06-07-08-09', result)).toBe(1);
  });

  it('pays a đá once per pair of appearances: the smaller of the two counts', () => {
    expect(vnHits('DA:12-34', sheet('NORTH', { G7: ['12', '34'] }))).toBe(1);
    expect(vnHits('DA:12-34', sheet('NORTH', { G7: ['12', '12', '34'] }))).toBe(1);
    expect(vnHits('DA:12-34', sheet('NORTH', { G7: ['12', '12', '34', '34'] }))).toBe(2);
    expect(vnHits('DA:12-34', sheet('NORTH', { G6: ['112'], G7: ['12', '34', '34'] }))).toBe(2);
    expect(vnHits('DA:12-34', sheet('NORTH', { G7: ['12', '12', '12'] }))).toBe(0);
  });

  it('accepts only canonical keys', () => {
    const good = [
      'LO2:07',
      'LO3:007',
      'DE:00',
      'DE_DAU:0',
      'DE_DUOI:9',
      'DE_G1:99',
      'CANG3:123',
      'CANG4:0123',
    ];
    good.push('XIEN2:07-23', 'XIEN3:00-01-99', 'XIEN4:01-02-03-04', 'DA:07-70', 'TRUOT4:10-20-30-40');
    good.push('TRUOT8:01-02-03-04-05-06-07-08', 'TRUOT10:00-11-22-33-44-55-66-77-88-99');
    const bad = [
      '',
      'LO2',
      'LO2:',
      'LO2:7',
      'LO2:007',
      'LO3:07',
      'DE:7',
      'DE_DAU:07',
      'CANG3:12',
      'CANG4:12345',
    ];
    bad.push('XIEN2:23-07', 'XIEN2:07-07', 'XIEN2:07', 'XIEN2:01-02-03', 'XIEN3:01-02', 'DA:07', 'DA:34-12');
    bad.push('TRUOT4:01-02-03-04-05', 'TRUOT8:01-02-03-04-05-06-07-07', 'TRUOT10:01-02', 'XIEN2:7-23');
    bad.push(
      ' LO2:07',
      'LO2:07 ',
      'LO2: 07',
      'LO2:07\n',
      'lo2:07',
      'LO4:07',
      'XIEN5:01-02-03-04-05',
      'DE:ab',
    );
    bad.push('LO2:-07', 'LO2:07-', 'XIEN2:07--23', 'DE:07:1', 'DE:+7', 'DE:٠٧', 'LO2:0x');
    for (const layout of layouts) {
      for (const key of good) expect(isVnBetKey(key, layout), key).toBe(true);
      for (const key of bad) expect(isVnBetKey(key, layout), key).toBe(false);
    }
    expect(() => vnHits('XIEN2:23-07', sheet('NORTH'))).toThrow();
    expect(() => vnOddsKeyOf('LO2:7')).toThrow();
    expect(() => vnPointCost('LO4:07', 'NORTH')).toThrow();
  });

  it('charges a lô one point per prize it covers, every other bet one point', () => {
    for (const layout of layouts) {
      expect(vnPointCost('LO2:07', layout)).toBe(PRIZES[layout]);
      expect(vnPointCost('LO3:007', layout)).toBe(PRIZES_OF_3_DIGITS[layout]);
      for (const key of [
        'DE:07',
        'DE_DAU:0',
        'CANG4:0007',
        'XIEN4:01-02-03-04',
        'TRUOT10:00-01-02-03-04-05-06-07-08-09',
      ]) {
        expect(vnPointCost(key, layout), key).toBe(1);
      }
    }
  });

  it('pays unit stake × hits × multiplier / 100, never a fraction', () => {
    expect(vnPayoutOf(3n, 2, 1767)).toBe(106n); // 106.02
    expect(vnPayoutOf(1n, 1, 1767)).toBe(17n); // 17.67
    expect(vnPayoutOf(10n, 3, 9700)).toBe(2910n);
    expect(vnPayoutOf(999n, 0, 9700)).toBe(0n);
  });
});

/** The chance that exactly `seen` of k picked endings came out, after n independent uniform endings. */
function seenDistribution(k: number, n: number) {
  let chances = [1, ...new Array<number>(k).fill(0)];
  for (let draw = 0; draw < n; draw += 1) {
    const next = new Array<number>(k + 1).fill(0);
    chances.forEach((chance, seen) => {
      const fresh = (k - seen) / 100;
      next[seen]! += chance * (1 - fresh);
      if (seen < k) next[seen + 1]! += chance * fresh;
    });
    chances = next;
  }
  return chances;
}

/** E[min(A, B)] for two endings' counts over n draws, walking the joint law one draw at a time. */
function expectedPairs(n: number) {
  let law = new Map<string, number>([['0,0', 1]]);
  for (let draw = 0; draw < n; draw += 1) {
    const next = new Map<string, number>();
    const add = (key: string, chance: number) => next.set(key, (next.get(key) ?? 0) + chance);
    for (const [key, chance] of law) {
      const [a, b] = key.split(',').map(Number) as [number, number];
      add(`${a + 1},${b}`, chance / 100);
      add(`${a},${b + 1}`, chance / 100);
      add(key, (chance * 98) / 100);
    }
    law = next;
  }
  let expected = 0;
  for (const [key, chance] of law) {
    const [a, b] = key.split(',').map(Number) as [number, number];
    expected += Math.min(a, b) * chance;
  }
  return expected;
}

describe('Vietnamese lottery default odds', () => {
  it.each(layouts)('%s: every default returns between 95 % and 97 %', (layout) => {
    const n = PRIZES[layout];
    const expectedHits: Record<string, [hits: number, cost: number]> = {
      LO2: [n / 100, n],
      LO3: [PRIZES_OF_3_DIGITS[layout] / 1000, PRIZES_OF_3_DIGITS[layout]],
      DE: [1 / 100, 1],
      DE_DAU: [1 / 10, 1],
      DE_DUOI: [1 / 10, 1],
      DE_G1: [1 / 100, 1],
      CANG3: [1 / 1000, 1],
      CANG4: [1 / 10000, 1],
      DA: [expectedPairs(n), 1],
    };
    for (const k of [2, 3, 4]) expectedHits[`XIEN${k}`] = [seenDistribution(k, n)[k]!, 1];
    for (const k of [4, 8, 10]) expectedHits[`TRUOT${k}`] = [seenDistribution(k, n)[0]!, 1];
    const odds = vnDefaultOdds(layout);
    expect(Object.keys(odds).sort()).toEqual(KINDS.map(([head]) => head).sort());
    for (const [head, multiplier] of Object.entries(odds)) {
      expect(Number.isInteger(multiplier), head).toBe(true);
      const [hits, cost] = expectedHits[head]!;
      const rtp = (hits * multiplier) / 100 / cost;
      expect(rtp, head).toBeLessThanOrEqual(DEFAULT_RETURN_TO_PLAYER + 1e-9);
      expect(rtp, head).toBeGreaterThan(0.95);
    }
  });

  it('lands the northern xiên 2 near the market’s 1 ăn 17, and pays a lô 97 per hit', () => {
    const north = vnDefaultOdds('NORTH');
    expect(north.XIEN2).toBeGreaterThanOrEqual(1500);
    expect(north.XIEN2).toBeLessThanOrEqual(1900);
    // Exactly 97 % back: floating point would floor 0.97 × 27 / 0.27 × 100 to 9,699.
    expect(north.LO2).toBe(9700);
    expect(vnDefaultOdds('SOUTH').LO2).toBe(9700);
    expect(north.DE_DAU).toBe(970);
  });
});
