import { languages } from '@msp/contracts/errors.ts';
import type { GameSubcategory, VendorCategory } from '@msp/contracts/enums.ts';
import type { VendorCard } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { visibleSubcategories } from '../../../shared/lib/game-categories.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { FireIcon, PuzzleIcon, RefreshIcon, WifiOffIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { gameMenusQueryOptions } from '../api/game-menus.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useFavourites } from '../hooks/use-favourites.ts';
import { useGameList, type ListMode } from '../hooks/use-game-list.ts';
import {
  categoryRebates,
  gameListRoutes,
  routeKeyOf,
  vendorGroups,
  type GameListRoute,
} from '../lib/category-pages.ts';
import { CategoryIcon } from './category-icon.tsx';
import { GameGrid, InfiniteSentinel } from './game-grid.tsx';
import { ClassifyFilter, GameSearch, ModeFilter } from './game-filters.tsx';
import { HeartIcon, HistoryIcon, SearchIcon } from './game-icons.tsx';
import { VendorTabs } from './vendor-tabs.tsx';
import './game-pages.css';
import './game-list.css';

/** The search box waits this long after the last key before it asks the server. */
export const searchDebounceMs = 350;

const heroTone: Partial<Record<GameListRoute, 'gold' | 'violet' | 'teal' | 'rose'>> = {
  live: 'rose',
  fish: 'teal',
  pvp: 'violet',
  sports: 'teal',
};

/** The vendors of a route once each (a vendor may serve several categories). */
function uniqueVendors(cards: readonly VendorCard[]): VendorCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    const code = card.vassalage.toUpperCase();
    if (seen.has(code)) return false;
    seen.add(code);
    return true;
  });
}

/**
 * Game list centre (/rng, /live, /fish, /pvp, /inHouse, /sports, /hot, /lott, /elott): vendor tabs ("all"
 * first; `vassalage` in the URL selects one), subcategory chips, a debounced name search, the member's
 * favourites and recent games, and the game grid with infinite scroll. Tiles launch through useGameLaunch.
 */
