import { fromMinor, toMinor } from '../../../shared/lib/minor-units.ts';

/**
 * Amounts of the reward center as the member centre's wallet pages show them: the currency symbol, thousands
 * separators and two decimals ("৳1,234.56"). The API's major-unit strings never pass through a float: sums,
 * products and progress go through integer minor units.
 */

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "1234.5" → "৳1,234.50"; anything that is not an amount shows as it is. */
export function formatAmount(amount: string, symbol: string): string {
  const minor = toMinor(amount);
  if (minor === null) return amount;
  const [whole = '0', cents = '00'] = fromMinor(minor < 0n ? -minor : minor).split('.');
  return `${minor < 0n ? '-' : ''}${symbol}${groupThousands(whole)}.${cents}`;
}

/** Is the amount above zero? (false for anything that is not an amount) */
export function isPositive(amount: string): boolean {
  return (toMinor(amount) ?? 0n) > 0n;
}

/** The sum of amounts ("0.00" for none); what is not an amount counts as 0. */
export function sumAmounts(amounts: readonly string[]): string {
  return fromMinor(amounts.reduce((total, amount) => total + (toMinor(amount) ?? 0n), 0n));
}

/** What a reward's turnover multiple asks to bet: reward × multiple ("300.00" × 5 → "1500.00"). */
export function turnoverOf(reward: string, multiple: number): string {
  return fromMinor((toMinor(reward) ?? 0n) * BigInt(Math.max(0, Math.trunc(multiple))));
}

/**
 * How far `completed` is towards `required`, in percent with one decimal, between 0 and 100 (100 when nothing is
 * required). Rounded down, so that a requirement shows 100 only once it is met.
 */
export function progressPercent(completed: string, required: string): number {
  const done = toMinor(completed) ?? 0n;
  const total = toMinor(required) ?? 0n;
  if (total <= 0n) return 100;
  if (done <= 0n) return 0;
  if (done >= total) return 100;
  return Number((done * 1000n) / total) / 10;
}
