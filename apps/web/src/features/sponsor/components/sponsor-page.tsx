import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrownIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { ContentPageView } from '../../content-pages/components/content-page.tsx';
import { namedContentPages } from '../../content-pages/lib/content-links.ts';
import { permissionQueryOptions, resourcesOf } from '../../system/api/permission.ts';
import './sponsor-page.css';

/**
 * Sponsor (/sponsor, header and footer): the operator's sponsor page (content page `sponsor`, kept through the
 * operator API), with the certification and licence marks of the merchant below it.
 */
export function SponsorPage() {
  const { t } = useTranslation('sponsor');
  const { data: permission } = useQuery(permissionQueryOptions());
  const marks = [...resourcesOf(permission, 'CERTIFICATION'), ...resourcesOf(permission, 'LICENCE')];
  return (
    <div className="sponsor" data-testid="sponsor-page">
      <ContentPageView
        slug={namedContentPages.sponsor}
        eyebrow={t('eyebrow')}
        icon={<CrownIcon />}
        path="/sponsor"
      >
        {marks.length > 0 ? (
          <section className="sponsor__marks">
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
      </ContentPageView>
    </div>
  );
}
