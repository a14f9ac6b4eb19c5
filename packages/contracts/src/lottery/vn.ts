/**
 * The Vietnamese lottery (xổ số) on our draw engine (docs/lottery.md "Vietnamese lottery (xổ số)"): the two result
 * sheets, a result derived from the committed seed, the bets a member can place on it, how many times each hits,
 * what it costs in points, and default odds.
 *
 * Sheets. The North (Miền Bắc) draws 27 prizes; the South (Miền Nam, and Miền Trung, which prints the same sheet)
 * draws 18. A prize is a number of a fixed count of digits, written with its leading zeros ("07"). Most bets look
 * only at endings: the lô numbers are the last two digits of every prize, repeats kept.
 *
 * Money. The market quotes a bet as "x ăn y": a point costs x and every hit pays y; our default Northern lô,
 * "27 ăn 97", buys the number on all 27 prizes for 27 and pays 97 each time it comes out. So a bet of unit
 * stake u costs u × `vnPointCost(key)` (27 or 18 for a lô 2 số, 23 or 17 for a lô 3 số, 1 for every other bet)
 * and each hit pays u × multiplier / 100, rounded down to the minor unit. Unlike bets.ts, the multiplier does
 * NOT include the stake: a lô can hit 0, 1, 2 or more times, so there is no single win to add the stake to, and
 * "per hit, per unit" is how members and merchants already read the odds. A bet that hits nothing pays nothing.
 */
import { DEFAULT_RETURN_TO_PLAYER } from './bets.ts';
import { drawBytes, uniformBelow } from './draw.ts';

export type VnLayout = 'NORTH' | 'SOUTH';
export type VnTier = 'DB' | 'G1' | 'G2' | 'G3' | 'G4' | 'G5' | 'G6' | 'G7' | 'G8';

/** One prize tier of a sheet: how many numbers it draws and how many digits each has. */
export interface VnPrizeTier {
  tier: VnTier;
  count: number;
  digits: number;
}

/** Miền Bắc: 27 prizes, the special (giải đặc biệt, `DB`) first. */
export const NORTH: readonly VnPrizeTier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** Miền Nam and Miền Trung: 18 prizes, the special first. */
export const SOUTH: readonly VnPrizeTier[] = [
  { tier: 'DB', count: 1, digits: 6 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 1, digits: 5 },
  { tier: 'G3', count: 2, digits: 5 },
  { tier: 'G4', count: 7, digits: 5 },
  { tier: 'G5', count: 1, digits: 4 },
  { tier: 'G6', count: 3, digits: 4 },
  { tier: 'G7', count: 1, digits: 3 },
  { tier: 'G8', count: 1, digits: 2 },
];

export const vnLayouts: Record<VnLayout, readonly VnPrizeTier[]> = { NORTH, SOUTH };

/** A drawn sheet: the tiers in the layout's order, each number a digit string with its leading zeros. */
export interface VnResult {
  layout: VnLayout;
  prizes: { tier: VnTier; numbers: string[] }[];
}

/** How many prizes of the layout have at least `minimumDigits` digits (all of them by default). */
const prizeCount = (layout: VnLayout, minimumDigits = 0) =>
  vnLayouts[layout].reduce(
    (total, { count, digits }) => (digits >= minimumDigits ? total + count : total),
    0,
  );

/**
 * The result of one numero: every digit is `uniformBelow(next, 10)` on the numero's byte stream (see draw.ts),
 * the special first, then G1, G2, … in the layout's order, each tier's numbers in turn, each number's digits
 * left to right. Every prize is drawn on its own, as the market's drums are, so two prizes may share a number.
 */
export async function deriveVnResult(
  layout: VnLayout,
  seedHex: string,
  gameCode: string,
  numero: string,
): Promise<VnResult> {
  const next = drawBytes(seedHex, gameCode, numero);
  const prizes: VnResult['prizes'] = [];
  for (const { tier, count, digits } of vnLayouts[layout]) {
    const numbers: string[] = [];
    for (let index = 0; index < count; index += 1) {
      let number = '';
      for (let digit = 0; digit < digits; digit += 1) number += await uniformBelow(next, 10);
      numbers.push(number);
    }
    prizes.push({ tier, numbers });
  }
  return { layout, prizes };
}

