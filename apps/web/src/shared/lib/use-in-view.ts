import { useEffect, useRef, useState } from 'react';

/**
 * True once the element behind the returned ref has come into view (IntersectionObserver with `threshold`, the
 * view widened by `rootMargin`), and from then on; true at once in a browser without IntersectionObserver, and
 * false in a render at the server.
 */
export function useInView<T extends Element>(threshold = 0, rootMargin = '0px') {
  const ref = useRef<T>(null);
  /* Never at the server: a first screen rendered there leaves such images for the browser to ask for. */
  const [inView, setInView] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = (entry: IntersectionObserverEntry) =>
          entry.isIntersecting || (threshold > 0 && entry.intersectionRatio >= threshold);
        if (entries.some(seen)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, threshold, rootMargin]);

  return [ref, inView] as const;
}
