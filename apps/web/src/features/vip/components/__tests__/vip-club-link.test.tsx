import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VipClubLink } from '../vip-club-link.tsx';
import { pageOf } from './vip-fixtures.ts';

beforeEach(async () => {
  window.sessionStorage.removeItem('token');
  await i18n.changeLanguage('en');
});

describe('VIP club link', () => {
  it('leads a visitor to the VIP page when the merchant has levels', async () => {
    mockFetch({ 'GET /wps/vip': pageOf(null) });
    renderWithProviders(<VipClubLink />);
    const link = await screen.findByTestId('vip-club-link');
    expect(link.getAttribute('href')).toBe('/vip');
    expect(link.textContent).toContain('VIP club');
  });

  it('is not drawn without levels', async () => {
    const { calls } = mockFetch({ 'GET /wps/vip': pageOf(null, { levels: [] }) });
    const { container } = renderWithProviders(<VipClubLink />);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.querySelector('[data-testid="vip-club-link"]')).toBeNull();
  });
});
