import { useCallback, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

export interface SwiperPaging {
  /** Current page (snap) index. */
  index: number;
  /** Number of pages (snap points). */
  count: number;
  isBeginning: boolean;
  isEnd: boolean;
  /** Whether the Swiper has measured itself (it has a width); until then `count` is only 1. */
  measured: boolean;
}

const samePaging = (a: SwiperPaging, b: SwiperPaging) =>
  a.index === b.index &&
  a.count === b.count &&
  a.isBeginning === b.isBeginning &&
  a.isEnd === b.isEnd &&
  a.measured === b.measured;

/**
 * Follows a Swiper's pages for arrows and dots drawn by the page itself (so they can be left out entirely
 * when there is nothing to page through). Spread `handlers` on the Swiper.
 */
export function useSwiperPaging() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [paging, setPaging] = useState<SwiperPaging>({
    index: 0,
    count: 1,
    isBeginning: true,
    isEnd: true,
    measured: false,
  });

  const sync = useCallback((instance: SwiperInstance) => {
    const next: SwiperPaging = {
      index: instance.snapIndex ?? 0,
      count: Math.max(1, instance.snapGrid?.length ?? 1),
      isBeginning: instance.isBeginning,
      isEnd: instance.isEnd,
      measured: (instance.width ?? 0) > 0,
    };
    setPaging((current) => (samePaging(current, next) ? current : next));
  }, []);

  const handlers = {
    onSwiper: (instance: SwiperInstance) => {
      setSwiper(instance);
      sync(instance);
    },
    onSnapIndexChange: sync,
    onSnapGridLengthChange: sync,
    onBreakpoint: sync,
    onResize: sync,
    onReachBeginning: sync,
    onReachEnd: sync,
    onFromEdge: sync,
  };

  const prev = () => swiper?.slidePrev();
  const next = () => swiper?.slideNext();
  const goTo = (page: number) => {
    if (!swiper) return;
    const group = typeof swiper.params.slidesPerGroup === 'number' ? swiper.params.slidesPerGroup : 1;
    swiper.slideTo(page * group);
  };

  return { paging, handlers, prev, next, goTo };
}
