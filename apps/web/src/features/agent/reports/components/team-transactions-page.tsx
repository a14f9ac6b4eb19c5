import { teamTransactionTypes, type TeamTransactionType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ReceiptIcon } from '../../../wallet/components/wallet-icons.tsx';
import { teamTransactionsQueryOptions } from '../../api/reports.ts';
import { formatTime } from '../../lib/agent-format.ts';
import { ChoiceChips } from '../../components/agent-ui.tsx';
import { useReportPaging } from '../lib/use-report-paging.ts';
import {
  AccountSearch,
  AgentMoney,
  ColumnHeads,
  FilterPanel,
  PagedReport,
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
  const { range, period, paging, firstPage } = useReportPaging('last7');
  const [account, setAccount] = useState('');
  const [type, setType] = useState<TeamTransactionType | null>(null);
  const query = useQuery(
    teamTransactionsQueryOptions(token, {
      ...range,
      account: account || undefined,
      type: type ?? undefined,
      pageNo: paging.page,
    }),
  );
  const rows = query.data?.content ?? [];
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
      Object.values(columns),
      rows.map((row) => [row.account, typeLabel(row.type), row.amount, formatTime(row.time, 'en')]),
    );

  return (
    <div className="ar-page" data-testid="team-transactions-page">
      <FilterPanel period={period}>
        <div className="ar-filters__row">
          <AccountSearch value={account} onSearch={firstPage(setAccount)} />
          <ChoiceChips
            label={t('filters.type')}
            value={type}
            options={teamTransactionTypes}
            allLabel={t('filters.all')}
            labelOf={typeLabel}
            onChange={firstPage(setType)}
            testIdPrefix="type"
          />
        </div>
      </FilterPanel>
      <PagedReport
        report="transactions"
        query={query}
        paging={paging}
        onExport={exportCsv}
        icon={<ReceiptIcon />}
        testId="team-transactions"
      >
        <ColumnHeads columns={columns} numeric={['amount']} />
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
      </PagedReport>
    </div>
  );
}
