import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, re-rendering when it changes (false where matchMedia is missing).
 * `serverValue` is what a page rendered at the server, and the browser's hydration of it, assume.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => serverValue,
  );
}
