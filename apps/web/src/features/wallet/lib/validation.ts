import type { DepositChannel } from '@msp/contracts/deposits.ts';
import { amountInputPattern, inRange, toMinor } from './money.ts';

/** The wallet's validation messages (keys of `wallet:validation`). */
export type ValidationKey =
  | 'required'
  | 'amountFormat'
  | 'amountRange'
  | 'insufficient'
  | 'minLength'
  | 'pin'
  | 'code'
  | 'mobile'
  | 'accountNumber'
  | 'proofRequired'
  | 'receivedTooMuch';

export type Problems<F extends string> = Partial<Record<F, ValidationKey>>;

/** Amount typed, in the format the API takes, within [min, max] and (when given) not above the balance. */
export function amountProblem(
  amount: string,
  limits: { min: string; max: string; balance?: string | undefined },
): ValidationKey | undefined {
  const value = amount.trim();
  if (!value) return 'required';
  if (!amountInputPattern.test(value) || toMinor(value) === 0n) return 'amountFormat';
  if (!inRange(value, limits.min, limits.max)) return 'amountRange';
  if (limits.balance !== undefined) {
    const balance = toMinor(limits.balance);
    const wanted = toMinor(value);
    if (balance !== null && wanted !== null && wanted > balance) return 'insufficient';
  }
  return undefined;
}

/** The 6-digit payment password (set in the security centre). */
export const pinPattern = /^\d{6}$/;

export function pinProblem(pin: string): ValidationKey | undefined {
  if (!pin) return 'required';
  return pinPattern.test(pin) ? undefined : 'pin';
}

export interface DepositValues {
  amount: string;
  payerAccount: string;
  paymentReference: string;
}
export type DepositField = keyof DepositValues;

/** The deposit form before it is sent: the channel's range, the payer account and the transaction id. */
export function validateDeposit(values: DepositValues, channel: DepositChannel): Problems<DepositField> {
  const problems: Problems<DepositField> = {};
  const amount = amountProblem(values.amount, { min: channel.minAmount, max: channel.maxAmount });
  if (amount) problems.amount = amount;
  const payer = values.payerAccount.trim();
  if (!payer) problems.payerAccount = 'required';
  else if (payer.length < 3) problems.payerAccount = 'minLength';
  if (channel.kind !== 'GATEWAY') {
    const reference = values.paymentReference.trim();
    if (!reference) problems.paymentReference = 'required';
    else if (reference.length < 3) problems.paymentReference = 'minLength';
  }
  return problems;
}

/** A Bangladeshi mobile number as the server takes it: 01XXXXXXXXX (spaces and dashes ignored). */
export function isMobileNumber(value: string): boolean {
  return /^0?1[3-9]\d{8}$/.test(value.replace(/[\s-]/g, ''));
}
