import type { Banner } from '@msp/contracts/system.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { BannerCaption } from './banner-caption.tsx';
import './promo-banner.css';

/**
 * The promotion banner of home (group w_promotion); it opens the referral page (a visitor first registers, and
 * has its own link once a member). While it loads, its box keeps the banner's place.
 */
export function PromoBanner({ banner, loading = false }: { banner: Banner | undefined; loading?: boolean }) {
  const { t } = useTranslation('home');
  const token = useSessionToken();
  if (loading) return <div className="promo-banner promo-banner--loading" aria-hidden="true" />;
  if (!banner) return null;
  return (
    <Link
      to={token === null ? '/register' : '/member/referral'}
      className="promo-banner"
      data-testid="promo-banner"
    >
      <img src={banner.url} alt={banner.title} loading="lazy" />
      <BannerCaption caption={banner.caption} variant="strip" />
      <span className="visually-hidden">{t('promoBannerCta')}</span>
    </Link>
  );
}
