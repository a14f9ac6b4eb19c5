import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CrownIcon } from '../../../shared/ui/icons.tsx';
import { vipQueryOptions } from '../api/vip.ts';
import './vip-badge.css';

/**
 * The way to the VIP page for everyone, visitors included (the header's badge shows only a member's own level):
 * drawn only when the merchant has VIP levels.
 */
export function VipClubLink() {
  const { t } = useTranslation('vip');
  const token = useSessionToken();
  const language = useLanguage();
  const { data } = useQuery(vipQueryOptions(token, language));
  if (!data || data.levels.length === 0) return null;
  return (
    <Link to="/vip" className="vip-club-link" data-testid="vip-club-link">
      <span className="vip-club-link__icon">
        <CrownIcon aria-hidden="true" />
      </span>
      <span className="vip-club-link__text">
        <strong>{t('clubLink.title')}</strong>
        <span>{t('clubLink.text', { count: data.levels.length })}</span>
      </span>
    </Link>
  );
}
