import type { Banner } from '@msp/contracts/system.ts';
import { ArrowRightIcon } from '../../../shared/ui/icons.tsx';
import './banner-caption.css';

/**
 * A banner's words, drawn by the page over its picture in the site's own web font (docs/content.md): words inside
 * a picture depend on the viewer's fonts, and a phone without a Bangla font showed empty boxes. The button is a
 * look only: the whole banner is the link (or nothing, without a linkageType).
 */
export function BannerCaption({
  caption,
  variant = 'hero',
}: {
  caption: Banner['caption'];
  variant?: 'hero' | 'strip';
}) {
  if (!caption) return null;
  return (
    <div className={`banner-caption banner-caption--${variant}`} data-testid="banner-caption">
      {caption.kicker ? <span className="banner-caption__kicker">{caption.kicker}</span> : null}
      <span className="banner-caption__headline">{caption.headline}</span>
      {caption.subline ? <span className="banner-caption__subline">{caption.subline}</span> : null}
      {caption.cta ? (
        <span className="banner-caption__cta" aria-hidden="true">
          {caption.cta}
          <ArrowRightIcon />
        </span>
      ) : null}
    </div>
  );
}
