import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { SideMenu } from '../side-menu.tsx';

const member = (enabled: boolean) => ({
  id: 7,
  account: 'demoplayer',
  nickname: 'Rahim',
  type: 0,
  language: 'en',
  availablePromoCount: 0,
  availablePromo: { REFERRAL: { enabled } },
});

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});

/** Spec §2: the side menu's referral shortcut is for visitors, or for members while a REFERRAL promotion runs. */
describe("the side menu's referral shortcut", () => {
  it('takes a visitor to the registration', async () => {
    mockFetch({ 'GET /wps/system/permission': permission() });
    renderWithProviders(<SideMenu />);
    const shortcut = await screen.findByTestId('rail-referral');
    expect(shortcut.getAttribute('href')).toBe('/register');
    expect(shortcut.getAttribute('aria-label')).toBe('Refer a friend');
  });

  it("takes a member to its referral page while the merchant's referral promotion runs", async () => {
    window.sessionStorage.setItem('token', 'member-token');
    mockFetch({ 'GET /wps/system/permission': permission(), 'GET /wps/member/info': member(true) });
    renderWithProviders(<SideMenu />);
    expect((await screen.findByTestId('rail-referral')).getAttribute('href')).toBe('/member/referral');
  });

  it('is not there for a member when no referral promotion runs', async () => {
    window.sessionStorage.setItem('token', 'member-token');
    const { calls } = mockFetch({
      'GET /wps/system/permission': permission(),
      'GET /wps/member/info': member(false),
    });
    renderWithProviders(<SideMenu />);
    await waitFor(() => expect(calls.some((call) => call.path === '/wps/member/info')).toBe(true));
    await screen.findByTestId('side-menu');
    expect(screen.queryByTestId('rail-referral')).toBeNull();
  });
});
