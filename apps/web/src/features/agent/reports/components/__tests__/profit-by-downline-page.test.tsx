import type { DownlineProfit, ProfitByDownlinePage as PnlAnswer } from '@msp/contracts/agents.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import { ErrorAnswer, type RecordedCall } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { ProfitByDownlinePage } from '../profit-by-downline-page.tsx';
import { freezeToday, lastQuery, mockReport, money } from '../../../components/__tests__/agent-fixtures.ts';

vi.mock('../../../lib/csv.ts', () => ({ downloadCsv: vi.fn() }));

const path = '/wps/agent/team/pnl';

const subAgent: DownlineProfit = {
  memberId: 20,
  account: 'subagent',
  isAgent: true,
  teamSize: 5,
  own: money({ validBet: '100.00', win: '40.00', memberProfit: '-60.00', deposit: '500.00' }),
  team: money({
    validBet: '12345.67',
    win: '10000.00',
    memberProfit: '-2345.67',
    deposit: '8000.00',
    withdrawal: '1500.00',
    bonus: '25.00',
  }),
};
const player: DownlineProfit = {
  memberId: 21,
  account: 'player21',
  isAgent: false,
  teamSize: 0,
  own: money({ validBet: '300.00', win: '450.00', memberProfit: '150.00' }),
  team: money({ validBet: '300.00', win: '450.00', memberProfit: '150.00' }),
};
const grandchild: DownlineProfit = {
  memberId: 30,
  account: 'grandkid',
  isAgent: false,
  teamSize: 0,
  own: money({ validBet: '80.00', memberProfit: '-80.00' }),
  team: money({ validBet: '80.00', memberProfit: '-80.00' }),
};

function answer(call: RecordedCall): PnlAnswer | ErrorAnswer {
  const parentId = call.query.get('parentId');
  const base = {
    from: call.query.get('from') ?? '2025-03-15',
    to: call.query.get('to') ?? '2025-03-15',
    pageNum: 1,
    totalPages: 1,
  };
  if (parentId === '99') return new ErrorAnswer(403, 'agent.not.downline', 'এই সদস্য আপনার দলের নয়');
  if (parentId === '20')
    return {
      ...base,
      trail: [
        { memberId: 1, account: 'demoagent' },
        { memberId: 20, account: 'subagent' },
      ],
      totals: money({ validBet: '80.00', memberProfit: '-80.00' }),
      content: [grandchild],
      totalElements: 1,
    };
  return {
    ...base,
    trail: [{ memberId: 1, account: 'demoagent' }],
    totals: money({
      validBet: '12645.67',
      win: '10450.00',
      memberProfit: '-2195.67',
      deposit: '8000.00',
      withdrawal: '1500.00',
      bonus: '25.00',
    }),
    content: [subAgent, player],
    totalElements: 2,
  };
}

function mockPnl() {
  return mockReport(path, answer);
}

beforeEach(freezeToday);

