import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { ChevronRightIcon, HelpIcon } from '../../../shared/ui/icons.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { contentLinks } from '../../content-pages/lib/content-links.ts';
import { helpCenterQueryOptions, helpLinksOf } from '../../system/api/help-center.ts';
import { LanguageSelector } from '../../language/components/language-selector.tsx';
import { BrandLogo } from '../../theme/components/brand-logo.tsx';
import './help-page.css';

/**
 * Help centre (/help, spec §2): the help sections with a side navigation; the URL hash picks the section. Below
 * the sections, the site's own pages (about us, the deposit tutorial, news, blog, VIP, sponsorships, the app).
 * /helpmc shows the same alone, without the site chrome (the member centre's help URL).
 */
export function HelpPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('help');
  const { t: tFooter } = useTranslation('footer');
  const language = useLanguage();
  const location = useLocation();
  const { data, isPending } = useQuery(helpCenterQueryOptions(language));
  const sections = helpLinksOf(data);
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  const current = sections.find((section) => section.code === hash) ?? sections[0];

  return (
    <div className={`help${standalone ? ' help--standalone' : ''}`} data-testid="help-page">
      {standalone ? (
        <div className="help__bar">
          <div className="help__bar-inner container">
            <BrandLogo linkHome={false} compact />
            <LanguageSelector compact />
          </div>
        </div>
      ) : null}
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
        icon={<HelpIcon />}
        tone="violet"
      />
      <div className="help__body container">
        {isPending ? (
          <LoadingBlock height={320} />
        ) : sections.length === 0 || !current ? (
          <EmptyState icon={<HelpIcon />} title={t('emptyTitle')} text={t('emptyText')} />
        ) : (
          <div className="help__layout">
            <nav className="help__nav" aria-label={t('title')}>
              <ul>
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link
                      to={{ hash: section.code }}
                      replace
                      className={`help__nav-link${section.id === current.id ? ' is-current' : ''}`}
                      aria-current={section.id === current.id ? 'true' : undefined}
                      data-testid="help-nav-link"
                    >
                      <span>{section.title}</span>
                      <ChevronRightIcon />
                    </Link>
                  </li>
                ))}
              </ul>
              <p className="help__nav-heading">{tFooter('pages.title')}</p>
              <ul data-testid="help-page-links">
                {contentLinks.map((link) => (
                  <li key={link.key}>
                    <Link to={link.to} className="help__nav-link help__nav-link--page">
                      <span>{tFooter(`pages.${link.key}`)}</span>
                      <ChevronRightIcon />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <article className="help__content" id={current.code} data-testid="help-section">
              <h2 className="help__title">{current.title}</h2>
              <HtmlContent html={current.content} />
            </article>
          </div>
        )}
      </div>
    </div>
  );
}

/** /helpmc: the help centre alone, without the site chrome. */
export function StandaloneHelpPage() {
  return <HelpPage standalone />;
}
