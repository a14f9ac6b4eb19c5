import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { VipBadge } from '../vip-badge.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('VIP badge', () => {
  it('shows the label and rank in the tier colour, linking to the VIP page', async () => {
    renderWithProviders(<VipBadge member={{ hasVip: true, vipLabelName: 'Gold', vipRankLevel: 3 }} />);
    const badge = await screen.findByTestId('vip-label');
    expect(badge.textContent).toBe('GoldVIP3');
    expect(badge.getAttribute('href')).toBe('/vip');
    expect(badge.className).toContain('vip-tier--gold');
    expect(badge.getAttribute('title')).toBe('My VIP level: Gold');
  });

  it('shows nothing without levels at the merchant or a level of the member', () => {
    const { container } = renderWithProviders(
      <>
        <VipBadge member={{ hasVip: false, vipLabelName: null, vipRankLevel: 0 }} />
        <VipBadge member={{ hasVip: true, vipLabelName: null, vipRankLevel: 0 }} />
        <VipBadge member={{ vipLabelName: 'Gold', vipRankLevel: 3 }} />
        <VipBadge member={undefined} />
      </>,
    );
    expect(container.querySelector('[data-testid="vip-label"]')).toBeNull();
  });
});
