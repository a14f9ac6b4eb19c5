import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import {
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  UserIcon,
  strokeIcon,
} from '../../../../shared/ui/icons.tsx';
import { Pagination } from '../../../../shared/ui/pagination.tsx';
import { permissionQueryOptions } from '../../../system/api/permission.ts';
import { formatCount, formatMoney } from '../../lib/agent-format.ts';
import { downloadCsv } from '../../lib/csv.ts';
import type { Period } from '../../lib/use-day-range.ts';
import { LoadState, type ChoiceProps } from '../../components/agent-ui.tsx';
import { DayRangePicker } from '../../components/day-range-picker.tsx';
import { toneOf } from '../lib/money.ts';
/* Amounts, subheads and the revenue total look as the wallet records' (`wl-money`, `wl-subhead`, `wl-net`). */
import '../../../wallet/components/money.css';
import '../../../wallet/components/wallet.css';
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

/** The wallet's money look (`wl-money`): its colours for money in and out. */
const moneyTones = { up: ' wl-money--in', down: ' wl-money--out', flat: '' } as const;

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
    <span className={`wl-money${moneyTones[tone]}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {sign}
      {symbol ?? ''}
      {digits}
    </span>
  );
}

/** The grey frame of a report's filters; with `period`, the report's day range comes first. */
export function FilterPanel({ period, children }: { period?: Period; children?: ReactNode }) {
  const { t } = useTranslation('agentReports');
  return (
    <section className="ar-filters" aria-label={t('filters.title')}>
      {period ? <DayRangePicker {...period} typed /> : null}
      {children}
    </section>
  );
}

/** A labelled select of a filter, with "all" as its empty choice. */
export function SelectFilter<T extends string>({
  allLabel,
  testId,
  ...choice
}: ChoiceProps<T> & { allLabel: string; testId: string }) {
  return (
    <label className="agc-field">
      <span className="agc-label">{choice.label}</span>
      <span className="field__control agc-control agc-select">
        <select
          className="field__input"
          value={choice.value ?? ''}
          onChange={(event) => choice.onChange((event.target.value || null) as T | null)}
          data-testid={testId}
        >
          <option value="">{allLabel}</option>
          {choice.options.map((option) => (
            <option key={option} value={option}>
              {choice.labelOf(option)}
            </option>
          ))}
        </select>
        <ChevronDownIcon aria-hidden="true" />
      </span>
    </label>
  );
}

/** The labelled member account input of a report's filters (an exact account, or its beginning). */
export function AccountInput({
  value,
  onChange,
  className = 'agc-field',
}: {
  value: string;
  onChange: (account: string) => void;
  className?: string;
}) {
  const { t } = useTranslation('agentReports');
  return (
    <label className={className}>
      <span className="agc-label">{t('filters.account')}</span>
      <span className="field__control agc-control">
        <UserIcon aria-hidden="true" />
        <input
          className="field__input"
          value={value}
          maxLength={40}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('filters.accountPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          data-testid="filter-account"
        />
      </span>
    </label>
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
      <AccountInput value={draft} onChange={setDraft} className="agc-field agc-field--grow" />
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
export function ReportState(
  props: Omit<Parameters<typeof LoadState>[0], 'height' | 'errorClassName' | 'errorTestId'>,
) {
  return <LoadState {...props} height={260} errorClassName="ar-error" errorTestId="report-error" />;
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

/**
 * The head of a report table, one column a key of `columns` (in its order; a table may leave some out);
 * `numeric` ones align right.
 */
export function ColumnHeads<Key extends string>({
  columns,
  numeric = [],
}: {
  columns: Partial<Record<Key, string>>;
  numeric?: readonly Key[];
}) {
  return (
    <thead>
      <tr>
        {(Object.keys(columns) as Key[]).map((key) => (
          <th key={key} scope="col" className={numeric.includes(key) ? 'ar-num' : undefined}>
            {columns[key]}
          </th>
        ))}
      </tr>
    </thead>
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

/** What a paged report's query answers (its rows and page counts). */
interface PagedQuery<Row> {
  data?: { content: Row[]; totalElements: number; totalPages: number } | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * The rows of a paged report: their count and CSV export, the loading, error and empty states, the table
 * (`children`: its head and body), an optional `note` under it, and the pager.
 */
export function PagedReport<Row>({
  report,
  query,
  paging,
  onExport,
  icon,
  testId,
  note,
  children,
}: {
  /**
   * The report's texts: its title and what its empty state says, by the report's key in `agentReports` or as
   * they are (a report of another namespace).
   */
  report: 'bets' | 'downlines' | 'pnl' | 'transactions' | { title: string; empty: string; emptyText: string };
  query: PagedQuery<Row>;
  paging: { page: number; setPage: (page: number) => void };
  /** Exports the rows shown. */
  onExport: () => void;
  icon: ReactNode;
  testId: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('agentReports');
  const { data, error } = query;
  const rows = data?.content ?? [];
  const texts =
    typeof report === 'string'
      ? { title: t(`${report}.title`), empty: t(`${report}.empty`), emptyText: t(`${report}.emptyText`) }
      : report;
  return (
    <>
      <ReportHead
        total={data && !error ? data.totalElements : null}
        onExport={rows.length > 0 && !error ? onExport : null}
      />
      <ReportState
        query={query}
        empty={rows.length === 0 && { icon, title: texts.empty, text: texts.emptyText }}
      >
        <ReportTable label={texts.title} refreshing={query.isPlaceholderData} testId={testId}>
          {children}
        </ReportTable>
        {note}
        <ReportPager page={paging.page} pageCount={data?.totalPages ?? 0} onChange={paging.setPage} />
      </ReportState>
    </>
  );
}

/** A small coloured label (a member's kind or status): the betting record's status chip, in the agent's tones. */
export function Tag({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`br-status ar-tag--${tone}`}>{children}</span>;
}
