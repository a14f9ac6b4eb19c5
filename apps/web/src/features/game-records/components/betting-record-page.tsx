import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { GameRecord } from '@msp/contracts/game-records.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { presetRange, type DateRange } from '../../../shared/lib/date-range.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChevronDownIcon, ChevronRightIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { gameMenusQueryOptions } from '../../games/api/game-menus.ts';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { DateRangeFilter } from '../../wallet/components/date-range-filter.tsx';
import { Money } from '../../wallet/components/wallet-ui.tsx';
import { gameRecordsQueryOptions } from '../api/game-records.ts';
import { bettingRecordQuery, categoryOptions, vendorOptions } from '../lib/records-query.ts';
import { RoundDetailModal } from './round-detail-modal.tsx';
import { RoundStatus } from './round-status.tsx';
import './betting-record.css';

function RecordRow({
  record,
  symbol,
  vendorName,
  onOpen,
}: {
  record: GameRecord;
  symbol: string;
  vendorName: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('gameRecords');
  return (
    <tr className="br-row" data-testid="betting-record-row" data-id={record.id} onClick={onOpen}>
      <td className="br-row__time" data-label={t('columns.time')}>
        {formatDateTime(Date.parse(record.startedAt))}
      </td>
      <td className="br-row__game" data-label={t('columns.game')}>
        <span className="br-row__name">{record.gameName}</span>
        <span className="br-row__meta">
          {vendorName} · {t(`categories.${record.gameType}`, { defaultValue: record.gameType })}
        </span>
      </td>
      <td className="br-row__round br-mono" data-label={t('columns.round')} title={record.roundId}>
        {record.roundId}
      </td>
      <td className="br-num" data-label={t('columns.stake')}>
        <Money amount={record.stake} symbol={symbol} />
      </td>
      <td className="br-num" data-label={t('columns.win')}>
        <Money amount={record.win} symbol={symbol} />
      </td>
      <td className="br-num br-row__profit" data-label={t('columns.profit')}>
        <Money amount={record.profit} symbol={symbol} signed testId="record-profit" />
      </td>
      <td className="br-row__status" data-label={t('columns.status')}>
        <RoundStatus status={record.status} />
      </td>
      <td className="br-row__open">
        <button
          type="button"
          className="br-open"
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
          aria-label={t('openDetail', { game: record.gameName })}
        >
          <ChevronRightIcon />
        </button>
      </td>
    </tr>
  );
}

function Totals({
  totals,
  symbol,
}: {
  totals: { rounds: number; stake: string; win: string; profit: string } | undefined;
  symbol: string;
}) {
  const { t } = useTranslation('gameRecords');
  const tone = !totals
    ? 'flat'
    : totals.profit.startsWith('-')
      ? 'down'
      : /[1-9]/.test(totals.profit)
        ? 'up'
        : 'flat';
  return (
    <dl className={`br-totals br-totals--${tone}`} data-testid="betting-record-totals" aria-busy={!totals}>
      <div>
        <dt>{t('totals.rounds')}</dt>
        <dd data-testid="totals-rounds">{totals ? totals.rounds.toLocaleString('en-US') : '—'}</dd>
      </div>
      <div>
        <dt>{t('totals.stake')}</dt>
        <dd>{totals ? <Money amount={totals.stake} symbol={symbol} testId="totals-stake" /> : '—'}</dd>
      </div>
      <div>
        <dt>{t('totals.win')}</dt>
        <dd>{totals ? <Money amount={totals.win} symbol={symbol} testId="totals-win" /> : '—'}</dd>
      </div>
      <div className="br-totals__profit">
        <dt>{t('totals.profit')}</dt>
        <dd>
          {totals ? <Money amount={totals.profit} symbol={symbol} signed testId="totals-profit" /> : '—'}
        </dd>
      </div>
    </dl>
  );
}

/**
 * Betting record (`personalHistoryCopy`): the member's game rounds by category, vendor (game_menus) and
 * period (the records' date presets), paged, with the totals of the filter; a row opens the round detail.
 */
export function BettingRecordPage() {
  const { t } = useTranslation('gameRecords');
  const token = useSessionToken();
  const language = useLanguage();
  const [range, setRange] = useState<DateRange>(() => presetRange('last7'));
  const [gameType, setGameType] = useState<VendorCategory | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<{ id: string; open: boolean } | null>(null);

  const { data: menus } = useQuery(gameMenusQueryOptions(language));
  const { data: permission } = useQuery(permissionQueryOptions());
  const symbol = permission?.merchant.currencySymbol ?? '৳';
  const query = bettingRecordQuery({ range, gameType, vendor, page });
  const { data, isPending, isPlaceholderData, error } = useQuery(gameRecordsQueryOptions(token, query));

  const categories = categoryOptions(menus);
  const vendors = vendorOptions(menus, gameType);
  /* A vendor code can sit in several categories under different names (JILI, JILI Fishing). */
  const vendorNames = new Map<string, string>(
    categories.flatMap((category) =>
      vendorOptions(menus, category).map((option) => [`${category}:${option.code}`, option.name] as const),
    ),
  );
  const fallbackNames = new Map(vendorOptions(menus, null).map((option) => [option.code, option.name]));
  const vendorNameOf = ({ vendor: code, gameType: type }: { vendor: string; gameType: string }) =>
    vendorNames.get(`${type}:${code}`) ?? fallbackNames.get(code) ?? code;

  const pickCategory = (next: VendorCategory | null) => {
    setGameType(next);
    /* A vendor of another category would match nothing. */
    if (vendor && next && !vendorOptions(menus, next).some((option) => option.code === vendor))
      setVendor(null);
    setPage(1);
  };

  return (
    <div className="br-page" data-testid="betting-record">
      <div className="br-filters">
        <div className="br-filters__row">
          <div className="br-chips" role="group" aria-label={t('filters.category')}>
            {[null, ...categories].map((option) => (
              <button
                key={option ?? 'all'}
                type="button"
                className={`br-chip${gameType === option ? ' is-active' : ''}`}
                aria-pressed={gameType === option}
                onClick={() => pickCategory(option)}
                data-testid={`category-${option ?? 'all'}`}
              >
                {option ? t(`categories.${option}`) : t('filters.allCategories')}
              </button>
            ))}
          </div>
          <label className="br-vendor">
            <span className="br-vendor__label">{t('filters.vendor')}</span>
            <span className="br-vendor__control">
              <select
                value={vendor ?? ''}
                onChange={(event) => {
                  setVendor(event.target.value || null);
                  setPage(1);
                }}
                data-testid="vendor-select"
              >
                <option value="">{t('filters.allVendors')}</option>
                {vendors.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.name}
                  </option>
                ))}
              </select>
              <ChevronDownIcon aria-hidden="true" />
            </span>
          </label>
        </div>
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>

      <Totals totals={error ? undefined : data?.totals} symbol={symbol} />

      {error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : isPending ? (
        <LoadingBlock height={320} />
      ) : !data || data.content.length === 0 ? (
        <EmptyState icon={<TicketIcon />} title={t('empty')} text={t('emptyText')} />
      ) : (
        <div className={`br-table-wrap${isPlaceholderData ? ' is-refreshing' : ''}`}>
          <table className="br-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('columns.game')}</th>
                <th scope="col">{t('columns.round')}</th>
                <th scope="col" className="br-num">
                  {t('columns.stake')}
                </th>
                <th scope="col" className="br-num">
                  {t('columns.win')}
                </th>
                <th scope="col" className="br-num">
                  {t('columns.profit')}
                </th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.detail')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((record) => (
                <RecordRow
                  key={record.id}
                  record={record}
                  symbol={symbol}
                  vendorName={vendorNameOf(record)}
                  onOpen={() => setDetail({ id: record.id, open: true })}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && !error ? <Pagination page={page} pageCount={data.totalPages} onChange={setPage} /> : null}
      <RoundDetailModal
        id={detail?.id ?? null}
        open={detail?.open ?? false}
        symbol={symbol}
        vendorNameOf={vendorNameOf}
        onClose={() => setDetail((current) => (current ? { ...current, open: false } : null))}
      />
    </div>
  );
}