describe('ProfitByDownlinePage', () => {
  it('lists each direct downline with its own and team money, and the totals row, in Bangla digits', async () => {
    const { calls } = mockPnl();
    renderWithProviders(<ProfitByDownlinePage />);
    const rows = await screen.findAllByTestId('pnl-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('এজেন্ট')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('৫');
    expect(within(rows[0]!).getByTestId('own-validBet').textContent).toBe('১০০.০০');
    expect(within(rows[0]!).getByTestId('own-memberProfit').textContent).toBe('-৬০.০০');
    expect(within(rows[0]!).getByTestId('team-validBet').textContent).toBe('১২,৩৪৫.৬৭');
    expect(within(rows[0]!).getByTestId('team-withdrawal').textContent).toBe('১,৫০০.০০');
    expect(within(rows[1]!).getByText('খেলোয়াড়')).toBeTruthy();
    expect(within(rows[1]!).getByTestId('team-memberProfit').textContent).toBe('+১৫০.০০');
    const totals = screen.getByTestId('pnl-totals');
    expect(within(totals).getByTestId('team-validBet').textContent).toBe('১২,৬৪৫.৬৭');
    expect(within(totals).getByTestId('team-memberProfit').textContent).toBe('-২,১৯৫.৬৭');
    /* Only an agent with a team can be opened. */
    expect(within(rows[0]!).queryByTestId('pnl-drill')).not.toBeNull();
    expect(within(rows[1]!).queryByTestId('pnl-drill')).toBeNull();
    const query = lastQuery(calls, path);
    expect([query.get('from'), query.get('to'), query.get('parentId')]).toEqual([
      '2025-03-09',
      '2025-03-15',
      null,
    ]);
  });

  it("drills into a sub-agent's downline with parentId, and goes back up by the trail", async () => {
    const { calls } = mockPnl();
    renderWithProviders(<ProfitByDownlinePage />);
    const rows = await screen.findAllByTestId('pnl-row');
    fireEvent.click(within(rows[0]!).getByTestId('pnl-drill'));
    await waitFor(() => expect(lastQuery(calls, path).get('parentId')).toBe('20'));
    expect(lastQuery(calls, path).get('pageNo')).toBe('1');
    expect(lastQuery(calls, path).get('from')).toBe('2025-03-09');
    await waitFor(() => expect(screen.getAllByTestId('pnl-row')).toHaveLength(1));
    expect(screen.getByText('grandkid')).toBeTruthy();

    const trail = screen.getByTestId('pnl-trail');
    expect(within(trail).getByText('subagent').getAttribute('aria-current')).toBe('page');
    expect(trail.textContent).toContain('আমার টিম');
    expect(screen.getByText(/subagent এর পুরো টিম/)).toBeTruthy();

    fireEvent.click(within(trail).getByTestId('trail-step-0'));
    await waitFor(() => expect(screen.getAllByTestId('pnl-row')).toHaveLength(2));
    /* The own team's answer is still cached: it shows at once. */
    expect(screen.getByText('subagent')).toBeTruthy();
    expect(within(screen.getByTestId('pnl-trail')).queryByTestId('trail-step-0')).toBeNull();
  });

  it('re-queries the same level for another period', async () => {
    const { calls } = mockPnl();
    renderWithProviders(<ProfitByDownlinePage />);
    const rows = await screen.findAllByTestId('pnl-row');
    fireEvent.click(within(rows[0]!).getByTestId('pnl-drill'));
    await waitFor(() => expect(screen.getAllByTestId('pnl-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('preset-today'));
    await waitFor(() => expect(lastQuery(calls, path).get('from')).toBe('2025-03-15'));
    expect(lastQuery(calls, path).get('parentId')).toBe('20');
  });

  it('exports the rows shown and the totals as CSV', async () => {
    await i18n.changeLanguage('en');
    mockPnl();
    renderWithProviders(<ProfitByDownlinePage />);
    await screen.findAllByTestId('pnl-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(downloadCsv).toHaveBeenCalledTimes(1);
    const [filename, header, rows] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(filename).toBe('profit-by-downline-2025-03-09-2025-03-15');
    expect(header.slice(0, 5)).toEqual(['Account', 'Type', 'Team size', 'Own: Valid bets', 'Own: Win']);
    expect(header).toHaveLength(15);
    expect(header[9]).toBe('Team: Valid bets');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      'subagent',
      'Agent',
      5,
      '100.00',
      '40.00',
      '-60.00',
      '500.00',
      '0.00',
      '0.00',
      '12345.67',
      '10000.00',
      '-2345.67',
      '8000.00',
      '1500.00',
      '25.00',
    ]);
    expect(rows[2]!.slice(0, 1)).toEqual(['Whole team total']);
    expect(rows[2]!.slice(9)).toEqual(['12645.67', '10450.00', '-2195.67', '8000.00', '1500.00', '25.00']);
  });
});

describe('ProfitByDownlinePage errors', () => {
  it('shows the localized message of an error answer, and the way back to the own team', async () => {
    mockReport(path, (call: RecordedCall) =>
      call.query.get('parentId') === '20'
        ? new ErrorAnswer(403, 'agent.not.downline', 'এই সদস্য আপনার দলের নয়')
        : answer(call),
    );
    renderWithProviders(<ProfitByDownlinePage />);
    const rows = await screen.findAllByTestId('pnl-row');
    fireEvent.click(within(rows[0]!).getByTestId('pnl-drill'));
    expect((await screen.findByTestId('report-error')).textContent).toContain('এই সদস্য আপনার দলের নয়');
    fireEvent.click(screen.getByTestId('trail-step-0'));
    await waitFor(() => expect(screen.getAllByTestId('pnl-row')).toHaveLength(2));
  });
});
