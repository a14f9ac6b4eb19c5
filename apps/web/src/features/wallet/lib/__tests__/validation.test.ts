import type { DepositChannel } from '@msp/contracts/deposits.ts';
import { describe, expect, it } from 'vitest';
import { imageProblem, maxImageBytes } from '../../../../shared/lib/image-file.ts';
import { amountProblem, isMobileNumber, validateDeposit } from '../validation.ts';

const bkash: DepositChannel = {
  code: 'BKASH',
  kind: 'MOBILE_WALLET',
  name: 'bKash',
  accountName: 'Demo',
  accountNumber: '01000000001',
  providerName: 'bKash',
  minAmount: '200.00',
  maxAmount: '25000.00',
  demo: true,
};

describe('deposit validation', () => {
  it('checks the amount against the channel range', () => {
    const base = { payerAccount: '01712345678', paymentReference: 'TRX123' };
    expect(validateDeposit({ ...base, amount: '' }, bkash).amount).toBe('required');
    expect(validateDeposit({ ...base, amount: '12.345' }, bkash).amount).toBe('amountFormat');
    expect(validateDeposit({ ...base, amount: '0' }, bkash).amount).toBe('amountFormat');
    expect(validateDeposit({ ...base, amount: '199.99' }, bkash).amount).toBe('amountRange');
    expect(validateDeposit({ ...base, amount: '25000.01' }, bkash).amount).toBe('amountRange');
    expect(validateDeposit({ ...base, amount: '200' }, bkash)).toEqual({});
  });

  it('needs the payer account and, except for a gateway, the transaction id', () => {
    expect(validateDeposit({ amount: '500', payerAccount: '', paymentReference: 'ab' }, bkash)).toEqual({
      payerAccount: 'required',
      paymentReference: 'minLength',
    });
    expect(
      validateDeposit(
        { amount: '500', payerAccount: 'card 4242', paymentReference: '' },
        { ...bkash, kind: 'GATEWAY' },
      ),
    ).toEqual({});
  });

  it('refuses more than the balance when one is given', () => {
    expect(amountProblem('600', { min: '500', max: '50000', balance: '599.99' })).toBe('insufficient');
    expect(amountProblem('599.99', { min: '500', max: '50000', balance: '599.99' })).toBeUndefined();
  });

  it('knows a Bangladeshi mobile number', () => {
    expect(isMobileNumber('01712345678')).toBe(true);
    expect(isMobileNumber('017-1234-5678')).toBe(true);
    expect(isMobileNumber('0121234567')).toBe(false);
  });
});

describe('proof images (spec §5: png/jpg, 5 MB)', () => {
  it('accepts png and jpeg up to 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: maxImageBytes, name: 'a.png' })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 1000, name: 'a.jpg' })).toBeNull();
    expect(imageProblem({ type: '', size: 1000, name: 'scan.JPEG' })).toBeNull();
  });

  it('refuses other types and bigger files', () => {
    expect(imageProblem({ type: 'image/gif', size: 1000, name: 'a.gif' })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000, name: 'a.png' })).toBe('type');
    expect(imageProblem({ type: 'image/png', size: maxImageBytes + 1, name: 'a.png' })).toBe('size');
  });
});
