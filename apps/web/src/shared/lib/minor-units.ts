/**
 * Amounts as the API writes them: major-unit strings with up to two decimals ("10", "12.50"). Sums and products
 * (slip totals, costs, wins) go through integer minor units (bigint), never floats.
 */
const amountPattern = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Integer minor units of a major-unit string ("12.5" → 1250n), or null when it is not an amount. */
export function toMinor(amount: string): bigint | null {
  const match = amountPattern.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Minor units back to a major-unit string with two decimals ("1234.50"). */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  return `${negative ? '-' : ''}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** The shortest way to send an amount: "10", "12.50" (what a slip's `amount` carries). */
export function plainAmount(minor: bigint): string {
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
