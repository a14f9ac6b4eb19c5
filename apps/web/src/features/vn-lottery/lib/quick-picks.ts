/**
 * The market's quick picks over the two-digit numbers 00–99: đầu d (tens digit d), đuôi d (units digit d), chẵn /
 * lẻ (even / odd number), tổng s (digit sum mod 10 is s: 05, 14, … 96 for tổng 5), kép (00, 11, … 99) and all.
 * On a three-digit board the same picks apply to the last two digits within one hundred (đầu 3 in 4xx: 430–439).
 */
export type QuickPickKind = 'head' | 'tail' | 'sum' | 'even' | 'odd' | 'doubles' | 'all';
/** The picks that take a digit (đầu, đuôi, tổng). */
export type DigitPickKind = 'head' | 'tail' | 'sum';

export type QuickPick = { kind: DigitPickKind; digit: number } | { kind: 'even' | 'odd' | 'doubles' | 'all' };

export const digitsRange = Array.from({ length: 10 }, (_, digit) => digit);

/** 00–99, in order. */
export const twoDigitNumbers: readonly string[] = Array.from({ length: 100 }, (_, value) =>
  String(value).padStart(2, '0'),
);

const tens = (number: string) => Number(number[0]);
const units = (number: string) => Number(number[1]);

const matches: Record<QuickPickKind, (number: string, digit: number) => boolean> = {
  head: (number, digit) => tens(number) === digit,
  tail: (number, digit) => units(number) === digit,
  sum: (number, digit) => (tens(number) + units(number)) % 10 === digit,
  even: (number) => units(number) % 2 === 0,
  odd: (number) => units(number) % 2 === 1,
  doubles: (number) => tens(number) === units(number),
  all: () => true,
};

/**
 * The numbers of a quick pick, ascending, with their leading zeros: two-digit numbers, or with `hundred` (0–9)
 * the three-digit numbers of that hundred whose last two digits fit the pick.
 */
export function quickPick(pick: QuickPick, hundred?: number): string[] {
  const digit = 'digit' in pick ? pick.digit : 0;
  const endings = twoDigitNumbers.filter((number) => matches[pick.kind](number, digit));
  return hundred === undefined ? endings : endings.map((ending) => `${hundred}${ending}`);
}

/** Every number of a board: 00–99, or 000–999. */
export function boardNumbers(digits: 2 | 3): string[] {
  return Array.from({ length: 10 ** digits }, (_, value) => String(value).padStart(digits, '0'));
}
