import type { TeamTransactionType } from '@msp/contracts/agents.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ReceiptIcon } from '../../../wallet/components/wallet-icons.tsx';
import { teamTransactionsQueryOptions } from '../../api/reports.ts';
import { formatTime } from '../../lib/agent-format.ts';
import { useDayRange } from '../lib/use-day-range.ts';
import { teamTransactionTypeOptions } from '../lib/vocabulary.ts';
import { DayRangePicker } from './day-range-picker.tsx';
import {
  AccountSearch,
  AgentMoney,
  ChipFilter,
  FilterPanel,
  ReportHead,
  ReportPager,
  ReportState,
  ReportTable,
  Tag,
  exportRows,
} from './report-frame.tsx';

const typeTones: Record<TeamTransactionType, string> = {
  DEPOSIT: 'up',
  WITHDRAWAL: 'down',
  TRANSFER: 'info',
};

/**
 * agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers, by member account, type
 * and period, paged; amounts are signed from the member's side (money in is positive).
 */
export function TeamTransactionsPage() {
  const { t } = useTranslation('agentReports');
  const token = useSessionToken();
  const language = useLanguage();
  const { today, range, setRange } = useDayRange('last7');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<TeamTransactionType | null>(null);
  const [page, setPage] = useState(1);
  const { data, isPending, isPlaceholderData, error, refetch } = useQuery(
    teamTransactionsQueryOptions(token, {
      ...range,
      account: account || undefined,
      type: type ?? undefined,
      pageNo: page,
    }),
  );
  const rows = data?.content ?? [];
  const typeLabel = (option: TeamTransactionType) => t(`transactions.types.${option}`);
  const columns = {
    account: t('transactions.columns.account'),
    type: t('transactions.columns.type'),
    amount: t('transactions.columns.amount'),
    time: t('transactions.columns.time'),
  };

  const exportCsv = () =>
    exportRows(
      t('transactions.file'),
      range,
      [columns.account, columns.type, columns.amount, columns.time],
      rows.map((row) => [row.account, typeLabel(row.type), row.amount, formatTime(row.time, 'en')]),
    );

  return (
    <div className="ar-page" data-testid="team-transactions-page">
      <FilterPanel label={t('filters.title')}>
        <DayRangePicker
          value={range}
          today={today}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <div className="ar-filters__row">
          <AccountSearch
            value={account}
            onSearch={(next) => {
              setAccount(next);
              setPage(1);
            }}
          />
          <ChipFilter
            label={t('filters.type')}
            value={type}
            options={teamTransactionTypeOptions}
            allLabel={t('filters.all')}
            labelOf={typeLabel}
            onChange={(next) => {
              setType(next);
              setPage(1);
            }}
            testIdPrefix="type"
          />
        </div>
      </FilterPanel>

      <ReportHead
        total={data && !error ? data.totalElements : null}
        onExport={rows.length > 0 && !error ? exportCsv : null}
      />
      <ReportState
        pending={isPending}
        error={error}
        empty={rows.length === 0}
        icon={<ReceiptIcon />}
        emptyTitle={t('transactions.empty')}
        emptyText={t('transactions.emptyText')}
        onRetry={() => void refetch()}
      >
        <ReportTable
          label={t('transactions.title')}
          refreshing={isPlaceholderData}
          testId="team-transactions"
        >
          <thead>
            <tr>
              <th scope="col">{columns.account}</th>
              <th scope="col">{columns.type}</th>
              <th scope="col" className="ar-num">
                {columns.amount}
              </th>
              <th scope="col">{columns.time}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="team-transaction-row">
                <th scope="row" className="ar-account">
                  {row.account}
                </th>
                <td>
                  <Tag tone={typeTones[row.type]}>{typeLabel(row.type)}</Tag>
                </td>
                <td className="ar-num">
                  <AgentMoney value={row.amount} signed testId="transaction-amount" />
                </td>
                <td className="ar-time">{formatTime(row.time, language)}</td>
              </tr>
            ))}
          </tbody>
        </ReportTable>
        <ReportPager page={page} pageCount={data?.totalPages ?? 0} onChange={setPage} />
      </ReportState>
    </div>
  );
}
