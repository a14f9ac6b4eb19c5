import type { Banner } from '@msp/contracts/system.ts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { PromoBanner } from '../promo-banner.tsx';

const banner: Banner = {
  id: 4,
  groupName: 'w_promotion',
  title: 'Refer a friend',
  url: '/demo-assets/banners/referral-en.svg',
  linkageType: 'REFERRAL',
  linkageValue: null,
};

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
});

/** Spec §2: home's promotion banner (group w_promotion) opens the referral page. */
describe("home's promotion banner", () => {
  it('opens the referral page for a member', () => {
    window.sessionStorage.setItem('token', 'member-token');
    renderWithProviders(<PromoBanner banner={banner} />);
    expect(screen.getByTestId('promo-banner').getAttribute('href')).toBe('/member/referral');
  });

  it('asks a visitor to register first', () => {
    renderWithProviders(<PromoBanner banner={banner} />);
    expect(screen.getByTestId('promo-banner').getAttribute('href')).toBe('/register');
  });
});
