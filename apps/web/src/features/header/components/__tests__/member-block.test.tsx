import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { memberProfile as profile, permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MemberBlock } from '../member-block.tsx';

const info = { id: 7, account: 'player7', nickname: 'Seven', type: 0, language: 'bn' };

describe('member block', () => {
  it('shows the account and the chosen avatar, and no counts the server did not send', async () => {
    window.sessionStorage.setItem('token', 'token-7');
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': info,
      'GET /wps/member/profile': profile,
    });
    renderWithProviders(<MemberBlock />);
    expect((await screen.findByTestId('member-account')).textContent).toBe('player7');
    const avatar = screen.getByTestId('member-avatar');
    expect(avatar.getAttribute('href')).toBe('/member/securityCenter');
    await screen.findByText((_, element) => element?.getAttribute('data-avatar') === 'tiger');
    expect(screen.queryByTestId('unread-count')).toBeNull();
    expect(screen.queryByTestId('unclaimed-count')).toBeNull();
    expect(screen.queryByTestId('vip-label')).toBeNull();
  });

  it('shows VIP label and rank, unread and unclaimed counts when the server sends them', async () => {
    window.sessionStorage.setItem('token', 'token-7');
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': {
        ...info,
        hasVip: true,
        vipLabelName: 'Gold',
        vipRankLevel: 3,
        unreadMessage: 4,
        availablePromoCount: 2,
      },
      'GET /wps/member/profile': profile,
    });
    renderWithProviders(<MemberBlock />);
    const vip = await screen.findByTestId('vip-label');
    expect(vip.textContent).toContain('Gold');
    expect(vip.getAttribute('href')).toBe('/vip');
    expect(screen.getByTestId('vip-rank').textContent).toBe('ভিআইপি3');
    expect(screen.getByTestId('unread-count').textContent).toBe('4');
    expect(screen.getByTestId('unclaimed-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('member-menu-toggle'));
    const vipItem = within(screen.getByTestId('member-menu')).getByText('ভিআইপি লেভেল');
    expect(vipItem.closest('a')?.getAttribute('href')).toBe('/vip');
  });

  it('opens the member menu with the agent centre for agents and the points mall with PTSYS3', async () => {
    window.sessionStorage.setItem('token', 'token-1');
    mockFetch({
      'GET /wps/system/permission': permission({
        whitelabelVal: [{ modId: 'PTSYS3', enabled: '1', childrenNodes: [] }],
      }),
      'GET /wps/member/info': { ...info, type: 1 },
      'GET /wps/member/profile': profile,
    });
    renderWithProviders(<MemberBlock />);
    fireEvent.click(await screen.findByTestId('member-menu-toggle'));
    const menu = screen.getByTestId('member-menu');
    expect(within(menu).getByText('এজেন্ট সেন্টার')).toBeTruthy();
    expect(within(menu).getByText('পয়েন্ট মল')).toBeTruthy();
    expect(within(menu).getByTestId('menu-logout')).toBeTruthy();
    // No VIP levels at this merchant: no VIP item.
    expect(within(menu).queryByText('ভিআইপি লেভেল')).toBeNull();
  });

  it('tells a trial account to register first instead of opening the wallet', async () => {
    window.sessionStorage.setItem('token', 'token-4');
    mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': { ...info, type: 4 },
      'GET /wps/member/profile': { ...profile, type: 4 },
    });
    const { router } = renderWithProviders(<MemberBlock />);
    fireEvent.click(await screen.findByTestId('header-deposit'));
    expect(router.state.location.pathname).toBe('/');
  });
});
