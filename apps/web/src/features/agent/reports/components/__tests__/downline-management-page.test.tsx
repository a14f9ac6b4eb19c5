import type { DownlineCard, DownlineMember } from '@msp/contracts/agents.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import { ErrorAnswer } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { DownlineManagementPage } from '../downline-management-page.tsx';
import {
  freezeToday,
  lastQuery,
  mockReport,
  money,
  pageOf,
} from '../../../components/__tests__/agent-fixtures.ts';

vi.mock('../../../lib/csv.ts', () => ({ downloadCsv: vi.fn() }));

const path = '/wps/agent/downlines';

const direct: DownlineMember = {
  memberId: 20,
  account: 'rahim01',
  nickname: 'Rahim',
  isAgent: false,
  level: 1,
  parentAccount: 'demoagent',
  status: 'ACTIVE',
  registeredAt: new Date(2025, 1, 3, 10, 15).toISOString(),
  lastLoginAt: new Date(2025, 2, 15, 8, 0).toISOString(),
};
const deeper: DownlineMember = {
  memberId: 31,
  account: 'subkarim',
  nickname: '',
  isAgent: true,
  level: 2,
  parentAccount: 'rahim01',
  status: 'LOCKED',
  registeredAt: new Date(2025, 2, 1, 12, 0).toISOString(),
  lastLoginAt: null,
};

const cardOf = (member: DownlineMember, canTransfer: boolean): DownlineCard => ({
  ...member,
  balance: '12500.00',
  teamSize: 3,
  last30Days: money({
    deposit: '3000.00',
    depositCount: 4,
    validBet: '2200.00',
    betCount: 57,
    win: '1900.00',
    memberProfit: '-300.00',
  }),
  canTransfer,
});

function mockDownlines() {
  return mockReport(path, pageOf([direct, deeper], { totalElements: 2 }), {
    'GET /wps/agent/downlines/20': cardOf(direct, true),
    'GET /wps/agent/downlines/31': cardOf(deeper, false),
  });
}

beforeEach(freezeToday);

