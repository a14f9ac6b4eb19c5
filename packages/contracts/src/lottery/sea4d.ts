/**
 * Southeast Asian 4D (docs/lottery.md "SEA 4D"), the game of Magnum, Sports Toto, Da Ma Cai and Singapore Pools:
 * a draw makes 23 winning four-digit numbers, and a bet names a number (or all its orderings, or the last three
 * digits of a top prize) and the prizes it plays for, Big or Small.
 *
 * Prizes are quoted per unit staked as operators quote them ("RM1 Big wins 2,500"), in hundredths, and a prize is
 * all a win pays: the stake is not handed back on top of it. The module takes the prize table as a parameter so a
 * merchant may set its own; `fourDDefaultPrizes` holds the usual figures.
 */
import { drawBytes, uniformBelow } from './draw.ts';

/** The places of a result, from the best prize down. Specials are also called starters. */
export const fourDTiers = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;
export type FourDTier = (typeof fourDTiers)[number];
type TopTier = 'FIRST' | 'SECOND' | 'THIRD';

/** The 23 winning numbers of a draw, four digits each (leading zeros kept), all different. */
export interface FourDResult {
  first: string;
  second: string;
  third: string;
  /** The ten special (starter) prizes, in the order drawn. */
  special: string[];
  /** The ten consolation prizes, in the order drawn. */
  consolation: string[];
}

const SPECIALS = 10;
const CONSOLATIONS = 10;

/** The 23 winning numbers with their tiers, in the order they are drawn. */
export function fourDPlaces(result: FourDResult): Array<{ tier: FourDTier; number: string }> {
  return [
    { tier: 'FIRST', number: result.first },
    { tier: 'SECOND', number: result.second },
    { tier: 'THIRD', number: result.third },
    ...result.special.map((number) => ({ tier: 'SPECIAL' as const, number })),
    ...result.consolation.map((number) => ({ tier: 'CONSOLATION' as const, number })),
  ];
}

/**
 * A result from a byte stream: the numbers in the order first, second, third, the ten specials, the ten
 * consolations; each number's digits from the thousands down, each a number below 10. A number equal to one drawn
 * before is discarded and drawn again from the following bytes, as operators redraw a repeat, so the 23 are
 * different and every number is equally likely in every place (1 in 10,000).
 */
export async function draw4dResult(nextByte: () => Promise<number>): Promise<FourDResult> {
  const drawn: string[] = [];
  while (drawn.length < 3 + SPECIALS + CONSOLATIONS) {
    let number = '';
    for (let digit = 0; digit < 4; digit += 1) number += await uniformBelow(nextByte, 10);
    if (!drawn.includes(number)) drawn.push(number);
  }
  return {
    first: drawn[0]!,
    second: drawn[1]!,
    third: drawn[2]!,
    special: drawn.slice(3, 3 + SPECIALS),
    consolation: drawn.slice(3 + SPECIALS),
  };
}

/** The provably fair result of one numero of a 4D game: `draw4dResult` on the seed's bytes (see draw.ts). */
export const derive4dResult = (seedHex: string, gameCode: string, numero: string) =>
  draw4dResult(drawBytes(seedHex, gameCode, numero));

const assertFourDigits = (digits: string) => {
  if (!/^[0-9]{4}$/.test(digits)) throw new Error(`not four digits: ${digits}`);
};

