import type { Revenue } from '@msp/contracts/agents.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import type { RecordedCall } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { RevenueReportPage } from '../revenue-report-page.tsx';
import { freezeToday, lastQuery, mockReport } from '../../../components/__tests__/agent-fixtures.ts';

vi.mock('../../../lib/csv.ts', () => ({ downloadCsv: vi.fn() }));

const path = '/wps/agent/revenue';

/** The revenue of the asked period: `income` and the days it was paid. */
const revenueOf =
  (income: Omit<Revenue, 'from' | 'to'>) =>
  (call: RecordedCall): Revenue => ({ from: call.query.get('from')!, to: call.query.get('to')!, ...income });

const paid = revenueOf({
  salary: '1500.00',
  dividend: '12000.50',
  rebate: '35.25',
  total: '13535.75',
  days: [
    { day: '2025-03-02', salary: '500.00', dividend: '0.00', rebate: '10.25' },
    { day: '2025-03-10', salary: '1000.00', dividend: '12000.50', rebate: '25.00' },
  ],
});

const nothing = revenueOf({ salary: '0.00', dividend: '0.00', rebate: '0.00', total: '0.00', days: [] });

beforeEach(freezeToday);

describe('RevenueReportPage', () => {
  it('shows salary, dividend, rebate and total of this month, and the days with income', async () => {
    const { calls } = mockReport(path, paid);
    renderWithProviders(<RevenueReportPage />);
    const total = await screen.findByTestId('revenue-total');
    expect(total.textContent).toContain('৳১৩,৫৩৫.৭৫');
    expect(total.textContent).toContain('২০২৫-০৩-০১ – ২০২৫-০৩-১৫');
    expect(screen.getByTestId('revenue-salary').textContent).toContain('৳১,৫০০.০০');
    expect(screen.getByTestId('revenue-dividend').textContent).toContain('৳১২,০০০.৫০');
    expect(screen.getByTestId('revenue-rebate').textContent).toContain('৳৩৫.২৫');
    const rows = screen.getAllByTestId('revenue-day-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('২০২৫-০৩-০২')).toBeTruthy();
    /* A day's total is the sum of its parts. */
    expect(rows[1]!.textContent).toContain('১৩,০২৫.৫০');
    expect(screen.getByTestId('revenue-day-count').textContent).toBe('আয়সহ ২ দিন');
    expect(lastQuery(calls, path).get('from')).toBe('2025-03-01');
    expect(lastQuery(calls, path).get('to')).toBe('2025-03-15');

    fireEvent.click(screen.getByTestId('preset-lastMonth'));
    await waitFor(() => expect(lastQuery(calls, path).get('from')).toBe('2025-02-01'));
    expect(lastQuery(calls, path).get('to')).toBe('2025-02-28');
  });

  it('shows zeros and an empty state when nothing was paid', async () => {
    mockReport(path, nothing);
    renderWithProviders(<RevenueReportPage />);
    expect((await screen.findByTestId('revenue-total')).textContent).toContain('৳০.০০');
    expect(screen.getByText('এই সময়ে কোনো আয় নেই')).toBeTruthy();
    expect(screen.queryByTestId('revenue-day-row')).toBeNull();
    expect((screen.getByTestId('export-csv') as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the days as CSV', async () => {
    await i18n.changeLanguage('en');
    mockReport(path, paid);
    renderWithProviders(<RevenueReportPage />);
    await screen.findAllByTestId('revenue-day-row');
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(downloadCsv).toHaveBeenCalledWith(
      'revenue-2025-03-01-2025-03-15',
      ['Day', 'Salary', 'Dividend', 'Rebate', 'Total'],
      [
        ['2025-03-02', '500.00', '0.00', '10.25', '510.25'],
        ['2025-03-10', '1000.00', '12000.50', '25.00', '13025.50'],
      ],
    );
  });
});