describe('DownlineManagementPage', () => {
  it('lists account, nickname, type, level, upline, status, registration and last login', async () => {
    const { calls } = mockDownlines();
    renderWithProviders(<DownlineManagementPage />);
    const rows = await screen.findAllByTestId('downline-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('rahim01')).toBeTruthy();
    expect(within(rows[0]!).getByText('Rahim')).toBeTruthy();
    expect(within(rows[0]!).getByText('খেলোয়াড়')).toBeTruthy();
    expect(within(rows[0]!).getByText('সক্রিয়')).toBeTruthy();
    expect(within(rows[0]!).getByText('demoagent')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('২০২৫-০২-০৩ ১০:১৫');
    expect(within(rows[1]!).getByText('এজেন্ট')).toBeTruthy();
    expect(within(rows[1]!).getByText('২')).toBeTruthy();
    expect(within(rows[1]!).getByText('লক করা')).toBeTruthy();
    expect(within(rows[1]!).getByText('কখনো না')).toBeTruthy();
    const query = lastQuery(calls, path);
    expect(query.get('pageNo')).toBe('1');
    expect(query.get('pageSize')).toBe('20');
    expect(query.get('account')).toBeNull();
  });

  it('sends every filter as a query parameter when searching, and clears them on reset', async () => {
    const { calls } = mockDownlines();
    renderWithProviders(<DownlineManagementPage />);
    await screen.findAllByTestId('downline-row');
    fireEvent.change(screen.getByTestId('filter-account'), { target: { value: ' rah ' } });
    fireEvent.change(screen.getByTestId('filter-level'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('filter-status'), { target: { value: 'LOCKED' } });
    fireEvent.change(screen.getByTestId('filter-kind'), { target: { value: 'AGENT' } });
    /* Typed the wrong way round: they are put in order. */
    fireEvent.change(screen.getByTestId('filter-registered-from'), { target: { value: '2025-03-10' } });
    fireEvent.change(screen.getByTestId('filter-registered-to'), { target: { value: '2025-02-01' } });
    fireEvent.change(screen.getByTestId('filter-last-login-from'), { target: { value: '2025-03-14' } });
    /* Nothing is asked before the search. */
    expect(lastQuery(calls, path).get('account')).toBeNull();
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastQuery(calls, path).get('account')).toBe('rah'));
    const query = lastQuery(calls, path);
    expect(Object.fromEntries(query)).toEqual({
      account: 'rah',
      level: '1',
      status: 'LOCKED',
      kind: 'AGENT',
      registeredFrom: '2025-02-01',
      registeredTo: '2025-03-10',
      lastLoginFrom: '2025-03-14',
      pageNo: '1',
      pageSize: '20',
    });

    fireEvent.click(screen.getByTestId('filter-reset'));
    expect((screen.getByTestId('filter-account') as HTMLInputElement).value).toBe('');
    expect((screen.getByTestId('filter-level') as HTMLSelectElement).value).toBe('');
    expect((screen.getByTestId('filter-registered-from') as HTMLInputElement).value).toBe('');
    /* Back to the unfiltered list (still cached: no new call needed). */
    await waitFor(() => expect(screen.getAllByTestId('downline-row')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('filter-kind'), { target: { value: 'PLAYER' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastQuery(calls, path).get('kind')).toBe('PLAYER'));
    expect(Object.fromEntries(lastQuery(calls, path))).toEqual({
      kind: 'PLAYER',
      pageNo: '1',
      pageSize: '20',
    });
  });

  it("opens a direct member's card with its balance, team, last 30 days and the transfer to it", async () => {
    mockDownlines();
    renderWithProviders(<DownlineManagementPage />);
    const rows = await screen.findAllByTestId('downline-row');
    fireEvent.click(rows[0]!);
    const card = await screen.findByTestId('downline-card-body');
    expect(within(card).getByTestId('card-account').textContent).toBe('rahim01');
    expect(within(card).getByTestId('card-balance').textContent).toBe('৳১২,৫০০.০০');
    expect(within(card).getByTestId('card-teamSize').textContent).toContain('৩');
    expect(within(card).getByTestId('card-lastLogin').textContent).toContain('২০২৫-০৩-১৫ ০৮:০০');
    expect(within(card).getByTestId('card-last30-deposit').textContent).toContain('৩,০০০.০০');
    expect(within(card).getByTestId('card-last30-deposit').textContent).toContain('৪টি জমা');
    expect(within(card).getByTestId('card-last30-memberProfit').textContent).toContain('-৩০০.০০');
    const transfer = within(card).getByTestId('card-transfer');
    expect(transfer.getAttribute('href')).toBe('/member/transferFund?downlineAccount=rahim01');
    expect(card.textContent).not.toMatch(/contract|চুক্তি/i);
  });

  it('offers no transfer to a member that is not direct', async () => {
    mockDownlines();
    renderWithProviders(<DownlineManagementPage />);
    const rows = await screen.findAllByTestId('downline-row');
    fireEvent.click(within(rows[1]!).getByTestId('downline-open'));
    const card = await screen.findByTestId('downline-card-body');
    expect(within(card).queryByTestId('card-transfer')).toBeNull();
    expect(within(card).getByTestId('card-no-transfer')).toBeTruthy();
    expect(within(card).getByTestId('card-lastLogin').textContent).toContain('কখনো না');
  });

  it("shows the server's message when a card cannot be read", async () => {
    mockReport(path, pageOf([direct]), {
      'GET /wps/agent/downlines/20': new ErrorAnswer(403, 'agent.not.downline', 'এই সদস্য আপনার দলের নয়'),
    });
    renderWithProviders(<DownlineManagementPage />);
    fireEvent.click((await screen.findAllByTestId('downline-row'))[0]!);
    expect((await screen.findByRole('alert')).textContent).toBe('এই সদস্য আপনার দলের নয়');
  });

  it('exports the rows shown as CSV', async () => {
    await i18n.changeLanguage('en');
    mockDownlines();
    renderWithProviders(<DownlineManagementPage />);
    await screen.findAllByTestId('downline-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(downloadCsv).toHaveBeenCalledWith(
      'downline',
      ['Account', 'Nickname', 'Type', 'Level', 'Upline', 'Status', 'Registered', 'Last login'],
      [
        ['rahim01', 'Rahim', 'Player', 1, 'demoagent', 'Active', '2025-02-03 10:15', '2025-03-15 08:00'],
        ['subkarim', '', 'Agent', 2, 'rahim01', 'Locked', '2025-03-01 12:00', 'Never'],
      ],
    );
  });
});
