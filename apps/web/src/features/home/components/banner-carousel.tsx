import type { Banner } from '@msp/contracts/system.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openExternal } from '../../../shared/lib/open-window.ts';
import { whenIdle } from '../../../shared/lib/when-idle.ts';
import { bannerCarouselSettings, emblaDuration, linkageTarget } from '../lib/banner-linkage.ts';
import { useCarousel } from '../lib/use-carousel.ts';
import { useCarouselPaging } from '../lib/use-carousel-paging.ts';
import { BannerCaption } from './banner-caption.tsx';
import './banner-carousel.css';

/** The banner's box while the banners load: the same size, so nothing below moves when they arrive. */
export function BannerPlaceholder({ className }: { className?: string }) {
  return (
    <div
      className={`banner-carousel banner-carousel--loading${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      data-testid="banner-placeholder"
    >
      <div className="banner-carousel__slide" />
    </div>
  );
}

/**
 * Banner carousel (spec §2): loops only with more than one banner, autoplay 5000 ms that keeps going after
 * interaction, slide speed 1000 ms, clickable pagination; a click opens the linkage target only when the
 * banner has a linkageType (pointer cursor only then); renders nothing when empty. The first banner is the
 * page's largest paint: it loads at once and first; the others load lazily.
 */
export function BannerCarousel({ banners, className }: { banners: readonly Banner[]; className?: string }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const loop = banners.length > 1;
  const [viewportRef, api] = useCarousel({
    loop,
    active: loop,
    duration: emblaDuration(bannerCarouselSettings.speedMs),
    ...(loop
      ? {
          autoplay: { delay: bannerCarouselSettings.autoplayDelayMs, stopOnInteraction: false },
          /*
           * The first banner is all the first seconds need: the engine (8 KB) loads well after the page's start,
           * or at once when the visitor reaches for the banners. The first step then comes a little later.
           */
          startAfterMs: bannerCarouselSettings.autoplayDelayMs - 1500,
        }
      : {}),
  });
  const { paging, goTo } = useCarouselPaging(api);
  const [restShown, setRestShown] = useState(false);
  useEffect(() => (loop ? whenIdle(() => setRestShown(true)) : undefined), [loop]);
  if (banners.length === 0) return null;

  const open = (banner: Banner) => {
    const target = linkageTarget(banner);
    if (!target) return;
    if (target.kind === 'external') openExternal(target.url);
    else void navigate(target.to);
  };

  return (
    <div
      className={`banner-carousel${className ? ` ${className}` : ''}`}
      data-testid="banner-carousel"
      data-loop={loop}
    >
      <div className="banner-carousel__viewport" ref={viewportRef}>
        <div className="banner-carousel__track">
          {banners.map((banner, index) => {
            const clickable = banner.linkageType !== null;
            return (
              <div
                key={banner.id}
                className={`banner-carousel__slide${clickable ? ' is-clickable' : ''}`}
                style={{ cursor: clickable ? 'pointer' : 'default' }}
                onClick={clickable ? () => open(banner) : undefined}
                role={clickable ? 'link' : undefined}
                tabIndex={clickable ? 0 : undefined}
                onKeyDown={clickable ? (event) => event.key === 'Enter' && open(banner) : undefined}
                aria-current={index === paging.index ? 'true' : undefined}
                data-testid="banner-slide"
              >
                {index === 0 || restShown ? (
                  <img
                    src={banner.url}
                    alt={banner.title}
                    draggable={false}
                    {...(index === 0
                      ? { fetchPriority: 'high' as const }
                      : { loading: 'lazy' as const, decoding: 'async' as const })}
                  />
                ) : null}
                <BannerCaption caption={banner.caption} />
              </div>
            );
          })}
        </div>
      </div>
      {loop ? (
        <div className="banner-carousel__dots" role="tablist" aria-label={t('carousel.pages')}>
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              role="tab"
              className={`banner-carousel__dot${index === paging.index ? ' is-active' : ''}`}
              aria-selected={index === paging.index}
              aria-label={t('carousel.page', { page: index + 1 })}
              onClick={() => {
                goTo(index);
                api?.plugins().autoplay?.reset();
              }}
              data-testid="banner-dot"
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
