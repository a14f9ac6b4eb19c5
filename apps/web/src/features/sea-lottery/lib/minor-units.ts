/**
 * Stakes as the member types them and the API takes them: major-unit strings ("1", "0.10"), summed and multiplied
 * as integer minor units (bigint), never as floats.
 *
 * The same conversion lives in lottery/lib/amounts.ts and wallet/lib/money.ts; features may share only their
 * api/ and components/ folders (eslint), so until it moves to shared/lib the 4D page keeps this short copy.
 */
import { amountPattern } from '@msp/contracts/enums.ts';

/** Minor units of an amount written exactly as the API takes it (no leading zeros, at most 2 decimals), else null. */
export function minorOf(amount: string): bigint | null {
  if (!amountPattern.test(amount)) return null;
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Minor units back to a major-unit string with two decimals: 240n → "2.40". */
export function majorOf(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}
