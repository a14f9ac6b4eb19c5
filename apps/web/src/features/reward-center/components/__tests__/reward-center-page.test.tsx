import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { formatDateTime } from '../../../../shared/lib/format.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render.tsx';
import { memberInfoQueryOptions } from '../../../auth/api/member-info.ts';
import { RewardCenterPage } from '../reward-center-page.tsx';
import {
  balance,
  detailOf,
  historyItem,
  member,
  noTurnover,
  openTurnover,
  readyPromotion,
  rewardsOf,
} from './reward-fixtures.ts';

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
    ...routes,
  });
}

const renderPage = () => renderWithProviders(<RewardCenterPage />, { path: '/member/rewardCenter' });
const countOf = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

describe('reward center', () => {
  it('shows an empty state in each section when there is nothing, with the way to the promotions', async () => {
    site({ 'GET /wps/promotions/rewards': rewardsOf() });
    renderPage();
    const ready = await screen.findByTestId('ready-section');
    expect(await within(ready).findByText('No rewards waiting')).toBeTruthy();
    expect(within(ready).getByTestId('ready-browse').getAttribute('href')).toBe('/promotions');
    expect(within(ready).queryByTestId('ready-section-count')).toBeNull();
    const turnover = screen.getByTestId('turnover-section');
    expect((await within(turnover).findByTestId('turnover-empty')).textContent).toContain(
      'No turnover to play',
    );
    expect(within(turnover).getByRole('link').getAttribute('href')).toBe('/member/withdraw');
    expect(within(screen.getByTestId('history-section')).getByText('No rewards yet')).toBeTruthy();
    expect(screen.getByTestId('summary-ready-value').textContent).toBe('৳0.00');
    expect(screen.getByTestId('summary-turnover').textContent).toContain('Nothing to play');
  });

  it('asks with the member token and the language, and shows titles in Bangla when Bangla is on', async () => {
    await i18n.changeLanguage('bn');
    const { calls } = site({
      'GET /wps/promotions/rewards': rewardsOf([readyPromotion({ title: 'স্বাগতম বোনাস' })]),
      'GET /wps/promotions/11': detailOf(readyPromotion(), 5),
    });
    renderPage();
    const card = await screen.findByTestId('reward-11');
    expect(card.textContent).toContain('স্বাগতম বোনাস');
    expect(card.textContent).toContain('সাইন-আপ বোনাস');
    expect(within(card).getByTestId('reward-11-claim').textContent).toBe('নিন');
    expect((await within(card).findByTestId('reward-11-turnover')).textContent).toBe(
      'নেওয়ার পর টার্নওভার: ৳1,500.00 (5 গুণ)',
    );
    const rewardsCall = calls.find((call) => call.path === '/wps/promotions/rewards')!;
    expect(rewardsCall.headers.authorization).toBe('member-token');
    expect(rewardsCall.headers.language).toBe('bn');
  });

  it('shows each reward ready with its amount, and the turnover its rules will set', async () => {
    site({
      'GET /wps/promotions/rewards': rewardsOf([
        readyPromotion(),
        readyPromotion({ id: 12, title: 'Weekend gift', reward: '150.00', type: 'OTHER' }),
      ]),
      'GET /wps/promotions/11': detailOf(readyPromotion(), 5),
      'GET /wps/promotions/12': detailOf(readyPromotion({ id: 12 }), 0),
    });
    renderPage();
    const first = await screen.findByTestId('reward-11');
    expect(within(first).getByTestId('reward-11-amount').textContent).toBe('Reward: ৳300.00');
    expect(first.textContent).toContain('Welcome bonus');
    expect(first.textContent).toContain('Sign-up bonus');
    expect((await within(first).findByTestId('reward-11-turnover')).textContent).toBe(
      'Turnover after claiming: ৳1,500.00 (5×)',
    );
    expect(within(first).getByTestId('reward-11-details').getAttribute('href')).toBe('/promotions/11');
    const second = screen.getByTestId('reward-12');
    expect((await within(second).findByTestId('reward-12-turnover')).textContent).toBe(
      'No turnover: withdraw it any time',
    );
    expect(screen.getByTestId('ready-section-count').textContent).toBe('2');
    expect(screen.getByTestId('summary-ready-value').textContent).toBe('৳450.00');
    expect(screen.getByTestId('summary-ready').textContent).toContain('2 rewards waiting');
  });

  it('leaves the turnover out when the rules cannot be read, the details link stays', async () => {
    site({ 'GET /wps/promotions/rewards': rewardsOf([readyPromotion()]) });
    renderPage();
    const card = await screen.findByTestId('reward-11');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(card).queryByTestId('reward-11-turnover')).toBeNull();
    expect(within(card).getByTestId('reward-11-details').getAttribute('href')).toBe('/promotions/11');
  });

  it('claims a reward: the amount and the turnover set, then rewards, turnover, member info and balance refresh', async () => {
    let claimed = false;
    const { calls } = site({
      'GET /wps/promotions/rewards': () =>
        claimed
          ? rewardsOf([], [historyItem({ promotionId: 11, title: 'Welcome bonus', reward: '300.00' })])
          : rewardsOf([readyPromotion()]),
      'GET /wps/promotions/11': detailOf(readyPromotion(), 5),
      'POST /wps/promotions/11/claim': () => {
        claimed = true;
        return { promotionId: 11, reward: '300.00', turnoverRequired: '1500.00', state: 'process' };
      },
    });
    const queryClient = createTestQueryClient();
    /* The header shows the member info (the menu's count comes from it); here only its cache is there. */
    queryClient.setQueryData(memberInfoQueryOptions('member-token').queryKey, {
      ...member,
      availablePromoCount: 1,
    });
    renderWithProviders(<RewardCenterPage />, { path: '/member/rewardCenter', queryClient });
    fireEvent.click(await screen.findByTestId('reward-11-claim'));
    const panel = await screen.findByTestId('claimed-panel');
    expect(panel.textContent).toContain('Welcome bonus');
    expect(panel.textContent).toContain('৳300.00 added to your balance');
    expect(within(panel).getByTestId('claimed-turnover').textContent).toBe(
      'Bet ৳1,500.00 in valid bets before you withdraw. Your progress is shown below.',
    );
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/wps/promotions/11/claim');
    expect(post.headers.authorization).toBe('member-token');
    await waitFor(() => expect(screen.queryByTestId('reward-11')).toBeNull());
    /* The list is empty now, but the panel stands in for the empty state until it is closed. */
    expect(screen.queryByText('No rewards waiting')).toBeNull();
    await waitFor(() => {
      expect(countOf(calls, '/wps/promotions/rewards')).toBe(2);
      expect(countOf(calls, '/wps/promotions/turnover')).toBe(2);
      expect(queryClient.getQueryState(memberInfoQueryOptions('member-token').queryKey)?.isInvalidated).toBe(
        true,
      );
      expect(countOf(calls, '/wps/v2/wallets/balance')).toBe(2);
    });
    expect(await screen.findByTestId('history-row')).toBeTruthy();
    fireEvent.click(screen.getByTestId('claimed-close'));
    expect(screen.queryByTestId('claimed-panel')).toBeNull();
    expect(screen.getByText('No rewards waiting')).toBeTruthy();
  });

  it('says when a claim sets no turnover', async () => {
    site({
      'GET /wps/promotions/rewards': rewardsOf([readyPromotion()]),
      'POST /wps/promotions/11/claim': {
        promotionId: 11,
        reward: '300.00',
        turnoverRequired: '0.00',
        state: 'issued',
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('reward-11-claim'));
    expect((await screen.findByTestId('claimed-turnover')).textContent).toBe(
      'No turnover applies: you may withdraw it any time.',
    );
  });

  it("shows the server's message on the card when a claim is refused", async () => {
    const { calls } = site({
      'GET /wps/promotions/rewards': rewardsOf([readyPromotion()]),
      'POST /wps/promotions/11/claim': new ErrorAnswer(
        409,
        'promotion.budget.exhausted',
        'এই প্রমোশনের বাজেট শেষ হয়ে গেছে',
      ),
    });
    renderPage();
    const card = await screen.findByTestId('reward-11');
    fireEvent.click(within(card).getByTestId('reward-11-claim'));
    expect((await within(card).findByTestId('reward-11-error')).textContent).toBe(
      'এই প্রমোশনের বাজেট শেষ হয়ে গেছে',
    );
    expect(screen.queryByTestId('claimed-panel')).toBeNull();
    expect((within(card).getByTestId('reward-11-claim') as HTMLButtonElement).disabled).toBe(false);
    expect(countOf(calls, '/wps/promotions/rewards')).toBe(1);
  });

  it('shows each open turnover with its progress, and the total left before a withdrawal', async () => {
    site({
      'GET /wps/promotions/rewards': rewardsOf(),
      'GET /wps/promotions/turnover': openTurnover,
    });
    renderPage();
    const section = screen.getByTestId('turnover-section');
    expect((await within(section).findByTestId('turnover-remaining')).textContent).toBe('৳4,820.00');
    expect(within(section).getByTestId('turnover-total').textContent).toContain(
      'Withdrawals open when this reaches ৳0.00.',
    );
    expect(within(section).getByTestId('turnover-withdraw').getAttribute('href')).toBe('/member/withdraw');
    expect(within(section).getByTestId('turnover-section-count').textContent).toBe('2');

    const first = within(section).getByTestId('requirement-41');
    expect(first.textContent).toContain('First deposit 100%');
    expect(first.textContent).toContain(`Since ${formatDateTime(Date.parse('2025-03-14T08:00:00.000Z'))}`);
    expect(within(first).getByTestId('requirement-41-percent').textContent).toBe('36%');
    expect(within(first).getByTestId('requirement-41-progress').textContent).toBe('৳1,800.00 of ৳5,000.00');
    expect(within(first).getByTestId('requirement-41-remaining').textContent).toBe('৳3,200.00 left');
    const bar = within(first).getByTestId('requirement-41-bar');
    expect(bar.getAttribute('aria-valuenow')).toBe('36');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('36%');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/promotions/9');

    /* A requirement no promotion set (an operator's) has no title of its own. */
    const second = within(section).getByTestId('requirement-42');
    expect(second.textContent).toContain('Turnover requirement');
    expect(within(second).getByTestId('requirement-42-percent').textContent).toBe('0%');
    expect(within(second).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('summary-turnover-value').textContent).toBe('৳4,820.00');
    expect(screen.getByTestId('summary-turnover').textContent).toContain('2 bonuses in progress');
  });

  it('lists the rewards paid: date, title, amount, turnover and state', async () => {
    site({
      'GET /wps/promotions/rewards': rewardsOf(
        [],
        [
          historyItem(),
          historyItem({
            promotionId: 8,
            title: 'Sign-up gift',
            type: 'SIGN_UP',
            reward: '50.00',
            turnoverRequired: '0.00',
            state: 'issued',
            claimedAt: '2025-03-10T10:15:00.000Z',
          }),
          historyItem({
            promotionId: 7,
            title: 'Reload 20%',
            type: 'RELOAD',
            reward: '1200.50',
            state: 'claimed',
          }),
        ],
      ),
    });
    renderPage();
    const rows = await screen.findAllByTestId('history-row');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual([
      formatDateTime(Date.parse('2025-03-14T08:00:00.000Z')),
      'First deposit 100%First deposit bonus',
      '৳500.00',
      '৳5,000.00',
      'Turnover in progress',
    ]);
    expect(cells(rows[1]!)).toEqual([
      formatDateTime(Date.parse('2025-03-10T10:15:00.000Z')),
      'Sign-up giftSign-up bonus',
      '৳50.00',
      'None',
      'Issued',
    ]);
    expect(within(rows[2]!).getByTestId('history-state').getAttribute('data-state')).toBe('claimed');
    expect(rows[2]!.textContent).toContain('Claimed');
    /* Each cell carries its column's name for the stacked cards of a phone. */
    expect(rows[0]!.querySelector('td')!.getAttribute('data-label')).toBe('Date');
    expect(screen.getByTestId('summary-received-value').textContent).toBe('৳1,750.50');
    expect(screen.getByTestId('summary-received').textContent).toContain('3 rewards paid');
  });

  it('shows the message of a call that failed, and asks again', async () => {
    let fail = true;
    site({
      'GET /wps/promotions/rewards': () =>
        fail ? new ErrorAnswer(500, 'server.error', 'Something went wrong') : rewardsOf([readyPromotion()]),
    });
    renderPage();
    const error = await screen.findByTestId('ready-error');
    expect(error.textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    expect(await screen.findByTestId('reward-11')).toBeTruthy();
  });
});
