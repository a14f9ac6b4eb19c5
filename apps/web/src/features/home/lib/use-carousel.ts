import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';
import { useEffect, useState } from 'react';
import { loadChunk } from '../../../app/chunk-loading.ts';
import { whenIdle } from '../../../shared/lib/when-idle.ts';

export type CarouselApi = EmblaCarouselType;

/** Embla's options (plain values only) and, for an autoplaying carousel, the autoplay plugin's. */
export type CarouselOptions = Pick<
  EmblaOptionsType,
  'align' | 'active' | 'duration' | 'loop' | 'slidesToScroll'
> & {
  autoplay?: Pick<AutoplayOptionsType, 'delay' | 'stopOnInteraction'>;
  /**
   * Loads the engine this long after the page is idle rather than at once (or earlier, when the visitor
   * touches, points at or focuses the carousel): for a carousel whose first view is all a first visit needs
   * for a while, such as the autoplaying banners, whose engine is then not part of the page's start.
   */
  startAfterMs?: number;
};

const interactions = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown', 'wheel'] as const;

/**
 * An Embla carousel on the element given to the returned ref. CSS lays the first view out; the engine's code
 * loads once the page is idle (or later, `startAfterMs`) and then takes over (swipe, arrows, dots, autoplay), so it never delays the
 * first paint. The api is undefined until then.
 */
export function useCarousel(
  options: CarouselOptions,
): [(element: HTMLElement | null) => void, CarouselApi | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const config = JSON.stringify(options);

  useEffect(() => {
    if (!viewport) return;
    const { autoplay, startAfterMs, ...embla } = JSON.parse(config) as CarouselOptions;
    let carousel: CarouselApi | undefined;
    let cancelled = false;
    let started = false;
    let timer: number | undefined;
    /* The carousel's box (viewport and its controls): a visitor reaching for it wants the engine now. */
    const box = viewport.parentElement ?? viewport;
    const start = () => {
      if (started || cancelled) return;
      started = true;
      for (const type of interactions) box.removeEventListener(type, start);
      loadChunk(() => import('./carousel-engine.ts'))
        .then(({ EmblaCarousel, Autoplay }) => {
          if (cancelled) return;
          carousel = EmblaCarousel(viewport, embla, autoplay ? [Autoplay(autoplay)] : []);
          setApi(carousel);
        })
        /* Without its code (or without the browser APIs it needs) the carousel stays on its first view. */
        .catch(() => undefined);
    };
    if (startAfterMs !== undefined)
      for (const type of interactions) box.addEventListener(type, start, { passive: true });
    const cancelIdle = whenIdle(() => {
      if (startAfterMs === undefined) start();
      else timer = window.setTimeout(start, startAfterMs);
    });
    return () => {
      cancelled = true;
      for (const type of interactions) box.removeEventListener(type, start);
      window.clearTimeout(timer);
      cancelIdle();
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, config]);

  return [setViewport, api];
}
