import { fromMinor, toMinor } from '../../../../shared/lib/minor-units.ts';

/**
 * The arithmetic a bill's explanation shows, in integer minor units (never floats): an amount times a percent
 * rate, and what is left of a bill.
 */

/**
 * `amount` × `rate`% to the cent, rounded down as the server's bills are: "12000.00" × "0.50" → "60.00". Null
 * when either is no number.
 */
export function percentOf(amount: string, rate: string): string | null {
  const cents = toMinor(amount);
  const hundredths = toMinor(rate);
  if (cents === null || hundredths === null) return null;
  return fromMinor((cents * hundredths) / 10_000n);
}

/** Whether the parts add up to `total` exactly (so that the parts can be shown beside it). */
export function addsUpTo(parts: readonly (string | null)[], total: string): boolean {
  const sum = parts.reduce<bigint | null>((acc, part) => {
    const minor = part === null ? null : toMinor(part);
    return acc === null || minor === null ? null : acc + minor;
  }, 0n);
  return sum !== null && sum === toMinor(total);
}

/** What is left to pay of a bill: amount − paid (never below zero). */
export function unpaidOf(amount: string, paid: string): string {
  const left = (toMinor(amount) ?? 0n) - (toMinor(paid) ?? 0n);
  return fromMinor(left > 0n ? left : 0n);
}

/** Whether an amount is zero (a bill of a period where no tier was reached). */
export const isZero = (amount: string) => (toMinor(amount) ?? 0n) === 0n;
