import type { TeamTransaction } from '@msp/contracts/agents.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import { ErrorAnswer, type RecordedCall } from '../../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { downloadCsv } from '../../../lib/csv.ts';
import { TeamTransactionsPage } from '../team-transactions-page.tsx';
import {
  freezeToday,
  lastQuery,
  mockReport,
  overviewOf,
  pageOf,
} from '../../../components/__tests__/agent-fixtures.ts';

vi.mock('../../../lib/csv.ts', () => ({ downloadCsv: vi.fn() }));

const path = '/wps/agent/team/transactions';

const transactions: TeamTransaction[] = [
  {
    id: 'D-1',
    account: 'rahim01',
    type: 'DEPOSIT',
    amount: '1234.50',
    time: new Date(2025, 2, 15, 9, 5).toISOString(),
  },
  {
    id: 'W-1',
    account: 'karim02',
    type: 'WITHDRAWAL',
    amount: '-500.00',
    time: new Date(2025, 2, 14, 18, 40).toISOString(),
  },
];

function mockTransactions(answer?: (call: RecordedCall) => unknown) {
  return mockReport(path, answer ?? (() => pageOf(transactions, { totalElements: 42, totalPages: 3 })));
}

beforeEach(freezeToday);

describe('TeamTransactionsPage', () => {
  it('lists account, type, signed amount and time in Bangla digits', async () => {
    const { calls } = mockTransactions();
    renderWithProviders(<TeamTransactionsPage />);
    const rows = await screen.findAllByTestId('team-transaction-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('rahim01')).toBeTruthy();
    expect(within(rows[0]!).getByText('জমা')).toBeTruthy();
    expect(within(rows[0]!).getByTestId('transaction-amount').textContent).toBe('+১,২৩৪.৫০');
    expect(rows[0]!.textContent).toContain('২০২৫-০৩-১৫ ০৯:০৫');
    expect(within(rows[1]!).getByTestId('transaction-amount').textContent).toBe('-৫০০.০০');
    expect(screen.getByTestId('report-total').textContent).toBe('৪২টি রেকর্ড');
    /* The last 7 days first, as the API's days. */
    const query = lastQuery(calls, path);
    expect(query.get('from')).toBe('2025-03-09');
    expect(query.get('to')).toBe('2025-03-15');
    expect(query.get('pageNo')).toBe('1');
    expect(query.get('account')).toBeNull();
    expect(query.get('type')).toBeNull();
  });

  it('sends the account, type and period filters as query parameters, from page 1', async () => {
    const { calls } = mockTransactions();
    renderWithProviders(<TeamTransactionsPage />);
    await screen.findAllByTestId('team-transaction-row');
    fireEvent.click(document.querySelector('.pagination [data-page="2"]')!);
    await waitFor(() => expect(lastQuery(calls, path).get('pageNo')).toBe('2'));

    fireEvent.change(screen.getByTestId('filter-account'), { target: { value: ' rahim ' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() => expect(lastQuery(calls, path).get('account')).toBe('rahim'));
    expect(lastQuery(calls, path).get('pageNo')).toBe('1');

    fireEvent.click(screen.getByTestId('type-WITHDRAWAL'));
    await waitFor(() => expect(lastQuery(calls, path).get('type')).toBe('WITHDRAWAL'));

    fireEvent.click(screen.getByTestId('preset-lastMonth'));
    await waitFor(() => expect(lastQuery(calls, path).get('from')).toBe('2025-02-01'));
    expect(lastQuery(calls, path).get('to')).toBe('2025-02-28');
    expect(lastQuery(calls, path).get('account')).toBe('rahim');

    fireEvent.click(screen.getByTestId('filter-reset'));
    await waitFor(() => expect(lastQuery(calls, path).get('account')).toBeNull());
  });

  it("counts the presets from the merchant's today once the API has told it", async () => {
    const { calls } = mockReport(path, pageOf(transactions), {
      'GET /wps/agent/team/overview': { ...overviewOf('2025-03-17', '2025-03-17', '2025-03-17'), series: [] },
    });
    renderWithProviders(<TeamTransactionsPage />);
    await waitFor(() => expect(lastQuery(calls, path).get('to')).toBe('2025-03-17'));
    expect(lastQuery(calls, path).get('from')).toBe('2025-03-11');
    expect(screen.getByTestId('preset-last7').getAttribute('aria-pressed')).toBe('true');
    /* Days of the member's own stay as they are. */
    fireEvent.click(screen.getByTestId('range-prev7'));
    await waitFor(() => expect(lastQuery(calls, path).get('to')).toBe('2025-03-10'));
    expect(lastQuery(calls, path).get('from')).toBe('2025-03-04');
  });

  it('shows the server message when a filter names someone outside the team', async () => {
    mockTransactions((call) =>
      call.query.get('account') === 'stranger'
        ? new ErrorAnswer(403, 'agent.not.downline', 'এই সদস্য আপনার দলের নয়')
        : pageOf(transactions),
    );
    renderWithProviders(<TeamTransactionsPage />);
    await screen.findAllByTestId('team-transaction-row');
    fireEvent.change(screen.getByTestId('filter-account'), { target: { value: 'stranger' } });
    fireEvent.click(screen.getByTestId('filter-search'));
    const alert = await screen.findByTestId('report-error');
    expect(alert.textContent).toContain('এই সদস্য আপনার দলের নয়');
    expect(screen.queryByTestId('team-transaction-row')).toBeNull();
    expect((screen.getByTestId('export-csv') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an empty state for a period without transactions', async () => {
    mockTransactions(() => pageOf([]));
    renderWithProviders(<TeamTransactionsPage />);
    expect(await screen.findByText('এই সময়ে টিমের কোনো লেনদেন নেই')).toBeTruthy();
    expect((screen.getByTestId('export-csv') as HTMLButtonElement).disabled).toBe(true);
  });

  it('exports the rows shown as CSV', async () => {
    await i18n.changeLanguage('en');
    mockTransactions();
    renderWithProviders(<TeamTransactionsPage />);
    await screen.findAllByTestId('team-transaction-row');
    const button = screen.getByTestId('export-csv');
    expect(button.getAttribute('title')).toBe('Export the rows shown on this page as a CSV file');
    fireEvent.click(button);
    expect(downloadCsv).toHaveBeenCalledWith(
      'team-transactions-2025-03-09-2025-03-15',
      ['Account', 'Type', 'Amount', 'Time'],
      [
        ['rahim01', 'Deposit', '1234.50', '2025-03-15 09:05'],
        ['karim02', 'Withdrawal', '-500.00', '2025-03-14 18:40'],
      ],
    );
  });
});