/**
 * The lô numbers: the last `digits` digits of every prize that has that many, repeats kept. Two digits (lô 2 số)
 * take every prize (27 or 18); three (lô 3 số) skip the two-digit prizes (23 or 17 left).
 */
export const vnLoNumbers = (result: VnResult, digits: 2 | 3 = 2) =>
  result.prizes.flatMap(({ numbers }) =>
    numbers.filter((number) => number.length >= digits).map((number) => number.slice(-digits)),
  );

const countOf = (values: string[], wanted: string) => values.filter((value) => value === wanted).length;

/** An exact rational, numerator over denominator: the default odds must not depend on floating point. */
type Fraction = [numerator: bigint, denominator: bigint];

interface BetKind {
  /** How many numbers the key names, and how many digits each one has. */
  numbers: number;
  digits: number;
  /** The points a unit stake buys. */
  pointCost: (layout: VnLayout) => number;
  /** How many times the key's numbers (canonical, ascending) pay on a result; 0 loses. */
  hits: (picks: string[], result: VnResult) => number;
  /** The expected hits of a unit-stake bet, exactly. */
  expectedHits: (layout: VnLayout) => Fraction;
}

const onePoint = () => 1;
const powerOf10 = (digits: number) => 10n ** BigInt(digits);

/** Lô: one number against every prize's ending; each ending is uniform, so E[hits] = prizes / 10^digits. */
const lo = (digits: 2 | 3): BetKind => ({
  numbers: 1,
  digits,
  pointCost: (layout) => prizeCount(layout, digits),
  hits: ([pick], result) => countOf(vnLoNumbers(result, digits), pick!),
  expectedHits: (layout) => [BigInt(prizeCount(layout, digits)), powerOf10(digits)],
});

/**
 * Digits of one prize (the first number of `tier`): the `length` digits starting `fromEnd` digits before its end.
 * Đề is the special's last two (fromEnd 2, length 2), its đầu the first of those (2, 1), its đuôi the last (1, 1).
 */
const digitsOf = (tier: VnTier, fromEnd: number, length: number): BetKind => ({
  numbers: 1,
  digits: length,
  pointCost: onePoint,
  hits: ([pick], result) => {
    const number = result.prizes.find((prize) => prize.tier === tier)!.numbers[0]!;
    return number.slice(number.length - fromEnd, number.length - fromEnd + length) === pick ? 1 : 0;
  },
  expectedHits: () => [1n, powerOf10(length)],
});

const choose = (n: number, k: number): bigint =>
  k === 0 ? 1n : (choose(n - 1, k - 1) * BigInt(n)) / BigInt(k);
const factorial = (n: number): bigint => (n <= 1 ? 1n : BigInt(n) * factorial(n - 1));

/**
 * Xiên k: all k two-digit numbers among the lô numbers, once however often each shows. With n independent
 * endings uniform over 100, inclusion–exclusion over the numbers missing: Σ_j (−1)^j C(k, j) (100 − j)^n / 100^n.
 */
const xien = (size: number): BetKind => ({
  numbers: size,
  digits: 2,
  pointCost: onePoint,
  hits: (picks, result) => {
    const appeared = new Set(vnLoNumbers(result));
    return picks.every((pick) => appeared.has(pick)) ? 1 : 0;
  },
  expectedHits: (layout) => {
    const n = prizeCount(layout);
    let numerator = 0n;
    for (let missing = 0; missing <= size; missing += 1) {
      const term = choose(size, missing) * BigInt(100 - missing) ** BigInt(n);
      numerator += missing % 2 ? -term : term;
    }
    return [numerator, 100n ** BigInt(n)];
  },
});

