import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  RefreshIcon,
  UserIcon,
  strokeIcon,
} from '../../../../shared/ui/icons.tsx';
import { Pagination } from '../../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../../shared/ui/spinner.tsx';
import { permissionQueryOptions } from '../../../system/api/permission.ts';
import { formatCount, formatMoney } from '../../lib/agent-format.ts';
import { downloadCsv } from '../../lib/csv.ts';
import { toneOf } from '../lib/money.ts';
import './agent-reports.css';

/** A sheet with a downward arrow: the CSV export. */
export const ExportIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M12 11v6M9.5 14.5 12 17l2.5-2.5" />
  </>,
);

/** The merchant's currency symbol (৳ until the permission answer is in). */
export function useCurrencySymbol(): string {
  const { data } = useQuery(permissionQueryOptions());
  return data?.merchant.currencySymbol ?? '৳';
}

/**
 * An amount of the API in the member's digits, two decimals. `signed` colours it (green up, red down) and writes
 * a plus before a positive amount; `symbol` puts the currency before it.
 */
export function AgentMoney({
  value,
  signed = false,
  symbol,
  className,
  testId,
}: {
  value: string;
  signed?: boolean;
  symbol?: string;
  className?: string;
  testId?: string;
}) {
  const language = useLanguage();
  const tone = signed ? toneOf(value) : 'flat';
  const text = formatMoney(value, language);
  const negative = text.startsWith('-');
  const sign = negative ? '-' : tone === 'up' ? '+' : '';
  const digits = negative ? text.slice(1) : text;
  return (
    <span
      className={`ar-money${tone === 'flat' ? '' : ` ar-money--${tone}`}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {sign}
      {symbol ?? ''}
      {digits}
    </span>
  );
}

/** The grey frame of a report's filters. */
export function FilterPanel({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section className="ar-filters" aria-label={label}>
      {children}
    </section>
  );
}

/** A labelled select of a filter, with "all" as its empty choice. */
export function SelectFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  labelOf,
  onChange,
  testId,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  allLabel: string;
  labelOf: (option: T) => string;
  onChange: (value: T | null) => void;
  testId: string;
}) {
  return (
    <label className="ar-field">
      <span className="ar-label">{label}</span>
      <span className="ar-select">
        <select
          value={value ?? ''}
          onChange={(event) => onChange((event.target.value || null) as T | null)}
          data-testid={testId}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
        <ChevronDownIcon aria-hidden="true" />
      </span>
    </label>
  );
}

/** Chips of one choice among options, "all" first. */
export function ChipFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  labelOf,
  onChange,
  testIdPrefix,
}: {
  label: string;
  value: T | null;
  options: readonly T[];
  allLabel: string;
  labelOf: (option: T) => string;
  onChange: (value: T | null) => void;
  testIdPrefix: string;
}) {
  return (
    <div className="ar-chips" role="group" aria-label={label}>
      {[null, ...options].map((option) => (
        <button
          key={option ?? 'all'}
          type="button"
          className={`ar-chip${value === option ? ' is-active' : ''}`}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          data-testid={`${testIdPrefix}-${option ?? 'all'}`}
        >
          {option === null ? allLabel : labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/** The account filter of a report: applied on Enter or the search button, cleared by the reset button. */
export function AccountSearch({ value, onSearch }: { value: string; onSearch: (account: string) => void }) {
  const { t } = useTranslation('agentReports');
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="ar-search" onSubmit={submit} role="search" data-testid="account-search">
      <label className="ar-field ar-field--grow">
        <span className="ar-label">{t('filters.account')}</span>
        <span className="ar-input">
          <UserIcon aria-hidden="true" />
          <input
            value={draft}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('filters.accountPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
            data-testid="filter-account"
          />
        </span>
      </label>
      <div className="ar-search__actions">
        <button type="submit" className="btn btn--primary btn--sm" data-testid="filter-search">
          {t('filters.search')}
        </button>
        {value || draft ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setDraft('');
              onSearch('');
            }}
            data-testid="filter-reset"
          >
            {t('filters.reset')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** The line above a report's rows: how many there are, and the CSV export of the rows shown. */
export function ReportHead({
  total,
  onExport,
  children,
}: {
  /** Rows of the whole answer (all pages); null when unknown. */
  total: number | null;
  /** Exports the rows shown; null when there are none. */
  onExport: (() => void) | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation('agentReports');
  const language = useLanguage();
  return (
    <div className="ar-head">
      <div className="ar-head__text">
        {total === null ? null : (
          <span data-testid="report-total">{t('table.total', { n: formatCount(total, language) })}</span>
        )}
        {children}
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--sm ar-export"
        onClick={onExport ?? undefined}
        disabled={onExport === null}
        title={t('csv.title')}
        aria-label={t('csv.title')}
        data-testid="export-csv"
      >
        <ExportIcon />
        {t('csv.button')}
      </button>
    </div>
  );
}

/** Downloads a report's rows: the file is named after the report and its range. */
export function exportRows(
  name: string,
  range: { from: string; to: string } | null,
  header: string[],
  rows: (string | number)[][],
) {
  downloadCsv(range ? `${name}-${range.from}-${range.to}` : name, header, rows);
}

/** Loading, error (the server's localized message, with a retry) and empty states around a report's rows. */
export function ReportState({
  pending,
  error,
  empty,
  icon,
  emptyTitle,
  emptyText,
  onRetry,
  children,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
  icon: ReactNode;
  emptyTitle: string;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('agentReports');
  if (error)
    return (
      <div className="ar-error" role="alert" data-testid="report-error">
        <p>{errorMessageOf(error)}</p>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
          <RefreshIcon />
          {t('retry')}
        </button>
      </div>
    );
  if (pending) return <LoadingBlock height={260} />;
  if (empty) return <EmptyState icon={icon} title={emptyTitle} text={emptyText} />;
  return <>{children}</>;
}

/** A report table that scrolls sideways on a narrow screen, its first column kept in view. */
export function ReportTable({
  label,
  refreshing,
  children,
  testId,
}: {
  label: string;
  refreshing: boolean;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div
      className={`ar-table-wrap${refreshing ? ' is-refreshing' : ''}`}
      role="region"
      aria-label={label}
      aria-busy={refreshing}
      tabIndex={0}
    >
      <table className="ar-table" data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

/** The shared page numbers for a few pages; first, previous, "page x of y", next and last for many. */
export function ReportPager({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('agentReports');
  const { t: tCommon } = useTranslation();
  const language = useLanguage();
  if (pageCount <= 9) return <Pagination page={page} pageCount={pageCount} onChange={onChange} />;
  const go = (target: number, label: string, content: ReactNode, testId: string) => (
    <button
      type="button"
      className="pagination__step"
      onClick={() => onChange(target)}
      disabled={target < 1 || target > pageCount || target === page}
      aria-label={label}
      data-page={target}
      data-testid={testId}
    >
      {content}
    </button>
  );
  return (
    <nav className="pagination ar-pager" aria-label={tCommon('pagination')}>
      {go(1, formatCount(1, language), formatCount(1, language), 'pager-first')}
      {go(page - 1, tCommon('previous'), <ChevronLeftIcon />, 'pager-previous')}
      <span className="ar-pager__at" aria-current="page" data-testid="pager-at">
        {t('table.pageOf', { page: formatCount(page, language), pages: formatCount(pageCount, language) })}
      </span>
      {go(page + 1, tCommon('next'), <ChevronRightIcon />, 'pager-next')}
      {go(pageCount, formatCount(pageCount, language), formatCount(pageCount, language), 'pager-last')}
    </nav>
  );
}

/** A small coloured label (a member's kind or status). */
export function Tag({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`ar-tag ar-tag--${tone}`}>{children}</span>;
}
