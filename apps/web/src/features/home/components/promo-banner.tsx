import type { Banner } from '@msp/contracts/system.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './promo-banner.css';

/** The promotion banner of home (group w_promotion); it opens the referral page. */
export function PromoBanner({ banner }: { banner: Banner | undefined }) {
  const { t } = useTranslation('home');
  if (!banner) return null;
  return (
    <Link to="/member/referral" className="promo-banner" data-testid="promo-banner">
      <img src={banner.url} alt={banner.title} loading="lazy" />
      <span className="visually-hidden">{t('promoBannerCta')}</span>
    </Link>
  );
}
