import type { MemberRebates, PaidRebate, RebateCategory, RebateRow } from '@msp/contracts/rebates.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import {
  CardsIcon,
  CheckIcon,
  CoinsIcon,
  EsportsIcon,
  FishIcon,
  LiveIcon,
  LotteryIcon,
  SlotsIcon,
  SportsIcon,
} from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { useCurrencySymbol } from '../hooks/use-reward-center.ts';
import { useRebateClaim, useRebates } from '../hooks/use-rebates.ts';
import { formatAmount, isPositive, turnoverOf } from '../lib/amounts.ts';
import { ClaimedPanel } from './ready-section.tsx';
import { QueryError, RewardSection } from './reward-ui.tsx';
import './rebates.css';

const categoryIcons: Record<RebateCategory, typeof CoinsIcon> = {
  LOTT: LotteryIcon,
  ELOTT: LotteryIcon,
  LIVE: LiveIcon,
  SPORTS: SportsIcon,
  FISH: FishIcon,
  RNG: SlotsIcon,
  PVP: CardsIcon,
  ESPORTS: EsportsIcon,
};

/** A game category's name, as the game menus say it. */
function useCategoryName() {
  const { t } = useTranslation('games');
  return (category: RebateCategory) => t(`categories.${category}`);
}

/** What the claim card says under the total: what a claim sets, why it cannot be claimed yet, or how it is paid. */
function ClaimHint({ rebates, symbol }: { rebates: MemberRebates; symbol: string }) {
  const { t } = useTranslation('rewardCenter');
  const minimum = formatAmount(rebates.minPayout, symbol);
  if (rebates.payoutMode === 'AUTO')
    return <p className="rb-claim__hint">{t('rebates.auto', { minimum })}</p>;
  if (rebates.claimable)
    return rebates.turnoverMultiple > 0 ? (
      <p className="rb-claim__hint" data-testid="rebate-turnover">
        <span>{t('ready.turnoverAfter')}</span>{' '}
        <strong>
          {t('ready.turnoverValue', {
            amount: formatAmount(turnoverOf(rebates.unpaidTotal, rebates.turnoverMultiple), symbol),
            multiple: rebates.turnoverMultiple,
          })}
        </strong>
      </p>
    ) : (
      <p className="rb-claim__hint rb-claim__hint--free" data-testid="rebate-turnover">
        <CheckIcon aria-hidden="true" />
        {t('ready.noTurnover')}
      </p>
    );
  return (
    <p className="rb-claim__hint" data-testid="rebate-waiting">
      {isPositive(rebates.unpaidTotal)
        ? t('rebates.belowMinimum', { minimum, amount: formatAmount(rebates.unpaidTotal, symbol) })
        : t('rebates.nothingYet')}
    </p>
  );
}

