import { useState, type ImgHTMLAttributes } from 'react';
import { useInView } from '../lib/use-in-view.ts';
import './lazy-image.css';

/** Spec §9: lazy images load once 10 % of them is in view and are retried once before the fallback. */
export const lazyImageThreshold = 0.1;

export interface LazyImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'onError' | 'onLoad'
> {
  src: string;
  alt: string;
  /** Shown after the image failed twice (the default game icon for games). */
  fallbackSrc?: string;
  /** Class of the wrapper (the wrapper fills its box; the image covers it). */
  className?: string;
  /**
   * Loads at once, also in a first screen from the server: for the few images the first screen shows (they
   * are in view anyway), so that they paint with the page.
   */
  eager?: boolean;
  testId?: string;
}

type Stage = 'first' | 'retry' | 'fallback' | 'failed';

/** The same URL with a marker, so that the retry is not answered from the failed response in the cache. */
export function retryUrl(src: string): string {
  if (/^(data|blob):/i.test(src)) return src;
  const [path = '', hash] = src.split('#', 2);
  const joined = `${path}${path.includes('?') ? '&' : '?'}retry=1`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

function LazyImageInner({
  src,
  alt,
  fallbackSrc,
  className,
  testId,
  eager = false,
  ...imgProps
}: LazyImageProps) {
  const [holder, inView] = useInView<HTMLSpanElement>(lazyImageThreshold);
  const visible = eager || inView;
  const [stage, setStage] = useState<Stage>(src ? 'first' : fallbackSrc ? 'fallback' : 'failed');
  const [loaded, setLoaded] = useState(false);

  const current =
    stage === 'first'
      ? src
      : stage === 'retry'
        ? retryUrl(src)
        : stage === 'fallback'
          ? fallbackSrc
          : undefined;
  const onError = () => {
    setLoaded(false);
    setStage((previous) =>
      previous === 'first' ? 'retry' : previous === 'retry' && fallbackSrc ? 'fallback' : 'failed',
    );
  };

  return (
    <span
      ref={holder}
      className={`lazy-image${loaded ? ' is-loaded' : ''}${eager ? ' is-eager' : ''}${className ? ` ${className}` : ''}`}
      data-state={visible ? stage : 'waiting'}
      data-testid={testId}
    >
      {visible && current ? (
        <img
          {...imgProps}
          key={stage}
          src={current}
          alt={alt}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={onError}
        />
      ) : null}
    </span>
  );
}

/**
 * An image that loads when it scrolls into view (IntersectionObserver, threshold 0.1), retries once and then
 * shows `fallbackSrc`. Without IntersectionObserver it loads at once. A new `src` starts over.
 */
export function LazyImage(props: LazyImageProps) {
  return <LazyImageInner key={props.src} {...props} />;
}
