import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { banner } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BannerCarousel } from '../banner-carousel.tsx';

describe('banner captions', () => {
  it('draws a banner’s words in the page, over its picture, and nothing for a banner without them', () => {
    renderWithProviders(
      <BannerCarousel
        banners={[
          {
            ...banner(1, 'ROUTE', '/rng'),
            caption: {
              kicker: 'নতুন সদস্যদের জন্য',
              headline: '১০০% স্বাগতম বোনাস',
              subline: 'প্রথম ডিপোজিটে সর্বোচ্চ ৳১০,০০০ পর্যন্ত',
              cta: 'এখনই নিন',
            },
          },
          banner(2),
        ]}
      />,
    );
    const [first, second] = screen.getAllByTestId('banner-slide');
    const caption = within(first!).getByTestId('banner-caption');
    expect(caption.textContent).toContain('১০০% স্বাগতম বোনাস');
    expect(caption.textContent).toContain('এখনই নিন');
    // Text of the page, not of the picture: an element with the words, never an <img> or an SVG <text>.
    expect(caption.querySelector('text, img')).toBeNull();
    expect(within(second!).queryByTestId('banner-caption')).toBeNull();
  });
});
