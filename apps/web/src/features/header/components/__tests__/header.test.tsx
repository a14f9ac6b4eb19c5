import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { menu, permission, vendor } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { buildNavItems, dropdownEntries } from '../../lib/nav-items.ts';
import { Header } from '../header.tsx';

const rngVendors = Array.from({ length: 12 }, (_, index) => vendor('RNG', `RV${index + 1}`));
const liveVendors = [vendor('LIVE', 'EVO'), vendor('LIVE', 'SEXY'), vendor('LIVE', 'PP')];

function mockSite(options: { whitelabel?: { modId: string; enabled: '1' | '0' }[] } = {}) {
  return mockFetch({
    'GET /wps/system/permission': permission({
      whitelabelVal: (options.whitelabel ?? [{ modId: 'DIRECTREG3', enabled: '1' }]).map((node) => ({
        ...node,
        childrenNodes: [],
      })),
    }),
    'GET /lgw/games/game_menus': [menu('RNG', rngVendors), menu('LIVE', liveVendors), menu('FISH', [])],
  });
}

describe('Header', () => {
  it('shows a category only when game_menus has a vendor for it', async () => {
    mockSite();
    renderWithProviders(<Header />);
    expect(await screen.findByTestId('nav-RNG')).toBeTruthy();
    expect(screen.getByTestId('nav-LIVE')).toBeTruthy();
    expect(screen.getByTestId('nav-HOME')).toBeTruthy();
    expect(screen.getByTestId('nav-PROMO')).toBeTruthy();
    expect(screen.queryByTestId('nav-FISH')).toBeNull();
    expect(screen.queryByTestId('nav-SPORTS')).toBeNull();
    expect(screen.queryByTestId('nav-LOTT')).toBeNull();
  });

  it('opens a drop-down on mouse enter with at most 9 vendors and a more-games tile', async () => {
    mockSite();
    renderWithProviders(<Header />);
    fireEvent.mouseEnter((await screen.findByTestId('nav-RNG')).closest('li')!);
    const dropdown = screen.getByTestId('nav-dropdown-RNG');
    expect(within(dropdown).getAllByTestId('dropdown-vendor')).toHaveLength(9);
    const more = within(dropdown).getByTestId('dropdown-more');
    expect(more.getAttribute('href')).toBe('/rng');
  });

  it('lists every vendor without a more-games tile below 9, and opens no drop-down for HOME', async () => {
    mockSite();
    renderWithProviders(<Header />);
    fireEvent.mouseEnter((await screen.findByTestId('nav-LIVE')).closest('li')!);
    const dropdown = screen.getByTestId('nav-dropdown-LIVE');
    expect(within(dropdown).getAllByTestId('dropdown-vendor')).toHaveLength(3);
    expect(within(dropdown).queryByTestId('dropdown-more')).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('nav-HOME').closest('li')!);
    expect(screen.queryByTestId('nav-dropdown-HOME')).toBeNull();
    expect(screen.queryByTestId('nav-dropdown-LIVE')).toBeNull();
  });

  it('shows the register button only when direct registration (DIRECTREG3) is on', async () => {
    mockSite({ whitelabel: [{ modId: 'DIRECTREG3', enabled: '0' }] });
    renderWithProviders(<Header />);
    await screen.findByTestId('nav-RNG');
    expect(await screen.findByTestId('inline-login')).toBeTruthy();
    expect(screen.queryByTestId('header-register')).toBeNull();
    expect(screen.queryByTestId('login-mode-select')).toBeNull();
  });

  it('offers the username/mobile selector only when MOBILEVERCODELOGIN3 is on', async () => {
    mockSite({
      whitelabel: [
        { modId: 'DIRECTREG3', enabled: '1' },
        { modId: 'MOBILEVERCODELOGIN3', enabled: '1' },
      ],
    });
    renderWithProviders(<Header />);
    await screen.findByTestId('nav-RNG');
    expect(await screen.findByTestId('header-register')).toBeTruthy();
    expect(screen.getAllByTestId('login-mode-select').length).toBeGreaterThan(0);
  });
});

describe('nav items', () => {
  it('caps the drop-down at 9 and adds more games only from 9 vendors', () => {
    expect(dropdownEntries(rngVendors)).toMatchObject({ showMore: true });
    expect(dropdownEntries(rngVendors).shown).toHaveLength(9);
    expect(dropdownEntries(rngVendors.slice(0, 9)).showMore).toBe(true);
    expect(dropdownEntries(rngVendors.slice(0, 8))).toMatchObject({ showMore: false });
  });

  it('sends lottery to the page of its first vendor and hides the point mall without PTSYS3', () => {
    const items = buildNavItems([menu('LOTT', [vendor('LOTT', 'TCG_LOTTO_VN')])], { pointMall: false });
    expect(items.find((item) => item.category === 'LOTT')?.path).toBe('/vnLottery');
    expect(items.some((item) => item.category === 'POINTMALL')).toBe(false);
    expect(buildNavItems([], { pointMall: true }).some((item) => item.category === 'POINTMALL')).toBe(true);
  });
});
