import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { setBalanceMasked } from '../../hooks/use-balance-mask.ts';
import { DepositPage } from '../deposit-page.tsx';
import { HeaderBalance } from '../header-balance.tsx';
import { balance, bkash, emptyPage, member } from './wallet-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  setBalanceMasked(false);
  await i18n.changeLanguage('en');
});

function mockWallet(amounts: string[], memberType = 0) {
  let served = 0;
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': { ...member, type: memberType },
    'GET /wps/v2/wallets/balance': () => balance(amounts[Math.min(served++, amounts.length - 1)] ?? '0.00'),
    'GET /wps/deposit/channels': [bkash],
    'GET /wps/deposit/requests': emptyPage,
    'POST /wps/deposit/requests': {
      id: 'D1',
      channelCode: 'BKASH',
      channelName: 'bKash (demo)',
      amount: '500.00',
      payerAccount: '01712345678',
      paymentReference: 'TRX12345',
      proofImageUrl: null,
      status: 'PENDING',
      rejectReason: null,
      paymentUrl: null,
      createdAt: '2025-03-10T08:00:00.000Z',
      decidedAt: null,
    },
  });
}

const balanceCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/wps/v2/wallets/balance').length;

describe('HeaderBalance (spec §2)', () => {
  it('shows the currency symbol and the balance with thousands separators and 2 decimals', async () => {
    mockWallet(['1234567.8']);
    renderWithProviders(<HeaderBalance />);
    const amount = await screen.findByTestId('header-balance-amount');
    await waitFor(() => expect(amount.textContent).toBe('৳1,234,567.80'));
    expect(amount.getAttribute('href')).toBe('/member/securityCenter');
  });

  it('masks the balance with asterisks and shows it again', async () => {
    mockWallet(['1234.56']);
    renderWithProviders(<HeaderBalance />);
    const amount = await screen.findByTestId('header-balance-amount');
    await waitFor(() => expect(amount.textContent).toBe('৳1,234.56'));
    fireEvent.click(screen.getByTestId('header-balance-mask'));
    expect(amount.textContent).toBe('৳******');
    expect(amount.textContent).not.toMatch(/\d/);
    expect(screen.getByTestId('header-balance-mask').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('header-balance-mask'));
    expect(amount.textContent).toBe('৳1,234.56');
  });

  it('refreshes from the server with the refresh icon', async () => {
    const { calls } = mockWallet(['100.00', '2600.00']);
    renderWithProviders(<HeaderBalance />);
    const amount = await screen.findByTestId('header-balance-amount');
    await waitFor(() => expect(amount.textContent).toBe('৳100.00'));
    fireEvent.click(screen.getByTestId('header-balance-refresh'));
    await waitFor(() => expect(amount.textContent).toBe('৳2,600.00'));
    expect(balanceCalls(calls)).toBe(2);
  });

  it('refreshes after a money action (a deposit request invalidates the wallet)', async () => {
    const { calls } = mockWallet(['100.00', '100.00']);
    renderWithProviders(
      <>
        <HeaderBalance />
        <DepositPage />
      </>,
    );
    await screen.findByTestId('deposit-form');
    await waitFor(() => expect(balanceCalls(calls)).toBe(1));
    fireEvent.change(screen.getByLabelText('Amount', { selector: 'input' }), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Your account you paid from'), {
      target: { value: '01712345678' },
    });
    fireEvent.change(screen.getByLabelText('Transaction ID (TrxID)'), { target: { value: 'TRX12345' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(balanceCalls(calls)).toBe(2));
  });

  it('shows nothing for a trial account and asks the server for no balance', async () => {
    const { calls } = mockWallet(['100.00'], 4);
    const { container } = renderWithProviders(<HeaderBalance />);
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(container.querySelector('[data-testid="header-balance"]')).toBeNull();
    expect(balanceCalls(calls)).toBe(0);
  });
});
