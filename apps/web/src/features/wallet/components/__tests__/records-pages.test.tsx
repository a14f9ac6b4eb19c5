import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PersonalProfitPage, TransactionHistoryPage } from '../records-pages.tsx';
import { balance, member, pageOf } from './wallet-fixtures.ts';

const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) =>
  new Date(year, month - 1, day, hour, minute, second, ms).getTime();
const endOf = (year: number, month: number, day: number) => at(year, month, day, 23, 59, 59, 999);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at(2025, 3, 15, 14, 30));
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});
afterEach(() => {
  vi.useRealTimers();
});

const transactions = pageOf([
  {
    id: 'T2',
    type: 'WITHDRAWAL' as const,
    kind: 'WITHDRAWAL_HOLD',
    status: 'PENDING' as const,
    amount: '-700.00',
    balanceAfter: '1800.00',
    time: '2025-03-15T08:00:00.000Z',
  },
  {
    id: 'T1',
    type: 'DEPOSIT' as const,
    kind: 'DEPOSIT',
    status: 'SUCCESS' as const,
    amount: '2500.00',
    balanceAfter: '2500.00',
    time: '2025-03-14T08:00:00.000Z',
  },
]);

function mockRecords() {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': balance('1800.00'),
    'GET /wps/records/transactions': transactions,
    'GET /wps/records/profit': (call: RecordedCall) => ({
      from: Number(call.query.get('from')),
      to: Number(call.query.get('to')),
      deposit: '2500.00',
      withdrawal: '0.00',
      transferIn: '0.00',
      transferOut: '0.00',
      bonus: '120.00',
      adjustment: '0.00',
      betAmount: '0.00',
      gameWinLoss: '0.00',
      gameRecordsAvailable: false,
      net: '120.00',
    }),
  });
}

const lastQuery = (calls: RecordedCall[], path: string) => {
  const matching = calls.filter((call) => call.path === path);
  return matching[matching.length - 1]!.query;
};
const rangeOf = (calls: RecordedCall[], path = '/wps/records/transactions') => {
  const query = lastQuery(calls, path);
  return { from: Number(query.get('from')), to: Number(query.get('to')) };
};

describe('TransactionHistoryPage', () => {
  it('lists type, status, signed amount, balance after and time', async () => {
    mockRecords();
    renderWithProviders(<TransactionHistoryPage />);
    const rows = await screen.findAllByTestId('transaction-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Withdrawal')).toBeTruthy();
    expect(within(rows[0]!).getByText('Pending')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('transaction-amount').textContent).toBe('-৳700.00');
    expect(rows[0]!.textContent).toContain('৳1,800.00');
    expect(within(rows[1]!).getByTestId('transaction-amount').textContent).toBe('+৳2,500.00');
    expect(within(rows[1]!).getByText('Success')).toBeTruthy();
  });

  it('asks for the last 7 days first, and turns each date preset into from/to', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findAllByTestId('transaction-row');
    expect(rangeOf(calls)).toEqual({ from: at(2025, 3, 9), to: endOf(2025, 3, 15) });
    expect(screen.getByTestId('range-shown').textContent).toBe('2025-03-09 – 2025-03-15');

    fireEvent.click(screen.getByTestId('preset-today'));
    await waitFor(() => expect(rangeOf(calls)).toEqual({ from: at(2025, 3, 15), to: endOf(2025, 3, 15) }));
    fireEvent.click(screen.getByTestId('preset-yesterday'));
    await waitFor(() => expect(rangeOf(calls)).toEqual({ from: at(2025, 3, 14), to: endOf(2025, 3, 14) }));
    expect(screen.getByTestId('preset-yesterday').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByTestId('preset-last30'));
    await waitFor(() => expect(rangeOf(calls)).toEqual({ from: at(2025, 2, 14), to: endOf(2025, 3, 15) }));
  });

  it('steps to the previous and next 7 and 30 days, never past today', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findAllByTestId('transaction-row');
    expect((screen.getByTestId('range-next7') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('range-prev7'));
    await waitFor(() => expect(rangeOf(calls)).toEqual({ from: at(2025, 3, 2), to: endOf(2025, 3, 8) }));
    fireEvent.click(screen.getByTestId('range-prev30'));
    await waitFor(() => expect(rangeOf(calls)).toEqual({ from: at(2025, 1, 31), to: endOf(2025, 3, 1) }));
    fireEvent.click(screen.getByTestId('range-next30'));
    /* The next 30 days after 1 March would end on 31 March: they stop at today. */
    await waitFor(() => expect(rangeOf(calls)).toEqual({ from: at(2025, 3, 2), to: endOf(2025, 3, 15) }));
    expect((screen.getByTestId('range-next7') as HTMLButtonElement).disabled).toBe(true);
  });

  it('filters by type and starts again at page 1', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<TransactionHistoryPage />);
    await screen.findAllByTestId('transaction-row');
    expect(lastQuery(calls, '/wps/records/transactions').get('type')).toBeNull();
    fireEvent.click(screen.getByTestId('type-DEPOSIT'));
    await waitFor(() => expect(lastQuery(calls, '/wps/records/transactions').get('type')).toBe('DEPOSIT'));
    expect(lastQuery(calls, '/wps/records/transactions').get('pageNo')).toBe('1');
  });
});

describe('PersonalProfitPage', () => {
  it('shows the net profit and loss of the period beside the money in and out', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<PersonalProfitPage />);
    const net = await screen.findByTestId('profit-net');
    expect(net.textContent).toContain('+৳120.00');
    expect(screen.getByTestId('profit-deposit').textContent).toContain('৳2,500.00');
    fireEvent.click(screen.getByTestId('preset-today'));
    await waitFor(() =>
      expect(rangeOf(calls, '/wps/records/profit')).toEqual({
        from: at(2025, 3, 15),
        to: endOf(2025, 3, 15),
      }),
    );
  });
});
