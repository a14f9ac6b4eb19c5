import { pointsItemKinds, type PointsItemKind } from '@msp/contracts/points-kinds.ts';
import type { PointsItem } from '@msp/contracts/points.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { GiftIcon, StoreIcon } from '../../../shared/ui/icons.tsx';
import { SectionHeading } from '../../../shared/ui/section-heading.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { QueryError } from '../../reward-center/components/reward-ui.tsx';
import { formatAmount, isPositive } from '../../reward-center/lib/amounts.ts';
import type { RewardFilters } from '../api/points.ts';
import { usePointsReward } from '../hooks/use-points.ts';
import { formatPoints } from '../lib/points-format.ts';
import { KindIcon, PointsFigure } from './point-mall-ui.tsx';

const isKind = (value: string | null): value is PointsItemKind =>
  value !== null && (pointsItemKinds as readonly string[]).includes(value);

/** The filters in the address (`?kind=VOUCHER&affordable=1`), so a filtered mall can be shared or reloaded. */
export function useRewardFilters(): [RewardFilters, (next: Partial<RewardFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const filters: RewardFilters = {
    kind: isKind(kind) ? kind : null,
    affordable: params.get('affordable') === '1',
  };
  const choose = (next: Partial<RewardFilters>) => {
    const merged = { ...filters, ...next };
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (merged.kind) out.set('kind', merged.kind);
        else out.delete('kind');
        if (merged.affordable) out.set('affordable', '1');
        else out.delete('affordable');
        return out;
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return [filters, choose];
}

function ItemCard({
  item,
  symbol,
  points,
  onRedeem,
}: {
  item: PointsItem;
  symbol: string;
  points: number;
  onRedeem: (item: PointsItem) => void;
}) {
  const { t } = useTranslation('pointMall');
  const soldOut = item.quantityLeft === 0;
  const short =
    item.shortOf === 'POINTS'
      ? t('items.short.POINTS', { points: formatPoints(item.pointsCost - points) })
      : item.shortOf
        ? t(`items.short.${item.shortOf}`)
        : null;
  return (
    <li
      className={`pm-item pm-item--${item.kind}${item.maxQuantity > 0 ? '' : ' is-muted'}`}
      data-testid={`points-item-${item.id}`}
    >
      <div className="pm-item__art">
        <img src={item.imageUrl} alt="" loading="lazy" decoding="async" width={400} height={300} />
        <span className={`pm-kind pm-kind--${item.kind}`}>
          <KindIcon kind={item.kind} />
          {t(`kinds.${item.kind}`)}
        </span>
        <span className={`pm-stock${soldOut ? ' is-out' : ''}`} data-testid={`points-item-${item.id}-left`}>
          {soldOut ? t('items.soldOut') : t('items.left', { count: item.quantityLeft })}
        </span>
      </div>
      <div className="pm-item__body">
        <h3 className="pm-item__name">{item.name}</h3>
        {item.bonusAmount ? (
          <p className="pm-item__bonus">
            {t('items.bonus', { amount: formatAmount(item.bonusAmount, symbol) })}
            <span>
              {item.turnoverMultiple > 0
                ? t('items.turnover', { multiple: item.turnoverMultiple })
                : t('items.noTurnover')}
            </span>
          </p>
        ) : null}
        {item.remark ? <p className="pm-item__remark">{item.remark}</p> : null}
      </div>
      <div className="pm-item__foot">
        <div className="pm-item__price" data-testid={`points-item-${item.id}-price`}>
          <PointsFigure points={item.pointsCost} />
          {isPositive(item.cashCost) ? (
            <span className="pm-item__cash">
              {t('items.cash', { amount: formatAmount(item.cashCost, symbol) })}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn--primary btn--sm pm-item__redeem"
          disabled={item.maxQuantity === 0}
          onClick={() => onRedeem(item)}
          data-testid={`points-item-${item.id}-redeem`}
        >
          {t('items.redeem')}
        </button>
      </div>
      {short ? (
        <p className="pm-item__short" data-testid={`points-item-${item.id}-short`}>
          {short}
        </p>
      ) : null}
    </li>
  );
}

/** The items on sale with the filters of the spec (kind, what the caller can afford). */
export function ItemGrid({ symbol, onRedeem }: { symbol: string; onRedeem: (item: PointsItem) => void }) {
  const { t } = useTranslation('pointMall');
  const [filters, choose] = useRewardFilters();
  const reward = usePointsReward(filters);
  const data = reward.data;
  const kinds: Array<PointsItemKind | null> = [null, ...pointsItemKinds];
  return (
    <section className="pm-items" data-testid="points-items" aria-labelledby="points-items-title">
      <SectionHeading
        icon={<StoreIcon />}
        title={<span id="points-items-title">{t('items.title')}</span>}
        action={
          data ? (
            <span className="pm-count" data-testid="points-items-count">
              {t('items.count', { count: data.items.length })}
            </span>
          ) : null
        }
      />
      <div className="pm-toolbar" role="group" aria-label={t('filters.label')}>
        <div className="pm-filters">
          {kinds.map((kind) => (
            <button
              key={kind ?? 'all'}
              type="button"
              className={`pm-filter${filters.kind === kind ? ' is-current' : ''}`}
              aria-pressed={filters.kind === kind}
              onClick={() => choose({ kind })}
              data-testid={`points-filter-${kind ?? 'all'}`}
            >
              {kind ? <KindIcon kind={kind} /> : <GiftIcon />}
              {kind ? t(`filters.${kind}`) : t('filters.all')}
            </button>
          ))}
        </div>
        <label className="pm-switch" data-testid="points-filter-affordable">
          <input
            type="checkbox"
            checked={filters.affordable}
            onChange={(event) => choose({ affordable: event.target.checked })}
          />
          <span className="pm-switch__track" aria-hidden="true" />
          <span>{t('filters.affordable')}</span>
        </label>
      </div>
      {reward.isPending ? (
        <LoadingBlock height={360} />
      ) : reward.isError && !data ? (
        <QueryError error={reward.error} onRetry={() => void reward.refetch()} testId="points-items-error" />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          icon={<GiftIcon />}
          title={filters.affordable ? t('items.emptyAffordable') : t('items.empty')}
          text={filters.affordable ? `${formatPoints(data.points)} ${t('pts')}` : undefined}
        />
      ) : data ? (
        <ul className={`pm-grid${reward.isPlaceholderData ? ' is-refreshing' : ''}`}>
          {data.items.map((item) => (
            <ItemCard key={item.id} item={item} symbol={symbol} points={data.points} onRedeem={onRedeem} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
