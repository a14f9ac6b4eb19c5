/** Statistics members read before a lô bet, from past results (newest first). */
import { vnLoNumbers, type VnResult } from '@msp/contracts/lottery/vn.ts';
import { twoDigitNumbers } from './quick-picks.ts';

export const DEFAULT_STAT_DRAWS = 30;

export interface LoFrequency {
  number: string;
  /** Prizes ending in the number over the draws: two prizes of one draw count twice, as a lô bet pays twice. */
  count: number;
}

/** How often each of 00–99 came over the newest `last` results: most frequent first, then ascending. */
export function loFrequency(results: readonly VnResult[], last = DEFAULT_STAT_DRAWS): LoFrequency[] {
  const counts = new Map(twoDigitNumbers.map((number) => [number, 0]));
  for (const result of results.slice(0, last))
    for (const number of vnLoNumbers(result)) counts.set(number, counts.get(number)! + 1);
  return [...counts]
    .map(([number, count]) => ({ number, count }))
    .sort((a, b) => b.count - a.count || a.number.localeCompare(b.number));
}

export interface LoGan {
  number: string;
  /** Draws since the number last came (0: in the newest); the count of results when it never came. */
  draws: number;
}

/** Lô gan: how long each of 00–99 has been missing over the results given, longest first, then ascending. */
export function loGan(results: readonly VnResult[]): LoGan[] {
  const lastSeen = new Map<string, number>();
  results.forEach((result, index) => {
    for (const number of vnLoNumbers(result)) if (!lastSeen.has(number)) lastSeen.set(number, index);
  });
  return twoDigitNumbers
    .map((number) => ({ number, draws: lastSeen.get(number) ?? results.length }))
    .sort((a, b) => b.draws - a.draws || a.number.localeCompare(b.number));
}
