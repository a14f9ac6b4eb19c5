import type { Bill } from '@msp/contracts/agent-contracts.ts';
import { billStatuses, type BillStatus, type ContractType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { ChevronRightIcon } from '../../../../shared/ui/icons.tsx';
import { ChoiceChips } from '../../components/agent-ui.tsx';
import { useReportPaging } from '../../reports/lib/use-report-paging.ts';
import {
  AgentMoney,
  ColumnHeads,
  FilterPanel,
  PagedReport,
  exportRows,
} from '../../reports/components/report-frame.tsx';
import { billsQueryOptions, type BillScope } from '../api/contracts.ts';
import { BillDetailModal, BillStatusWithReason, useBillReason } from './bill-view.tsx';
import { PeriodLabel, Rate, ReceiptIcon } from './contract-ui.tsx';

type Column =
  'agent' | 'period' | 'base' | 'netLoss' | 'rate' | 'amount' | 'subtracted' | 'net' | 'paid' | 'status';

/**
 * The base column of a bill: the team's valid bet (a dividend shows its net loss beside it), or the counted
 * stakes of a real-time salary (its explanation's base).
 */
function baseOf(bill: Bill, type: ContractType): string {
  return type === 'REALTIME_SALARY' ? bill.explanation.base : bill.explanation.teamValidBet;
}

/** The rate of a bill: its tier's, the real-time salary's two, or none (no tier reached). */
function RateCell({ bill }: { bill: Bill }) {
  const { explanation: x } = bill;
  if (x.winBets || x.lossBets)
    return (
      <>
        <Rate value={x.winBets?.rate ?? '0'} /> / <Rate value={x.lossBets?.rate ?? '0'} />
      </>
    );
  return x.rate === null || !x.tier ? <span className="ar-muted">—</span> : <Rate value={x.rate} />;
}

/**
 * A list of bills of one contract type: the bills paid to the agent (scope MINE: period, the team's figures, the
 * rate, amount, the sub-agents' bills subtracted and what it kept) or those it pays its sub-agents (DOWNLINES),
 * each with its state and why, filtered by the days their periods began and by status; a bill opens in full.
 */
export function BillsSection({ type, scope }: { type: ContractType; scope: BillScope }) {
  const { t } = useTranslation('agentContracts');
  const token = useSessionToken();
  const reason = useBillReason();
  const { range, period, paging, firstPage } = useReportPaging('last30');
  const [status, setStatus] = useState<BillStatus | null>(null);
  const [open, setOpen] = useState<{ id: number; shown: boolean } | null>(null);
  const query = useQuery(
    billsQueryOptions(token, type, { scope, status: status ?? undefined, ...range, pageNo: paging.page }),
  );
  const rows = query.data?.content ?? [];
  const mine = scope === 'MINE';
  const realtime = type === 'REALTIME_SALARY';

  const columns: Partial<Record<Column, string>> = {
    ...(mine ? {} : { agent: t('bills.columns.subAgent') }),
    period: t('bills.columns.period'),
    base: t(realtime ? 'bills.columns.countedStake' : 'bills.columns.validBet'),
    ...(type === 'DIVIDEND' ? { netLoss: t('bills.columns.netLoss') } : {}),
    rate: t(realtime ? 'bills.columns.rates' : 'bills.columns.rate'),
    amount: t('bills.columns.amount'),
    ...(mine
      ? { subtracted: t('bills.columns.subtracted'), net: t('bills.columns.net') }
      : { paid: t('bills.columns.paid') }),
    status: t('bills.columns.status'),
  };

  const exportCsv = () => {
    const cell: Record<Column, (bill: Bill) => string> = {
      agent: (bill) => bill.agent.account,
      period: (bill) => bill.period.label,
      base: (bill) => baseOf(bill, type),
      netLoss: (bill) => bill.explanation.netLoss ?? '',
      rate: (bill) =>
        realtime
          ? `${bill.explanation.winBets?.rate ?? '0'}% / ${bill.explanation.lossBets?.rate ?? '0'}%`
          : bill.explanation.rate && bill.explanation.tier
            ? `${bill.explanation.rate}%`
            : '',
      amount: (bill) => bill.amount,
      subtracted: (bill) => bill.subtracted,
      net: (bill) => bill.net,
      paid: (bill) => bill.paid,
      status: (bill) => `${t(`billStatuses.${bill.status}`)}: ${reason(bill, scope, 'en')}`,
    };
    const keys = Object.keys(columns) as Column[];
    exportRows(
      `${t(`files.${type}`)}-${t(mine ? 'files.mine' : 'files.downlines')}`,
      range,
      keys.map((key) => columns[key] ?? ''),
      rows.map((bill) => keys.map((key) => cell[key](bill))),
    );
  };

  const openBill = (id: number) => setOpen({ id, shown: true });
  const money = (value: string, strong = false) => (
    <td className={`ar-num${strong ? ' ar-strong' : ''}`}>
      <AgentMoney value={value} />
    </td>
  );
  const periodCell = (bill: Bill): ReactNode => (
    <button
      type="button"
      className="ar-drill"
      onClick={(event) => {
        event.stopPropagation();
        openBill(bill.id);
      }}
      aria-label={t('bills.open', { period: bill.period.label })}
      data-testid="bill-open"
    >
      <PeriodLabel label={bill.period.label} />
      <ChevronRightIcon aria-hidden="true" />
    </button>
  );

  return (
    <div className="ar-page" data-testid={`bills-${scope.toLowerCase()}`}>
      <FilterPanel period={period}>
        <ChoiceChips
          label={t('bills.status')}
          value={status}
          options={billStatuses}
          allLabel={t('bills.allStatuses')}
          labelOf={(option) => t(`billStatuses.${option}`)}
          onChange={firstPage(setStatus)}
          testIdPrefix="bill-status"
        />
      </FilterPanel>
      <PagedReport
        report={{
          title: t(mine ? 'tabs.bills' : 'tabs.paying'),
          empty: t(mine ? 'bills.empty' : 'bills.emptyPaying'),
          emptyText: t(mine ? 'bills.emptyText' : 'bills.emptyPayingText'),
        }}
        query={query}
        paging={paging}
        onExport={exportCsv}
        icon={<ReceiptIcon />}
        testId="bills"
        note={<p className="ar-note">{t('bills.note')}</p>}
      >
        <ColumnHeads
          columns={columns}
          numeric={['base', 'netLoss', 'rate', 'amount', 'subtracted', 'net', 'paid']}
        />
        <tbody>
          {rows.map((bill) => (
            <tr
              key={bill.id}
              className="ar-row--open"
              onClick={() => openBill(bill.id)}
              data-testid="bill-row"
              data-bill={bill.id}
            >
              {mine ? (
                <th scope="row" className="ar-account ct-period-cell">
                  {periodCell(bill)}
                </th>
              ) : (
                <>
                  <th scope="row" className="ar-account">
                    {bill.agent.account}
                  </th>
                  <td className="ct-period-cell">{periodCell(bill)}</td>
                </>
              )}
              {money(baseOf(bill, type))}
              {type === 'DIVIDEND' ? money(bill.explanation.netLoss ?? '0') : null}
              <td className="ar-num">
                <RateCell bill={bill} />
              </td>
              {money(bill.amount, !mine)}
              {mine ? (
                <>
                  <td className="ar-num ar-muted">
                    <AgentMoney value={bill.subtracted} />
                  </td>
                  {money(bill.net, true)}
                </>
              ) : (
                money(bill.paid)
              )}
              <td className="ct-status-cell">
                <BillStatusWithReason bill={bill} scope={scope} />
              </td>
            </tr>
          ))}
        </tbody>
      </PagedReport>
      <BillDetailModal
        billId={open?.id ?? null}
        open={open?.shown ?? false}
        scope={scope}
        onClose={() => setOpen((current) => (current ? { ...current, shown: false } : null))}
      />
    </div>
  );
}
