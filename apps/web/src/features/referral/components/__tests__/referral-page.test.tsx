import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ToastHost } from '../../../../shared/ui/toast-host.tsx';
import { ReferralPage } from '../referral-page.tsx';
import { friendOf, overviewOf, site } from './referral-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

const renderPage = () =>
  renderWithProviders(
    <>
      <ReferralPage />
      <ToastHost />
    </>,
    { path: '/member/referral' },
  );
const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('the referral page', () => {
  it("shows the promotion's offer, what is ready, the totals, and the member's link and code", async () => {
    const { calls } = site({ 'GET /wps/referral': overviewOf() });
    renderPage();
    const hero = await screen.findByTestId('referral-hero');
    expect(within(hero).getByTestId('referral-title').textContent).toBe('Refer a friend, earn a bonus');
    expect(within(hero).getByTestId('referral-chips').textContent).toBe(
      [
        '৳100 for every friend',
        '20% of their first deposit, up to ৳1,000',
        'Paid once your friend has bet ৳1,000',
      ].join(''),
    );
    expect(screen.getByTestId('referral-ready').textContent).toBe('৳500');
    expect(hero.textContent).toContain('2 rewards waiting');
    expect(screen.getByTestId('referral-claim').textContent).toBe('Claim ৳500');
    expect(screen.getByTestId('referral-invited-value').textContent).toBe('3');
    expect(screen.getByTestId('referral-qualified-value').textContent).toBe('1');
    expect(screen.getByTestId('referral-paid-value').textContent).toBe('৳220');

    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(
      'http://localhost/register?referralCode=K7MPQ2',
    );
    expect(screen.getByTestId('referral-code').textContent).toBe('K7MPQ2');
    expect(screen.getByTestId('referral-qr').querySelector('svg')).toBeTruthy();
    expect(screen.getByTestId('referral-copy-link').textContent).toBe('Copy link');
    expect(screen.getByTestId('referral-copy-code').textContent).toBe('Copy code');

    const call = callsTo(calls, 'GET', '/wps/referral')[0]!;
    expect(call.headers.authorization).toBe('member-token');
    expect(call.headers['device-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(call.query.get('pageNo')).toBe('1');
  });

  it('explains the rules and shows the terms sanitized', async () => {
    site({ 'GET /wps/referral': overviewOf() });
    renderPage();
    const rules = await screen.findByTestId('referral-rules');
    const row = (key: string) => within(rules).getByTestId(`referral-rule-${key}`).textContent;
    expect(row('signUp')).toBe('Reward per friend৳100');
    expect(row('deposit')).toBe("First deposit reward20% of the friend's first deposit");
    expect(row('cap')).toBe('At most per friend৳1,000');
    expect(row('friendTurnover')).toBe('Your friend bets৳1,000');
    expect(row('turnover')).toBe('Your turnover3× the reward before withdrawing it');
    expect(row('maxFriends')).toBe('Friends rewardedNo limit');
    expect(row('period')).toContain('ongoing');
    expect(screen.getByTestId('referral-step-play').textContent).toContain('bet ৳1,000 in total');
    const content = screen.getByTestId('referral-content');
    await waitFor(() => expect(content.textContent).toContain('Share your link.'));
    expect(content.innerHTML).not.toContain('onerror');
    expect(content.innerHTML).not.toContain('<script');
  });

  it('lists the friends masked, with their status, progress or reason, and reward', async () => {
    site({ 'GET /wps/referral': overviewOf() });
    renderPage();
    const rows = await screen.findAllByTestId('friend-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['notEligible', 'waiting', 'ready']);
    const [refused, waiting, ready] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(refused).getByTestId('friend-status').textContent).toBe('Not eligible');
    expect(within(refused).getByTestId('friend-reason').textContent).toBe(
      'Registered from your network (the same IP address)',
    );
    expect(refused.textContent).toContain('pl***07');
    expect(within(waiting).getByTestId('friend-status').textContent).toBe('Playing');
    expect(within(waiting).getByTestId('friend-progress').getAttribute('aria-valuenow')).toBe('40');
    expect(waiting.textContent).toContain('৳400 of ৳1,000 bet');
    expect(within(ready).getByTestId('friend-status').textContent).toBe('Ready');
    expect(ready.textContent).toContain('Turnover met');
    expect(ready.textContent).toContain('৳500 ready');
    expect(screen.getByTestId('referral-friends-count').textContent).toBe('3');
  });

  it('claims everything ready at once, says what it paid and the turnover, and reads the page again', async () => {
    let claimed = false;
    const { calls } = site({
      'GET /wps/referral': () =>
        claimed
          ? overviewOf({
              totals: { invited: 3, qualified: 1, paid: '720.00', ready: '0.00', readyCount: 0 },
            })
          : overviewOf(),
      'POST /wps/referral/claim': () => {
        claimed = true;
        return { paid: '500.00', rewards: 2, turnoverRequired: '1500.00' };
      },
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('referral-claim'));
    expect(await screen.findByText('৳500 is in your wallet. Bet ৳1,500 before withdrawing it.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('referral-paid-value').textContent).toBe('৳720'));
    expect(callsTo(calls, 'POST', '/wps/referral/claim')).toHaveLength(1);
    const button = screen.getByTestId('referral-claim') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Nothing to claim yet');
  });

  it("shows the server's refusal of a claim where the member pressed", async () => {
    site({
      'GET /wps/referral': overviewOf(),
      'POST /wps/referral/claim': new ErrorAnswer(
        409,
        'promotion.budget.exhausted',
        "This promotion's budget has run out",
      ),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('referral-claim'));
    expect((await screen.findByTestId('referral-claim-error')).textContent).toBe(
      "This promotion's budget has run out",
    );
  });

  it('says when no referral promotion runs, and still gives the link', async () => {
    site({
      'GET /wps/referral': overviewOf({
        promotion: null,
        totals: { invited: 0, qualified: 0, paid: '0.00', ready: '0.00', readyCount: 0 },
        friends: { content: [], pageNum: 1, totalPages: 0, totalElements: 0 },
      }),
    });
    renderPage();
    expect((await screen.findByTestId('referral-title')).textContent).toBe(
      'No referral promotion is running right now',
    );
    expect(screen.queryByTestId('referral-rules')).toBeNull();
    expect(screen.getByTestId('referral-code').textContent).toBe('K7MPQ2');
    expect(screen.getByText('No friends yet')).toBeTruthy();
    expect((screen.getByTestId('referral-claim') as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages through the friends', async () => {
    const { calls } = site({
      'GET /wps/referral': (call: RecordedCall) =>
        overviewOf({
          friends: {
            content: [
              friendOf({
                id: call.query.get('pageNo') === '2' ? '2' : '12',
                account: `pg***0${call.query.get('pageNo')}`,
              }),
            ],
            pageNum: Number(call.query.get('pageNo')),
            totalPages: 2,
            totalElements: 11,
          },
        }),
    });
    renderPage();
    expect((await screen.findByTestId('friend-row')).textContent).toContain('pg***01');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getByTestId('friend-row').textContent).toContain('pg***02'));
    expect(callsTo(calls, 'GET', '/wps/referral').map((call) => call.query.get('pageNo'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('speaks Bangla with Bangla digits', async () => {
    await i18n.changeLanguage('bn');
    site({ 'GET /wps/referral': overviewOf() });
    renderPage();
    expect((await screen.findByTestId('referral-ready')).textContent).toBe('৳৫০০');
    expect(screen.getByTestId('referral-claim').textContent).toBe('৳৫০০ দাবি করুন');
    expect(screen.getByTestId('referral-hero').textContent).toContain('২টি রিওয়ার্ড অপেক্ষায়');
    expect(screen.getAllByTestId('friend-status').map((chip) => chip.textContent)).toEqual([
      'যোগ্য নয়',
      'খেলছে',
      'প্রস্তুত',
    ]);
  });

  it('offers a retry when the page cannot be read', async () => {
    site({ 'GET /wps/referral': new ErrorAnswer(500, 'server.error', 'Something went wrong') });
    renderPage();
    expect((await screen.findByTestId('referral-error')).textContent).toContain('Something went wrong');
  });
});
