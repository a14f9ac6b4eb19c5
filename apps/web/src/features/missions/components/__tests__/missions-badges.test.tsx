import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { memberProfile, permission } from '../../../../test/fixtures.ts';
import { renderRoutes, renderWithProviders } from '../../../../test/render.tsx';
import { MemberBlock } from '../../../header/components/member-block.tsx';
import { MemberCenterPage } from '../../../member/components/member-center-page.tsx';
import { balance, boardOf, member, mission } from './mission-fixtures.ts';

/** The red counts of missions ready to claim (spec §2), from the member info's `missionsToClaim`. */
beforeEach(async () => {
  window.sessionStorage.setItem('token', 'member-token');
  await i18n.changeLanguage('en');
});

function site(info: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': { ...member, ...info },
    'GET /wps/member/profile': memberProfile,
    'GET /wps/v2/wallets/balance': balance,
    'GET /lgw/games/game_menus': [],
    'GET /wps/missions': boardOf([mission({ state: 'claim', percent: 100, current: '500.00' })]),
  });
}

describe('mission counts', () => {
  it('shows the missions page in the member centre with the menu’s red count', async () => {
    site({ missionsToClaim: 2, availablePromoCount: 1 });
    renderRoutes([{ path: '/member/:page?', element: <MemberCenterPage /> }], '/member/missionLeaderboard');
    expect(await screen.findByTestId('missions-page')).toBeTruthy();
    expect((await screen.findByTestId('menu-badge-missionLeaderboard')).textContent).toBe('2');
    expect(screen.getByTestId('menu-badge-rewardCenter').textContent).toBe('1');
    expect(await screen.findByTestId('mission-1-claim')).toBeTruthy();
  });

  it('shows no count at zero', async () => {
    site({ missionsToClaim: 0 });
    renderRoutes([{ path: '/member/:page?', element: <MemberCenterPage /> }], '/member/securityCenter');
    await screen.findByTestId('security-account');
    expect(screen.queryByTestId('menu-badge-missionLeaderboard')).toBeNull();
  });

  it('lists the missions in the header’s member menu with their count', async () => {
    site({ missionsToClaim: 3 });
    renderWithProviders(<MemberBlock />);
    fireEvent.click(await screen.findByTestId('member-menu-toggle'));
    const item = within(screen.getByTestId('member-menu')).getByText('Missions').closest('a')!;
    expect(item.getAttribute('href')).toBe('/member/missionLeaderboard');
    expect(item.textContent).toContain('3');
  });
});