/** Lô trượt k: none of the k numbers among the lô numbers, (100 − k)^n / 100^n. */
const truot = (size: number): BetKind => ({
  numbers: size,
  digits: 2,
  pointCost: onePoint,
  hits: (picks, result) => {
    const appeared = new Set(vnLoNumbers(result));
    return picks.some((pick) => appeared.has(pick)) ? 0 : 1;
  },
  expectedHits: (layout) => {
    const n = BigInt(prizeCount(layout));
    return [BigInt(100 - size) ** n, 100n ** n];
  },
});

/**
 * Đá: two numbers that both come out; each pair of appearances pays once, so the hits are the smaller of the two
 * counts. E[min(A, B)] sums over the multinomial law of (A, B, others) on n endings: n! / (a! b! c!) · 98^c / 100^n.
 */
const da: BetKind = {
  numbers: 2,
  digits: 2,
  pointCost: onePoint,
  hits: ([a, b], result) => {
    const endings = vnLoNumbers(result);
    return Math.min(countOf(endings, a!), countOf(endings, b!));
  },
  expectedHits: (layout) => {
    const n = prizeCount(layout);
    let numerator = 0n;
    for (let a = 1; a <= n; a += 1) {
      for (let b = 1; a + b <= n; b += 1) {
        const others = n - a - b;
        const ways = factorial(n) / (factorial(a) * factorial(b) * factorial(others));
        numerator += ways * 98n ** BigInt(others) * BigInt(Math.min(a, b));
      }
    }
    return [numerator, 100n ** BigInt(n)];
  },
};

/** Every bet, by the head of its key, which is also its odds key. */
const betKinds = {
  LO2: lo(2),
  LO3: lo(3),
  DE: digitsOf('DB', 2, 2),
  DE_DAU: digitsOf('DB', 2, 1),
  DE_DUOI: digitsOf('DB', 1, 1),
  DE_G1: digitsOf('G1', 2, 2),
  CANG3: digitsOf('DB', 3, 3),
  CANG4: digitsOf('DB', 4, 4),
  XIEN2: xien(2),
  XIEN3: xien(3),
  XIEN4: xien(4),
  TRUOT4: truot(4),
  TRUOT8: truot(8),
  TRUOT10: truot(10),
  DA: da,
} satisfies Record<string, BetKind>;

export type VnOddsKey = keyof typeof betKinds;
export const vnOddsKeys = Object.keys(betKinds) as VnOddsKey[];

/** A key split into its kind and numbers, or null unless it is written canonically. */
function parseBetKey(betKey: string) {
  const match = /^([A-Z0-9_]+):([0-9-]+)$/.exec(betKey);
  if (!match || !Object.hasOwn(betKinds, match[1]!)) return null;
  const oddsKey = match[1] as VnOddsKey;
  const kind: BetKind = betKinds[oddsKey];
  const picks = match[2]!.split('-');
  // Equal lengths make string order numeric order: ascending and distinct is each above the one before.
  const canonical =
    picks.length === kind.numbers &&
    picks.every(
      (pick, index) =>
        /^\d+$/.test(pick) && pick.length === kind.digits && (index === 0 || pick > picks[index - 1]!),
    );
  return canonical ? { oddsKey, kind, picks } : null;
}

function parsedOrThrow(betKey: string) {
  const parsed = parseBetKey(betKey);
  if (!parsed) throw new Error(`not a Vietnamese lottery bet key: ${JSON.stringify(betKey)}`);
  return parsed;
}

/**
 * Whether a key is a bet of the layout, written canonically: `HEAD:numbers`, each number with its full count of
 * digits (`LO2:07`), several numbers ascending, distinct and joined by `-` (`XIEN2:07-23`). Every bet exists on
 * both sheets.
 */
export const isVnBetKey = (betKey: string, layout: VnLayout) =>
  Object.hasOwn(vnLayouts, layout) && parseBetKey(betKey) !== null;

/** How many times a bet pays on a result (0: lost); throws on a key that is not a bet. */
export function vnHits(betKey: string, result: VnResult): number {
  const { kind, picks } = parsedOrThrow(betKey);
  return kind.hits(picks, result);
}