export function GameListCenterPage() {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const token = useSessionToken();
  const route = routeKeyOf(location.pathname);
  const { data: menus, isPending: menusPending } = useQuery(gameMenusQueryOptions(language));
  const { data: permission } = useQuery(permissionQueryOptions());
  const { ids: favouriteIds } = useFavourites();

  const groups = vendorGroups(route, menus);
  const vendors = uniqueVendors(groups.flatMap((group) => group.cards));
  const single = groups.length === 1 ? groups[0] : undefined;
  const inHouse = route === 'inhouse';
  /** The category the list asks for (none on /hot and /inHouse, which span categories). */
  const routeTypes: readonly VendorCategory[] = gameListRoutes[route];
  const gameType: VendorCategory | undefined = routeTypes.length === 1 ? routeTypes[0] : undefined;

  const requested = params.get('vassalage')?.trim() || null;
  const matched = requested
    ? vendors.find((card) => card.vassalage.toUpperCase() === requested.toUpperCase())
    : undefined;
  const selected = matched?.vassalage ?? requested ?? (inHouse ? (vendors[0]?.vassalage ?? null) : null);
  const vendorNames = new Map(vendors.map((card) => [card.vassalage.toUpperCase(), card.displayName]));

  const menu = gameType ? menus?.find((entry) => entry.gameType === gameType) : undefined;
  const classifyOptions = visibleSubcategories(
    menu?.gameClassify,
    permission?.merchant.languages ?? languages,
  );
  const [classifyChoice, setClassify] = useState<GameSubcategory | null>(null);
  const classify = classifyChoice && classifyOptions.includes(classifyChoice) ? classifyChoice : null;
  const [modeChoice, setMode] = useState<ListMode>('all');
  const mode: ListMode = token ? modeChoice : 'all';
  const [search, setSearch] = useState('');
  const gameName = useDebouncedValue(search.trim(), searchDebounceMs);

  const filters = {
    gameType,
    vassalage: selected ?? undefined,
    gameClassify: classify ?? undefined,
    gameName: gameName || undefined,
  };
  /* /inHouse lists one in-house vendor at a time: wait for game_menus to name it. */
  const waitingForVendor = inHouse && !selected;
  const list = useGameList(mode, filters, language, {
    favouriteIds,
    enabled: !waitingForVendor,
    /* /hot lists the hot games (the hot list call), the other pages the catalogue. */
    source: route === 'hot' ? 'hot' : 'catalogue',
  });

  const selectVendor = (vassalage: string | null) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (vassalage) next.set('vassalage', vassalage);
        else next.delete('vassalage');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  const clearFilters = () => {
    setSearch('');
    setClassify(null);
  };
  const filtered = Boolean(gameName || classify);

  const emptyState = () => {
    if (mode === 'favourites') {
      return (
        <EmptyState icon={<HeartIcon />} title={t('list.noFavourites')} text={t('list.noFavouritesText')} />
      );
    }
    if (mode === 'recent') {
      return <EmptyState icon={<HistoryIcon />} title={t('list.noRecent')} text={t('list.noRecentText')} />;
    }
    if (filtered) {
      return (
        <EmptyState
          icon={<SearchIcon />}
          title={t('list.noMatch')}
          text={t('list.noMatchText')}
          action={
            <button type="button" className="btn btn--outline" onClick={clearFilters}>
              {t('list.clearFilters')}
            </button>
          }
        />
      );
    }
    return <EmptyState icon={<PuzzleIcon />} title={t('list.emptyTitle')} text={t('list.emptyText')} />;
  };

  const heading =
    mode === 'favourites'
      ? t('filters.favourites')
      : mode === 'recent'
        ? t('filters.recent')
        : selected
          ? (vendorNames.get(selected.toUpperCase()) ?? selected)
          : t('list.allGames');

  return (
    <div className="game-page game-page--list" data-testid="game-list-page" data-category={route}>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t(`pages.${route}.title`)}
        subtitle={t(`pages.${route}.subtitle`)}
        icon={route === 'hot' ? <FireIcon /> : <CategoryIcon route={route} />}
        tone={heroTone[route] ?? 'gold'}
        aside={
          <div className="game-stats">
            <div className="game-stat">
              <span className="game-stat__value">{vendors.length}</span>
              <span className="game-stat__label">{t('stats.vendors')}</span>
            </div>
            {mode === 'all' && list.total !== null && !list.isStale ? (
              <div className="game-stat">
                <span className="game-stat__value" data-testid="game-total">
                  {list.total}
                </span>
                <span className="game-stat__label">{t('stats.games')}</span>
              </div>
            ) : null}
            {single && !inHouse ? (
              <div className="game-stat game-stat--optional">
                <span className="game-stat__value">{categoryRebates[single.type]}</span>
                <span className="game-stat__label">{t('stats.rebate')}</span>
              </div>
            ) : null}
          </div>
        }
      />
      <div className="game-page__body container">
        {!menusPending && vendors.length === 0 ? (
          <EmptyState icon={<PuzzleIcon />} title={t('emptyTitle')} text={t('emptyText')} />
        ) : (
          <>
            <div className={`game-toolbar${classifyOptions.length === 0 ? ' game-toolbar--single' : ''}`}>
              {vendors.length > 0 ? (
                <VendorTabs
                  vendors={vendors}
                  selected={selected}
                  onSelect={selectVendor}
                  withAll={!inHouse}
                />
              ) : null}
              <ClassifyFilter options={classifyOptions} selected={classify} onSelect={setClassify} />
              <div className="game-toolbar__end">
                {token ? <ModeFilter mode={mode} onChange={setMode} /> : null}
                <GameSearch value={search} onChange={setSearch} />
              </div>
            </div>

            <section className="game-results" aria-labelledby="game-results-title">
              <div className="game-results__head">
                <h2 className="game-results__title" id="game-results-title">
                  {heading}
                </h2>
                {list.total !== null && !list.isPending && !list.isError ? (
                  <span className="game-results__count">{t('list.count', { count: list.total })}</span>
                ) : null}
              </div>
              {list.isError ? (
                <EmptyState
                  icon={<WifiOffIcon />}
                  title={t('list.errorTitle')}
                  text={t('list.errorText')}
                  action={
                    <button type="button" className="btn btn--primary" onClick={list.refetch}>
                      <RefreshIcon />
                      {t('list.retry')}
                    </button>
                  }
                />
              ) : list.isPending || waitingForVendor ? (
                <GameGrid games={[]} loading />
              ) : list.games.length === 0 ? (
                emptyState()
              ) : (
                <GameGrid
                  games={list.games}
                  vendorNames={vendorNames}
                  className={list.isStale ? 'is-stale' : undefined}
                  footer={
                    <InfiniteSentinel
                      hasNextPage={list.hasNextPage}
                      isFetchingNextPage={list.isFetchingNextPage}
                      fetchNextPage={list.fetchNextPage}
                    />
                  }
                />
              )}
            </section>
          </>
        )}
      </div>
    </div>
  );
}