/** The total waiting, and the button that claims it all at once (CLAIM merchants). */
function ClaimCard({ rebates, symbol }: { rebates: MemberRebates; symbol: string }) {
  const { t } = useTranslation('rewardCenter');
  const [claimed, setClaimed] = useState<{ reward: string; turnoverRequired: string } | null>(null);
  const claim = useRebateClaim(t('rebates.claimedToast'), (result) =>
    setClaimed({ reward: result.amount, turnoverRequired: result.turnoverRequired }),
  );
  return (
    <div className="rb-claim-wrap">
      {claimed ? (
        <ClaimedPanel
          claimed={{ title: t('rebates.claimedTitle'), ...claimed }}
          symbol={symbol}
          onClose={() => setClaimed(null)}
        />
      ) : null}
      <div
        className={`rb-claim${rebates.claimable ? ' rb-claim--ready' : ''}`}
        data-testid="rebate-claim-card"
      >
        <span className="rb-claim__art" aria-hidden="true">
          <CoinsIcon />
        </span>
        <div className="rb-claim__body">
          <span className="rb-claim__label">
            {rebates.payoutMode === 'AUTO' ? t('rebates.unpaidAuto') : t('rebates.unpaid')}
          </span>
          <p className="rb-claim__amount" data-testid="rebate-total">
            {formatAmount(rebates.unpaidTotal, symbol)}
          </p>
          <ClaimHint rebates={rebates} symbol={symbol} />
        </div>
        <div className="rb-claim__actions">
          <span className="rb-claim__minimum">
            {t('rebates.minimum', { minimum: formatAmount(rebates.minPayout, symbol) })}
          </span>
          {rebates.payoutMode === 'CLAIM' ? (
            <button
              type="button"
              className="btn btn--primary rb-claim__button"
              disabled={!rebates.claimable || claim.isPending}
              onClick={() => claim.mutate()}
              data-testid="rebate-claim"
            >
              {claim.isPending ? t('rebates.claiming') : t('rebates.claim')}
            </button>
          ) : null}
        </div>
        {claim.error ? (
          <p className="form-error rb-claim__error" role="alert" data-testid="rebate-claim-error">
            {errorMessageOf(claim.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The member's rate per category now (its VIP rank's, else everyone's). */
function Rates({ rebates }: { rebates: MemberRebates }) {
  const { t } = useTranslation('rewardCenter');
  const nameOf = useCategoryName();
  return (
    <div className="rb-rates" data-testid="rebate-rates">
      <h3 className="rb-subtitle">
        {rebates.vipRank > 0 ? t('rebates.ratesVip', { rank: rebates.vipRank }) : t('rebates.rates')}
      </h3>
      <ul className="rb-rates__list">
        {rebates.rates.map(({ category, percent }) => {
          const Icon = categoryIcons[category];
          const none = !isPositive(percent);
          return (
            <li
              key={category}
              className={`rb-rate${none ? ' rb-rate--none' : ''}`}
              data-testid={`rebate-rate-${category}`}
            >
              <Icon aria-hidden="true" />
              <span className="rb-rate__name">{nameOf(category)}</span>
              <strong className="rb-rate__value">
                {none ? t('rebates.noRate') : t('rebates.rate', { percent })}
              </strong>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Rebates by day and category: valid bet, rate, amount (and when it was paid, for the paid ones). */
function RebateTable({
  rows,
  testId,
  symbol,
}: {
  rows: Array<RebateRow | PaidRebate>;
  testId: string;
  symbol: string;
}) {
  const { t } = useTranslation('rewardCenter');
  const nameOf = useCategoryName();
  const paid = rows.some((row) => 'paidAt' in row);
  const columns = {
    day: t('rebates.columns.day'),
    category: t('rebates.columns.category'),
    validBet: t('rebates.columns.validBet'),
    rate: t('rebates.columns.rate'),
    amount: t('rebates.columns.amount'),
    paidAt: t('rebates.columns.paidAt'),
  };
  return (
    <div className="rb-table-wrap">
      <table className="rb-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{columns.day}</th>
            <th scope="col">{columns.category}</th>
            <th scope="col" className="rc-num">
              {columns.validBet}
            </th>
            <th scope="col" className="rc-num">
              {columns.rate}
            </th>
            <th scope="col" className="rc-num">
              {columns.amount}
            </th>
            {paid ? <th scope="col">{columns.paidAt}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`${testId}-row`}>
              <td data-label={columns.day} className="rb-table__day">
                {row.day}
              </td>
              <td data-label={columns.category} className="rb-table__category">
                {nameOf(row.category)}
              </td>
              <td data-label={columns.validBet} className="rc-num">
                {formatAmount(row.validBet, symbol)}
              </td>
              <td data-label={columns.rate} className="rc-num">
                {t('rebates.rate', { percent: row.percent })}
              </td>
              <td data-label={columns.amount} className="rc-num rb-table__amount">
                {formatAmount(row.amount, symbol)}
              </td>
              {'paidAt' in row ? (
                <td data-label={columns.paidAt} className="rb-table__paid">
                  <span>{formatDateTime(Date.parse(row.paidAt))}</span>
                  <span className={`rb-mode rb-mode--${row.mode}`}>{t(`rebates.modes.${row.mode}`)}</span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Rebates: the total waiting with its claim button (or how the site pays it), the member's rates per category,
 * what waits by day and category, and the rebates paid (paged). A claim pays every unpaid rebate at once.
 */
export function RebatesSection() {
  const { t } = useTranslation('rewardCenter');
  const symbol = useCurrencySymbol();
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch } = useRebates(page);
  return (
    <RewardSection
      title={t('rebates.title')}
      icon={<CoinsIcon />}
      count={data?.claimable ? 1 : undefined}
      action={<span className="rc-section__note rb-note">{t('rebates.note')}</span>}
      testId="rebates-section"
    >
      {isPending ? (
        <LoadingBlock height={180} />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} testId="rebates-error" />
      ) : (
        <>
          <div className="rb-top">
            <ClaimCard rebates={data} symbol={symbol} />
            <Rates rebates={data} />
          </div>
          <div className="rb-block">
            <h3 className="rb-subtitle">{t('rebates.breakdown')}</h3>
            {data.unpaid.length > 0 ? (
              <RebateTable rows={data.unpaid} testId="rebate-unpaid" symbol={symbol} />
            ) : (
              <p className="rb-empty" data-testid="rebate-unpaid-empty">
                {t('rebates.breakdownNone')}
              </p>
            )}
          </div>
          <div className="rb-block">
            <h3 className="rb-subtitle">{t('rebates.paid')}</h3>
            {data.history.content.length > 0 ? (
              <>
                <RebateTable rows={data.history.content} testId="rebate-paid" symbol={symbol} />
                <Pagination page={page} pageCount={data.history.totalPages} onChange={setPage} />
              </>
            ) : (
              <p className="rb-empty" data-testid="rebate-paid-empty">
                {t('rebates.paidNone')}
              </p>
            )}
          </div>
        </>
      )}
    </RewardSection>
  );
}
