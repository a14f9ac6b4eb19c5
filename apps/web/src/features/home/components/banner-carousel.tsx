import type { Banner } from '@msp/contracts/system.ts';
import { useNavigate } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { openExternal } from '../../../shared/lib/open-window.ts';
import { bannerCarouselSettings, linkageTarget } from '../lib/banner-linkage.ts';
import './banner-carousel.css';

/**
 * Banner carousel (spec §2): loops only with more than one banner, autoplay 5000 ms that keeps going after
 * interaction, slide speed 1000 ms, clickable pagination; a click opens the linkage target only when the
 * banner has a linkageType (pointer cursor only then); renders nothing when empty.
 */
export function BannerCarousel({ banners, className }: { banners: readonly Banner[]; className?: string }) {
  const navigate = useNavigate();
  if (banners.length === 0) return null;
  const loop = banners.length > 1;

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
      <Swiper
        modules={[Autoplay, Pagination]}
        loop={loop}
        speed={bannerCarouselSettings.speedMs}
        autoplay={{ delay: bannerCarouselSettings.autoplayDelayMs, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        slidesPerView={1}
        grabCursor={false}
      >
        {banners.map((banner) => {
          const clickable = banner.linkageType !== null;
          return (
            <SwiperSlide key={banner.id}>
              <div
                className={`banner-carousel__slide${clickable ? ' is-clickable' : ''}`}
                style={{ cursor: clickable ? 'pointer' : 'default' }}
                onClick={clickable ? () => open(banner) : undefined}
                role={clickable ? 'link' : undefined}
                tabIndex={clickable ? 0 : undefined}
                onKeyDown={clickable ? (event) => event.key === 'Enter' && open(banner) : undefined}
                data-testid="banner-slide"
              >
                <img src={banner.url} alt={banner.title} draggable={false} />
              </div>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </div>
  );
}
