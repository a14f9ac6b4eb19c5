import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { FireIcon } from '../../../shared/ui/icons.tsx';
import { NearViewport } from '../../../shared/ui/near-viewport.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { NoticeMarquee } from '../../announcements/components/notice-marquee.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { bannersQueryOptions } from '../api/banners.ts';
import { BannerCarousel, BannerPlaceholder } from './banner-carousel.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RecommendTiles } from './recommend-tiles.tsx';
import './home-page.css';

/* Far below the first screen: their code, calls and DOM wait until the visitor gets near (NearViewport). */
const HotMatchesCarousel = lazyComponent(
  () => import('./hot-matches-carousel.tsx'),
  (module) => module.HotMatchesCarousel,
);
const HotGamesCarousel = lazyComponent(
  () => import('./hot-games-carousel.tsx'),
  (module) => module.HotGamesCarousel,
);
const WinnerBoard = lazyComponent(
  () => import('./winner-board.tsx'),
  (module) => module.WinnerBoard,
);

/**
 * Home (spec §2): banners, notice marquee, quick links, promo banner, recommend tiles, hot matches, then the
 * hot RNG games with the winner board beside them (below them on a phone). The first banner is the page's
 * largest paint; its box is kept while the banners load, so nothing below moves when they arrive.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data: banners, isPending: bannersPending } = useQuery(bannersQueryOptions('w_home', language));
  const { data: promoBanners, isPending: promoPending } = useQuery(
    bannersQueryOptions('w_promotion', language),
  );
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  return (
    <div className="home" data-testid="home-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      <section className="home__hero container">
        {bannersPending ? <BannerPlaceholder /> : <BannerCarousel banners={banners ?? []} />}
      </section>
      <section className="home__marquee container">
        <NoticeMarquee />
      </section>
      <section className="home__section container">
        <QuickLinks />
      </section>
      <section className="home__section container">
        <PromoBanner banner={promoBanners?.[0]} loading={promoPending} />
      </section>
      <section className="home__section container">
        <SectionHeading icon={<FireIcon />} title={t('recommend.heading')} />
        <RecommendTiles menus={menus} />
      </section>
      <div className="home__section container">
        <NearViewport minHeight={300}>
          <HotMatchesCarousel />
        </NearViewport>
      </div>
      <NearViewport minHeight={800}>
        <div className="home__section home__games container">
          <HotGamesCarousel menus={menus} />
          <WinnerBoard />
        </div>
      </NearViewport>
    </div>
  );
}
