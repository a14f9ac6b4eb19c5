import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { memberProfile, permission } from '../../../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../../../test/render.tsx';
import { MemberCenterPage } from '../../../member/components/member-center-page.tsx';
import { WalletPage } from '../../../wallet/components/wallet-page.tsx';
import { balance, member, noTurnover, openTurnover, readyPromotion, rewardsOf } from './reward-fixtures.ts';

const emptyPage = { content: [], pageNum: 1, totalPages: 0, totalElements: 0 };

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

function site(routes: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/member/profile': memberProfile,
    'GET /wps/v2/wallets/balance': balance('1000.00'),
    'GET /wps/records/bonus': emptyPage,
    ...routes,
  });
}

describe('the reward center in the member centre', () => {
  it('draws the reward center on rewardCenter, with no customer-service box', async () => {
    site({
      'GET /wps/member/info': { ...member, availablePromoCount: 1 },
      'GET /wps/promotions/rewards': rewardsOf([readyPromotion()]),
      'GET /wps/promotions/turnover': noTurnover,
    });
    const { container } = renderRoutes(
      [{ path: '/member/:page?', element: <MemberCenterPage /> }],
      '/member/rewardCenter',
    );
    expect(await screen.findByTestId('reward-center')).toBeTruthy();
    expect(await screen.findByTestId('reward-11')).toBeTruthy();
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('rewardCenter');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reward center');
    expect(container.querySelector('.member-service')).toBeNull();
  });
});

describe('the turnover line of the bonus records', () => {
  it('shows the turnover left above the bonuses, with the way to the reward center', async () => {
    site({ 'GET /wps/promotions/turnover': openTurnover });
    renderWithProviders(<WalletPage page="bonusDetails" />, { path: '/member/bonusDetails' });
    const summary = await screen.findByTestId('turnover-summary');
    expect(within(summary).getByTestId('turnover-summary-remaining').textContent).toBe('৳4,820.00');
    expect(summary.textContent).toContain('2 bonuses in progress');
    expect(within(summary).getByTestId('turnover-summary-link').getAttribute('href')).toBe(
      '/member/rewardCenter',
    );
    /* 1,800 of 6,620 played. */
    expect(within(summary).getByRole('meter').getAttribute('aria-valuenow')).toBe('27.1');
    const page = screen.getByTestId('bonus-details-page');
    expect(page.firstElementChild).toBe(summary);
  });

  it('shows nothing when no turnover is open', async () => {
    const { calls } = site({ 'GET /wps/promotions/turnover': noTurnover });
    renderWithProviders(<WalletPage page="bonusDetails" />, { path: '/member/bonusDetails' });
    await screen.findByText(i18n.t('wallet:bonus.empty'));
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/promotions/turnover')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('turnover-summary')).toBeNull();
  });
});
