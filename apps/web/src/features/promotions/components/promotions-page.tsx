import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../shared/lib/format.ts';
import { sanitizeHtml } from '../../../shared/lib/sanitize-html.ts';
import { isFirstTimeLogin, useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ArrowRightIcon, CalendarIcon, GiftIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { announcementExecutions, announcementsQueryOptions } from '../../announcements/api/announcements.ts';
import { bannersQueryOptions } from '../../home/api/banners.ts';
import { BannerCarousel } from '../../home/components/banner-carousel.tsx';
import { filterFromQuery, matchesFilter, promotionFilters } from '../lib/promotion-filters.ts';
import './promotions-page.css';

function excerpt(html: string, length = 140): string {
  const spaced = sanitizeHtml(html).replace(/<\/(p|li|div|h[1-6]|tr|td)>|<br\s*\/?>/gi, ' $&');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > length ? `${clean.slice(0, length)}…` : clean;
}

/** Promotions (/promotions): the promotion banners and the promotion announcements, with the spec's filters. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const filter = filterFromQuery(params.get('tag') ?? params.get('filter'));
  const { data: banners } = useQuery(bannersQueryOptions('w_promotion', language));
  const executions = announcementExecutions(token !== null, token !== null && isFirstTimeLogin());
  const { data: announcements, isPending } = useQuery(announcementsQueryOptions(executions, language));
  const promotions = (announcements ?? []).filter(
    (item) => item.type === 'PR' || item.promotionType !== null,
  );
  const visible = promotions.filter((item) => matchesFilter(item.promotionType, filter));
  const badgeOf = (promotionType: string | null) => {
    if (!promotionType) return t('filters.other');
    const known = filterFromQuery(promotionType);
    return known === 'all' ? promotionType : t(`filters.${known}`);
  };

  return (
    <div className="promotions" data-testid="promotions-page">
      <PageHero eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} icon={<GiftIcon />} />
      <div className="promotions__body container">
        {banners && banners.length > 0 ? (
          <BannerCarousel banners={banners} className="promotions__banners" />
        ) : null}
        <div className="promo-filters" role="tablist" aria-label={t('filtersLabel')}>
          {promotionFilters.map((key) => (
            <button
              type="button"
              role="tab"
              key={key}
              aria-selected={key === filter}
              className={`promo-filter${key === filter ? ' is-current' : ''}`}
              onClick={() => setParams(key === 'all' ? {} : { tag: key }, { replace: true })}
            >
              {t(`filters.${key}`)}
            </button>
          ))}
        </div>
        {isPending ? (
          <LoadingBlock height={280} />
        ) : visible.length === 0 ? (
          <EmptyState
            icon={<GiftIcon />}
            title={t('emptyTitle')}
            text={t('emptyText')}
            action={
              filter !== 'all' ? (
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  onClick={() => setParams({}, { replace: true })}
                >
                  {t('showAll')}
                </button>
              ) : null
            }
          />
        ) : (
          <ul className="promo-cards">
            {visible.map((item) => (
              <li key={item.id}>
                <Link to={`/description?id=${item.id}`} className="promo-card" data-testid="promo-card">
                  <span className="promo-card__badge">{badgeOf(item.promotionType)}</span>
                  <span className="promo-card__title">{item.title}</span>
                  <span className="promo-card__text">{excerpt(item.content)}</span>
                  <span className="promo-card__foot">
                    <span className="promo-card__date">
                      <CalendarIcon />
                      {formatDate(item.startDateStr)}
                    </span>
                    <span className="promo-card__more">
                      {t('details')}
                      <ArrowRightIcon />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
