import type { TeamBet } from '@msp/contracts/agents.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import { menu, vendor } from '../../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { TeamBetsPage } from '../team-bets-page.tsx';
import { freezeToday, lastQuery, mockReport, pageOf } from '../../../components/__tests__/agent-fixtures.ts';

vi.mock('../../../lib/csv.ts', () => ({ downloadCsv: vi.fn() }));

const path = '/wps/agent/team/bets';

function bet(id: string, extra: Partial<TeamBet> = {}): TeamBet {
  return {
    id,
    account: 'rahim01',
    vendor: 'PG',
    gameCode: 'fortune-tiger',
    gameName: 'Fortune Tiger',
    gameType: 'RNG',
    stake: '100.00',
    win: '250.00',
    profit: '150.00',
    status: 'SETTLED',
    startedAt: new Date(2025, 2, 15, 9, 5).toISOString(),
    ...extra,
  };
}

const bets = [
  bet('1'),
  bet('2', {
    account: 'karim02',
    vendor: 'EVO',
    gameType: 'LIVE',
    gameName: 'Lightning Baccarat',
    stake: '2000.00',
    win: '0.00',
    profit: '-2000.00',
    status: 'OPEN',
  }),
];

function mockBets() {
  return mockReport(path, pageOf(bets), {
    'GET /lgw/games/game_menus': [
      menu('RNG', [vendor('RNG', 'PG'), vendor('RNG', 'JL')]),
      menu('LIVE', [vendor('LIVE', 'EVO')]),
    ],
  });
}

beforeEach(freezeToday);

describe('TeamBetsPage', () => {
  it("lists the team's rounds with account, game, type, stake, win, profit, status and time", async () => {
    mockBets();
    renderWithProviders(<TeamBetsPage />);
    const rows = await screen.findAllByTestId('team-bet-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('rahim01')).toBeTruthy();
    expect(within(rows[0]!).getByText('Fortune Tiger')).toBeTruthy();
    expect(within(rows[0]!).getByText('স্লট')).toBeTruthy();
    expect(within(rows[0]!).getByText('নিষ্পন্ন')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('bet-profit').textContent).toBe('+১৫০.০০');
    expect(rows[0]!.textContent).toContain('২৫০.০০');
    expect(within(rows[1]!).getByText('লাইভ ক্যাসিনো')).toBeTruthy();
    expect(within(rows[1]!).getByText('চলছে')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('bet-profit').textContent).toBe('-২,০০০.০০');
    /* The vendor's name from the game menus once they are in. */
    await waitFor(() => expect(within(rows[1]!).getByText('EVO Games')).toBeTruthy());
  });

  it('sends the game type, vendor, account and period as query parameters', async () => {
    const { calls } = mockBets();
    renderWithProviders(<TeamBetsPage />);
    await screen.findAllByTestId('team-bet-row');
    let query = lastQuery(calls, path);
    expect([query.get('from'), query.get('to'), query.get('gameType'), query.get('vendor')]).toEqual([
      '2025-03-09',
      '2025-03-15',
      null,
      null,
    ]);

    fireEvent.click(await screen.findByTestId('game-type-RNG'));
    await waitFor(() => expect(lastQuery(calls, path).get('gameType')).toBe('RNG'));
    const vendors = screen.getByTestId('filter-vendor') as HTMLSelectElement;
    expect([...vendors.options].map((option) => option.value)).toEqual(['', 'PG', 'JL']);
    fireEvent.change(vendors, { target: { value: 'JL' } });
    await waitFor(() => expect(lastQuery(calls, path).get('vendor')).toBe('JL'));

    /* A vendor of another category would match nothing: it goes. */
    fireEvent.click(screen.getByTestId('game-type-LIVE'));
    await waitFor(() => expect(lastQuery(calls, path).get('gameType')).toBe('LIVE'));
    expect(lastQuery(calls, path).get('vendor')).toBeNull();

    fireEvent.change(screen.getByTestId('filter-account'), { target: { value: 'kar' } });
    fireEvent.submit(screen.getByTestId('account-search'));
    await waitFor(() => expect(lastQuery(calls, path).get('account')).toBe('kar'));

    fireEvent.click(screen.getByTestId('range-prev7'));
    await waitFor(() => expect(lastQuery(calls, path).get('from')).toBe('2025-03-02'));
    query = lastQuery(calls, path);
    expect(query.get('to')).toBe('2025-03-08');
    expect(query.get('gameType')).toBe('LIVE');
    expect(query.get('pageNo')).toBe('1');
  });

  it('exports the rows shown as CSV', async () => {
    await i18n.changeLanguage('en');
    mockBets();
    renderWithProviders(<TeamBetsPage />);
    const rows = await screen.findAllByTestId('team-bet-row');
    await waitFor(() => expect(within(rows[1]!).getByText('EVO Games')).toBeTruthy());
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(downloadCsv).toHaveBeenCalledWith(
      'team-bets-2025-03-09-2025-03-15',
      ['Account', 'Game', 'Type', 'Stake', 'Win', 'Profit', 'Status', 'Time'],
      [
        [
          'rahim01',
          'Fortune Tiger (PG Games)',
          'Slots',
          '100.00',
          '250.00',
          '150.00',
          'Settled',
          '2025-03-15 09:05',
        ],
        [
          'karim02',
          'Lightning Baccarat (EVO Games)',
          'Live Casino',
          '2000.00',
          '0.00',
          '-2000.00',
          'In play',
          '2025-03-15 09:05',
        ],
      ],
    );
  });
});
