import type { BillDetail } from '@msp/contracts/agent-contracts.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../../../test/render.tsx';
import { freezeToday, lastQuery, mockReport, pageOf } from '../../../components/__tests__/agent-fixtures.ts';
import { downloadCsv } from '../../../lib/csv.ts';
import { BillArithmetic } from '../bill-view.tsx';
import { BillsSection } from '../bills-section.tsx';
import { at, billOf, explanationOf, pathsOf } from './contract-fixtures.ts';

vi.mock('../../../lib/csv.ts', () => ({ downloadCsv: vi.fn() }));

const paths = pathsOf('daily-salary');

beforeEach(freezeToday);

const squeeze = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

/** A line of the arithmetic as "label | value" (a label's parts, such as its hint, apart). */
const text = (testId: string, root: HTMLElement) => {
  const line = within(root).getByTestId(testId);
  const label = [...line.querySelector('.ct-line__label')!.childNodes]
    .map((node) => node.textContent)
    .join(' ');
  return `${squeeze(label)} | ${squeeze(line.querySelector('.ct-line__value')!.textContent)}`;
};

describe('bill arithmetic', () => {
  it('reads a salary as arithmetic: figures, the tier reached, base × rate, the sub-agents subtracted', async () => {
    mockReport('/none', null);
    renderWithProviders(<BillArithmetic bill={billOf()} type="DAILY_SALARY" agent={null} />);
    const receipt = await screen.findByTestId('bill-explanation');
    expect(text('explain-period', receipt)).toBe('সময়কাল | ২০২৫-০৩-১৪');
    expect(text('explain-valid-bet', receipt)).toBe('দিনের টিমের বৈধ বাজি | ৳১,২০,০০০.০০');
    expect(text('explain-members', receipt)).toBe('সক্রিয় সদস্য | ১২');
    expect(text('explain-tier', receipt)).toBe('যে ধাপে পৌঁছেছে | ধাপ ২বৈধ বাজি ≥ ৳৫০,০০০ · সক্রিয় সদস্য ≥ ১০');
    expect(text('explain-rate', receipt)).toBe('হার | ০.৫০%');
    expect(text('explain-formula', receipt)).toBe('বৈধ বাজি × হার | ৳১,২০,০০০.০০ × ০.৫০% = ৳৬০০.০০');
    expect(text('explain-subtracted', receipt)).toBe(
      'এই সময়কালে আপনার সাব-এজেন্টদের বিল (২টি) বাদ | − ৳১৫০.০০',
    );
    expect(text('explain-net', receipt)).toBe('আপনার নিট আয় | ৳৬০০.০০ − ৳১৫০.০০ = ৳৪৫০.০০');
    expect(within(receipt).queryByTestId('explain-net-loss')).toBeNull();
  });

  it('applies a dividend rate to the net loss', async () => {
    await i18n.changeLanguage('en');
    mockReport('/none', null);
    const dividend = billOf({
      type: 'DIVIDEND',
      amount: '4000.00',
      subtracted: '0.00',
      net: '4000.00',
      explanation: explanationOf({
        netLoss: '20000.00',
        base: '20000.00',
        rate: '20',
        tier: { index: 1, minValidBet: '100000', minActiveMembers: 5, minNetLoss: '10000', rate: '20' },
        subAgentBills: 0,
      }),
    });
    renderWithProviders(<BillArithmetic bill={dividend} type="DIVIDEND" agent="rahim01" />);
    const receipt = await screen.findByTestId('bill-explanation');
    expect(text('explain-net-loss', receipt)).toBe(
      'Team net loss valid bets − wins − bonuses − rebates | ৳20,000.00',
    );
    expect(text('explain-tier', receipt)).toContain('net loss ≥ ৳10,000');
    expect(text('explain-formula', receipt)).toBe('Net loss × rate | ৳20,000.00 × 20.00% = ৳4,000.00');
    expect(text('explain-subtracted', receipt)).toBe(
      "Their sub-agents' bills for this period (0), subtracted | − ৳0.00",
    );
    expect(text('explain-net', receipt)).toBe('What rahim01 keeps | ৳4,000.00 − ৳0.00 = ৳4,000.00');
  });

  it('says when no tier was reached', async () => {
    await i18n.changeLanguage('en');
    mockReport('/none', null);
    const none = billOf({
      amount: '0.00',
      subtracted: '0.00',
      net: '0.00',
      explanation: explanationOf({
        teamValidBet: '800.00',
        base: '800.00',
        activeMembers: 1,
        tier: null,
        rate: null,
      }),
    });
    renderWithProviders(<BillArithmetic bill={none} type="DAILY_SALARY" agent={null} />);
    const receipt = await screen.findByTestId('bill-explanation');
    expect(text('explain-tier', receipt)).toBe('Tier reached | No tier reached');
    expect(within(receipt).queryByTestId('explain-rate')).toBeNull();
    expect(text('explain-formula', receipt)).toBe('Amount | No tier reached: ৳0.00');
  });

  it('reads a real-time salary as bets won or drawn and bets lost, each stake × its rate', async () => {
    await i18n.changeLanguage('en');
    mockReport('/none', null);
    const realtime = billOf({
      type: 'REALTIME_SALARY',
      amount: '30.00',
      subtracted: '5.00',
      net: '25.00',
      explanation: explanationOf({
        tier: null,
        rate: null,
        minBet: '10.00',
        winBets: { count: 12, stake: '5000.00', rate: '0.30' },
        lossBets: { count: 8, stake: '3000.00', rate: '0.50' },
        subAgentBills: 1,
      }),
    });
    renderWithProviders(<BillArithmetic bill={realtime} type="REALTIME_SALARY" agent={null} />);
    const receipt = await screen.findByTestId('bill-explanation');
    expect(text('explain-min-bet', receipt)).toBe('Bets counted | settled bets of ৳10.00 or more');
    expect(text('explain-win', receipt)).toBe(
      'Bets won or drawn × rate 12 bets | ৳5,000.00 × 0.30% = ৳15.00',
    );
    expect(text('explain-loss', receipt)).toBe('Bets lost × rate 8 bets | ৳3,000.00 × 0.50% = ৳15.00');
    expect(text('explain-formula', receipt)).toBe('Amount | ৳30.00');
    expect(text('explain-subtracted', receipt)).toBe(
      "Your sub-agents' bills for this period (1), subtracted | − ৳5.00",
    );
    expect(text('explain-net', receipt)).toBe('What you keep | ৳30.00 − ৳5.00 = ৳25.00');
  });
});

