import { screen } from '@testing-library/react';
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

  it('shows the red count of rewards (available promotions) the server sends; messages are not in the menu yet', async () => {
    site({ 'GET /wps/member/info': { ...member, availablePromoCount: 2 } });
    renderCentre('securityCenter');
    expect((await screen.findByTestId('menu-badge-rewardCenter')).textContent).toBe('2');
    expect(screen.queryByTestId('menu-badge-missionLeaderboard')).toBeNull();
    expect(screen.getByTestId('member-nav-member').textContent).not.toContain(
      i18n.t('member:pages.messageV2.title'),
    );
  });

  it('shows no count where the server sends none (no made-up numbers)', async () => {
    site({ 'GET /wps/member/info': member });
    renderCentre('securityCenter');
    await screen.findByTestId('security-account');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('menu-badge-rewardCenter')).toBeNull();
  });

  it('opens the default page at the address of a page not built yet', async () => {
    site({ 'GET /wps/member/info': member });
    renderCentre('messageV2');
    await screen.findByTestId('security-account');
    expect(screen.getByTestId('member-center').getAttribute('data-page')).toBe('securityCenter');
  });
});