/** The distinct orderings of four digits, sorted: 24 for 1234, 1 for 7777. */
export function permutationsOf(digits: string): string[] {
  assertFourDigits(digits);
  const orderings = (rest: string[]): string[] => {
    if (rest.length <= 1) return [rest.join('')];
    // Each distinct digit once in front, smallest first, so the list comes out sorted without duplicates.
    return [...new Set(rest)].sort().flatMap((digit) => {
      const others = [...rest];
      others.splice(others.indexOf(digit), 1);
      return orderings(others).map((tail) => digit + tail);
    });
  };
  return orderings([...digits]);
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/**
 * How many different numbers four digits make, 4! over the product of each repeated digit's count factorial:
 * ABCD 24, AABC 12, AABB 6, AAAB 4, AAAA 1 (in any arrangement: 1212 is AABB, 2111 is AAAB).
 */
export function permutationCount(digits: string): number {
  assertFourDigits(digits);
  const counts = new Map<string, number>();
  for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  return [...counts.values()].reduce((count, repeats) => count / factorial(repeats), factorial(4));
}

/**
 * Prizes per unit staked, hundredths, by column: Big pays every tier, Small the top three, 3D pays a position
 * (A, B, C are the first, second and third prizes) whose last three digits are the bet's.
 */
export interface FourDPrizeTable {
  BIG: Record<FourDTier, number>;
  SMALL: Record<TopTier, number>;
  '3D': Record<TopTier, number>;
}

/**
 * The figures the Malaysian operators publish (Magnum, Sports Toto, Da Ma Cai): Big 2,500 / 1,000 / 500 / 180 /
 * 60, Small 3,500 / 2,000 / 1,000; and 660 for a 3D position, the figure agents quote for "3A".
 * Each number is in each place 1 time in 10,000, so a straight bet returns its column's prizes summed over the
 * places it plays ÷ 10,000: Big 0.64, Small 0.65, 3D 0.66 (ten numbers end in its three digits). A Box or iBox
 * returns exactly what a straight bet does: k numbers at k units, or k numbers at 1/k of the prize each.
 */
export const fourDDefaultPrizes: FourDPrizeTable = {
  BIG: { FIRST: 250_000, SECOND: 100_000, THIRD: 50_000, SPECIAL: 18_000, CONSOLATION: 6_000 },
  SMALL: { FIRST: 350_000, SECOND: 200_000, THIRD: 100_000 },
  '3D': { FIRST: 66_000, SECOND: 66_000, THIRD: 66_000 },
};

/** What a key bets on: which column pays, which places count, which numbers it holds, and what it costs. */
interface FourDBet {
  column: keyof FourDPrizeTable;
  /** 3D plays its positions only; the 4D bets every tier their column has a prize for. */
  tiers: readonly FourDTier[];
  covers: (winning: string) => boolean;
  /** Units a unit stake buys. */
  cost: number;
  /** iBox: how many numbers one unit is spread over, each win paying the prize divided by it; otherwise 1. */
  sharedBy: number;
}

const positionTiers: Record<'A' | 'B' | 'C' | 'ABC', TopTier[]> = {
  A: ['FIRST'],
  B: ['SECOND'],
  C: ['THIRD'],
  ABC: ['FIRST', 'SECOND', 'THIRD'],
};

/**
 * The bet a canonical key names, or null. 4D: `BIG:nnnn`, `SMALL:nnnn`, and the permutation bets `IBOX_BIG`,
 * `IBOX_SMALL`, `BOX_BIG`, `BOX_SMALL`, whose digits are written ascending (the order does not matter: 4321 boxed
 * is `BOX_BIG:1234`) and not all the same: 7777 has one ordering, so operators refuse to box it and take it as a
 * straight bet only. 3D: `3D_A:nnn`, `3D_B:nnn`, `3D_C:nnn`, `3D_ABC:nnn`.
 */
function parse4dBetKey(betKey: string): FourDBet | null {
  const threeD = /^3D_(A|B|C|ABC):([0-9]{3})$/.exec(betKey);
  if (threeD) {
    const [, positions = '', digits = ''] = threeD;
    const tiers = positionTiers[positions as keyof typeof positionTiers];
    return {
      column: '3D',
      tiers,
      covers: (winning) => winning.slice(1) === digits,
      cost: tiers.length,
      sharedBy: 1,
    };
  }
  const fourD = /^(IBOX_|BOX_)?(BIG|SMALL):([0-9]{4})$/.exec(betKey);
  if (!fourD) return null;
  const [, kind, size, digits = ''] = fourD;
  const column = size as 'BIG' | 'SMALL';
  if (!kind) {
    return { column, tiers: fourDTiers, covers: (winning) => winning === digits, cost: 1, sharedBy: 1 };
  }
  const orderings = permutationsOf(digits);
  if (orderings[0] !== digits || orderings.length === 1) return null;
  const count = orderings.length;
  return {
    column,
    tiers: fourDTiers,
    covers: (winning) => orderings.includes(winning),
    cost: kind === 'BOX_' ? count : 1,
    sharedBy: kind === 'IBOX_' ? count : 1,
  };
}

/** Whether a key is a 4D bet written canonically (see `parse4dBetKey`). */
export const is4dBetKey = (betKey: string) => parse4dBetKey(betKey) !== null;

function betOf(betKey: string) {
  const bet = parse4dBetKey(betKey);
  if (!bet) throw new Error(`not a 4D bet key: ${betKey}`);
  return bet;
}

/** One prize a bet wins: the tier, the winning number (four digits) that made it, and what it pays. */
export interface FourDWin {
  tier: FourDTier;
  matched: string;
  /** The tier's prize per unit staked, hundredths, from the column the bet plays (a tier priced 0 never wins). */
  multiplier: number;
  /**
   * An iBox's unit is shared by its permutations: the prize is divided by their count. Otherwise 1. Operators
   * print these shares rounded to the ringgit (Sports Toto: RM105 for a first prize on 24 orderings); here the
   * share is exact and only the payout is rounded down, to the minor unit.
   */
  sharedBy: number;
}

/**
 * Every prize a bet wins, in the order the numbers were drawn. The 23 numbers differ, so a straight bet wins at
 * most once; a Box or iBox wins once for each winning number that is one of its orderings (1234 first and 4321
 * special both pay), and 3D_ABC once for each position ending in its digits.
 */
export function fourDWins(
  betKey: string,
  result: FourDResult,
  prizes: FourDPrizeTable = fourDDefaultPrizes,
): FourDWin[] {
  const bet = betOf(betKey);
  const column: Partial<Record<FourDTier, number>> = prizes[bet.column];
  return fourDPlaces(result).flatMap(({ tier, number }) => {
    const multiplier = column[tier];
    if (!multiplier || !bet.tiers.includes(tier) || !bet.covers(number)) return [];
    return [{ tier, matched: number, multiplier, sharedBy: bet.sharedBy }];
  });
}

/** The units a unit stake buys: a Box one per ordering, 3D_ABC one per position, any other bet one. */
export const fourDPointCost = (betKey: string) => betOf(betKey).cost;

/**
 * What wins pay for a stake of `unitStake` minor units per unit: unit × the prizes won ÷ (100 × shared-by), rounded
 * down once, to the minor unit (a bet's wins share one shared-by: it is the bet's).
 */
export const fourDPayoutOf = (unitStake: bigint, wins: FourDWin[]) =>
  wins.length === 0
    ? 0n
    : (unitStake * BigInt(wins.reduce((total, win) => total + win.multiplier, 0))) /
      (100n * BigInt(wins[0]!.sharedBy));