/** One bill of each state (amount 600, paid as the state has it). */
const billsOfEveryState = [
  billOf({ id: 1, status: 'PENDING', paid: '0.00', paidAt: null, lastAttemptAt: null }),
  billOf({ id: 2, status: 'PAID' }),
  billOf({ id: 3, status: 'PARTLY_PAID', paid: '200.00', paidAt: null }),
  billOf({ id: 4, status: 'INSUFFICIENT', paid: '0.00', paidAt: null }),
  billOf({ id: 5, status: 'EXPIRED', paid: '200.00', paidAt: null }),
  billOf({ id: 6, status: 'CANCELLED', paid: '0.00', paidAt: null }),
  billOf({
    id: 7,
    status: 'PAID',
    amount: '0.00',
    paid: '0.00',
    subtracted: '0.00',
    net: '0.00',
    explanation: explanationOf({ tier: null, rate: null }),
  }),
];

const reasonOf = (id: number) => {
  const row = screen
    .getAllByTestId('bill-row')
    .find((element) => element.getAttribute('data-bill') === String(id));
  return within(row!).getByTestId('bill-reason').textContent;
};

describe('bills', () => {
  it('lists my bills with each state and why', async () => {
    const { calls } = mockReport(paths.bills, pageOf(billsOfEveryState));
    renderWithProviders(<BillsSection type="DAILY_SALARY" scope="MINE" />);
    expect(await screen.findAllByTestId('bill-row')).toHaveLength(7);
    expect(reasonOf(1)).toBe('হিসাব হয়ে গেছে; পরবর্তী পেমেন্টের সময় পরিশোধ করা হবে।');
    expect(reasonOf(2)).toBe('পরিশোধের সময়: ২০২৫-০৩-১৫ ০০:০৫।');
    expect(reasonOf(3)).toBe(
      '৳৬০০.০০-এর মধ্যে ৳২০০.০০ পরিশোধ হয়েছে: আপনার আপলাইনের ব্যালেন্সে টাকা কম ছিল। বাকিটা ২০২৫-০৩-২১ ০০:০০ পর্যন্ত আবার চেষ্টা করা হবে।',
    );
    expect(reasonOf(4)).toBe(
      '২০২৫-০৩-১৫ ০০:০৫ সময়ে আপনার আপলাইনের ব্যালেন্স যথেষ্ট ছিল না; ২০২৫-০৩-২১ ০০:০০ পর্যন্ত আবার চেষ্টা করা হবে।',
    );
    expect(reasonOf(5)).toBe('শেষ সময় (২০২৫-০৩-২১ ০০:০০) পেরিয়ে গেছে, ৳৪০০.০০ অপরিশোধিত রয়ে গেছে।');
    expect(reasonOf(6)).toBe('সাইট অপারেটর বাতিল করেছেন।');
    expect(reasonOf(7)).toBe('কোনো ধাপে পৌঁছায়নি: এই সময়কালের জন্য দেওয়ার কিছু নেই।');
    const query = lastQuery(calls, paths.bills);
    expect(query.get('scope')).toBe('MINE');
    expect(query.get('from')).toBe('2025-02-14');
    expect(query.get('to')).toBe('2025-03-15');
    expect(query.get('status')).toBeNull();
  });

  it('says why in English too, to the upline that pays (its own balance) or about the site', async () => {
    await i18n.changeLanguage('en');
    mockReport(
      paths.bills,
      pageOf([
        billOf({
          id: 4,
          status: 'INSUFFICIENT',
          paid: '0.00',
          paidAt: null,
          agent: { memberId: 30, account: 'rahim01' },
        }),
        billOf({ id: 8, status: 'INSUFFICIENT', paid: '0.00', paidAt: null, lastAttemptAt: null }),
      ]),
    );
    renderWithProviders(<BillsSection type="DAILY_SALARY" scope="DOWNLINES" />);
    await screen.findAllByTestId('bill-row');
    expect(reasonOf(4)).toBe(
      'Your balance was not enough at 2025-03-15 00:05; it is retried until 2025-03-21 00:00. Top up to have it paid.',
    );
    expect(reasonOf(8)).toBe(
      'Your balance was not enough at the last attempt; it is retried until 2025-03-21 00:00. Top up to have it paid.',
    );
    expect(screen.getAllByTestId('bill-row')[0]!.textContent).toContain('rahim01');
  });

  it('filters by status and exports the rows shown', async () => {
    await i18n.changeLanguage('en');
    const { calls } = mockReport(paths.bills, pageOf([billOf({ id: 5, status: 'EXPIRED', paid: '200.00' })]));
    renderWithProviders(<BillsSection type="DAILY_SALARY" scope="MINE" />);
    await screen.findAllByTestId('bill-row');
    fireEvent.click(screen.getByTestId('bill-status-EXPIRED'));
    await waitFor(() => expect(lastQuery(calls, paths.bills).get('status')).toBe('EXPIRED'));
    fireEvent.click(screen.getByTestId('export-csv'));
    expect(downloadCsv).toHaveBeenCalledWith(
      'daily-salary-bills-2025-02-14-2025-03-15',
      ['Period', 'Team valid bet', 'Rate', 'Amount', "Sub-agents' bills", 'You keep', 'Status'],
      [
        [
          '2025-03-14',
          '120000.00',
          '0.50%',
          '600.00',
          '150.00',
          '450.00',
          'Expired: The deadline (2025-03-21 00:00) passed with ৳400.00 unpaid.',
        ],
      ],
    );
  });

  it('opens a bill with its arithmetic, payments and the sub-agents bills it subtracts', async () => {
    const detail: BillDetail = {
      ...billOf({ status: 'PARTLY_PAID', paid: '400.00', paidAt: null }),
      payments: [
        { at: at(15, 0, 5), amount: '300.00' },
        { at: at(15, 1, 5), amount: '100.00' },
      ],
      subAgentBills: [
        billOf({ id: 401, agent: { memberId: 30, account: 'rahim01' }, amount: '100.00', paid: '100.00' }),
        billOf({
          id: 402,
          agent: { memberId: 31, account: 'karim02' },
          amount: '50.00',
          paid: '0.00',
          status: 'PENDING',
        }),
      ],
    };
    mockReport(paths.bills, pageOf([billOf()]), { 'GET /wps/agent/contracts/bills/301': detail });
    renderWithProviders(<BillsSection type="DAILY_SALARY" scope="MINE" />);
    fireEvent.click(await screen.findByTestId('bill-open'));
    const body = await screen.findByTestId('bill-detail-body');
    expect(within(body).getByTestId('bill-reason').textContent).toContain(
      '৳৬০০.০০-এর মধ্যে ৳৪০০.০০ পরিশোধ হয়েছে',
    );
    expect(text('explain-formula', body)).toBe('বৈধ বাজি × হার | ৳১,২০,০০০.০০ × ০.৫০% = ৳৬০০.০০');
    expect(within(body).getByTestId('bill-payer').textContent).toContain('bigboss');
    expect(within(body).getByTestId('bill-payments').querySelectorAll('li')).toHaveLength(2);
    const subs = within(body).getAllByTestId('sub-agent-bill');
    expect(subs.map((row) => row.querySelector('th')?.textContent)).toEqual(['rahim01', 'karim02']);
    expect(subs[1]!.textContent).toContain('পরিশোধের অপেক্ষায়');
  });
});
