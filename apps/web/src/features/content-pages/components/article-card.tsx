import type { ContentPageSummary } from '@msp/contracts/content.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/lib/format.ts';
import { ArrowRightIcon, CalendarIcon } from '../../../shared/ui/icons.tsx';
import { articlePath } from '../lib/content-links.ts';

/** An article as a card of the news or blog list: its cover, date, title and summary. */
export function ArticleCard({ article }: { article: ContentPageSummary }) {
  const { t } = useTranslation('contentPages');
  const kind = article.kind === 'BLOG' ? 'BLOG' : 'NEWS';
  return (
    <li className="article-card" data-testid="article-card">
      <Link to={articlePath(kind, article.slug)} className="article-card__link">
        <span className="article-card__cover">
          {article.coverUrl ? <img src={article.coverUrl} alt="" loading="lazy" decoding="async" /> : null}
          <span className="article-card__kind">{t(`kinds.${kind}`)}</span>
        </span>
        <span className="article-card__body">
          <time className="article-card__date" dateTime={article.publishedAt}>
            <CalendarIcon />
            {formatDate(Date.parse(article.publishedAt))}
          </time>
          <span className="article-card__title">{article.title}</span>
          {article.summary ? <span className="article-card__summary">{article.summary}</span> : null}
          <span className="article-card__more">
            {t('readMore')}
            <ArrowRightIcon />
          </span>
        </span>
      </Link>
    </li>
  );
}
