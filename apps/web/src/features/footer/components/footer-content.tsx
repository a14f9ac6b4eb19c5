import type { Resource } from '@msp/contracts/system.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { FeedbackIcon, ShieldIcon } from '../../../shared/ui/icons.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { InViewImage } from '../../../shared/ui/in-view-image.tsx';
import { contentLinks } from '../../content-pages/lib/content-links.ts';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { VendorLogo } from '../../games/components/vendor-logo.tsx';
import { descriptionsOf, helpCenterQueryOptions, helpLinksOf } from '../../system/api/help-center.ts';
import { permissionQueryOptions, resourcesOf } from '../../system/api/permission.ts';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import { footerVendors, vendorLogoPath } from '../lib/vendor-logos.ts';
import { SocialLinks } from './social-links.tsx';
import './footer.css';

function ResourceImages({ resources, testId }: { resources: Resource[]; testId: string }) {
  return (
    <ul className="footer-badges" data-testid={testId}>
      {resources.map((resource) => {
        const content = resource.imageUrl ? (
          <InViewImage src={resource.imageUrl} alt={resource.labelNameEn} title={resource.labelNameEn} />
        ) : (
          <span>{resource.labelNameEn}</span>
        );
        return (
          <li key={`${resource.resourceType}-${resource.labelNameEn}`} className="footer-badges__item">
            {resource.url ? (
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What the footer shows (see footer.tsx). */
export function FooterContent({ showDescriptions }: { showDescriptions: boolean }) {
  const { t } = useTranslation('footer');
  const language = useLanguage();
  const token = useSessionToken();
  const { data: permission } = useQuery(permissionQueryOptions());
  const { data: sections } = useQuery(helpCenterQueryOptions(language));
  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const helpLinks = helpLinksOf(sections);
  const descriptions = showDescriptions ? descriptionsOf(sections) : [];
  const vendors = footerVendors(menus);
  const payments = resourcesOf(permission, 'PAYMENT_METHOD');
  const certifications = resourcesOf(permission, 'CERTIFICATION');
  const licences = resourcesOf(permission, 'LICENCE');

  return (
    <>
      {descriptions.length > 0 ? (
        <section className="footer-about container" data-testid="footer-descriptions">
          {descriptions.map((section) => (
            <article key={section.id} className="footer-about__item">
              <h2 className="footer-about__title">{section.title}</h2>
              <HtmlContent html={section.content} className="footer-about__text" />
            </article>
          ))}
        </section>
      ) : null}

      {vendors.length > 0 ? (
        <section className="footer-vendors container" aria-label={t('vendors')}>
          <h2 className="footer-heading">{t('vendors')}</h2>
          <ul className="footer-vendors__list" data-testid="footer-vendors">
            {vendors.map((card) => (
              <li key={card.vassalage} className="footer-vendors__item" title={card.displayName}>
                <VendorLogo src={vendorLogoPath(card)} name={card.displayName} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="footer-grid container">
        <div className="footer-col footer-col--brand">
          <BrandLogo />
          <p className="footer-tagline">{t('tagline')}</p>
          <SocialLinks permission={permission} />
          <button
            type="button"
            className="btn btn--outline btn--sm footer-feedback"
            onClick={() => (token ? openPopup('feedbackModal', {}) : openPopup('loginPopupModal', {}))}
            data-testid="footer-feedback"
          >
            <FeedbackIcon />
            {t('feedback')}
          </button>
        </div>
        <nav className="footer-col" aria-label={t('help')}>
          <h2 className="footer-heading">{t('help')}</h2>
          <ul className="footer-links" data-testid="footer-help-links">
            {helpLinks.map((section) => (
              <li key={section.id}>
                <Link to={`/help#${section.code}`}>{section.title}</Link>
              </li>
            ))}
          </ul>
          <ul className="footer-links footer-links--pages" data-testid="footer-page-links">
            {contentLinks.map((link) => (
              <li key={link.key}>
                <Link to={link.to}>{t(`pages.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {payments.length > 0 ? (
          <div className="footer-col">
            <h2 className="footer-heading">{t('payments')}</h2>
            <ResourceImages resources={payments} testId="footer-payments" />
          </div>
        ) : null}
        {certifications.length + licences.length > 0 ? (
          <div className="footer-col">
            {certifications.length > 0 ? (
              <>
                <h2 className="footer-heading">{t('certifications')}</h2>
                <ResourceImages resources={certifications} testId="footer-certifications" />
              </>
            ) : null}
            {licences.length > 0 ? (
              <>
                <h2 className="footer-heading footer-heading--spaced">{t('licences')}</h2>
                <ResourceImages resources={licences} testId="footer-licences" />
              </>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="footer-bottom">
        <div className="footer-bottom__inner container">
          <p className="footer-bottom__responsible">
            <span className="footer-age">{t('ageBadge')}</span>
            <ShieldIcon />
            {t('responsible')}
          </p>
          <p className="footer-bottom__copyright" data-testid="footer-copyright">
            {permission?.merchant.copyright ||
              t('copyright', { year: new Date().getFullYear(), name: permission?.merchant.name ?? '' })}
          </p>
        </div>
      </div>
    </>
  );
}
