import { useCallback, useEffect, useRef, useState } from 'react';
import type { CarouselApi } from './use-carousel.ts';

export interface CarouselPaging {
  /** Current page (snap) index. */
  index: number;
  /** Number of pages (snap points). */
  count: number;
  isBeginning: boolean;
  isEnd: boolean;
  /** Whether the carousel has measured itself (it has a width); until then `count` is only 1. */
  measured: boolean;
}

const initialPaging: CarouselPaging = { index: 0, count: 1, isBeginning: true, isEnd: true, measured: false };

const samePaging = (a: CarouselPaging, b: CarouselPaging) =>
  a.index === b.index &&
  a.count === b.count &&
  a.isBeginning === b.isBeginning &&
  a.isEnd === b.isEnd &&
  a.measured === b.measured;

/**
 * Follows an Embla carousel's pages for arrows and dots drawn by the page itself (so they can be left out
 * entirely when there is nothing to page through). Before the engine runs, the first page is shown.
 */
export function useCarouselPaging(api: CarouselApi | undefined) {
  const [paging, setPaging] = useState<CarouselPaging>(initialPaging);
  /* A step asked for before the engine ran (it loads when the visitor reaches for the carousel): done once it runs. */
  const pending = useRef<((api: CarouselApi) => void) | null>(null);

  useEffect(() => {
    if (!api) return;
    pending.current?.(api);
    pending.current = null;
    const sync = () => {
      const next: CarouselPaging = {
        index: api.selectedScrollSnap(),
        count: Math.max(1, api.scrollSnapList().length),
        isBeginning: !api.canScrollPrev(),
        isEnd: !api.canScrollNext(),
        measured: api.rootNode().offsetWidth > 0,
      };
      setPaging((current) => (samePaging(current, next) ? current : next));
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const step = useCallback(
    (move: (api: CarouselApi) => void) => {
      if (api) move(api);
      else pending.current = move;
    },
    [api],
  );
  const prev = useCallback(() => step((carousel) => carousel.scrollPrev()), [step]);
  const next = useCallback(() => step((carousel) => carousel.scrollNext()), [step]);
  const goTo = useCallback((page: number) => step((carousel) => carousel.scrollTo(page)), [step]);
  return { paging, prev, next, goTo };
}
