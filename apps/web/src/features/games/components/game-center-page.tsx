import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ClockIcon, CrownIcon, PuzzleIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { gameMenusQueryOptions } from '../api/game-menus.ts';
import { categoryRebates, routeKeyOf, vendorGroups } from '../lib/category-pages.ts';
import { CategoryIcon } from './category-icon.tsx';
import { VendorCard } from './vendor-card.tsx';
import './game-pages.css';

/** Game centre (/cockfight, /esports): the category's vendors; a click starts the vendor's lobby. */
export function GameCenterPage() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const location = useLocation();
  const route = routeKeyOf(location.pathname) === 'esports' ? 'esports' : 'cockfight';
  const { data: menus, isPending } = useQuery(gameMenusQueryOptions(language));
  const group = vendorGroups(route, menus)[0];
  const type = route === 'esports' ? 'ESPORTS' : 'COCKFIGHT';

  return (
    <div className="game-page game-page--center" data-testid="game-center-page" data-category={route}>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t(`pages.${route}.title`)}
        subtitle={t(`pages.${route}.subtitle`)}
        icon={<CategoryIcon route={route} />}
        tone={route === 'esports' ? 'violet' : 'rose'}
        aside={
          <div className="game-stats">
            <div className="game-stat">
              <span className="game-stat__value">{group?.cards.length ?? 0}</span>
              <span className="game-stat__label">{t('stats.vendors')}</span>
            </div>
            <div className="game-stat">
              <span className="game-stat__value">{categoryRebates[type]}</span>
              <span className="game-stat__label">{t('stats.rebate')}</span>
            </div>
          </div>
        }
      />
      <div className="game-page__body container">
        {isPending ? (
          <LoadingBlock height={280} />
        ) : !group ? (
          <EmptyState icon={<PuzzleIcon />} title={t('emptyTitle')} text={t('emptyText')} />
        ) : (
          <ul className="vendor-grid vendor-grid--large">
            {group.cards.map((card) => (
              <li key={card.vassalage}>
                <VendorCard card={card} />
              </li>
            ))}
          </ul>
        )}
        <ul className="feature-points">
          <li>
            <ClockIcon />
            <span>
              <strong>{t(`center.${route}.point1.title`)}</strong>
              {t(`center.${route}.point1.text`)}
            </span>
          </li>
          <li>
            <CrownIcon />
            <span>
              <strong>{t(`center.${route}.point2.title`)}</strong>
              {t(`center.${route}.point2.text`)}
            </span>
          </li>
          <li>
            <ShieldIcon />
            <span>
              <strong>{t(`center.${route}.point3.title`)}</strong>
              {t(`center.${route}.point3.text`)}
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}
