import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Swiper as SwiperInstance } from 'swiper';
import { banner } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { BannerCarousel } from '../banner-carousel.tsx';

function swiperOf(container: HTMLElement): SwiperInstance {
  const element = container.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null;
  if (!element?.swiper) throw new Error('no swiper instance');
  return element.swiper;
}

describe('BannerCarousel', () => {
  it('renders nothing when there are no banners', () => {
    const { container } = renderWithProviders(<BannerCarousel banners={[]} />);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(container.querySelector('.swiper')).toBeNull();
  });

  it('does not loop with a single banner', () => {
    const { container } = renderWithProviders(<BannerCarousel banners={[banner(1)]} />);
    expect(screen.getByTestId('banner-carousel').dataset.loop).toBe('false');
    expect(swiperOf(container).params.loop).toBe(false);
  });

  it('loops with two banners, autoplays every 5000 ms without stopping on interaction, 1000 ms speed, clickable pagination', () => {
    const { container } = renderWithProviders(<BannerCarousel banners={[banner(1), banner(2)]} />);
    const params = swiperOf(container).params;
    expect(params.loop).toBe(true);
    expect(params.speed).toBe(1000);
    expect(params.autoplay).toMatchObject({ delay: 5000, disableOnInteraction: false });
    expect(params.pagination).toMatchObject({ clickable: true });
  });

  it('shows the pointer cursor only on banners with a linkageType', () => {
    renderWithProviders(<BannerCarousel banners={[banner(1, 'ROUTE', '/promotions'), banner(2, null)]} />);
    const linked = screen.getAllByAltText('Banner 1')[0]!.parentElement!;
    const plain = screen.getAllByAltText('Banner 2')[0]!.parentElement!;
    expect(linked.style.cursor).toBe('pointer');
    expect(plain.style.cursor).toBe('default');
    expect(plain.getAttribute('role')).toBeNull();
  });

  it('opens the linkage target on click, and does nothing for a banner without linkageType', () => {
    const { router } = renderWithProviders(
      <BannerCarousel banners={[banner(1, 'ROUTE', '/promotions'), banner(2, null)]} />,
      { path: '/' },
    );
    fireEvent.click(screen.getAllByAltText('Banner 2')[0]!.parentElement!);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getAllByAltText('Banner 1')[0]!.parentElement!);
    expect(router.state.location.pathname).toBe('/promotions');
  });
});
