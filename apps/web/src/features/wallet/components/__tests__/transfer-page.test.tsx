import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { TransferFundPage, TransferUplinePage } from '../transfer-page.tsx';
import { answerFieldError, balance, member, postsTo } from './wallet-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

const singleWallet = { isSingle: 1, currency: 'BDT', currencySymbol: '৳', vendors: [] };
const jdbWallet = {
  isSingle: 0,
  currency: 'BDT',
  currencySymbol: '৳',
  vendors: [{ vendor: 'JDB', displayName: 'JDB Gaming' }],
};

function mockTransfers(memberType = 0, upline: string | null = 'demoagent', wallet: object = singleWallet) {
  return mockFetch({
    'GET /wps/wallets/merchant': wallet,
    'GET /wps/wallets/vendors': [
      { vendor: 'JDB', displayName: 'JDB Gaming', balance: '120.00', status: 'OK' },
    ],
    'POST /wps/relay/GCS_walletTransfer': {
      transfers: [{ transferId: 'T1', vendor: 'JDB', direction: 'IN', amount: '100.00', status: 'SUCCESS' }],
      balance: { balance: '2900.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' },
    },
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': { ...member, type: memberType },
    'GET /wps/v2/wallets/balance': balance('3000.00'),
    'GET /wps/transfer/upline': { uplineAccount: upline },
    'POST /wps/transfer/upline': {
      transferId: 'X1',
      amount: '250.00',
      toAccount: 'demoagent',
      balance: '2750.00',
      time: '2025-03-15T08:00:00.000Z',
    },
  });
}

describe('transfers', () => {
  it('sends a transfer to the upline with an Idempotency-Key and says it succeeded (spec §8)', async () => {
    const { calls } = mockTransfers();
    renderWithProviders(<TransferUplinePage />);
    expect((await screen.findByTestId('transfer-to')).textContent).toBe('demoagent');
    fireEvent.change(screen.getByLabelText('Amount', { selector: 'input' }), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const done = await screen.findByTestId('transfer-done');
    expect(done.textContent).toContain('Transfer to demoagent successful');
    expect(done.textContent).toContain('৳2,750.00');
    const [post] = postsTo(calls, '/wps/transfer/upline');
    expect(post!.body).toEqual({ amount: '250', paymentPassword: '123456' });
    expect(post!.headers['idempotency-key']).toBeTruthy();
  });

  it('tells a member without an upline that there is no one to transfer to', async () => {
    mockTransfers(0, null);
    renderWithProviders(<TransferUplinePage />);
    expect(await screen.findByText('You have no upline, so there is no one to transfer to.')).toBeTruthy();
  });

  it('offers the downline transfer to agents only', async () => {
    mockTransfers(0);
    renderWithProviders(<TransferFundPage />);
    expect(
      await screen.findByText('Only agents can transfer to a downline. Members transfer to their upline.'),
    ).toBeTruthy();
  });

  it("starts with the downline account the agent center's member card links with", async () => {
    mockTransfers(1);
    renderWithProviders(<TransferFundPage />, { path: '/member/transferFund?downlineAccount=demotanvir' });
    expect(((await screen.findByLabelText('Downline account')) as HTMLInputElement).value).toBe('demotanvir');
  });

  it("shows the server's refusal beside the downline account", async () => {
    mockTransfers(1);
    answerFieldError('POST', '/wps/transfer/downline', {
      status: 403,
      errorCode: 'transfer.not.allowed',
      message: 'You can only transfer to your upline or a direct downline',
      field: 'downlineAccount',
    });
    renderWithProviders(<TransferFundPage />);
    fireEvent.change(await screen.findByLabelText('Downline account'), { target: { value: 'stranger' } });
    fireEvent.change(screen.getByLabelText('Amount', { selector: 'input' }), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Payment password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    const error = await screen.findByText('You can only transfer to your upline or a direct downline');
    expect(error.id).toBe('transfer-downline-error');
    expect(screen.queryByTestId('transfer-error')).toBeNull();
    expect(screen.queryByTestId('transfer-done')).toBeNull();
  });

  it('moves money into a vendor wallet with an Idempotency-Key when the merchant has transfer wallets', async () => {
    const { calls } = mockTransfers(0, 'demoagent', jdbWallet);
    renderWithProviders(<TransferFundPage />);
    const jdb = await screen.findByTestId('vendor-wallet-JDB');
    await vi.waitFor(() => expect(jdb.textContent).toBe('৳120.00'));
    expect(
      screen.queryByText('Only agents can transfer to a downline. Members transfer to their upline.'),
    ).toBeNull();
    fireEvent.change(screen.getByTestId('vendor-transfer-amount'), { target: { value: '5000' } });
    fireEvent.click(screen.getByTestId('vendor-transfer-submit'));
    expect(postsTo(calls, '/wps/relay/GCS_walletTransfer')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('vendor-transfer-amount'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('vendor-transfer-submit'));
    await vi.waitFor(() => expect(postsTo(calls, '/wps/relay/GCS_walletTransfer')).toHaveLength(1));
    await vi.waitFor(() =>
      expect((screen.getByTestId('vendor-transfer-amount') as HTMLInputElement).value).toBe(''),
    );
    const [post] = postsTo(calls, '/wps/relay/GCS_walletTransfer');
    expect(post!.body).toEqual({ vendor: 'JDB', direction: 'IN', amount: '100' });
    expect(post!.headers['idempotency-key']).toBeTruthy();

    fireEvent.click(screen.getByTestId('vendor-wallets-all-back'));
    await vi.waitFor(() => expect(postsTo(calls, '/wps/relay/GCS_walletTransfer')).toHaveLength(2));
    expect(postsTo(calls, '/wps/relay/GCS_walletTransfer')[1]!.body).toEqual({ direction: 'ALL_OUT' });
  });
});
