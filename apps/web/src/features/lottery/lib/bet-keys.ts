import { colourOf28, colourOfBall, type LotteryFamily } from '@msp/contracts/lottery/families.ts';

/**
 * The bet keys of the board, written exactly as docs/lottery.md and `isBetKey` define them: numbers without
 * leading zeros, ascending where order does not matter.
 */

export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

const ascending = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

/** `SUM:s`: the 28-style sum (0–27) or the dice sum (3–18). */
export const sumKey = (sum: number) => `SUM:${sum}`;

export const digits3Sides = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const digits3Combos = ['BIG_ODD', 'BIG_EVEN', 'SMALL_ODD', 'SMALL_EVEN'] as const;
export const digits3Extremes = ['EXTREME_BIG', 'EXTREME_SMALL'] as const;
export const digits3Colours = ['RED', 'GREEN', 'BLUE', 'GRAY'] as const;
export const digits3Shapes = ['TRIPLE', 'PAIR', 'STRAIGHT'] as const;
export const colourKey = (colour: (typeof digits3Colours)[number]) => `COLOUR:${colour}`;
/** The colour group of a 28-style sum cell. */
export const sumColour = (sum: number) => colourOf28(sum);

export const diceSides = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const faces = range(1, 6);
export const tripleKey = (face: number) => `TRIPLE:${face}`;
export const pairKey = (face: number) => `PAIR:${face}`;
export const faceKey = (face: number) => `FACE:${face}`;
/** `COMBO:a-b` with a < b, whichever order the two faces were picked in. */
export function comboKey(first: number, second: number) {
  const [a, b] = ascending([first, second]);
  return `COMBO:${a}-${b}`;
}
/** The 15 two-dice combinations, in order. */
export const diceCombos = faces.flatMap((a) => faces.filter((b) => b > a).map((b) => [a, b] as const));

export const positions = [1, 2, 3, 4, 5] as const;
export const positionSides = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const positionKey = (position: number, pick: number | (typeof positionSides)[number]) =>
  `P${position}:${pick}`;
export const digits5SumKey = (side: (typeof positionSides)[number]) => `SUM:${side}`;
export const windowsOfThree = ['FRONT', 'MIDDLE', 'BACK'] as const;
export type WindowOfThree = (typeof windowsOfThree)[number];
export const threeKinds = ['STRAIGHT', 'GROUP3', 'GROUP6'] as const;
export type ThreeKind = (typeof threeKinds)[number];
/** Which positions a window covers (1-based, inclusive). */
export const windowPositions: Record<WindowOfThree, [number, number]> = {
  FRONT: [1, 3],
  MIDDLE: [2, 4],
  BACK: [3, 5],
};

/**
 * A front/middle/back three bet from three picked digits: a straight keeps their order, a group is sorted
 * (group 3: exactly one pair, group 6: three different digits). Null when the digits do not make that bet.
 */
export function threeKey(window: WindowOfThree, kind: ThreeKind, digits: readonly number[]): string | null {
  if (digits.length !== 3 || digits.some((digit) => !Number.isInteger(digit) || digit < 0 || digit > 9))
    return null;
  const distinct = new Set(digits).size;
  if (kind === 'GROUP3' && distinct !== 2) return null;
  if (kind === 'GROUP6' && distinct !== 3) return null;
  const written = kind === 'STRAIGHT' ? digits : ascending(digits);
  return `${window}:${kind}:${written.join('')}`;
}

export const balls = range(1, 49);
export const specialSides = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const ballColours = ['RED', 'BLUE', 'GREEN'] as const;
export const specialKey = (pick: number | (typeof ballColours)[number] | (typeof specialSides)[number]) =>
  `SPECIAL:${pick}`;
export const ballColour = (ball: number) => colourOfBall(ball);
/** How many balls each main-number bet names. */
export const mainSizes = { MAIN: 1, MAIN2: 2, MAIN3: 3 } as const;
export type MainBet = keyof typeof mainSizes;
/** `MAIN:n`, `MAIN2:a-b`, `MAIN3:a-b-c` from picked balls (any order); null when the count is not right. */
export function mainKey(kind: MainBet, picked: readonly number[]): string | null {
  if (picked.length !== mainSizes[kind] || new Set(picked).size !== picked.length) return null;
  if (picked.some((ball) => !Number.isInteger(ball) || ball < 1 || ball > 49)) return null;
  return `${kind}:${ascending(picked).join('-')}`;
}

/** The keys a quick pick may choose from: the single-number bets of the family. */
export function quickPickPool(family: LotteryFamily): string[] {
  switch (family) {
    case 'DIGITS3':
      return range(0, 27).map(sumKey);
    case 'DICE':
      return range(3, 18).map(sumKey);
    case 'DIGITS5':
      return positions.flatMap((position) => range(0, 9).map((digit) => positionKey(position, digit)));
    case 'BALLS49':
      return balls.map((ball) => specialKey(ball));
  }
}

/** Quick picks: `count` different keys of the pool, chosen with `random` (Math.random by default). */
export function quickPick(
  family: LotteryFamily,
  count: number,
  random: () => number = Math.random,
): string[] {
  const pool = quickPickPool(family);
  const picked: string[] = [];
  while (picked.length < Math.min(count, pool.length)) {
    const index = Math.floor(random() * pool.length);
    const [key] = pool.splice(index, 1);
    if (key !== undefined) picked.push(key);
  }
  return picked;
}

/** Quick pick of a two-of or three-of main-number bet: distinct balls, ascending. */
export function quickMain(kind: MainBet, random: () => number = Math.random): string {
  const drum = [...balls];
  const picked: number[] = [];
  while (picked.length < mainSizes[kind]) {
    const [ball] = drum.splice(Math.floor(random() * drum.length), 1);
    if (ball !== undefined) picked.push(ball);
  }
  return mainKey(kind, picked)!;
}

/** Quick pick of a front/middle/back three bet. */
export function quickThree(window: WindowOfThree, kind: ThreeKind, random: () => number = Math.random) {
  for (;;) {
    const digits = [0, 1, 2].map(() => Math.floor(random() * 10));
    const key = threeKey(window, kind, digits);
    if (key) return key;
  }
}
