import type { PromotionTag } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { GiftIcon, RefreshIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { bannersQueryOptions } from '../../home/api/banners.ts';
import { BannerCarousel } from '../../home/components/banner-carousel.tsx';
import { VipClubLink } from '../../vip/components/vip-club-link.tsx';
import { promotionByCodeQueryOptions, promotionListQueryOptions } from '../api/promotions.ts';
import {
  categoryOf,
  filterFromQuery,
  listFiltersOf,
  listParamsOf,
  promotionFilters,
  promotionTagFilters,
  wantedPromotion,
  type ListFilters,
} from '../lib/promotion-filters.ts';
import { promoCount } from '../lib/promotion-format.ts';
import { PromotionCard } from './promotion-card.tsx';
import { CategoryIcon } from './promotion-ui.tsx';
import './promotions-page.css';

/**
 * Promotions (/promotions): the promotion banners, the spec's filters (the categories, and the tags as chips),
 * and the merchant's promotions from the promotion engine, each with the caller's state (with the member's
 * token, a visitor's without). `?code=NEW_PLAYER` (home's hot promotions) and a banner's `?id=` open that
 * promotion's detail when it is listed; otherwise the list shows, with a word that it is not running.
 */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const wanted = wantedPromotion(params);
  const wantedCode = wanted && 'code' in wanted ? wanted.code : null;
  const byCode = useQuery({
    ...promotionByCodeQueryOptions(token, language, wantedCode ?? ''),
    enabled: wantedCode !== null,
  });

  if (wanted && 'id' in wanted) return <Navigate to={`/promotions/${wanted.id}`} replace />;
  if (wanted && byCode.data) return <Navigate to={`/promotions/${byCode.data.id}`} replace />;
  const looking = wantedCode !== null && byCode.isPending;
  /*
   * A code that is not listed (or could not be looked up): its category when it names one (a banner's
   * `?id=DEPOSIT`), else everything.
   */
  const missing = wantedCode !== null && !looking;
  const filters = listFiltersOf(params);
  if (missing && filters.filter === 'all') filters.filter = filterFromQuery(wantedCode);

  const choose = (next: Partial<ListFilters>) =>
    setParams(listParamsOf({ ...filters, page: 1, ...next }), { replace: true });

  return (
    <div className="promotions" data-testid="promotions-page">
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        icon={<GiftIcon />}
        aside={<VipClubLink />}
      />
      <div className="promotions__body container">
        <Banners />
        {looking ? (
          <LoadingBlock height={320} />
        ) : (
          <>
            {missing ? (
              <p className="promo-notice" role="status" data-testid="promo-code-missing">
                {t('codeMissing')}
              </p>
            ) : null}
            <Filters filters={filters} onChoose={choose} />
            <PromotionList filters={filters} onChoose={choose} />
          </>
        )}
      </div>
    </div>
  );
}

/** The promotion banners of the merchant (group `w_promotion`), as before the engine. */
function Banners() {
  const language = useLanguage();
  const { data: banners } = useQuery(bannersQueryOptions('w_promotion', language));
  return banners && banners.length > 0 ? (
    <BannerCarousel banners={banners} className="promotions__banners" />
  ) : null;
}

/** The categories as tabs (they scroll sideways on a phone) and the tags as chips, one of each at a time. */
function Filters({
  filters,
  onChoose,
}: {
  filters: ListFilters;
  onChoose: (next: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation('promotions');
  const listRef = useRef<HTMLDivElement>(null);
  /* On a phone the row scrolls: the chosen category comes into view. */
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('.is-current');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [filters.filter]);
  const toggleTag = (tag: PromotionTag) => onChoose({ tag: filters.tag === tag ? null : tag });
  return (
    <div className="promo-toolbar">
      <div className="promo-filters" role="tablist" aria-label={t('filtersLabel')} ref={listRef}>
        {promotionFilters.map((key) => (
          <button
            type="button"
            role="tab"
            key={key}
            aria-selected={key === filters.filter}
            className={`promo-filter${key === filters.filter ? ' is-current' : ''}`}
            onClick={() => onChoose({ filter: key })}
            data-testid={`promo-filter-${key}`}
          >
            {key === 'all' ? <GiftIcon /> : <CategoryIcon category={key} />}
            {t(`filters.${key}`)}
          </button>
        ))}
      </div>
      <div className="promo-tag-filters" role="group" aria-label={t('tagsLabel')}>
        <span className="promo-tag-filters__label">{t('tagsLabel')}</span>
        {promotionTagFilters.map((tag) => (
          <button
            type="button"
            key={tag}
            aria-pressed={filters.tag === tag}
            className={`promo-tag-filter${filters.tag === tag ? ' is-current' : ''}`}
            onClick={() => toggleTag(tag)}
            data-testid={`promo-tag-${tag}`}
          >
            #{t(`tags.${tag}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The cards of the chosen category, tag and page, with their loading, error and empty states. */
function PromotionList({
  filters,
  onChoose,
}: {
  filters: ListFilters;
  onChoose: (next: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const query = useQuery(
    promotionListQueryOptions(token, language, {
      category: categoryOf(filters.filter),
      tag: filters.tag ?? undefined,
      pageNo: filters.page,
    }),
  );
  const filtered = filters.filter !== 'all' || filters.tag !== null;

  if (query.error && !query.data)
    return (
      <div className="form-error promo-error" role="alert" data-testid="promo-list-error">
        <span>{errorMessageOf(query.error)}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
          <RefreshIcon />
          {t('retry')}
        </button>
      </div>
    );
  if (query.isPending) return <LoadingBlock height={320} />;
  const page = query.data;
  if (page.content.length === 0)
    return (
      <EmptyState
        icon={<GiftIcon />}
        title={t(filtered ? 'emptyTitle' : 'noneTitle')}
        text={t(filtered ? 'emptyText' : 'noneText')}
        action={
          filtered ? (
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => onChoose({ filter: 'all', tag: null })}
              data-testid="promo-show-all"
            >
              {t('showAll')}
            </button>
          ) : null
        }
      />
    );
  return (
    <section className={`promo-list${query.isPlaceholderData ? ' is-refreshing' : ''}`}>
      <p className="promo-list__count" data-testid="promo-count">
        {t('count', { count: page.totalElements, value: promoCount(page.totalElements, language) })}
      </p>
      <ul className="promo-cards">
        {page.content.map((promotion) => (
          <li key={promotion.id}>
            <PromotionCard promotion={promotion} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page.pageNum}
        pageCount={page.totalPages}
        onChange={(next) => onChoose({ page: next })}
      />
    </section>
  );
}
