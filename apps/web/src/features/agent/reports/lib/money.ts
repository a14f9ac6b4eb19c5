import { fromMinor, toMinor } from '../../../../shared/lib/minor-units.ts';

export type Tone = 'up' | 'down' | 'flat';

/** Whether an amount is above, below or at zero. */
export function toneOf(amount: string): Tone {
  const minor = toMinor(amount);
  if (minor === null || minor === 0n) return 'flat';
  return minor > 0n ? 'up' : 'down';
}

/** The sum of amounts, through integer minor units (never floats). */
export function sumAmounts(amounts: readonly string[]): string {
  return fromMinor(amounts.reduce((sum, amount) => sum + (toMinor(amount) ?? 0n), 0n));
}
