import {
  pointsEntryKinds,
  redemptionStatuses,
  type PointsEntryKind,
  type RedemptionStatus,
} from '@msp/contracts/points-kinds.ts';
import type { PointsTransaction, Redemption } from '@msp/contracts/points.ts';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ClockIcon, GiftIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { HistoryIcon, QueryError } from '../../reward-center/components/reward-ui.tsx';
import { formatAmount, isPositive } from '../../reward-center/lib/amounts.ts';
import { usePointsHistory, useRedemptions } from '../hooks/use-points.ts';
import { formatPoints, formatPointsChange } from '../lib/points-format.ts';
import {
  EntryIcon,
  KindIcon,
  PointsFigure,
  RedemptionStatusChip,
  useCategoryName,
} from './point-mall-ui.tsx';

export type ActivityTab = 'redemptions' | 'history';

function RedemptionRow({ redemption, symbol }: { redemption: Redemption; symbol: string }) {
  const { t } = useTranslation('pointMall');
  return (
    <li className="pm-row" data-testid={`redemption-${redemption.id}`}>
      <img className="pm-row__thumb" src={redemption.imageUrl} alt="" width={64} height={48} loading="lazy" />
      <div className="pm-row__main">
        <strong className="pm-row__title">
          {redemption.name}{' '}
          <span className="pm-row__quantity">{t('activity.quantity', { count: redemption.quantity })}</span>
        </strong>
        <span className="pm-row__meta">
          <span className={`pm-kind pm-kind--${redemption.kind} pm-kind--inline`}>
            <KindIcon kind={redemption.kind} />
            {t(`kinds.${redemption.kind}`)}
          </span>
          <span>{formatDateTime(Date.parse(redemption.createdAt))}</span>
        </span>
        {redemption.memberNote ? (
          <span className="pm-row__note">{t('activity.yourNote', { note: redemption.memberNote })}</span>
        ) : null}
        {redemption.operatorNote ? (
          <span className="pm-row__note pm-row__note--operator" data-testid="redemption-operator-note">
            {t('activity.operatorNote', { note: redemption.operatorNote })}
          </span>
        ) : null}
      </div>
      <div className="pm-row__side">
        <span className="pm-row__change is-out">-{formatPoints(redemption.points)}</span>
        {isPositive(redemption.cashAmount) ? (
          <span className="pm-row__cash">-{formatAmount(redemption.cashAmount, symbol)}</span>
        ) : null}
        {redemption.bonusAmount ? (
          <span className="pm-row__cash is-in">+{formatAmount(redemption.bonusAmount, symbol)}</span>
        ) : null}
        <RedemptionStatusChip status={redemption.status} />
      </div>
    </li>
  );
}

function HistoryRow({ entry, symbol }: { entry: PointsTransaction; symbol: string }) {
  const { t } = useTranslation('pointMall');
  const categoryName = useCategoryName();
  const detail =
    entry.kind === 'ACCRUAL' && entry.validBet
      ? t('entryDetail.validBet', {
          categories: entry.categories.map(categoryName).join(', '),
          amount: formatAmount(entry.validBet, symbol),
        })
      : entry.itemName
        ? t('entryDetail.item', { name: entry.itemName, quantity: entry.quantity ?? 1 })
        : entry.amount
          ? t('entryDetail.amount', { amount: formatAmount(entry.amount, symbol) })
          : null;
  return (
    <li className="pm-row" data-testid={`points-entry-${entry.id}`}>
      <span className={`pm-row__icon pm-row__icon--${entry.kind}`} aria-hidden="true">
        <EntryIcon kind={entry.kind} />
      </span>
      <div className="pm-row__main">
        <strong className="pm-row__title">{t(`entries.${entry.kind}`)}</strong>
        {detail ? <span className="pm-row__detail">{detail}</span> : null}
        <span className="pm-row__meta">{formatDateTime(Date.parse(entry.createdAt))}</span>
      </div>
      <div className="pm-row__side">
        <span
          className={`pm-row__change ${entry.points > 0 ? 'is-in' : 'is-out'}`}
          data-testid="points-entry-change"
        >
          {formatPointsChange(entry.points)}
        </span>
        <span className="pm-row__balance">
          {t('activity.balanceAfter', { points: formatPoints(entry.balanceAfter) })}
        </span>
      </div>
    </li>
  );
}

