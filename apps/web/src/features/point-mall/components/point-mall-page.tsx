import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { CoinsIcon, GiftIcon, ShieldIcon, StoreIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { memberInfoQueryOptions } from '../../auth/api/member-info.ts';
import './point-mall-page.css';

const steps = [
  { key: 'earn', Icon: CoinsIcon },
  { key: 'choose', Icon: GiftIcon },
  { key: 'redeem', Icon: TicketIcon },
] as const;

const statuses = ['process', 'approved', 'rejected'] as const;

/** Point mall (/pointMall, login required): how points are earned and redeemed, and the redemption states. */
export function PointMallPage() {
  const { t } = useTranslation('pointMall');
  const token = useSessionToken();
  const { data: member } = useQuery(memberInfoQueryOptions(token));
  return (
    <div className="point-mall" data-testid="point-mall-page">
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        icon={<StoreIcon />}
        tone="teal"
        aside={
          <div className="point-mall__member">
            <span className="point-mall__member-label">{t('memberLabel')}</span>
            <span className="point-mall__member-name">{member?.account ?? '—'}</span>
            <span className="point-mall__member-note">
              <ShieldIcon />
              {t('neverExpire')}
            </span>
          </div>
        }
      />
      <div className="point-mall__body container">
        <section>
          <SectionHeading icon={<CoinsIcon />} title={t('howTitle')} />
          <ol className="point-steps">
            {steps.map(({ key, Icon }, index) => (
              <li key={key} className="point-step">
                <span className="point-step__index">{index + 1}</span>
                <span className="point-step__icon">
                  <Icon />
                </span>
                <strong>{t(`steps.${key}.title`)}</strong>
                <span>{t(`steps.${key}.text`)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="point-rules">
          <div className="point-rules__card">
            <h2>{t('rulesTitle')}</h2>
            <ul>
              {(['rule1', 'rule2', 'rule3', 'rule4'] as const).map((rule) => (
                <li key={rule}>{t(`rules.${rule}`)}</li>
              ))}
            </ul>
          </div>
          <div className="point-rules__card">
            <h2>{t('statusTitle')}</h2>
            <ul className="point-status">
              {statuses.map((status) => (
                <li key={status}>
                  <span className={`point-status__dot point-status__dot--${status}`} />
                  <strong>{t(`statuses.${status}.title`)}</strong>
                  <span>{t(`statuses.${status}.text`)}</span>
                </li>
              ))}
            </ul>
            <Link to="/promotions?tag=pointsMall" className="btn btn--outline btn--sm">
              {t('seePromotions')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
