import type { GameRecord, GameRoundDetail } from '@msp/contracts/game-records.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { menu, permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BettingRecordPage } from '../betting-record-page.tsx';

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

function record(id: string, extra: Partial<GameRecord> = {}): GameRecord {
  return {
    id,
    roundId: `R-${id}`,
    vendor: 'PG',
    gameCode: 'fortune-tiger',
    gameName: 'Fortune Tiger',
    gameType: 'RNG',
    stake: '100.00',
    win: '250.00',
    refunded: '0.00',
    profit: '150.00',
    status: 'SETTLED',
    startedAt: new Date(at(2025, 3, 15, 9, 5)).toISOString(),
    settledAt: new Date(at(2025, 3, 15, 9, 6)).toISOString(),
    ...extra,
  };
}

const detail: GameRoundDetail = {
  ...record('2', { stake: '60.00', win: '0.00', profit: '-60.00', gameName: 'Mahjong Ways' }),
  transactions: [
    {
      transactionId: 'B-1',
      kind: 'BET',
      outcome: 'ACCEPTED',
      amount: '60.00',
      betTransactionId: null,
      time: new Date(at(2025, 3, 15, 9, 5)).toISOString(),
    },
    {
      transactionId: 'S-1',
      kind: 'SETTLE',
      outcome: 'SETTLED',
      amount: '0.00',
      betTransactionId: null,
      time: new Date(at(2025, 3, 15, 9, 6)).toISOString(),
    },
  ],
};

const menus = [
  menu('RNG', [vendor('RNG', 'PG'), vendor('RNG', 'JL')]),
  menu('LIVE', [vendor('LIVE', 'EVO')]),
];

function mockRecords() {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /lgw/games/game_menus': menus,
    'GET /wps/game/records': (call: RecordedCall) => ({
      content:
        call.query.get('pageNo') === '2'
          ? [record('11')]
          : [
              record('1'),
              record('2', { stake: '60.00', win: '0.00', profit: '-60.00', gameName: 'Mahjong Ways' }),
            ],
      pageNum: Number(call.query.get('pageNo')),
      totalPages: 2,
      totalElements: 11,
      totals: { stake: '1160.00', win: '1000.00', profit: '-160.00', rounds: 11 },
    }),
    'GET /wps/game/records/2': detail,
  });
}

const recordCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/wps/game/records');
const lastQuery = (calls: RecordedCall[]) => recordCalls(calls).at(-1)!.query;

