import type { FourDResult } from '@msp/contracts/lottery/sea4d.ts';

/** A drawn result: the three top prizes given, the specials 10xx and the consolations 20xx unless given. */
export function fourDResult(
  first: string,
  second: string,
  third: string,
  special: string[] = [],
  consolation: string[] = [],
): FourDResult {
  const fill = (given: string[], prefix: string) =>
    Array.from({ length: 10 }, (_, index) => given[index] ?? `${prefix}${String(index).padStart(2, '0')}`);
  return { first, second, third, special: fill(special, '10'), consolation: fill(consolation, '20') };
}
