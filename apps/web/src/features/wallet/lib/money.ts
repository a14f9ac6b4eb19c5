/**
 * Money on the page. The API sends major-unit strings with up to 2 decimals ("1234.56", "-500.00"); they are
 * never turned into floats: comparisons go through integer minor units (bigint), display through strings.
 */

const amountPattern = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
/** What a member may type as an amount: what the API takes (digits, no leading zero, at most 2 decimals). */
export { amountPattern as amountInputPattern } from '@msp/contracts/enums.ts';

/** The mask shown instead of an amount when the member hides the balance. */
export const maskedAmount = '******';

/** Integer minor units of a major-unit string, or null when it is not an amount. */
export function toMinor(amount: string): bigint | null {
  const match = amountPattern.exec(amount.trim());
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** "1234.5" → "1234.50" (the API's own form); minor units back to a major-unit string. */
export function fromMinor(minor: bigint): string {
  const negative = minor < 0n;
  const absolute = negative ? -minor : minor;
  const whole = absolute / 100n;
  const cents = String(absolute % 100n).padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export interface FormatMoneyOptions {
  /** Put the currency symbol in front ("৳1,234.56"). */
  symbol?: string;
  /** Show "+" before a positive amount (records). */
  signed?: boolean;
  /** Show the mask instead of the figure. */
  masked?: boolean;
  /** Leave out ".00" of whole amounts (chips and limits). */
  compact?: boolean;
}

/**
 * Spec §2: currency symbol plus the amount with thousands separators and 2 decimals: "৳1,234.56",
 * "-৳500.00"; masked "৳******". Anything that is not an amount shows as is.
 */
export function formatMoney(amount: string, options: FormatMoneyOptions = {}): string {
  const symbol = options.symbol ?? '';
  if (options.masked) return `${symbol}${maskedAmount}`;
  const minor = toMinor(amount);
  if (minor === null) return amount;
  const plain = fromMinor(minor < 0n ? -minor : minor);
  const [whole = '0', cents = '00'] = plain.split('.');
  const body =
    options.compact && cents === '00' ? groupThousands(whole) : `${groupThousands(whole)}.${cents}`;
  const sign = minor < 0n ? '-' : options.signed && minor > 0n ? '+' : '';
  return `${sign}${symbol}${body}`;
}

/** Sign of an amount string: 1, 0 or -1 (0 for anything that is not an amount). */
export function signOf(amount: string): -1 | 0 | 1 {
  const minor = toMinor(amount);
  if (minor === null || minor === 0n) return 0;
  return minor > 0n ? 1 : -1;
}

/** Is `amount` within [min, max] (all major-unit strings)? */
export function inRange(amount: string, min: string, max: string): boolean {
  const value = toMinor(amount);
  const low = toMinor(min);
  const high = toMinor(max);
  if (value === null || low === null || high === null) return false;
  return value >= low && value <= high;
}

/** Quick amount chips within a channel's limits: the usual Bangladeshi amounts, at most `count` of them. */
export function quickAmounts(min: string, max: string, count = 5): string[] {
  const candidates = [100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 25_000, 50_000, 100_000];
  return candidates
    .map((value) => `${value}.00`)
    .filter((value) => inRange(value, min, max))
    .slice(0, count);
}
