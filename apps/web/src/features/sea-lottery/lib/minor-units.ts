/**
 * Stakes as the member types them and the API takes them (no leading zeros, at most two decimals: "1", "0.10"),
 * in integer minor units through the shared conversion.
 */
import { amountPattern } from '@msp/contracts/enums.ts';
import { fromMinor, toMinor } from '../../../shared/lib/minor-units.ts';

/** Minor units of an amount written exactly as the API takes it, else null. */
export const minorOf = (amount: string): bigint | null =>
  amountPattern.test(amount) ? toMinor(amount) : null;

/** Minor units back to a major-unit string with two decimals: 240n → "2.40". */
export const majorOf = fromMinor;
