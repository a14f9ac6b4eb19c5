import type { Resource } from '@msp/contracts/system.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { helpSection, menu, permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { footerVendors, vendorLogoFolder, vendorLogoPath } from '../../lib/vendor-logos.ts';
import { Footer } from '../footer.tsx';

const resource = (
  resourceType: Resource['resourceType'],
  url: string,
  imageUrl: string | null = null,
): Resource => ({
  resourceType,
  labelNameEn: resourceType,
  url,
  imageUrl,
});

function mockSite(resources: Resource[]) {
  return mockFetch({
    'GET /wps/system/permission': permission({ resources }),
    'GET /wps/system/helpCenter': [
      helpSection(1, 'about', 'fff'),
      helpSection(2, 'deposit'),
      helpSection(3, 'withdraw'),
      helpSection(4, 'licence-text', 'fff'),
    ],
    'GET /lgw/games/game_menus': [
      menu('RNG', [vendor('RNG', 'PG'), vendor('RNG', 'JL')]),
      menu('ESPORTS', [vendor('ESPORTS', 'IMES')]),
      menu('LOTT', [vendor('LOTT', 'TCG_SEA')]),
      menu('FISH', [vendor('FISH', 'JL')]),
    ],
  });
}

describe('Footer', () => {
  it('shows a social link only when its resource exists', async () => {
    mockSite([
      resource('SOCIAL_FACEBOOK', 'https://facebook.example/brand'),
      resource('SOCIAL_TIKTOK', 'https://tiktok.example/brand'),
    ]);
    renderWithProviders(<Footer showDescriptions={false} />);
    const facebook = await screen.findByTestId('social-SOCIAL_FACEBOOK');
    expect(facebook.getAttribute('href')).toBe('https://facebook.example/brand');
    expect(screen.getByTestId('social-SOCIAL_TIKTOK')).toBeTruthy();
    for (const missing of ['SOCIAL_YOUTUBE', 'SOCIAL_WHATSAPP', 'SOCIAL_INSTAGRAM', 'SOCIAL_TWITTER']) {
      expect(screen.queryByTestId(`social-${missing}`)).toBeNull();
    }
  });

  it('keeps fff sections out of the help links and shows them as descriptions on home only', async () => {
    mockSite([]);
    const { unmount } = renderWithProviders(<Footer showDescriptions />);
    const links = await screen.findByTestId('footer-help-links');
    await within(links).findByText('Section deposit');
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/help#deposit', '/help#withdraw']);
    const descriptions = screen.getByTestId('footer-descriptions');
    expect(within(descriptions).getByText('Section about')).toBeTruthy();
    expect(within(descriptions).getByText('Section licence-text')).toBeTruthy();
    unmount();

    renderWithProviders(<Footer showDescriptions={false} />);
    await within(await screen.findByTestId('footer-help-links')).findByText('Section deposit');
    expect(screen.queryByTestId('footer-descriptions')).toBeNull();
  });

  it('builds vendor logos with the folder rule and skips TCG vendors', async () => {
    mockSite([]);
    renderWithProviders(<Footer showDescriptions={false} />);
    const strip = await screen.findByTestId('footer-vendors');
    const sources = within(strip)
      .getAllByRole('img')
      .map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      '/demo-assets/vendors/RNG/PG.svg',
      '/demo-assets/vendors/RNG/JL.svg',
      '/demo-assets/vendors/SPORTS/IMES.svg',
    ]);
  });
});

describe('vendor logo folder rule', () => {
  it('puts ESPORTS logos in SPORTS and vendor JL in RNG, others in their own category', () => {
    expect(vendorLogoFolder({ gameType: 'ESPORTS', vassalage: 'IA' })).toBe('SPORTS');
    expect(vendorLogoFolder({ gameType: 'FISH', vassalage: 'JL' })).toBe('RNG');
    expect(vendorLogoFolder({ gameType: 'LIVE', vassalage: 'EVO' })).toBe('LIVE');
    expect(vendorLogoPath({ gameType: 'FISH', vassalage: 'JL' })).toBe('/demo-assets/vendors/RNG/JL.svg');
  });

  it('skips vendors whose code starts with TCG and lists each vendor once', () => {
    const cards = footerVendors([
      menu('LOTT', [vendor('LOTT', 'TCG_LOTTO_VN'), vendor('LOTT', 'LOTT')]),
      menu('RNG', [vendor('RNG', 'JL')]),
      menu('FISH', [vendor('FISH', 'JL')]),
    ]);
    expect(cards.map((card) => card.vassalage)).toEqual(['LOTT', 'JL']);
  });
});
