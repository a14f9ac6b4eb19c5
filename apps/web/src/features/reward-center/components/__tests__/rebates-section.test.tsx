import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { formatDateTime } from '../../../../shared/lib/format.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { RewardCenterPage } from '../reward-center-page.tsx';
import { paidRebate, rebateRow, rebatesOf } from './rebate-fixtures.ts';
import { balance, member, noTurnover, rewardsOf } from './reward-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

function site(routes: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': balance('1000.00'),
    'GET /wps/promotions/turnover': noTurnover,
    'GET /wps/promotions/rewards': rewardsOf(),
    ...routes,
  });
}

const renderPage = () => renderWithProviders(<RewardCenterPage />, { path: '/member/rewardCenter' });
const countOf = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

const ready = rebatesOf({
  unpaidTotal: '22.81',
  claimable: true,
  turnoverMultiple: 2,
  unpaid: [
    rebateRow(),
    rebateRow({ id: '32', category: 'LIVE', validBet: '1000.00', percent: '0.8', amount: '8.00' }),
  ],
});

describe('the rebates of the reward center', () => {
  it('shows the total to claim, what a claim sets, the breakdown by day and game, and the rates', async () => {
    const { calls } = site({ 'GET /wps/rebates': ready });
    renderPage();
    const section = await screen.findByTestId('rebates-section');
    expect((await within(section).findByTestId('rebate-total')).textContent).toBe('৳22.81');
    expect(within(section).getByTestId('rebate-turnover').textContent).toBe(
      'Turnover after claiming: ৳45.62 (2×)',
    );
    expect(within(section).getByTestId('rebates-section-count').textContent).toBe('1');
    expect((within(section).getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(false);
    const rows = within(section).getAllByTestId('rebate-unpaid-row');
    expect(cells(rows[0]!)).toEqual(['2025-03-14', 'Slots', '৳1,234.50', '1.2%', '৳14.81']);
    expect(cells(rows[1]!)).toEqual(['2025-03-14', 'Live Casino', '৳1,000.00', '0.8%', '৳8.00']);
    expect(within(section).getByTestId('rebate-rate-RNG').textContent).toBe('Slots1.2%');
    expect(within(section).getByTestId('rebate-rate-PVP').textContent).toBe('Card GamesNone');
    expect(within(section).getByTestId('rebate-rates').textContent).toContain('Your rebate rates');
    expect(within(section).getByTestId('rebate-paid-empty').textContent).toBe('No rebates paid yet');
    // The totals at the top count the rebate as one reward ready.
    expect(screen.getByTestId('summary-ready-value').textContent).toBe('৳22.81');
    expect(screen.getByTestId('summary-ready').textContent).toContain('1 reward waiting');
    const call = calls.find((one) => one.path === '/wps/rebates')!;
    expect(call.headers.authorization).toBe('member-token');
    expect(call.query.get('pageNo')).toBe('1');
  });

  it('claims them all at once: the amount and turnover, then rebates, turnover and balance refresh', async () => {
    let claimed = false;
    const { calls } = site({
      'GET /wps/rebates': () =>
        claimed
          ? rebatesOf({
              history: {
                content: [paidRebate({ ...rebateRow(), paidAt: '2025-03-15T02:00:00.000Z' })],
                pageNum: 1,
                totalPages: 1,
                totalElements: 1,
              },
            })
          : ready,
      'POST /wps/rebates/claim': () => {
        claimed = true;
        return { amount: '22.81', rebates: 2, turnoverRequired: '45.62' };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    const panel = await screen.findByTestId('claimed-panel');
    expect(panel.textContent).toContain('Rebate');
    expect(panel.textContent).toContain('৳22.81 added to your balance');
    expect(within(panel).getByTestId('claimed-turnover').textContent).toBe(
      'Bet ৳45.62 in valid bets before you withdraw. Your progress is shown below.',
    );
    expect(calls.find((call) => call.method === 'POST')!.path).toBe('/wps/rebates/claim');
    await waitFor(() => {
      expect(countOf(calls, '/wps/rebates')).toBeGreaterThanOrEqual(2);
      expect(countOf(calls, '/wps/promotions/turnover')).toBe(2);
      expect(countOf(calls, '/wps/v2/wallets/balance')).toBe(2);
    });
    const paid = await screen.findAllByTestId('rebate-paid-row');
    expect(cells(paid[0]!)).toEqual([
      '2025-03-14',
      'Slots',
      '৳1,234.50',
      '1.2%',
      '৳14.81',
      `${formatDateTime(Date.parse('2025-03-15T02:00:00.000Z'))}Claimed`,
    ]);
    expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s refusal on the card', async () => {
    site({
      'GET /wps/rebates': ready,
      'POST /wps/rebates/claim': new ErrorAnswer(
        409,
        'rebate.claim.empty',
        'দাবি করার মতো কোনো রিবেট আপনার নেই',
      ),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    expect((await screen.findByTestId('rebate-claim-error')).textContent).toBe(
      'দাবি করার মতো কোনো রিবেট আপনার নেই',
    );
    expect(screen.queryByTestId('claimed-panel')).toBeNull();
  });

  it('says what is missing below the minimum, and keeps the button off', async () => {
    site({
      'GET /wps/rebates': rebatesOf({
        minPayout: '5.00',
        unpaidTotal: '3.60',
        unpaid: [rebateRow({ amount: '3.60' })],
      }),
    });
    renderPage();
    expect((await screen.findByTestId('rebate-waiting')).textContent).toBe(
      'Rebates are paid from ৳5.00: ৳3.60 so far. Keep playing and it adds up.',
    );
    expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('rebates-section-count')).toBeNull();
    expect(screen.getByTestId('summary-ready-value').textContent).toBe('৳0.00');
  });

  it('has no button where the site pays automatically, and shows the VIP rank’s rates, in Bangla', async () => {
    await i18n.changeLanguage('bn');
    site({
      'GET /wps/rebates': rebatesOf({
        payoutMode: 'AUTO',
        unpaidTotal: '0.40',
        unpaid: [rebateRow({ amount: '0.40' })],
        vipRank: 3,
        rates: [
          { category: 'LOTT', percent: '1.5' },
          { category: 'PVP', percent: '0' },
        ],
      }),
    });
    renderPage();
    const card = await screen.findByTestId('rebate-claim-card');
    expect(card.textContent).toContain('আসন্ন রিবেট');
    expect(card.textContent).toContain('৳1.00 হলেই প্রতিদিন স্বয়ংক্রিয়ভাবে আপনার ব্যালেন্সে যোগ হয়।');
    expect(screen.queryByTestId('rebate-claim')).toBeNull();
    expect(screen.getByTestId('rebate-rates').textContent).toContain('ভিআইপি 3-এ আপনার হার');
    expect(screen.getByTestId('rebate-rate-LOTT').textContent).toBe('লটারি1.5%');
  });

  it('pages the paid rebates', async () => {
    const { calls } = site({
      'GET /wps/rebates': (call: RecordedCall) =>
        rebatesOf({
          history: {
            content: [paidRebate({ id: call.query.get('pageNo') === '2' ? '19' : '21', mode: 'AUTO' })],
            pageNum: Number(call.query.get('pageNo')),
            totalPages: 2,
            totalElements: 11,
          },
        }),
    });
    renderPage();
    expect((await screen.findByTestId('rebate-unpaid-empty')).textContent).toContain('Nothing waiting');
    expect((await screen.findAllByTestId('rebate-paid-row'))[0]!.textContent).toContain('Automatic');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/wps/rebates' && call.query.get('pageNo') === '2')).toBe(
        true,
      ),
    );
  });

  it('names a rebate’s turnover requirement in the turnover section', async () => {
    site({
      'GET /wps/rebates': rebatesOf(),
      'GET /wps/promotions/turnover': {
        remaining: '45.62',
        requirements: [
          {
            id: '77',
            required: '45.62',
            completed: '0.00',
            remaining: '45.62',
            promotionId: null,
            promotionTitle: null,
            source: 'REBATE:901',
            createdAt: '2025-03-15T02:00:00.000Z',
          },
        ],
      },
    });
    renderPage();
    const requirement = await screen.findByTestId('requirement-77');
    expect(requirement.querySelector('h3')!.textContent).toBe('Rebate');
  });
});