/** The points a unit stake buys: a lô 2 số one per prize, a lô 3 số one per prize of 3+ digits, others one. */
export const vnPointCost = (betKey: string, layout: VnLayout) => parsedOrThrow(betKey).kind.pointCost(layout);

/** Which odds a key pays by: the head of the key (every `LO2:nn` shares `LO2`). */
export const vnOddsKeyOf = (betKey: string): VnOddsKey => parsedOrThrow(betKey).oddsKey;

/** What `hits` hits of a bet of `unitStake` (minor units) pay at `multiplier` hundredths per hit: never a fraction. */
export const vnPayoutOf = (unitStake: bigint, hits: number, multiplier: number) =>
  (unitStake * BigInt(hits) * BigInt(multiplier)) / 100n;

/**
 * The default return to player in basis points (9,700), for exact integers: in floating point,
 * 0.97 × 27 / 0.27 × 100 is 9,699.99… and would floor to 9,699.
 */
const RTP_BASIS_POINTS = BigInt(Math.round(DEFAULT_RETURN_TO_PLAYER * 10_000));

/**
 * The default multiplier (hundredths, per hit, per unit) of every odds key of a layout: the return to player of a
 * unit stake is E[hits] × multiplier / 100 / pointCost, so multiplier = floor(RTP × pointCost / E[hits] × 100),
 * in exact integers. Each lô ending is uniform over 00–99 (000–999) and independent of the others, which gives:
 *
 * | odds key        | NORTH (27 prizes) | SOUTH (18 prizes) |
 * | --------------- | ----------------- | ----------------- |
 * | LO2             | 97 (cost 27)      | 97 (cost 18)      |
 * | LO3             | 970 (cost 23)     | 970 (cost 17)     |
 * | DE, DE_G1       | 97                | 97                |
 * | DE_DAU, DE_DUOI | 9.70              | 9.70              |
 * | CANG3           | 970               | 970               |
 * | CANG4           | 9,700             | 9,700             |
 * | XIEN2           | 17.67             | 37.15             |
 * | XIEN3           | 78.87             | 247.86            |
 * | XIEN4           | 363.30            | 1,747.04          |
 * | TRUOT4          | 2.92              | 2.02              |
 * | TRUOT8          | 9.21              | 4.35              |
 * | TRUOT10         | 16.68             | 6.46              |
 * | DA              | 17.42             | 36.93             |
 *
 * Most markets pay less: a Northern lô "1 ăn 80" at about 23 a point (93.9 on our cost of 27: 94 % back),
 * đề 70–99 (70–99 % back), xiên 2/3/4 about 17/65/250 (93 %, 80 %, 67 % back). The defaults keep 97 % on every
 * bet instead, so the long shots are the ones that pay visibly more; a merchant may set its own multiplier.
 */
export function vnDefaultOdds(layout: VnLayout): Record<VnOddsKey, number> {
  const odds = {} as Record<VnOddsKey, number>;
  for (const oddsKey of vnOddsKeys) {
    const kind: BetKind = betKinds[oddsKey];
    const [numerator, denominator] = kind.expectedHits(layout);
    const cost = BigInt(kind.pointCost(layout));
    odds[oddsKey] = Number((RTP_BASIS_POINTS * cost * denominator) / (100n * numerator));
  }
  return odds;
}

/** A play type of the board: its odds key, how many numbers of how many digits it names, and its point cost. */
export interface VnPlayType {
  playType: VnOddsKey;
  numbers: number;
  digits: number;
  pointCost: number;
}

/** Every play type of a sheet, in the board's menu order. */
export const vnPlayTypes = (layout: VnLayout): VnPlayType[] =>
  vnOddsKeys.map((playType) => {
    const kind: BetKind = betKinds[playType];
    return { playType, numbers: kind.numbers, digits: kind.digits, pointCost: kind.pointCost(layout) };
  });

/** The canonical key of a bet on `numbers` (any order, full digits): ascending and joined, as `isVnBetKey` wants. */
export const vnBetKey = (playType: VnOddsKey, numbers: readonly string[]) =>
  `${playType}:${[...numbers].sort().join('-')}`;
