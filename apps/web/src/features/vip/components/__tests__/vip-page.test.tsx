import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { getPopups } from '../../../../shared/lib/popup-store.ts';
import { ErrorAnswer, mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VipPage } from '../vip-page.tsx';
import { balance, member, pageOf, silver } from './vip-fixtures.ts';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

function site(vip: unknown) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': balance,
    'GET /wps/vip': vip,
  });
}

const renderPage = () => renderWithProviders(<VipPage />, { path: '/vip' });

describe('VIP page', () => {
  it('shows a visitor the ladder and asks it to log in, without asking for anyone’s data', async () => {
    const { calls } = site(pageOf(null));
    renderPage();
    const ladder = await screen.findByTestId('vip-ladder');
    expect(within(ladder).getAllByRole('listitem')).toHaveLength(3);
    const gold = screen.getByTestId('vip-level-3');
    expect(gold.textContent).toContain('VIP3');
    expect(gold.textContent).toContain('Gold');
    expect(gold.textContent).toContain('৳20,000.00');
    expect(gold.textContent).toContain('৳100,000.00');
    expect(gold.textContent).toContain('৳288.00');
    expect(gold.textContent).toContain('3× the bonus');
    expect(gold.getAttribute('data-state')).toBe('open');
    expect(screen.getByTestId('vip-level-1').textContent).toContain('Always kept');
    expect(screen.queryByTestId('vip-progress')).toBeNull();
    expect(screen.queryByTestId('vip-history')).toBeNull();
    fireEvent.click(screen.getByTestId('vip-login'));
    expect(getPopups().loginPopupModal).toEqual({});
    expect(calls.find((call) => call.path === '/wps/vip')!.headers.authorization).toBeUndefined();
  });

  it('highlights the member’s level and shows its progress, keep check and bonus history', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const { calls } = site(pageOf(silver));
    renderPage();
    const current = await screen.findByTestId('vip-current');
    expect(screen.getByTestId('vip-current-label').textContent).toBe('Silver');
    expect(current.textContent).toContain('VIP2');
    expect(screen.getByTestId('vip-level-2').getAttribute('data-state')).toBe('current');
    expect(screen.getByTestId('vip-level-2').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('vip-level-1').getAttribute('data-state')).toBe('reached');
    expect(screen.getByTestId('vip-level-3').getAttribute('data-state')).toBe('open');

    const progress = screen.getByTestId('vip-progress');
    expect(progress.textContent).toContain('Your road to Gold');
    expect(progress.textContent).toContain('last 30 days (2026-04-20 – 2026-05-19)');
    const deposit = screen.getByTestId('vip-figure-deposit');
    expect(deposit.textContent).toContain('৳5,000.00 / ৳20,000.00');
    expect(deposit.textContent).toContain('৳15,000.00 to go');
    expect(screen.getByTestId('vip-bar-deposit').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('vip-figure-validBet').textContent).toContain('or');
    expect(screen.getByTestId('vip-bar-validBet').getAttribute('aria-valuenow')).toBe('1.2');
    expect(progress.textContent).toContain('level-up bonus of ৳288.00');

    const keep = screen.getByTestId('vip-keep');
    expect(keep.getAttribute('data-status')).toBe('OPEN');
    expect(keep.textContent).toContain('Keep Silver this month');
    expect(keep.textContent).toContain('Bet ৳1,800.00 more by 2026-06-01');
    expect(screen.getByTestId('vip-keep-status').textContent).toBe('Not yet');

    const rows = within(screen.getByTestId('vip-history-table')).getAllByTestId('vip-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Level-up bonus');
    expect(rows[0]!.textContent).toContain('৳88.00');
    expect(rows[0]!.textContent).toContain('৳176.00');
    expect(within(rows[0]!).getByTestId('history-state').getAttribute('data-state')).toBe('process');
    expect(within(rows[1]!).getByTestId('history-state').getAttribute('data-state')).toBe('issued');
    expect(screen.queryByTestId('vip-visitor')).toBeNull();
    const vipCall = calls.find((call) => call.path === '/wps/vip')!;
    expect(vipCall.headers.authorization).toBe('member-token');
    expect(vipCall.headers.language).toBe('en');
  });

  it('speaks Bangla when Bangla is on', async () => {
    await i18n.changeLanguage('bn');
    window.sessionStorage.setItem('token', 'member-token');
    site(pageOf({ ...silver, label: 'সিলভার', keep: { ...silver.keep!, status: 'MET' } }));
    renderPage();
    expect((await screen.findByTestId('vip-current-label')).textContent).toBe('সিলভার');
    expect(screen.getByTestId('vip-level-2').textContent).toContain('ভিআইপি2');
    expect(screen.getByTestId('vip-keep-status').textContent).toBe('থাকছে');
    expect(screen.getByText('ভিআইপি বোনাসের ইতিহাস')).toBeTruthy();
  });

  it('says when the member is at the top, and when it has no level yet', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    site(
      pageOf({
        ...silver,
        rank: 3,
        label: 'Gold',
        progress: { ...silver.progress, nextRank: null },
        rewards: [],
      }),
    );
    const { unmount } = renderPage();
    expect((await screen.findByTestId('vip-progress')).textContent).toContain(
      'You have reached the top level',
    );
    expect(screen.getByText('No VIP bonuses yet')).toBeTruthy();
    unmount();

    site(
      pageOf({
        ...silver,
        rank: 0,
        label: null,
        keep: null,
        rewards: [],
        progress: { ...silver.progress, nextRank: 1 },
      }),
    );
    renderPage();
    const current = await screen.findByTestId('vip-current');
    expect(current.getAttribute('data-rank')).toBe('0');
    expect(current.textContent).toContain('Your first goal: Bronze');
    expect(screen.getByTestId('vip-progress').textContent).toContain('Your road to Bronze');
    expect(screen.queryByTestId('vip-keep')).toBeNull();
  });

  it('shows an empty ladder and a refusal as they are', async () => {
    site(pageOf(null, { levels: [] }));
    const { unmount } = renderPage();
    expect(await screen.findByText('No VIP levels yet')).toBeTruthy();
    unmount();
    site(new ErrorAnswer(503, 'system.unavailable', 'The service is busy, try again'));
    renderPage();
    expect((await screen.findByTestId('vip-error')).textContent).toContain('The service is busy, try again');
  });
});
