import type { VipPublicState } from '@msp/contracts/session.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CrownIcon } from '../../../shared/ui/icons.tsx';
import { tierOf } from '../lib/tiers.ts';
import './vip-badge.css';

/**
 * The member's VIP level as a small tier-coloured badge ("Gold · VIP3") linking to the VIP page, from the member
 * info's public state; nothing when the merchant has no levels or the member none.
 */
export function VipBadge({ member }: { member: Partial<Record<keyof VipPublicState, unknown>> | undefined }) {
  const { t } = useTranslation('header');
  const rank = typeof member?.vipRankLevel === 'number' ? member.vipRankLevel : 0;
  const label = typeof member?.vipLabelName === 'string' ? member.vipLabelName : null;
  if (member?.hasVip !== true || rank <= 0 || !label) return null;
  return (
    <Link
      to="/vip"
      className={`vip-badge vip-tier--${tierOf(rank)}`}
      title={t('vipTitle', { label })}
      data-testid="vip-label"
      data-rank={rank}
    >
      <CrownIcon aria-hidden="true" />
      <span className="vip-badge__label">{label}</span>
      <span className="vip-badge__rank" data-testid="vip-rank">
        {t('vipLevel', { rank })}
      </span>
    </Link>
  );
}
