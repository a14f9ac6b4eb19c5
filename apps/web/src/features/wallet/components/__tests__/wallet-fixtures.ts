import type { DepositChannel } from '@msp/contracts/deposits.ts';
import type { Withdrawal, WithdrawInfo } from '@msp/contracts/withdrawals.ts';
import { vi } from 'vitest';
import type { RecordedCall } from '../../../../test/fetch-mock.ts';

export const member = { id: 7, account: 'demoplayer', nickname: 'Rahim', type: 0, language: 'bn' };

export const balance = (amount: string, held = '0.00') => ({
  balance: amount,
  held,
  currency: 'BDT',
  currencySymbol: '৳',
});

export const emptyPage = { content: [], pageNum: 1, totalPages: 0, totalElements: 0 };

export const pageOf = <T>(content: T[]) => ({
  content,
  pageNum: 1,
  totalPages: 1,
  totalElements: content.length,
});

export const bkash: DepositChannel = {
  code: 'BKASH',
  kind: 'MOBILE_WALLET',
  name: 'bKash (demo)',
  accountName: 'Shapla Play DEMO (personal)',
  accountNumber: '01000000001',
  providerName: 'bKash',
  minAmount: '200.00',
  maxAmount: '25000.00',
  demo: true,
};

export const demoPay: DepositChannel = {
  code: 'DEMOPAY',
  kind: 'GATEWAY',
  name: 'Demo Pay (online, demo)',
  accountName: '',
  accountNumber: '',
  providerName: 'Demo Pay',
  minAmount: '100.00',
  maxAmount: '50000.00',
  demo: true,
};

export const withdrawInfo = (overrides: Partial<WithdrawInfo> = {}): WithdrawInfo => ({
  minAmount: '500.00',
  maxAmount: '50000.00',
  receiptTimeoutMinutes: 60,
  turnoverRemaining: '0.00',
  paymentPasswordSet: true,
  mobileNum: '*******0001',
  payeeName: 'Rahim Uddin',
  maxAccounts: 3,
  ...overrides,
});

export const bkashAccount = {
  id: 11,
  kind: 'MOBILE_WALLET' as const,
  providerName: 'bKash',
  accountName: 'Rahim Uddin',
  accountNumber: '*******5678',
  mobileNum: '*******5678',
  createdAt: '2025-03-01T10:00:00.000Z',
};

export const paidWithdrawal = (overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  id: '42',
  amount: '1000.00',
  status: 'PAID',
  account: {
    id: 11,
    kind: 'MOBILE_WALLET',
    providerName: 'bKash',
    accountName: 'Rahim Uddin',
    accountNumber: '*******5678',
    mobileNum: '*******5678',
  },
  rejectReason: null,
  createdAt: '2025-03-10T08:00:00.000Z',
  paidAt: '2025-03-10T09:00:00.000Z',
  receiptDeadline: '2025-03-10T10:00:00.000Z',
  amountReceived: null,
  amountRemainder: null,
  proofImageUrl: null,
  confirmedAt: null,
  ...overrides,
});

/** A tiny real PNG (1 x 1). */
export function pngFile(name = 'proof.png', size?: number): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
    (char) => char.charCodeAt(0),
  );
  const file = new File([bytes], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * Holds the answers of the calls that match until `release()`: the mocked fetch answers immediately, and a
 * test that needs a request to be on its way (a disabled button, a second click) waits here.
 */
export function holdCalls(match: (method: string, path: string) => boolean) {
  const real = globalThis.fetch;
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    if (match((init?.method ?? 'GET').toUpperCase(), url.pathname)) await gate;
    return real(input, init);
  });
  return { release };
}

/** Answers an error envelope that names a field (the shared fetch mock's ErrorAnswer has no field). */
export function answerFieldError(
  method: string,
  path: string,
  error: { status: number; errorCode: string; message: string; field?: string },
) {
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    if ((init?.method ?? 'GET').toUpperCase() === method && url.pathname === path) {
      const { status, ...envelope } = error;
      return new Response(JSON.stringify({ success: false, ...envelope }), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return real(input, init);
  });
}

export const postsTo = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);
