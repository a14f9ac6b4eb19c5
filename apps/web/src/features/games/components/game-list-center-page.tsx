import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CoinsIcon, FireIcon, PuzzleIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { gameMenusQueryOptions } from '../api/game-menus.ts';
import { categoryRebates, routeKeyOf, vendorGroups } from '../lib/category-pages.ts';
import { CategoryIcon } from './category-icon.tsx';
import { VendorCard } from './vendor-card.tsx';
import './game-pages.css';

/**
 * Game list centre (/rng, /live, /fish, /pvp, /inHouse, /sports, /hot, /lott, /elott): the vendors of the
 * category from game_menus; `vassalage` in the query picks a vendor.
 */
export function GameListCenterPage() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const location = useLocation();
  const [params] = useSearchParams();
  const route = routeKeyOf(location.pathname);
  const selectedVendor = params.get('vassalage')?.toUpperCase() ?? null;
  const { data: menus, isPending } = useQuery(gameMenusQueryOptions(language));
  const groups = vendorGroups(route, menus);
  const vendorCount = groups.reduce((sum, group) => sum + group.cards.length, 0);
  const single = groups.length === 1 ? groups[0] : undefined;

  return (
    <div className="game-page" data-testid="game-list-page" data-category={route}>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t(`pages.${route}.title`)}
        subtitle={t(`pages.${route}.subtitle`)}
        icon={route === 'hot' ? <FireIcon /> : <CategoryIcon route={route} />}
        aside={
          <div className="game-stats">
            <div className="game-stat">
              <span className="game-stat__value">{vendorCount}</span>
              <span className="game-stat__label">{t('stats.vendors')}</span>
            </div>
            {single ? (
              <div className="game-stat">
                <span className="game-stat__value">{categoryRebates[single.type]}</span>
                <span className="game-stat__label">{t('stats.rebate')}</span>
              </div>
            ) : null}
          </div>
        }
      />
      <div className="game-page__body container">
        {isPending ? (
          <LoadingBlock height={320} />
        ) : groups.length === 0 ? (
          <EmptyState icon={<PuzzleIcon />} title={t('emptyTitle')} text={t('emptyText')} />
        ) : (
          groups.map((group) => (
            <section key={group.type} className="game-group" aria-label={t(`categories.${group.type}`)}>
              {groups.length > 1 || group.subcategories.length > 0 ? (
                <SectionHeading
                  icon={<CoinsIcon />}
                  title={t(`categories.${group.type}`)}
                  action={
                    group.subcategories.length > 0 ? (
                      <ul className="game-classify" aria-label={t('gameTypes')}>
                        {group.subcategories.map((code) => (
                          <li key={code}>{t(`subcategories.${code}`)}</li>
                        ))}
                      </ul>
                    ) : (
                      <span className="game-rebate">
                        {t('stats.rebate')} {categoryRebates[group.type]}
                      </span>
                    )
                  }
                />
              ) : null}
              <ul className="vendor-grid">
                {group.cards.map((card) => (
                  <li key={`${card.gameType}-${card.vassalage}`}>
                    <VendorCard card={card} selected={card.vassalage.toUpperCase() === selectedVendor} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
