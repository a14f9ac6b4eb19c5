import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { WithdrawPage } from '../withdraw-page.tsx';
import {
  balance,
  bkashAccount,
  member,
  pageOf,
  paidWithdrawal,
  pngFile,
  postsTo,
  withdrawInfo,
} from './wallet-fixtures.ts';

const receiptPath = '/wps/withdraw/requests/42/receipt';
const requestsPath = '/wps/withdraw/requests';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

function mockWithdraw(options: { info?: ReturnType<typeof withdrawInfo>; accounts?: unknown[] } = {}) {
  let paid = true;
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': balance('5200.00', '1000.00'),
    'GET /wps/withdraw/info': options.info ?? withdrawInfo(),
    'GET /wps/withdraw/accounts': options.accounts ?? [bkashAccount],
    'GET /wps/withdraw/requests': () =>
      pageOf([paidWithdrawal(paid ? {} : { status: 'CONFIRMED', confirmedAt: '2025-03-10T09:30:00.000Z' })]),
    'POST /wps/withdraw/requests': paidWithdrawal({ id: '43', status: 'PENDING', paidAt: null }),
    [`POST ${receiptPath}`]: (call: RecordedCall) => {
      paid = false;
      const body = call.body as { received: boolean };
      return paidWithdrawal({ status: body.received ? 'CONFIRMED' : 'DISPUTED' });
    },
  });
}

async function openReceipt() {
  fireEvent.click(await screen.findByTestId('withdrawal-confirm'));
  return screen.findByTestId('withdrawal-receipt-modal');
}

describe('WithdrawPage', () => {
  it('shows the balance, the held amount and the bound accounts', async () => {
    mockWithdraw();
    renderWithProviders(<WithdrawPage />);
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('৳5,200.00'));
    expect(screen.getByTestId('withdraw-held').textContent).toBe('৳1,000.00');
    const account = screen.getByTestId('withdraw-account');
    expect(account.getAttribute('aria-checked')).toBe('true');
    expect(account.textContent).toContain('*******5678');
    expect(screen.getByTestId('withdrawal-row').textContent).toContain('Paid out');
  });

  it('sends a withdrawal once, with an Idempotency-Key, after checking amount and password', async () => {
    const { calls } = mockWithdraw();
    renderWithProviders(<WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    await waitFor(() => expect(screen.getByTestId('withdraw-balance').textContent).toBe('৳5,200.00'));
    const amount = screen.getByLabelText('Amount', { selector: 'input' });
    fireEvent.change(amount, { target: { value: '6000' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
    expect(screen.getByText('Enter your 6-digit payment password')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    expect(screen.getByText('The amount must be between ৳500.00 and ৳50,000.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect((amount as HTMLInputElement).value).toBe('5200.00');
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    const submit = screen.getByTestId('withdraw-submit');
    act(() => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(postsTo(calls, requestsPath)).toHaveLength(1));
    const [post] = postsTo(calls, requestsPath);
    expect(post!.headers['idempotency-key']).toMatch(/^[\w-]{32,}$/);
    expect(post!.body).toEqual({ accountId: 11, amount: '5200.00', paymentPassword: '123456' });
  });

  it('asks for a payment password first when none is set', async () => {
    mockWithdraw({ info: withdrawInfo({ paymentPasswordSet: false }) });
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByTestId('payment-password-callout')).toBeTruthy();
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the withdrawal confirmation dialog (spec §3, §4)', () => {
  it('confirms a payout received in full', async () => {
    const { calls } = mockWithdraw();
    renderWithProviders(<WithdrawPage />);
    const dialog = await openReceipt();
    expect(within(dialog).getByTestId('receipt-amount').textContent).toBe('৳1,000.00');
    expect(within(dialog).getByTestId('receipt-choice-all').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(dialog).getByTestId('receipt-submit'));
    await waitFor(() => expect(postsTo(calls, receiptPath)).toHaveLength(1));
    expect(postsTo(calls, receiptPath)[0]!.body).toEqual({ received: true });
    await waitFor(() => expect(screen.queryByTestId('withdrawal-receipt-modal')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').textContent).toContain('Received'));
    expect(screen.queryByTestId('withdrawal-confirm')).toBeNull();
  });

  it('reports a partial receipt: amount received, the remainder and a required proof image', async () => {
    const { calls } = mockWithdraw();
    renderWithProviders(<WithdrawPage />);
    const dialog = await openReceipt();
    fireEvent.click(within(dialog).getByTestId('receipt-choice-partial'));
    const received = within(dialog).getByTestId('receipt-amount-received');
    fireEvent.change(received, { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByTestId('receipt-submit'));
    expect(
      within(dialog).getByText('The amount received must be less than the withdrawal amount'),
    ).toBeTruthy();
    fireEvent.change(received, { target: { value: '600.50' } });
    expect(within(dialog).getByTestId('receipt-remainder').textContent).toBe('৳399.50');
    fireEvent.click(within(dialog).getByTestId('receipt-submit'));
    expect(within(dialog).getByText('Please attach a proof image')).toBeTruthy();
    expect(postsTo(calls, receiptPath)).toHaveLength(0);
    fireEvent.change(within(dialog).getByTestId('receipt-proof-input'), {
      target: { files: [new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText('Only png/jpg images are accepted')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('receipt-proof-input'), { target: { files: [pngFile()] } });
    await within(dialog).findByText('proof.png');
    fireEvent.click(within(dialog).getByTestId('receipt-submit'));
    await waitFor(() => expect(postsTo(calls, receiptPath)).toHaveLength(1));
    const body = postsTo(calls, receiptPath)[0]!.body as Record<string, string | boolean>;
    expect(body).toMatchObject({ received: false, amountReceived: '600.50' });
    expect(body.proofImage).toMatch(/^data:image\/png;base64,/);
  });

  it('reports nothing received: the remainder is the whole amount', async () => {
    const { calls } = mockWithdraw();
    renderWithProviders(<WithdrawPage />);
    const dialog = await openReceipt();
    fireEvent.click(within(dialog).getByTestId('receipt-choice-none'));
    expect((within(dialog).getByTestId('receipt-amount-received') as HTMLInputElement).value).toBe('0');
    expect(within(dialog).getByTestId('receipt-remainder').textContent).toBe('৳1,000.00');
    fireEvent.change(within(dialog).getByTestId('receipt-proof-input'), { target: { files: [pngFile()] } });
    await within(dialog).findByText('proof.png');
    fireEvent.click(within(dialog).getByTestId('receipt-submit'));
    await waitFor(() => expect(postsTo(calls, receiptPath)).toHaveLength(1));
    expect(postsTo(calls, receiptPath)[0]!.body).toMatchObject({ received: false, amountReceived: '0' });
  });
});
