import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { CoinsIcon } from '../../../../shared/ui/icons.tsx';
import { revenueQueryOptions } from '../../api/reports.ts';
import { formatCount, formatDay } from '../../lib/agent-format.ts';
import { sumAmounts, toneOf } from '../lib/money.ts';
import { useDayRange, useMerchantToday } from '../../lib/use-day-range.ts';
import {
  AgentMoney,
  ColumnHeads,
  FilterPanel,
  ReportHead,
  ReportState,
  ReportTable,
  exportRows,
  useCurrencySymbol,
} from './report-frame.tsx';

const parts = ['salary', 'dividend', 'rebate'] as const;

/**
 * agentRevenueReport: the agent's own income over a period (salary, dividend and rebate paid to it) and the
 * days it was paid. Only what was paid shows; a period without income shows zeros and says so.
 */
export function RevenueReportPage() {
  const { t } = useTranslation('agentReports');
  const token = useSessionToken();
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const { range, period } = useDayRange('thisMonth', useMerchantToday());
  const query = useQuery(revenueQueryOptions(token, range));
  const { data, isPlaceholderData } = query;
  const days = data?.days ?? [];
  const columns = {
    day: t('revenue.columns.day'),
    salary: t('revenue.columns.salary'),
    dividend: t('revenue.columns.dividend'),
    rebate: t('revenue.columns.rebate'),
    total: t('revenue.columns.total'),
  };
  const dayTotal = (day: (typeof days)[number]) => sumAmounts(parts.map((part) => day[part]));
  const exportCsv = () =>
    exportRows(
      t('revenue.file'),
      range,
      Object.values(columns),
      days.map((day) => [day.day, day.salary, day.dividend, day.rebate, dayTotal(day)]),
    );
  const tone = data ? toneOf(data.total) : 'flat';

  return (
    <div className="ar-page" data-testid="revenue-report-page">
      <FilterPanel period={period} />
      <ReportState query={query}>
        {data ? (
          <div className={`ar-revenue${isPlaceholderData ? ' is-refreshing' : ''}`}>
            <div className={`wl-net ar-hero ar-hero--${tone}`} data-testid="revenue-total">
              <span className="wl-net__icon">
                <CoinsIcon />
              </span>
              <div>
                <p className="wl-net__label">{t('revenue.total')}</p>
                <AgentMoney value={data.total} symbol={symbol} className="wl-net__value" />
                <p className="wl-net__hint">
                  {formatDay(data.from, language)}
                  {data.from === data.to ? null : <> – {formatDay(data.to, language)}</>} ·{' '}
                  {t('revenue.totalHint')}
                </p>
              </div>
            </div>
            <dl className="ar-stats">
              {parts.map((part) => (
                <div key={part} className="ar-stat" data-testid={`revenue-${part}`}>
                  <dt>{t(`revenue.${part}`)}</dt>
                  <dd>
                    <AgentMoney value={data[part]} symbol={symbol} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        <h3 className="wl-subhead">{t('revenue.byDay')}</h3>
        <ReportHead total={null} onExport={days.length > 0 ? exportCsv : null}>
          {data ? (
            <span data-testid="revenue-day-count">
              {t('revenue.daysPaid', { n: formatCount(days.length, language) })}
            </span>
          ) : null}
        </ReportHead>
        {days.length === 0 ? (
          <EmptyState icon={<CoinsIcon />} title={t('revenue.empty')} text={t('revenue.emptyText')} />
        ) : (
          <ReportTable label={t('revenue.byDay')} refreshing={isPlaceholderData} testId="revenue-days">
            <ColumnHeads columns={columns} numeric={[...parts, 'total']} />
            <tbody>
              {days.map((day) => (
                <tr key={day.day} data-testid="revenue-day-row">
                  <th scope="row" className="ar-account ar-time">
                    {formatDay(day.day, language)}
                  </th>
                  {parts.map((part) => (
                    <td key={part} className="ar-num">
                      <AgentMoney value={day[part]} />
                    </td>
                  ))}
                  <td className="ar-num ar-strong">
                    <AgentMoney value={dayTotal(day)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        )}
      </ReportState>
    </div>
  );
}