function Chips<T extends string>({
  values,
  current,
  label,
  allLabel,
  onChoose,
  testId,
}: {
  values: readonly T[];
  current: T | null;
  label: (value: T) => string;
  allLabel: string;
  onChoose: (value: T | null) => void;
  testId: string;
}) {
  return (
    <div className="pm-chips" role="group">
      {[null, ...values].map((value) => (
        <button
          key={value ?? 'all'}
          type="button"
          className={`pm-chip${current === value ? ' is-current' : ''}`}
          aria-pressed={current === value}
          onClick={() => onChoose(value)}
          data-testid={`${testId}-${value ?? 'all'}`}
        >
          {value ? label(value) : allLabel}
        </button>
      ))}
    </div>
  );
}

function Redemptions({ symbol }: { symbol: string }) {
  const { t } = useTranslation('pointMall');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RedemptionStatus | null>(null);
  const list = useRedemptions(page, status);
  return (
    <div className="pm-activity__panel" data-testid="points-redemptions">
      <Chips
        values={redemptionStatuses}
        current={status}
        label={(value) => t(`statuses.${value}`)}
        allLabel={t('activity.allStatuses')}
        onChoose={(value) => {
          setStatus(value);
          setPage(1);
        }}
        testId="redemptions-filter"
      />
      {list.isPending ? (
        <LoadingBlock height={200} />
      ) : list.isError && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} testId="redemptions-error" />
      ) : list.data && list.data.content.length === 0 ? (
        <EmptyState icon={<GiftIcon />} title={t('activity.noRedemptions')} />
      ) : list.data ? (
        <>
          <ul className="pm-rows">
            {list.data.content.map((redemption) => (
              <RedemptionRow key={redemption.id} redemption={redemption} symbol={symbol} />
            ))}
          </ul>
          <Pagination page={page} pageCount={list.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </div>
  );
}

function History({ symbol }: { symbol: string }) {
  const { t } = useTranslation('pointMall');
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<PointsEntryKind | null>(null);
  const list = usePointsHistory(page, kind);
  return (
    <div className="pm-activity__panel" data-testid="points-history">
      <Chips
        values={pointsEntryKinds}
        current={kind}
        label={(value) => t(`entries.${value}`)}
        allLabel={t('activity.allKinds')}
        onChoose={(value) => {
          setKind(value);
          setPage(1);
        }}
        testId="history-filter"
      />
      {list.isPending ? (
        <LoadingBlock height={200} />
      ) : list.isError && !list.data ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} testId="history-error" />
      ) : list.data && list.data.content.length === 0 ? (
        <EmptyState icon={<ClockIcon />} title={t('activity.noHistory')} />
      ) : list.data ? (
        <>
          <ul className="pm-rows">
            {list.data.content.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} symbol={symbol} />
            ))}
          </ul>
          <Pagination page={page} pageCount={list.data.totalPages} onChange={setPage} />
        </>
      ) : null}
    </div>
  );
}

/** The caller's redemptions with their statuses, and its points history, in two tabs. */
export const ActivitySection = forwardRef<
  HTMLElement,
  { symbol: string; tab: ActivityTab; onTab: (tab: ActivityTab) => void; points: number | undefined }
>(function ActivitySection({ symbol, tab, onTab, points }, ref) {
  const { t } = useTranslation('pointMall');
  const tabs: ActivityTab[] = ['redemptions', 'history'];
  return (
    <section
      ref={ref}
      className="pm-activity"
      data-testid="points-activity"
      aria-labelledby="points-activity-title"
    >
      <SectionHeading
        icon={<HistoryIcon />}
        title={<span id="points-activity-title">{t('activity.title')}</span>}
        action={points === undefined ? null : <PointsFigure points={points} />}
      />
      <div className="pm-tabs" role="tablist" aria-label={t('activity.title')}>
        {tabs.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={`pm-tab${tab === value ? ' is-current' : ''}`}
            onClick={() => onTab(value)}
            data-testid={`points-tab-${value}`}
          >
            {t(`activity.${value}`)}
          </button>
        ))}
      </div>
      {tab === 'redemptions' ? <Redemptions symbol={symbol} /> : <History symbol={symbol} />}
    </section>
  );
});
