import { transactionTypes, type TransactionType } from '@msp/contracts/enums.ts';
import type { Transaction } from '@msp/contracts/records.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChartIcon, GiftIcon, WalletIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { TurnoverSummary } from '../../reward-center/components/turnover-summary.tsx';
import { bonusQueryOptions, profitQueryOptions, transactionsQueryOptions } from '../api/records.ts';
import { useBalanceMask } from '../hooks/use-balance-mask.ts';
import { useWallet } from '../hooks/use-wallet.ts';
import { presetRange, type DateRange } from '../lib/date-range.ts';
import { formatMoney, signOf } from '../lib/money.ts';
import { serverFormError } from '../lib/server-errors.ts';
import { DateRangeFilter } from './date-range-filter.tsx';
import { ReceiptIcon, TrendIcon } from './wallet-icons.tsx';
import { Money, StatusChip } from './wallet-ui.tsx';
import './wallet.css';

const knownKinds = ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'WITHDRAWAL_PAID'] as const;
type KnownKind = (typeof knownKinds)[number];
const isKnownKind = (kind: string): kind is KnownKind => (knownKinds as readonly string[]).includes(kind);

/** The period of a records page: the last 7 days until the member picks another. */
function useRange() {
  const [range, setRange] = useState<DateRange>(() => presetRange('last7'));
  return [range, setRange] as const;
}

function RecordsState({
  pending,
  error,
  empty,
  emptyTitle,
  emptyText,
  icon,
  children,
}: {
  pending: boolean;
  error: unknown;
  empty: boolean;
  emptyTitle: string;
  emptyText: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  if (pending) return <LoadingBlock height={220} />;
  if (error)
    return (
      <p className="form-error" role="alert">
        {serverFormError(error, [])}
      </p>
    );
  if (empty) return <EmptyState icon={icon} title={emptyTitle} text={emptyText} />;
  return <>{children}</>;
}

function TransactionRow({ item, symbol }: { item: Transaction; symbol: string }) {
  const { t } = useTranslation('wallet');
  const [masked] = useBalanceMask();
  const label = isKnownKind(item.kind) ? t(`records.kinds.${item.kind}`) : t(`records.types.${item.type}`);
  return (
    <li className="wl-record" data-testid="transaction-row" data-type={item.type}>
      <span className="wl-record__time">{formatDateTime(Date.parse(item.time))}</span>
      <span className="wl-record__type">
        <span className={`wl-type wl-type--${item.type.toLowerCase()}`} aria-hidden="true" />
        {label}
      </span>
      <span className="wl-record__status">
        <StatusChip status={item.status} />
      </span>
      <Money
        amount={item.amount}
        symbol={symbol}
        signed
        className="wl-record__amount"
        testId="transaction-amount"
      />
      <span className="wl-record__after">
        <small>{t('records.balanceAfter')}</small>
        {formatMoney(item.balanceAfter, { symbol, masked })}
      </span>
    </li>
  );
}

/** transactionHistory: every movement of the main wallet, by type and period, paged. */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const { token, symbol } = useWallet();
  const [range, setRange] = useRange();
  const [type, setType] = useState<TransactionType | null>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useQuery(
    transactionsQueryOptions(token, { ...range, type, pageNo: page }),
  );
  return (
    <div className="wl-page" data-testid="transaction-history-page">
      <div className="wl-filters">
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <div className="wl-chips wl-chips--types" role="group" aria-label={t('records.type')}>
          {[null, ...transactionTypes].map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              className={`wl-chip${type === option ? ' is-active' : ''}`}
              aria-pressed={type === option}
              onClick={() => {
                setType(option);
                setPage(1);
              }}
              data-testid={`type-${option ?? 'all'}`}
            >
              {option ? t(`records.types.${option}`) : t('records.all')}
            </button>
          ))}
        </div>
      </div>
      <RecordsState
        pending={isPending}
        error={error}
        empty={!data || data.content.length === 0}
        emptyTitle={t('records.empty')}
        emptyText={t('records.emptyText')}
        icon={<ReceiptIcon />}
      >
        <div className="wl-records-head">
          <span>{t('records.total', { count: data?.totalElements ?? 0 })}</span>
        </div>
        <ul className="wl-records" data-testid="transactions">
          <li className="wl-record wl-record--head" aria-hidden="true">
            <span>{t('records.time')}</span>
            <span>{t('records.type')}</span>
            <span>{t('records.status')}</span>
            <span className="wl-record__amount">{t('records.amount')}</span>
            <span className="wl-record__after">{t('records.balanceAfter')}</span>
          </li>
          {data?.content.map((item) => (
            <TransactionRow key={item.id} item={item} symbol={symbol} />
          ))}
        </ul>
        <Pagination page={page} pageCount={data?.totalPages ?? 0} onChange={setPage} />
      </RecordsState>
    </div>
  );
}

