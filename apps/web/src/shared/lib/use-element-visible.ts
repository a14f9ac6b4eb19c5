import { useEffect, useState } from 'react';

/**
 * Whether the element with `id` is on screen now (at least `threshold` of it), following it as it scrolls in and
 * out; `ready` re-looks the element up once it is rendered. The phone bars that lead to a slip hide while it shows.
 */
export function useElementVisible(id: string, ready: boolean, threshold = 0.15) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? false), {
      threshold,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, ready, threshold]);
  return visible;
}
