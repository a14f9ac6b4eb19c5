import type { ImgHTMLAttributes } from 'react';
import { useInView } from '../lib/use-in-view.ts';

/** How far from the screen an image starts loading: a little ahead of a scroll, never a page ahead. */
export const inViewImageMargin = '400px 0px';

/**
 * An image asked for only once it comes within `inViewImageMargin` of the screen. For small images in rows far
 * below the first screen (logos, badges): the browser's own `loading="lazy"` starts images up to 2,500 px below
 * the screen, which on a short page is all of them, competing with what the page shows first. Without a source
 * and with an empty alt, the image draws nothing until then.
 */
export function InViewImage({
  src,
  alt,
  ...imgProps
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'loading'> & { src: string; alt: string }) {
  const [ref, inView] = useInView<HTMLImageElement>(0, inViewImageMargin);
  return <img ref={ref} {...imgProps} src={inView ? src : undefined} alt={inView ? alt : ''} />;
}
