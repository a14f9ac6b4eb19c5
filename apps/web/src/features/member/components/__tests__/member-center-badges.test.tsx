import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { memberProfile, permission } from '../../../../test/fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { MemberCenterPage } from '../member-center-page.tsx';

const member = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' };
const emptyRecords = {
  content: [],
  pageNum: 1,
  totalPages: 0,
  totalElements: 0,
  totals: { stake: '0.00', win: '0.00', profit: '0.00', rounds: 0 },
};

beforeEach(async () => {
  window.sessionStorage.setItem('token', 'token-7');
  await i18n.changeLanguage('en');
});

function site(routes: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/profile': memberProfile,
    'GET /lgw/games/game_menus': [],
    'GET /wps/game/records': emptyRecords,
    ...routes,
  });
}

const renderCentre = (page: string) =>
  renderRoutes([{ path: '/member/:page?', element: <MemberCenterPage /> }], `/member/${page}`);

describe('member centre', () => {
  it('draws the betting record on personalHistoryCopy', async () => {
    site({ 'GET /wps/member/info': member });
    renderCentre('personalHistoryCopy');
    expect(await screen.findByTestId('betting-record')).toBeTruthy();
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('personalHistoryCopy');
  });

  it('shows the red counts of messages (CSP_unreadCount) and rewards (available promotions) the server sends', async () => {
    site({
      'GET /wps/member/info': { ...member, availablePromoCount: 2 },
      'GET /wps/relay/CSP_unreadCount': { count: 5 },
    });
    renderCentre('securityCenter');
    expect((await screen.findByTestId('menu-badge-rewardCenter')).textContent).toBe('2');
    expect((await screen.findByTestId('menu-badge-messageV2')).textContent).toBe('5');
    expect(screen.queryByTestId('menu-badge-missionLeaderboard')).toBeNull();
    expect(screen.getByTestId('member-nav-member').textContent).toContain(
      i18n.t('member:pages.messageV2.title'),
    );
  });

  it('shows no count where the server sends none or 0 (no made-up numbers)', async () => {
    const { calls } = site({
      'GET /wps/member/info': member,
      'GET /wps/relay/CSP_unreadCount': { count: 0 },
    });
    renderCentre('securityCenter');
    await screen.findByTestId('security-account');
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/relay/CSP_unreadCount')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('menu-badge-rewardCenter')).toBeNull();
    expect(screen.queryByTestId('menu-badge-messageV2')).toBeNull();
  });

  it('opens the messages page at its address', async () => {
    site({
      'GET /wps/member/info': member,
      'GET /wps/relay/CSP_unreadCount': { count: 0 },
      'GET /wps/messages': { content: [], pageNum: 1, totalPages: 0, totalElements: 0, unread: 0 },
    });
    renderCentre('messageV2');
    await screen.findByTestId('messages-page');
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('messageV2');
  });
});
