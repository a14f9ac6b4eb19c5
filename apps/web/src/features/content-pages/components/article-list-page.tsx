import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { MegaphoneIcon, PencilIcon } from '../../../shared/ui/icons.tsx';
import { PageHero } from '../../../shared/ui/page-hero.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { articleListQueryOptions } from '../api/content-pages.ts';
import { ArticleCard } from './article-card.tsx';
import { ContentPagesNav } from './content-page.tsx';
import './content-pages.css';

/** The news (/news) or blog (/blog) list: cards of the published articles, newest first, paged (`?page=`). */
function ArticleListPage({ kind }: { kind: 'NEWS' | 'BLOG' }) {
  const { t } = useTranslation('contentPages');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, isPending, isError } = useQuery(articleListQueryOptions(kind, page, language));
  const Icon = kind === 'NEWS' ? MegaphoneIcon : PencilIcon;
  const path = kind === 'NEWS' ? '/news' : '/blog';

  return (
    <div className="content-page" data-testid={`${kind.toLowerCase()}-page`}>
      <PageHero
        eyebrow={t(`kinds.${kind}`)}
        title={t(`${kind}.title`)}
        subtitle={t(`${kind}.subtitle`)}
        icon={<Icon />}
        tone={kind === 'NEWS' ? 'teal' : 'violet'}
      />
      <div className="content-page__body container">
        {isPending ? (
          <LoadingBlock height={420} />
        ) : isError || !data || data.content.length === 0 ? (
          <EmptyState icon={<Icon />} title={t('emptyTitle')} text={t('emptyText')} />
        ) : (
          <>
            <ul className="article-grid" data-testid="article-list">
              {data.content.map((article) => (
                <ArticleCard key={article.id} article={article} />
              ))}
            </ul>
            <Pagination
              page={data.pageNum}
              pageCount={data.totalPages}
              onChange={(next) => {
                setParams(next === 1 ? {} : { page: String(next) });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          </>
        )}
        <ContentPagesNav current={path} />
      </div>
    </div>
  );
}

export const NewsPage = () => <ArticleListPage kind="NEWS" />;
export const BlogPage = () => <ArticleListPage kind="BLOG" />;
