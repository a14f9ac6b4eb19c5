import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';

/** A draw of the trend call (newest first). */
export interface TrendDraw {
  numero: string;
  result: number[];
}

const sumOf = (numbers: readonly number[]) => numbers.reduce((total, number) => total + number, 0);

/**
 * The number players follow in each family: the 28-style sum (0–27), each die's face (1–6), each of the five
 * digits (0–9), each of the seven balls (1–49).
 */
export function trackedNumbers(family: LotteryFamily): number[] {
  const span = { DIGITS3: [0, 27], DICE: [1, 6], DIGITS5: [0, 9], BALLS49: [1, 49] }[family];
  return Array.from({ length: span[1]! - span[0]! + 1 }, (_, index) => span[0]! + index);
}

/** The numbers of one draw that count towards hot and cold. */
export function numbersOfDraw(family: LotteryFamily, result: readonly number[]): number[] {
  return family === 'DIGITS3' ? [sumOf(result)] : [...result];
}

export interface NumberStat {
  number: number;
  /** How often it came in the draws (a face on two dice of a draw counts twice). */
  count: number;
  /** How many draws since it last came (the newest draw is 0); the number of draws when it never came. */
  missing: number;
}

/** How often each number came over the draws (newest first) and how long it has been missing. */
export function numberStats(family: LotteryFamily, draws: readonly TrendDraw[]): NumberStat[] {
  return trackedNumbers(family).map((number) => {
    let count = 0;
    let missing = -1;
    draws.forEach((draw, index) => {
      const times = numbersOfDraw(family, draw.result).filter((drawn) => drawn === number).length;
      if (times > 0) {
        count += times;
        if (missing < 0) missing = index;
      }
    });
    return { number, count, missing: missing < 0 ? draws.length : missing };
  });
}

/**
 * Hot: the numbers that came most often (ties: the one seen most recently first); cold: the ones that came
 * least (ties: the one missing longest first). `size` of each.
 */
export function hotAndCold(stats: readonly NumberStat[], size = 5) {
  const hot = [...stats].sort((a, b) => b.count - a.count || a.missing - b.missing || a.number - b.number);
  const cold = [...stats].sort((a, b) => a.count - b.count || b.missing - a.missing || a.number - b.number);
  return { hot: hot.slice(0, size), cold: cold.slice(0, size) };
}

/** A bead of a road: the side of a draw, or a tie (a dice triple, the special 49) that is neither. */
export type SizeBead = 'BIG' | 'SMALL' | 'TIE';
export type ParityBead = 'ODD' | 'EVEN' | 'TIE';

/** Big or small as the family's BIG/SMALL bet reads the draw. */
export function sizeOf(family: LotteryFamily, result: readonly number[]): SizeBead {
  switch (family) {
    case 'DIGITS3':
      return sumOf(result) >= 14 ? 'BIG' : 'SMALL';
    case 'DICE':
      if (new Set(result).size === 1) return 'TIE';
      return sumOf(result) >= 11 ? 'BIG' : 'SMALL';
    case 'DIGITS5':
      return sumOf(result) >= 23 ? 'BIG' : 'SMALL';
    case 'BALLS49': {
      const special = result[6] ?? 0;
      if (special === 49) return 'TIE';
      return special >= 25 ? 'BIG' : 'SMALL';
    }
  }
}

/** Odd or even as the family's ODD/EVEN bet reads the draw. */
export function parityOf(family: LotteryFamily, result: readonly number[]): ParityBead {
  if (family === 'DICE' && new Set(result).size === 1) return 'TIE';
  if (family === 'BALLS49') {
    const special = result[6] ?? 0;
    if (special === 49) return 'TIE';
    return special % 2 ? 'ODD' : 'EVEN';
  }
  return sumOf(result) % 2 ? 'ODD' : 'EVEN';
}

/**
 * A bead road: the outcomes oldest first, filling each column from the top, `rows` to a column, left to right
 * (so the newest bead is the last of the last column).
 */
export function beadRoad<B>(outcomesOldestFirst: readonly B[], rows = 6): B[][] {
  const columns: B[][] = [];
  outcomesOldestFirst.forEach((outcome, index) => {
    if (index % rows === 0) columns.push([]);
    columns[columns.length - 1]!.push(outcome);
  });
  return columns;
}

/** The size and parity roads of the trend's draws (which come newest first). */
export function roadsOf(family: LotteryFamily, draws: readonly TrendDraw[], rows = 6) {
  const oldestFirst = [...draws].reverse();
  return {
    size: beadRoad(
      oldestFirst.map((draw) => sizeOf(family, draw.result)),
      rows,
    ),
    parity: beadRoad(
      oldestFirst.map((draw) => parityOf(family, draw.result)),
      rows,
    ),
  };
}

/** How many of each bead a road holds (the tally above it). */
export function tally<B extends string>(columns: readonly (readonly B[])[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const bead of columns.flat()) counts[bead] = (counts[bead] ?? 0) + 1;
  return counts;
}

/** The current streak: the newest outcome and how many draws in a row it has come. */
export function streakOf<B>(outcomesNewestFirst: readonly B[]): { outcome: B; length: number } | null {
  const [first] = outcomesNewestFirst;
  if (first === undefined) return null;
  let length = 0;
  while (length < outcomesNewestFirst.length && outcomesNewestFirst[length] === first) length += 1;
  return { outcome: first, length };
}
