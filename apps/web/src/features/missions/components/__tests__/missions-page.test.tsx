import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { ErrorAnswer, mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { createTestQueryClient, renderWithProviders } from '../../../../test/render.tsx';
import { ToastHost } from '../../../../shared/ui/toast-host.tsx';
import { memberInfoQueryOptions } from '../../../auth/api/member-info.ts';
import { MissionsPage } from '../missions-page.tsx';
import { balance, boardOf, leaderboard, member, mission, row } from './mission-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

function site(routes: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': balance,
    ...routes,
  });
}

const renderPage = () => renderWithProviders(<MissionsPage />, { path: '/member/missionLeaderboard' });
const countOf = (calls: RecordedCall[], path: string) => calls.filter((call) => call.path === path).length;

describe('missions', () => {
  it('shows the daily missions with their progress, reward and the way to play, then the weekly ones', async () => {
    const { calls } = site({
      'GET /wps/missions': boardOf([
        mission(),
        mission({
          id: 2,
          kind: 'LOTTERY_DRAWS',
          category: null,
          unit: 'COUNT',
          title: 'Bet on 3 lottery draws',
          target: '3',
          current: '3',
          percent: 100,
          state: 'claim',
          reward: '15.00',
        }),
        mission({
          id: 3,
          period: 'WEEKLY',
          kind: 'LOGIN_DAYS',
          category: null,
          unit: 'COUNT',
          title: 'Log in on 5 days this week',
          target: '5',
          current: '4',
          percent: 80,
          reward: '50.00',
          turnoverMultiple: 0,
        }),
      ]),
    });
    renderPage();
    const slots = await screen.findByTestId('mission-1');
    expect(slots.textContent).toContain('Bet ৳500 on slots');
    expect(slots.textContent).toContain('Slots');
    expect(within(slots).getByTestId('mission-1-progress').textContent).toBe('৳300.00 of ৳500.00');
    expect(within(slots).getByTestId('mission-1-percent').textContent).toBe('60%');
    expect(within(slots).getByRole('meter').getAttribute('aria-valuenow')).toBe('60');
    expect(within(slots).getByTestId('mission-1-reward').textContent).toContain('৳20.00');
    expect(within(slots).getByTestId('mission-1-reward').textContent).toContain('1× turnover');
    expect(within(slots).getByTestId('mission-1-go').getAttribute('href')).toBe('/rng');
    const draws = screen.getByTestId('mission-2');
    expect(within(draws).getByTestId('mission-2-progress').textContent).toBe('3 of 3 draws');
    expect(within(draws).getByTestId('mission-2-claim').textContent).toBe('Claim');
    expect(screen.queryByTestId('mission-3')).toBeNull();
    expect(screen.getByTestId('missions-tab-DAILY-count').textContent).toBe('1');
    expect(screen.getByTestId('missions-summary-ready-value').textContent).toBe('৳15.00');
    expect(screen.getByTestId('missions-summary-offer-value').textContent).toBe('৳85.00');
    expect(screen.getByTestId('missions-countdown-time').textContent).toMatch(/^0[45]:\d{2}:\d{2}$/);

    fireEvent.click(screen.getByTestId('missions-tab-WEEKLY'));
    const logins = await screen.findByTestId('mission-3');
    expect(within(logins).getByTestId('mission-3-progress').textContent).toBe('4 of 5 days');
    expect(logins.textContent).toContain('No turnover');
    expect(logins.textContent).toContain('In progress');
    expect(screen.getByTestId('missions-countdown-time').textContent).toMatch(/^5d \d{2}:\d{2}:\d{2}$/);
    // No leaderboard runs: no board is asked for.
    expect(screen.queryByTestId('leaderboard-section')).toBeNull();
    expect(countOf(calls, '/wps/missions/leaderboard')).toBe(0);
    const list = calls.find((call) => call.path === '/wps/missions')!;
    expect([list.headers.authorization, list.headers.language]).toEqual(['member-token', 'en']);
  });

  it('claims a completed mission for its period: toast, then missions, member info and balance refresh', async () => {
    let claimed = false;
    const done = mission({ id: 2, current: '520.00', percent: 100, state: 'claim' });
    const { calls } = site({
      'GET /wps/missions': () => boardOf([claimed ? { ...done, state: 'claimed' } : done]),
      'POST /wps/missions/2/claim': () => {
        claimed = true;
        return {
          missionId: 2,
          periodStart: '2026-11-24',
          reward: '20.00',
          turnoverRequired: '20.00',
          state: 'claimed',
        };
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(memberInfoQueryOptions('member-token').queryKey, {
      ...member,
      missionsToClaim: 1,
    });
    renderWithProviders(
      <>
        <MissionsPage />
        <ToastHost />
      </>,
      { path: '/member/missionLeaderboard', queryClient },
    );
    fireEvent.click(await screen.findByTestId('mission-2-claim'));
    expect(await screen.findByTestId('mission-2-claimed')).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('/wps/missions/2/claim');
    expect(post.body).toEqual({ periodStart: '2026-11-24' });
    await waitFor(() => {
      expect(countOf(calls, '/wps/missions')).toBe(2);
      expect(queryClient.getQueryState(memberInfoQueryOptions('member-token').queryKey)?.isInvalidated).toBe(
        true,
      );
      expect(countOf(calls, '/wps/v2/wallets/balance')).toBeGreaterThanOrEqual(1);
    });
    expect(await screen.findByText('৳20.00 added to your balance')).toBeTruthy();
  });

  it('shows the server’s refusal on the card, in the member’s language', async () => {
    await i18n.changeLanguage('bn');
    site({
      'GET /wps/missions': boardOf([mission({ state: 'claim', percent: 100, current: '500.00' })]),
      'POST /wps/missions/1/claim': new ErrorAnswer(
        409,
        'mission.period.ended',
        'এই মিশনের সময় শেষ হয়ে গেছে: এর পুরস্কার আর নেওয়া যাবে না',
      ),
    });
    renderPage();
    const card = await screen.findByTestId('mission-1');
    expect(within(card).getByTestId('mission-1-claim').textContent).toBe('দাবি করুন');
    expect(card.textContent).toContain('স্লট');
    fireEvent.click(within(card).getByTestId('mission-1-claim'));
    expect((await within(card).findByTestId('mission-1-error')).textContent).toBe(
      'এই মিশনের সময় শেষ হয়ে গেছে: এর পুরস্কার আর নেওয়া যাবে না',
    );
  });

  it('says when a period has no missions', async () => {
    site({ 'GET /wps/missions': boardOf([]) });
    renderPage();
    expect(await screen.findByText('No daily missions right now')).toBeTruthy();
    expect(screen.getByTestId('missions-summary-claimed').textContent).toContain('0 of 0 missions');
  });
});

describe('the leaderboard', () => {
  it('puts the top three on the podium, the rest in a table, and adds the caller’s row below', async () => {
    const { calls } = site({
      'GET /wps/missions': boardOf([mission()], { leaderboards: ['WEEKLY'] }),
      'GET /wps/missions/leaderboard': (call: RecordedCall) =>
        call.query.get('period') === 'previous'
          ? leaderboard({
              status: 'paid',
              top: [row(1, { name: 'demoplayer', you: true }), row(2)],
              you: { ...row(1), name: 'demoplayer', you: true },
            })
          : leaderboard({
              you: { rank: 42, name: 'demoplayer', validBet: '120.00', prize: null, you: true },
            }),
    });
    renderPage();
    const section = await screen.findByTestId('leaderboard-section');
    const podium = await within(section).findByTestId('leaderboard-podium');
    expect(within(podium).getByTestId('podium-1').textContent).toContain('pl***01');
    expect(within(podium).getByTestId('podium-1').textContent).toContain('৳5,000.00');
    expect(within(section).getByTestId('rank-4').textContent).toContain('pl***04');
    const you = within(section).getByTestId('leaderboard-you-row');
    expect(you.textContent).toContain('42');
    expect(you.textContent).toContain('demoplayer');
    expect(you.textContent).toContain('You');
    expect(within(section).getByTestId('leaderboard-you').textContent).toContain('#42');
    expect(within(section).getByTestId('leaderboard-prizes').textContent).toContain('#3৳2,000.00');
    expect(within(section).getByTestId('leaderboard-status').textContent).toBe('Live');
    expect(within(section).getByTestId('leaderboard-countdown-time').textContent).toMatch(/^5d /);
    expect(calls.find((call) => call.path === '/wps/missions/leaderboard')!.query.get('board')).toBe(
      'WEEKLY',
    );

    fireEvent.click(within(section).getByTestId('leaderboard-previous'));
    await waitFor(() =>
      expect(within(section).getByTestId('leaderboard-status').textContent).toBe('Prizes paid'),
    );
    const first = within(section).getByTestId('podium-1');
    expect(first.className).toContain('is-you');
    expect(first.textContent).toContain('demoplayer');
    expect(within(section).queryByTestId('leaderboard-table')).toBeNull();
    expect(within(section).getByTestId('leaderboard-range').textContent).toMatch(
      /^2026-11-23 – 2026-11-2\d$/,
    );
  });

  it('says when nobody has bet yet, and that the caller is not ranked', async () => {
    site({
      'GET /wps/missions': boardOf([], { leaderboards: ['WEEKLY'] }),
      'GET /wps/missions/leaderboard': leaderboard({ top: [] }),
    });
    renderPage();
    expect(await screen.findByTestId('leaderboard-empty')).toBeTruthy();
    expect(screen.getByTestId('leaderboard-you').textContent).toContain('Not ranked yet');
    expect(screen.getByTestId('leaderboard-you-row').textContent).toContain('—');
  });
});