function ProfitCard({
  label,
  amount,
  symbol,
  testId,
}: {
  label: string;
  amount: string;
  symbol: string;
  testId?: string;
}) {
  return (
    <div className="wl-stat" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <Money amount={amount} symbol={symbol} />
      </dd>
    </div>
  );
}

/** personalProfit: the period's game win/loss and bonuses (the P&L) beside the money in and out. */
export function PersonalProfitPage() {
  const { t } = useTranslation('wallet');
  const { token, symbol } = useWallet();
  const [range, setRange] = useRange();
  const { data, isPending, error } = useQuery(profitQueryOptions(token, range));
  const tone = data ? signOf(data.net) : 0;
  return (
    <div className="wl-page" data-testid="personal-profit-page">
      <div className="wl-filters">
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <RecordsState
        pending={isPending}
        error={error}
        empty={false}
        emptyTitle=""
        emptyText=""
        icon={<ChartIcon />}
      >
        {data ? (
          <>
            <div
              className={`wl-net wl-net--${tone > 0 ? 'up' : tone < 0 ? 'down' : 'flat'}`}
              data-testid="profit-net"
            >
              <span className="wl-net__icon">
                <TrendIcon />
              </span>
              <div>
                <p className="wl-net__label">{t('profit.net')}</p>
                <Money amount={data.net} symbol={symbol} signed className="wl-net__value" />
                <p className="wl-net__hint">{t('profit.netHint')}</p>
              </div>
            </div>
            <h3 className="wl-subhead">{t('profit.games')}</h3>
            <dl className="wl-stats">
              <ProfitCard label={t('profit.betAmount')} amount={data.betAmount} symbol={symbol} />
              <ProfitCard label={t('profit.gameWinLoss')} amount={data.gameWinLoss} symbol={symbol} />
              <ProfitCard label={t('profit.bonus')} amount={data.bonus} symbol={symbol} />
            </dl>
            {data.gameRecordsAvailable ? null : <p className="wl-note">{t('profit.noGames')}</p>}
            <h3 className="wl-subhead">{t('profit.cashflow')}</h3>
            <dl className="wl-stats">
              <ProfitCard
                label={t('profit.deposit')}
                amount={data.deposit}
                symbol={symbol}
                testId="profit-deposit"
              />
              <ProfitCard label={t('profit.withdrawal')} amount={data.withdrawal} symbol={symbol} />
              <ProfitCard label={t('profit.transferIn')} amount={data.transferIn} symbol={symbol} />
              <ProfitCard label={t('profit.transferOut')} amount={data.transferOut} symbol={symbol} />
              <ProfitCard label={t('profit.adjustment')} amount={data.adjustment} symbol={symbol} />
            </dl>
          </>
        ) : null}
      </RecordsState>
    </div>
  );
}

/**
 * bonusDetails: bonuses and rebates credited (or taken back) in the period, paged; above them, while a bonus's
 * turnover is open, what is left of it with a way to the reward center.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation('wallet');
  const { token, symbol } = useWallet();
  const [range, setRange] = useRange();
  const [page, setPage] = useState(1);
  const [masked] = useBalanceMask();
  const { data, isPending, error } = useQuery(bonusQueryOptions(token, { ...range, pageNo: page }));
  return (
    <div className="wl-page" data-testid="bonus-details-page">
      <TurnoverSummary />
      <div className="wl-filters">
        <DateRangeFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <RecordsState
        pending={isPending}
        error={error}
        empty={!data || data.content.length === 0}
        emptyTitle={t('bonus.empty')}
        emptyText={t('bonus.emptyText')}
        icon={<GiftIcon />}
      >
        <ul className="wl-rows">
          {data?.content.map((item) => (
            <li key={item.id} className="wl-row" data-testid="bonus-row">
              <div className="wl-row__main">
                <span className="wl-row__title">
                  <Money amount={item.amount} symbol={symbol} signed className="wl-row__amount" />
                </span>
                <span className="wl-row__meta">{item.reference ?? t('bonus.fallback')}</span>
              </div>
              <div className="wl-row__side">
                <span className="wl-row__time">{formatDateTime(Date.parse(item.time))}</span>
                <span className="wl-row__after">
                  <WalletIcon />
                  {formatMoney(item.balanceAfter, { symbol, masked })}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <Pagination page={page} pageCount={data?.totalPages ?? 0} onChange={setPage} />
      </RecordsState>
    </div>
  );
}
