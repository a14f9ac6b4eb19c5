import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { useCurrencySymbol, useRewards } from '../hooks/use-reward-center.ts';
import { formatAmount, isPositive } from '../lib/amounts.ts';
import { HistoryIcon, QueryError, RewardSection, StateBadge } from './reward-ui.tsx';

/**
 * History: the rewards paid, newest first (the server answers the last 50). One table: rows on a desktop, and
 * below the container's breakpoint (reward-center.css) each row stacks into a card with its column names.
 */
export function HistorySection() {
  const { t } = useTranslation('rewardCenter');
  const symbol = useCurrencySymbol();
  const { data, isPending, error, refetch } = useRewards();
  const history = data?.history ?? [];
  const columns = {
    date: t('history.date'),
    promotion: t('history.promotion'),
    reward: t('history.reward'),
    turnover: t('history.turnover'),
    status: t('history.status'),
  };
  return (
    <RewardSection
      title={t('history.title')}
      icon={<HistoryIcon />}
      action={history.length > 0 ? <span className="rc-section__note">{t('history.note')}</span> : null}
      testId="history-section"
    >
      {isPending ? (
        <LoadingBlock height={140} />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} testId="history-error" />
      ) : history.length === 0 ? (
        <EmptyState icon={<HistoryIcon />} title={t('history.emptyTitle')} text={t('history.emptyText')} />
      ) : (
        <div className="rc-history-wrap">
          <table className="rc-history" data-testid="history-table">
            <thead>
              <tr>
                <th scope="col">{columns.date}</th>
                <th scope="col">{columns.promotion}</th>
                <th scope="col" className="rc-num">
                  {columns.reward}
                </th>
                <th scope="col" className="rc-num">
                  {columns.turnover}
                </th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((item) => (
                <tr
                  key={`${item.promotionId}-${item.claimedAt}`}
                  className="rc-history__row"
                  data-testid="history-row"
                  data-state={item.state}
                >
                  <td data-label={columns.date} className="rc-history__date">
                    {formatDateTime(Date.parse(item.claimedAt))}
                  </td>
                  <td data-label={columns.promotion} className="rc-history__promotion">
                    <span className="rc-history__title">{item.title}</span>
                    <span className="rc-history__type">{t(`types.${item.type}`)}</span>
                  </td>
                  <td data-label={columns.reward} className="rc-num rc-history__reward">
                    {formatAmount(item.reward, symbol)}
                  </td>
                  <td data-label={columns.turnover} className="rc-num rc-history__turnover">
                    {isPositive(item.turnoverRequired)
                      ? formatAmount(item.turnoverRequired, symbol)
                      : t('history.noTurnover')}
                  </td>
                  <td data-label={columns.status} className="rc-history__status">
                    <StateBadge state={item.state} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RewardSection>
  );
}
