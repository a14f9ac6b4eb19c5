import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children only once their place comes near the screen: until then they cost nothing (no code
 * run, no calls, no DOM) and an empty box of `minHeight` keeps the place. For the parts of a page far below
 * the first screen. Children whose code loads lazily keep the box until it is in. Where IntersectionObserver
 * is missing, the children render at once.
 */
export function NearViewport({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const placeholder = useRef<HTMLDivElement>(null);
  /* At the server (first screens, entry-server.tsx) the box, as the browser's first render has it. */
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const box = <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
  return near ? <Suspense fallback={box}>{children}</Suspense> : box;
}
