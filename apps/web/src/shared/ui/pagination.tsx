import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Page numbers with previous/next; renders nothing for a single page. */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      <button
        type="button"
        className="pagination__step"
        onClick={() => onChange(page - 1)}
        data-page={page - 1}
        disabled={page <= 1}
        aria-label={t('previous')}
      >
        <ChevronLeftIcon />
      </button>
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
        <button
          type="button"
          key={number}
          className={`pagination__page${number === page ? ' is-current' : ''}`}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onChange(number)}
          data-page={number}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="pagination__step"
        onClick={() => onChange(page + 1)}
        data-page={page + 1}
        disabled={page >= pageCount}
        aria-label={t('next')}
      >
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
