import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrownIcon, ShieldIcon, SportsIcon, StarIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { permissionQueryOptions, resourcesOf } from '../../system/api/permission.ts';
import './sponsor-page.css';

const pillars = [
  { key: 'sport', Icon: SportsIcon },
  { key: 'community', Icon: StarIcon },
  { key: 'responsible', Icon: ShieldIcon },
] as const;

/** Sponsor (/sponsor): the brand's partnerships, with the certification and licence marks of the merchant. */
export function SponsorPage() {
  const { t } = useTranslation('sponsor');
  const { data: permission } = useQuery(permissionQueryOptions());
  const marks = [...resourcesOf(permission, 'CERTIFICATION'), ...resourcesOf(permission, 'LICENCE')];
  const name = permission?.merchant.name ?? '';
  return (
    <div className="sponsor" data-testid="sponsor-page">
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title', { name })}
        subtitle={t('subtitle')}
        icon={<CrownIcon />}
        tone="rose"
      />
      <div className="sponsor__body container">
        <ul className="sponsor-pillars">
          {pillars.map(({ key, Icon }) => (
            <li key={key} className="sponsor-pillar">
              <span className="sponsor-pillar__icon">
                <Icon />
              </span>
              <h2>{t(`pillars.${key}.title`)}</h2>
              <p>{t(`pillars.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        {marks.length > 0 ? (
          <section>
            <SectionHeading icon={<ShieldIcon />} title={t('trustTitle')} />
            <ul className="sponsor-marks">
              {marks.map((mark) => (
                <li key={`${mark.resourceType}-${mark.labelNameEn}`} className="sponsor-mark">
                  {mark.imageUrl ? <img src={mark.imageUrl} alt={mark.labelNameEn} loading="lazy" /> : null}
                  <span>{mark.labelNameEn}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