describe('BettingRecordPage', () => {
  it('asks the last 7 days, page 1 of 10, no category or vendor, at first', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<BettingRecordPage />);
    await screen.findAllByTestId('betting-record-row');
    const query = lastQuery(calls);
    expect(Number(query.get('from'))).toBe(at(2025, 3, 9));
    expect(Number(query.get('to'))).toBe(endOf(2025, 3, 15));
    expect(query.get('pageNo')).toBe('1');
    expect(query.get('pageSize')).toBe('10');
    expect(query.has('gameType')).toBe(false);
    expect(query.has('vendor')).toBe(false);
  });

  it('builds the query from category, vendor, date presets and steps, and page', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<BettingRecordPage />);
    await screen.findAllByTestId('betting-record-row');

    fireEvent.click(screen.getByTestId('category-RNG'));
    await waitFor(() => expect(lastQuery(calls).get('gameType')).toBe('RNG'));
    /* Only the picked category's vendors are offered. */
    const select = screen.getByTestId('vendor-select') as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['', 'PG', 'JL']);
    fireEvent.change(select, { target: { value: 'JL' } });
    await waitFor(() => expect(lastQuery(calls).get('vendor')).toBe('JL'));
    expect(lastQuery(calls).get('gameType')).toBe('RNG');

    fireEvent.click(screen.getByTestId('preset-yesterday'));
    await waitFor(() => expect(Number(lastQuery(calls).get('from'))).toBe(at(2025, 3, 14)));
    expect(Number(lastQuery(calls).get('to'))).toBe(endOf(2025, 3, 14));

    fireEvent.click(screen.getByTestId('preset-last30'));
    await waitFor(() => expect(Number(lastQuery(calls).get('from'))).toBe(at(2025, 2, 14)));
    expect(Number(lastQuery(calls).get('to'))).toBe(endOf(2025, 3, 15));

    fireEvent.click(screen.getByTestId('range-prev7'));
    await waitFor(() => expect(Number(lastQuery(calls).get('to'))).toBe(endOf(2025, 2, 13)));
    expect(Number(lastQuery(calls).get('from'))).toBe(at(2025, 2, 7));

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(calls).get('pageNo')).toBe('2'));
    expect(lastQuery(calls).get('vendor')).toBe('JL');

    /* Another category drops a vendor it does not have and goes back to page 1. */
    fireEvent.click(screen.getByTestId('category-LIVE'));
    await waitFor(() => expect(lastQuery(calls).get('gameType')).toBe('LIVE'));
    expect(lastQuery(calls).has('vendor')).toBe(false);
    expect(lastQuery(calls).get('pageNo')).toBe('1');
  });

  it('shows the totals with the profit coloured by its sign, and each round', async () => {
    mockRecords();
    renderWithProviders(<BettingRecordPage />);
    const rows = await screen.findAllByTestId('betting-record-row');
    expect(rows).toHaveLength(2);
    const totals = screen.getByTestId('betting-record-totals');
    expect(within(totals).getByTestId('totals-rounds').textContent).toBe('11');
    expect(within(totals).getByTestId('totals-stake').textContent).toBe('৳1,160.00');
    expect(within(totals).getByTestId('totals-win').textContent).toBe('৳1,000.00');
    const profit = within(totals).getByTestId('totals-profit');
    expect(profit.textContent).toBe('-৳160.00');
    expect(profit.className).toContain('wl-money--out');
    expect(totals.className).toContain('br-totals--down');

    expect(within(rows[0]!).getByText('Fortune Tiger')).toBeTruthy();
    expect(within(rows[0]!).getByText('2025-03-15 09:05')).toBeTruthy();
    const won = within(rows[0]!).getByTestId('record-profit');
    expect(won.textContent).toBe('+৳150.00');
    expect(won.className).toContain('wl-money--in');
    expect(within(rows[1]!).getByTestId('record-profit').textContent).toBe('-৳60.00');
    expect(within(rows[0]!).getByText('Settled')).toBeTruthy();
  });

  it('opens the round detail with what was bet and won and each transaction', async () => {
    const { calls } = mockRecords();
    renderWithProviders(<BettingRecordPage />);
    const rows = await screen.findAllByTestId('betting-record-row');
    fireEvent.click(rows[1]!);
    const dialog = await screen.findByTestId('round-detail');
    await within(dialog).findByText('Mahjong Ways');
    expect(calls.some((call) => call.path === '/wps/game/records/2')).toBe(true);
    expect(within(dialog).getByTestId('detail-stake').textContent).toBe('৳60.00');
    expect(within(dialog).getByTestId('detail-win').textContent).toBe('৳0.00');
    expect(within(dialog).getByTestId('detail-profit').textContent).toBe('-৳60.00');
    expect(within(dialog).getByText('R-2')).toBeTruthy();
    const status = dialog.querySelector('[data-status]')!;
    expect(status.getAttribute('data-status')).toBe('SETTLED');
    expect(status.textContent).toBe('Settled');
    const transactions = within(dialog).getAllByTestId('round-transaction');
    expect(transactions).toHaveLength(2);
    expect(within(transactions[0]!).getByText('Bet')).toBeTruthy();
    expect(within(transactions[0]!).getByText('-৳60.00')).toBeTruthy();
    expect(transactions[0]!.textContent).toContain('2025-03-15 09:05');
    expect(within(transactions[1]!).getByText('Payout')).toBeTruthy();
  });

  it('says so when the period has no bets', async () => {
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /lgw/games/game_menus': menus,
      'GET /wps/game/records': {
        content: [],
        pageNum: 1,
        totalPages: 0,
        totalElements: 0,
        totals: { stake: '0.00', win: '0.00', profit: '0.00', rounds: 0 },
      },
    });
    renderWithProviders(<BettingRecordPage />);
    expect(await screen.findByText('No bets in this period')).toBeTruthy();
    expect(screen.getByTestId('totals-rounds').textContent).toBe('0');
  });
});
