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
};

/**
 * An Embla carousel on the element given to the returned ref. CSS lays the first view out; the engine's code
 * loads once the page is idle and then takes over (swipe, arrows, dots, autoplay), so it never delays the
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
    const { autoplay, ...embla } = JSON.parse(config) as CarouselOptions;
    let carousel: CarouselApi | undefined;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      loadChunk(() => import('./carousel-engine.ts'))
        .then(({ EmblaCarousel, Autoplay }) => {
          if (cancelled) return;
          carousel = EmblaCarousel(viewport, embla, autoplay ? [Autoplay(autoplay)] : []);
          setApi(carousel);
        })
        /* Without its code (or without the browser APIs it needs) the carousel stays on its first view. */
        .catch(() => undefined);
    });
    return () => {
      cancelled = true;
      cancelIdle();
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, config]);

  return [setViewport, api];
}
