import type { ContentPageKind } from '@msp/contracts/content.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { DepositIcon, HelpIcon, StarIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { contentPageQueryOptions } from '../api/content-pages.ts';
import { contentLinks, namedContentPages } from '../lib/content-links.ts';
import './content-pages.css';

/** The site's own pages, linked under a page: where a reader goes next. */
export function ContentPagesNav({ current }: { current?: string }) {
  const { t } = useTranslation('footer');
  return (
    <nav className="content-nav" aria-label={t('pages.title')} data-testid="content-pages-nav">
      <ul>
        {contentLinks.map((link) => (
          <li key={link.key}>
            <Link
              to={link.to}
              className={`content-nav__link${current === link.to ? ' is-current' : ''}`}
              aria-current={current === link.to ? 'page' : undefined}
            >
              {t(`pages.${link.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A page of operator content (about us, the deposit tutorial, any page an operator adds at /page/<slug>): its
 * title and summary in the hero, its cover and HTML below, sanitized again before it is drawn.
 */
export function ContentPageView({
  slug,
  kind = 'PAGE',
  eyebrow,
  icon,
  path,
  children,
}: {
  slug: string;
  kind?: ContentPageKind;
  eyebrow: string;
  icon: ReactNode;
  /** The page's own path, marked in the pages menu. */
  path?: string;
  /** Drawn below the content (the sponsor page's marks). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('contentPages');
  const language = useLanguage();
  const { data: page, isPending, isError } = useQuery(contentPageQueryOptions(kind, slug, language));
  return (
    <div className="content-page" data-testid="content-page" data-slug={slug}>
      <PageHero
        eyebrow={eyebrow}
        title={page?.title ?? (isPending ? '' : t('notFoundTitle'))}
        subtitle={page?.summary || undefined}
        icon={icon}
        tone="gold"
      />
      <div className="content-page__body container">
        {isPending ? (
          <LoadingBlock height={420} />
        ) : isError || !page ? (
          <EmptyState
            icon={<HelpIcon />}
            title={t('notFoundTitle')}
            text={t('notFoundText')}
            action={
              <Link to="/help" className="btn btn--primary">
                {t('toHelp')}
              </Link>
            }
          />
        ) : (
          <article className="content-card" data-testid="content-page-article">
            {page.coverUrl ? (
              <img className="content-card__cover" src={page.coverUrl} alt="" decoding="async" />
            ) : null}
            <HtmlContent html={page.content} className="content-card__html" />
            {children}
          </article>
        )}
        <ContentPagesNav current={path} />
      </div>
    </div>
  );
}

/** /aboutUs */
export function AboutUsPage() {
  const { t } = useTranslation('footer');
  return (
    <ContentPageView
      slug={namedContentPages.aboutUs}
      eyebrow={t('pages.aboutUs')}
      icon={<StarIcon />}
      path="/aboutUs"
    />
  );
}

/** /depositTutorial */
export function DepositTutorialPage() {
  const { t } = useTranslation('footer');
  return (
    <ContentPageView
      slug={namedContentPages.depositTutorial}
      eyebrow={t('pages.depositTutorial')}
      icon={<DepositIcon />}
      path="/depositTutorial"
    />
  );
}

/** /page/:slug: any other page an operator publishes. */
export function OperatorPage() {
  const { t } = useTranslation('contentPages');
  const { slug = '' } = useParams();
  return <ContentPageView slug={slug} eyebrow={t('pageEyebrow')} icon={<HelpIcon />} />;
}
