import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cardsOf } from '../../../shared/lib/game-categories.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { SlotsIcon, StarIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { GameTile, GameTileSkeleton } from '../../games/components/game-tile.tsx';
import { hotGamesQueryOptions } from '../api/hot-games.ts';
import { hotGamesColumns, hotGamesPhoneColumns, hotGamesRows, pagesOf } from '../lib/paging.ts';
import { useMediaQuery } from '../../../shared/lib/use-media-query.ts';
import { useCarousel } from '../lib/use-carousel.ts';
import { useCarouselPaging } from '../lib/use-carousel-paging.ts';
import { CarouselArrows, CarouselDots } from './carousel-controls.tsx';
import './home-carousels.css';

export const phoneQuery = '(max-width: 640px)';

function GamesSkeleton({ columns }: { columns: number }) {
  return (
    <div
      className="hot-games__page"
      style={{ '--hot-columns': columns } as CSSProperties}
      aria-hidden="true"
      data-testid="hot-games-loading"
    >
      {Array.from({ length: columns * hotGamesRows }, (_, index) => (
        <GameTileSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * Hot RNG games (spec §2, §9): the hot games V2 list of the RNG vendors (or of one picked vendor), 4 per
 * view in 4 rows — pages of 16 tiles — with arrows and dots; a phone shows fewer columns. Swipe on touch.
 * Tiles are the games feature's GameTile, so a click goes through the site's one launch flow.
 */
export function HotGamesCarousel({ menus }: { menus: readonly VendorCategoryMenu[] | undefined }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const [vassalage, setVassalage] = useState<string | null>(null);
  const vendors = cardsOf(menus, ['RNG']);
  const { data: games, isPending, isError } = useQuery(hotGamesQueryOptions({ language, vassalage }));
  const phone = useMediaQuery(phoneQuery);
  const columns = phone ? hotGamesPhoneColumns : hotGamesColumns;
  const pages = useMemo(() => pagesOf(games ?? [], columns * hotGamesRows), [games, columns]);
  const [viewportRef, api] = useCarousel({ align: 'start' });
  const { paging, prev, next, goTo } = useCarouselPaging(api);
  const vendorNames = new Map(vendors.map((card) => [card.vassalage, card.displayName]));
  const paged = pages.length > 1;

  return (
    <section className="home-carousel hot-games" data-testid="hot-games" aria-busy={isPending}>
      <SectionHeading
        icon={<SlotsIcon />}
        title={t('hotGames.heading')}
        action={
          paged ? (
            <CarouselArrows
              canPrev={!paging.isBeginning}
              canNext={!paging.isEnd}
              onPrev={prev}
              onNext={next}
            />
          ) : null
        }
      />
      {vendors.length > 1 ? (
        <div className="hot-games__vendors" role="group" aria-label={t('hotGames.vendors')}>
          {[null, ...vendors.map((card) => card.vassalage)].map((code) => (
            <button
              key={code ?? 'all'}
              type="button"
              className={`hot-games__vendor${vassalage === code ? ' is-active' : ''}`}
              aria-pressed={vassalage === code}
              onClick={() => {
                setVassalage(code);
              }}
              data-testid={`hot-vendor-${code ?? 'all'}`}
            >
              {code ? (vendorNames.get(code) ?? code) : t('hotGames.all')}
            </button>
          ))}
        </div>
      ) : null}
      {isPending ? (
        <>
          <GamesSkeleton columns={columns} />
          {/* A full hot list runs to more than one page: the dots' row is kept while loading. */}
          <div className="home-carousel__dots-space" aria-hidden="true" />
        </>
      ) : isError || pages.length === 0 ? (
        <EmptyState
          icon={<StarIcon />}
          title={t('hotGames.empty')}
          text={t('hotGames.emptyText')}
          action={
            <Link to="/rng" className="btn btn--outline btn--sm">
              {t('hotGames.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <div
            key={vassalage ?? 'all'}
            className="home-carousel__viewport hot-games__viewport"
            ref={viewportRef}
            style={{ '--carousel-gap': '20px' } as CSSProperties}
          >
            <div className="home-carousel__track">
              {pages.map((page, index) => (
                <div className="home-carousel__slide" key={index}>
                  <div
                    className="hot-games__page"
                    style={{ '--hot-columns': columns } as CSSProperties}
                    data-testid="hot-games-page"
                  >
                    {page.map((game) => (
                      <GameTile key={game.nodeId} game={game} vendorName={vendorNames.get(game.vassalage)} />
                    ))}
                  </div>
                </div>
              ))}
            </div>
          </div>
          {paged ? <CarouselDots count={pages.length} active={paging.index} onSelect={goTo} /> : null}
        </>
      )}
    </section>
  );
}
