import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../shared/lib/format.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { HtmlContent } from '../../../shared/ui/html-content.tsx';
import { CalendarIcon, ChevronLeftIcon, MegaphoneIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { articleListQueryOptions, contentPageQueryOptions } from '../api/content-pages.ts';
import { ArticleCard } from './article-card.tsx';
import './content-pages.css';

/** A news (/news/:slug) or blog (/blog/:slug) article: cover, date, title, HTML, and the latest others. */
function ArticlePage({ kind }: { kind: 'NEWS' | 'BLOG' }) {
  const { t } = useTranslation('contentPages');
  const language = useLanguage();
  const { slug = '' } = useParams();
  const { data: article, isPending, isError } = useQuery(contentPageQueryOptions(kind, slug, language));
  const { data: latest } = useQuery(articleListQueryOptions(kind, 1, language));
  const others = (latest?.content ?? []).filter((item) => item.slug !== slug).slice(0, 3);
  const listPath = kind === 'NEWS' ? '/news' : '/blog';

  return (
    <div className="article-page container" data-testid="article-page">
      <Link to={listPath} className="article-page__back">
        <ChevronLeftIcon />
        {t(`${kind}.back`)}
      </Link>
      {isPending ? (
        <LoadingBlock height={480} />
      ) : isError || !article ? (
        <EmptyState
          icon={<MegaphoneIcon />}
          title={t('notFoundTitle')}
          text={t('notFoundText')}
          action={
            <Link to={listPath} className="btn btn--primary">
              {t(`${kind}.back`)}
            </Link>
          }
        />
      ) : (
        <article className="content-card content-card--article" data-testid="article">
          {article.coverUrl ? (
            <img className="content-card__cover" src={article.coverUrl} alt="" decoding="async" />
          ) : null}
          <header className="content-card__head">
            <p className="content-card__eyebrow">{t(`kinds.${kind}`)}</p>
            <h1 className="content-card__title">{article.title}</h1>
            <p className="content-card__date">
              <CalendarIcon />
              <time dateTime={article.publishedAt}>{formatDate(Date.parse(article.publishedAt))}</time>
            </p>
          </header>
          <HtmlContent html={article.content} className="content-card__html" />
        </article>
      )}
      {others.length > 0 ? (
        <section className="article-page__more">
          <SectionHeading icon={<MegaphoneIcon />} title={t(`${kind}.more`)} />
          <ul className="article-grid">
            {others.map((item) => (
              <ArticleCard key={item.id} article={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const NewsArticlePage = () => <ArticlePage kind="NEWS" />;
export const BlogArticlePage = () => <ArticlePage kind="BLOG" />;
