import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { DepositPage } from '../deposit-page.tsx';
import {
  answerFieldError,
  balance,
  bkash,
  demoPay,
  emptyPage,
  holdCalls,
  member,
  pageOf,
  pngFile,
  postsTo,
} from './wallet-fixtures.ts';

const requestsPath = '/wps/deposit/requests';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const pending = {
  id: 'D1',
  channelCode: 'BKASH',
  channelName: 'bKash (demo)',
  amount: '500.00',
  payerAccount: '01712345678',
  paymentReference: 'TRX12345',
  proofImageUrl: null,
  status: 'PENDING' as const,
  rejectReason: null,
  paymentUrl: null,
  createdAt: '2025-03-10T08:00:00.000Z',
  decidedAt: null,
};

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

function mockDeposit(history: unknown = emptyPage) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': balance('100.00'),
    'GET /wps/deposit/channels': [bkash, demoPay],
    'GET /wps/deposit/requests': history,
    'POST /wps/deposit/requests': pending,
  });
}

const amountInput = () => screen.getByLabelText('Amount', { selector: 'input' });
const fileInput = () => screen.getByTestId('deposit-proof-input');

function fillValid(amount = '500') {
  fireEvent.change(amountInput(), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Your account you paid from'), { target: { value: '01712345678' } });
  fireEvent.change(screen.getByLabelText('Transaction ID (TrxID)'), { target: { value: 'TRX12345' } });
}

describe('DepositPage', () => {
  it('shows the channels and the selected account to pay into', async () => {
    mockDeposit();
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    expect(screen.getByTestId('deposit-channel-BKASH').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('deposit-account-number').textContent).toBe('01000000001');
    expect(screen.getByTestId('deposit-pay-into').textContent).toContain('Min ৳200.00 · Max ৳25,000.00');
    fireEvent.click(screen.getByTestId('deposit-channel-DEMOPAY'));
    expect(screen.queryByTestId('deposit-account-number')).toBeNull();
    expect(screen.queryByLabelText('Transaction ID (TrxID)')).toBeNull();
    expect(screen.getByTestId('deposit-submit').textContent).toContain('Continue to payment');
  });

  it('checks the amount against the channel range before sending', async () => {
    const { calls } = mockDeposit();
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getAllByText('Input cannot be empty')).toHaveLength(3);
    fillValid('150');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByText('The amount must be between ৳200.00 and ৳25,000.00')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '25000.01' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByText('The amount must be between ৳200.00 and ৳25,000.00')).toBeTruthy();
    expect(postsTo(calls, requestsPath)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('deposit-chip-200'));
    expect((amountInput() as HTMLInputElement).value).toBe('200');
  });

  it('refuses a proof image that is not png/jpg or is over 5 MB, with the spec messages', async () => {
    const { calls } = mockDeposit();
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    fireEvent.change(fileInput(), {
      target: { files: [new File(['GIF89a'], 'proof.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Only png/jpg images are accepted')).toBeTruthy();
    fireEvent.change(fileInput(), { target: { files: [pngFile('huge.png', 5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('The image is larger than 5MB')).toBeTruthy();
    expect(screen.queryByText('Only png/jpg images are accepted')).toBeNull();
    fireEvent.change(fileInput(), { target: { files: [pngFile()] } });
    await screen.findByText('proof.png');
    expect(screen.queryByText('The image is larger than 5MB')).toBeNull();
    expect(postsTo(calls, requestsPath)).toHaveLength(0);
  });

  it('posts once with an Idempotency-Key and keeps the button disabled while it is on its way', async () => {
    const { calls } = mockDeposit();
    const held = holdCalls((method, path) => method === 'POST' && path === requestsPath);
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    fillValid('500');
    fireEvent.change(fileInput(), { target: { files: [pngFile()] } });
    await screen.findByText('proof.png');
    const submit = screen.getByTestId('deposit-submit') as HTMLButtonElement;
    /* A double click: both clicks land before React renders the disabled button. */
    act(() => {
      submit.click();
      submit.click();
    });
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.click(submit);
    held.release();
    await waitFor(() => expect(submit.disabled).toBe(false));
    const posts = postsTo(calls, requestsPath);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toMatch(uuid);
    expect(posts[0]!.body).toMatchObject({
      channelCode: 'BKASH',
      amount: '500',
      payerAccount: '01712345678',
      paymentReference: 'TRX12345',
    });
    expect((posts[0]!.body as { proofImage: string }).proofImage).toMatch(/^data:image\/png;base64,/);
    /* The form is ready for the next deposit, which is a new submission with a new key. */
    expect((amountInput() as HTMLInputElement).value).toBe('');
    fillValid('700');
    fireEvent.click(submit);
    await waitFor(() => expect(postsTo(calls, requestsPath)).toHaveLength(2));
    const second = postsTo(calls, requestsPath)[1]!;
    expect(second.headers['idempotency-key']).toMatch(uuid);
    expect(second.headers['idempotency-key']).not.toBe(posts[0]!.headers['idempotency-key']);
  });

  it('retries a failed submission with the same key', async () => {
    const { calls, fetchMock } = mockDeposit();
    const real = fetchMock.getMockImplementation()!;
    let failures = 1;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === 'POST' && failures > 0) {
        failures -= 1;
        await real(input, init);
        throw new TypeError('Failed to fetch');
      }
      return real(input, init);
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    fillValid('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('deposit-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(postsTo(calls, requestsPath)).toHaveLength(2));
    const [first, retry] = postsTo(calls, requestsPath);
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });

  it("shows the server's message beside the field it names", async () => {
    mockDeposit();
    answerFieldError('POST', requestsPath, {
      status: 400,
      errorCode: 'deposit.amount.range',
      message: 'The amount must be between ৳200.00 and ৳25,000.00',
      field: 'amount',
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    fillValid('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const error = await screen.findByText('The amount must be between ৳200.00 and ৳25,000.00');
    expect(error.id).toBe('deposit-amount-error');
    expect(screen.queryByTestId('deposit-error')).toBeNull();
  });

  it('lists my requests with their status and the reject reason', async () => {
    mockDeposit(
      pageOf([
        pending,
        { ...pending, id: 'D0', status: 'REJECTED', rejectReason: 'No such transaction', amount: '1500.00' },
      ]),
    );
    renderWithProviders(<DepositPage />);
    const rows = await screen.findAllByTestId('deposit-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[1]!).getByText('৳1,500.00')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('deposit-reject-reason').textContent).toBe(
      'Reason: No such transaction',
    );
  });

  it('shows "Please Register An Account First" to a trial account the server refuses', async () => {
    mockDeposit();
    answerFieldError('POST', requestsPath, {
      status: 403,
      errorCode: 'login.trial.forbidden',
      message: 'Please Register An Account First',
    });
    renderWithProviders(<DepositPage />);
    await screen.findByTestId('deposit-form');
    fillValid('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe('Please Register An Account First');
    vi.unstubAllGlobals();
  });
});
