import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banner } from '../../../../test/fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { bannerCarouselSettings } from '../../lib/banner-linkage.ts';
import { BannerCarousel } from '../banner-carousel.tsx';

const slideWidth = 1000;

/** The carousel engine watches sizes and slides, which jsdom cannot: observers that see nothing. */
class BlindObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

/** jsdom has no layout: the carousel is on the page, each slide as wide as it, side by side. */
function layOutSlides() {
  vi.stubGlobal('ResizeObserver', BlindObserver);
  vi.stubGlobal('IntersectionObserver', BlindObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(slideWidth);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(slideWidth / 4);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function offsetLeft(
    this: HTMLElement,
  ) {
    const slides = this.parentElement ? [...this.parentElement.children] : [];
    return this.classList.contains('banner-carousel__slide') ? slides.indexOf(this) * slideWidth : 0;
  });
}

const trackOf = (container: HTMLElement) => container.querySelector('.banner-carousel__track') as HTMLElement;

/** The banners' engine loads a while after the page is idle (`startAfterMs`); then it positions the track. */
async function engineStarted(container: HTMLElement) {
  await act(() => vi.advanceTimersByTimeAsync(bannerCarouselSettings.autoplayDelayMs));
  await act(() => vi.waitFor(() => expect(trackOf(container).style.transform).not.toBe('')));
}

const selectedDot = () =>
  screen.getAllByTestId('banner-dot').findIndex((dot) => dot.getAttribute('aria-selected') === 'true');

describe('BannerCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing when there are no banners', () => {
    renderWithProviders(<BannerCarousel banners={[]} />);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });

  it('does not loop, page or autoplay with a single banner', () => {
    renderWithProviders(<BannerCarousel banners={[banner(1)]} />);
    expect(screen.getByTestId('banner-carousel').dataset.loop).toBe('false');
    expect(screen.queryAllByTestId('banner-dot')).toHaveLength(0);
  });

  it('shows the first banner at once and first, the others once the page is idle, lazily', async () => {
    renderWithProviders(<BannerCarousel banners={[banner(1), banner(2)]} />);
    const first = screen.getByAltText('Banner 1');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBeNull();
    expect(screen.queryByAltText('Banner 2')).toBeNull();
    const second = await screen.findByAltText('Banner 2');
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  it('loops with two banners and autoplays every 5000 ms, going on after clicks and touches', async () => {
    vi.useFakeTimers();
    layOutSlides();
    const { container } = renderWithProviders(<BannerCarousel banners={[banner(1), banner(2)]} />);
    expect(screen.getByTestId('banner-carousel').dataset.loop).toBe('true');
    expect(screen.getAllByTestId('banner-dot')).toHaveLength(2);
    await engineStarted(container);
    expect(selectedDot()).toBe(0);

    /* A click on the pagination shows that banner, and the autoplay starts its 5000 ms again from there. */
    fireEvent.click(screen.getAllByTestId('banner-dot')[1]!);
    expect(selectedDot()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(bannerCarouselSettings.autoplayDelayMs - 20));
    expect(selectedDot()).toBe(1);
    /* Past the last banner it loops back to the first, and goes on. */
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(selectedDot()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(bannerCarouselSettings.autoplayDelayMs));
    expect(selectedDot()).toBe(1);

    /* Touching the banners (pointer down and up, as a swipe) does not stop it either. */
    const track = container.querySelector('.banner-carousel__track') as HTMLElement;
    fireEvent.mouseDown(track, { button: 0 });
    fireEvent.mouseUp(document);
    const touched = selectedDot();
    await act(() => vi.advanceTimersByTimeAsync(bannerCarouselSettings.autoplayDelayMs + 20));
    expect(selectedDot()).toBe(1 - touched);
  });

  it('loads the engine early when the visitor reaches for the banners, and takes a dot click made meanwhile', async () => {
    vi.useFakeTimers();
    layOutSlides();
    const { container } = renderWithProviders(<BannerCarousel banners={[banner(1), banner(2)]} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(trackOf(container).style.transform).toBe('');
    const dot = screen.getAllByTestId('banner-dot')[1]!;
    fireEvent.pointerDown(dot);
    fireEvent.click(dot);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await act(() => vi.waitFor(() => expect(trackOf(container).style.transform).not.toBe('')));
    expect(selectedDot()).toBe(1);
  });

  it('shows the pointer cursor only on banners with a linkageType', async () => {
    renderWithProviders(<BannerCarousel banners={[banner(1, 'ROUTE', '/promotions'), banner(2, null)]} />);
    const linked = screen.getByAltText('Banner 1').parentElement!;
    const plain = (await screen.findByAltText('Banner 2')).parentElement!;
    expect(linked.style.cursor).toBe('pointer');
    expect(plain.style.cursor).toBe('default');
    expect(plain.getAttribute('role')).toBeNull();
  });

  it('opens the linkage target on click, and does nothing for a banner without linkageType', async () => {
    const { router } = renderWithProviders(
      <BannerCarousel banners={[banner(1, 'ROUTE', '/promotions'), banner(2, null)]} />,
      { path: '/' },
    );
    fireEvent.click((await screen.findByAltText('Banner 2')).parentElement!);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByAltText('Banner 1').parentElement!);
    expect(router.state.location.pathname).toBe('/promotions');
  });
});
