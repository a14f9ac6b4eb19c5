import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { FireIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { NoticeMarquee } from '../../announcements/components/notice-marquee.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { bannersQueryOptions } from '../api/banners.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { HotGamesCarousel } from './hot-games-carousel.tsx';
import { HotMatchesCarousel } from './hot-matches-carousel.tsx';
import { PromoBanner } from './promo-banner.tsx';
import { QuickLinks } from './quick-links.tsx';
import { RecommendTiles } from './recommend-tiles.tsx';
import { WinnerBoard } from './winner-board.tsx';
import './home-page.css';

/**
 * Home (spec §2): banners, notice marquee, quick links, promo banner, recommend tiles, hot matches, then the
 * hot RNG games with the winner board beside them (below them on a phone).
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data: banners } = useQuery(bannersQueryOptions('w_home', language));
  const { data: promoBanners } = useQuery(bannersQueryOptions('w_promotion', language));
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  return (
    <div className="home" data-testid="home-page">
      <h1 className="visually-hidden">{t('title')}</h1>
      <section className="home__hero container">
        <BannerCarousel banners={banners ?? []} />
      </section>
      <section className="home__marquee container">
        <NoticeMarquee />
      </section>
      <section className="home__section container">
        <QuickLinks />
      </section>
      <section className="home__section container">
        <PromoBanner banner={promoBanners?.[0]} />
      </section>
      <section className="home__section container">
        <SectionHeading icon={<FireIcon />} title={t('recommend.heading')} />
        <RecommendTiles menus={menus} />
      </section>
      <div className="home__section container">
        <HotMatchesCarousel />
      </div>
      <div className="home__section home__games container">
        <HotGamesCarousel menus={menus} />
        <WinnerBoard />
      </div>
    </div>
  );
}
