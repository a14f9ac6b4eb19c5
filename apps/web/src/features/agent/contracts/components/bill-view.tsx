import type { Bill, BillDetail, BillExplanation, SimulatedBill } from '@msp/contracts/agent-contracts.ts';
import type { BillStatus, ContractType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { Modal } from '../../../../shared/ui/modal.tsx';
import { LoadingBlock } from '../../../../shared/ui/spinner.tsx';
import { formatCount, formatMoney, formatTime } from '../../lib/agent-format.ts';
import {
  AgentMoney,
  ColumnHeads,
  ReportTable,
  Tag,
  useCurrencySymbol,
} from '../../reports/components/report-frame.tsx';
import { billDetailQueryOptions, type BillScope } from '../api/contracts.ts';
import { addsUpTo, isZero, percentOf, unpaidOf } from '../lib/bill-math.ts';
import { PartyName, PeriodLabel, Rate } from './contract-ui.tsx';
import { thresholdsText } from './terms-view.tsx';

/** The tone of each bill status (the reports' tags): paid green, waiting blue, short amber, lost red. */
const statusTones: Record<BillStatus, string> = {
  PENDING: 'info',
  PAID: 'active',
  PARTLY_PAID: 'locked',
  INSUFFICIENT: 'locked',
  EXPIRED: 'closed',
  CANCELLED: 'muted',
};

export function BillStatusTag({ status }: { status: BillStatus }) {
  const { t } = useTranslation('agentContracts');
  return <Tag tone={statusTones[status]}>{t(`billStatuses.${status}`)}</Tag>;
}

type Reasoned = Pick<Bill, 'status' | 'amount' | 'paid' | 'deadline' | 'lastAttemptAt' | 'paidAt' | 'upline'>;

/**
 * Why a bill is in its state, said to the agent it pays (scope MINE: its upline or the site pays) or to the
 * upline that pays it (scope DOWNLINES: "your balance").
 */
export function useBillReason() {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  /* `digits`: the language of the figures (a CSV file keeps Western digits, as the other exports). */
  return (bill: Reasoned, scope: BillScope, digits: typeof language = language): string => {
    const money = (value: string) => `${symbol}${formatMoney(value, digits)}`;
    const time = (iso: string | null) => (iso ? formatTime(iso, digits) : t('reasons.lastAttempt'));
    const payer = scope === 'DOWNLINES' ? 'me' : bill.upline ? 'upline' : 'site';
    const values = {
      amount: money(bill.amount),
      paid: money(bill.paid),
      unpaid: money(unpaidOf(bill.amount, bill.paid)),
      deadline: formatTime(bill.deadline, digits),
      time: time(bill.lastAttemptAt),
    };
    if (isZero(bill.amount)) return t('reasons.zero', values);
    switch (bill.status) {
      case 'PAID':
        return t('reasons.PAID', { ...values, time: time(bill.paidAt) });
      case 'PARTLY_PAID':
      case 'INSUFFICIENT':
        return t(`reasons.${bill.status}.${payer}`, values);
      default:
        return t(`reasons.${bill.status}`, values);
    }
  };
}

/** A bill's status and, under it, why. */
export function BillStatusWithReason({ bill, scope }: { bill: Reasoned; scope: BillScope }) {
  const reason = useBillReason();
  return (
    <span className="ct-status" data-testid="bill-status">
      <BillStatusTag status={bill.status} />
      <small className="ct-reason" data-testid="bill-reason">
        {reason(bill, scope)}
      </small>
    </span>
  );
}

/** One line of a bill's arithmetic: what it is, and its figure. */
function Line({
  label,
  children,
  kind,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  kind?: 'formula' | 'minus' | 'total' | 'muted';
  testId: string;
}) {
  return (
    <li className={`ct-line${kind ? ` ct-line--${kind}` : ''}`} data-testid={testId}>
      <span className="ct-line__label">{label}</span>
      <span className="ct-line__value">{children}</span>
    </li>
  );
}

/** "stake × rate = part" of the real-time salary (the part left out when it cannot be shown exactly). */
function RealtimePart({
  bets,
  part,
  label,
  testId,
}: {
  bets: NonNullable<BillExplanation['winBets']>;
  part: string | null;
  label: string;
  testId: string;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  return (
    <Line
      label={
        <>
          {label}
          <small>{t('explain.betCount', { count: bets.count, n: formatCount(bets.count, language) })}</small>
        </>
      }
      testId={testId}
    >
      <AgentMoney value={bets.stake} symbol={symbol} /> × <Rate value={bets.rate} />
      {part === null ? null : (
        <>
          {' = '}
          <AgentMoney value={part} symbol={symbol} />
        </>
      )}
    </Line>
  );
}

/**
 * A bill's arithmetic, to be redone by hand: the period, the team's figures, the tier reached (or none) and its
 * rate, base × rate = amount (real-time: the bets not lost and the bets lost, each stake × its rate), then the
 * sub-agents' bills of the same period subtracted, and what is kept. `agent` names whose bill it is (null: the
 * member's own).
 */
export function BillArithmetic({
  bill,
  type,
  agent,
  testId = 'bill-explanation',
}: {
  bill: Pick<SimulatedBill, 'period' | 'amount' | 'subtracted' | 'net' | 'explanation'>;
  type: ContractType;
  agent: string | null;
  testId?: string;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const money = (value: string) => <AgentMoney value={value} symbol={symbol} />;
  const { explanation: x } = bill;
  const whose = agent === null ? 'mine' : 'theirs';
  const lines: ReactNode[] = [
    <Line key="period" label={t('explain.period')} testId="explain-period">
      <PeriodLabel label={bill.period.label} />
    </Line>,
  ];

  if (type === 'REALTIME_SALARY') {
    const winPart = x.winBets ? percentOf(x.winBets.stake, x.winBets.rate) : null;
    const lossPart = x.lossBets ? percentOf(x.lossBets.stake, x.lossBets.rate) : null;
    const exact = addsUpTo([winPart ?? '0', lossPart ?? '0'], bill.amount);
    if (x.minBet !== null)
      lines.push(
        <Line key="min" label={t('explain.counted')} kind="muted" testId="explain-min-bet">
          {t('explain.countedValue', { value: `${symbol}${formatMoney(x.minBet, language)}` })}
        </Line>,
      );
    if (x.winBets)
      lines.push(
        <RealtimePart
          key="win"
          bets={x.winBets}
          part={exact ? winPart : null}
          label={t('explain.winBets')}
          testId="explain-win"
        />,
      );
    if (x.lossBets)
      lines.push(
        <RealtimePart
          key="loss"
          bets={x.lossBets}
          part={exact ? lossPart : null}
          label={t('explain.lossBets')}
          testId="explain-loss"
        />,
      );
    lines.push(
      <Line key="amount" label={t('explain.amount')} kind="formula" testId="explain-formula">
        {isZero(bill.amount) && !x.winBets?.count && !x.lossBets?.count ? (
          <span className="ct-none">{t('explain.noBets')} </span>
        ) : null}
        {money(bill.amount)}
      </Line>,
    );
  } else {
    lines.push(
      <Line key="bet" label={t(`explain.validBet.${type}`)} testId="explain-valid-bet">
        {money(x.teamValidBet)}
      </Line>,
    );
    if (x.netLoss !== null)
      lines.push(
        <Line
          key="loss"
          label={
            <>
              {t('explain.netLoss')}
              <small>{t('explain.netLossHint')}</small>
            </>
          }
          testId="explain-net-loss"
        >
          {money(x.netLoss)}
        </Line>,
      );
    lines.push(
      <Line key="members" label={t('explain.activeMembers')} testId="explain-members">
        {formatCount(x.activeMembers, language)}
      </Line>,
      <Line key="tier" label={t('explain.tier')} kind={x.tier ? undefined : 'muted'} testId="explain-tier">
        {x.tier ? (
          <span className="ct-tier">
            <strong>{t('terms.tierN', { n: formatCount(x.tier.index, language) })}</strong>
            <small>{thresholdsText(x.tier, t, language, symbol)}</small>
          </span>
        ) : (
          <span className="ct-none">{t('explain.noTier')}</span>
        )}
      </Line>,
    );
    if (x.tier && x.rate !== null)
      lines.push(
        <Line key="rate" label={t('explain.rate')} testId="explain-rate">
          <Rate value={x.rate} />
        </Line>,
        <Line
          key="formula"
          label={t(type === 'DIVIDEND' ? 'explain.formulaDividend' : 'explain.formulaSalary')}
          kind="formula"
          testId="explain-formula"
        >
          {money(x.base)} × <Rate value={x.rate} /> = {money(bill.amount)}
        </Line>,
      );
    else
      lines.push(
        <Line key="formula" label={t('explain.amount')} kind="formula" testId="explain-formula">
          <span className="ct-none">{t('explain.noTierAmount')} </span>
          {money(bill.amount)}
        </Line>,
      );
  }

  lines.push(
    <Line
      key="subtracted"
      label={t(`explain.subtracted.${whose}`, {
        count: x.subAgentBills,
        n: formatCount(x.subAgentBills, language),
      })}
      kind="minus"
      testId="explain-subtracted"
    >
      − {money(bill.subtracted)}
    </Line>,
    <Line
      key="net"
      label={agent === null ? t('explain.net.mine') : t('explain.net.theirs', { account: agent })}
      kind="total"
      testId="explain-net"
    >
      {money(bill.amount)} − {money(bill.subtracted)} = <strong>{money(bill.net)}</strong>
    </Line>,
  );

  return (
    <ol className="ct-receipt" data-testid={testId}>
      {lines}
    </ol>
  );
}

function DetailBody({ bill, scope }: { bill: BillDetail; scope: BillScope }) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const agent = scope === 'MINE' ? null : bill.agent.account;
  const facts = [
    { key: 'amount', label: t('bill.amount'), value: <AgentMoney value={bill.amount} symbol={symbol} /> },
    { key: 'paid', label: t('bill.paid'), value: <AgentMoney value={bill.paid} symbol={symbol} /> },
    {
      key: 'payer',
      label: t('bill.payer'),
      value: scope === 'DOWNLINES' ? t('bill.you') : <PartyName party={bill.upline} />,
    },
    { key: 'deadline', label: t('bill.deadline'), value: formatTime(bill.deadline, language) },
  ];
  const subColumns = {
    account: t('bills.columns.subAgent'),
    amount: t('bills.columns.amount'),
    paid: t('bills.columns.paid'),
    status: t('bills.columns.status'),
  };
  return (
    <div className="ct-detail" data-testid="bill-detail-body">
      <header className="ct-detail__head">
        <div>
          <p className="ct-detail__type">
            {t(`types.${bill.type}`)}
            {agent ? ` · ${agent}` : null}
          </p>
          <p className="ct-detail__period">
            <PeriodLabel label={bill.period.label} />
          </p>
        </div>
        <BillStatusWithReason bill={bill} scope={scope} />
      </header>
      <dl className="ar-card__facts">
        {facts.map((fact) => (
          <div key={fact.key} data-testid={`bill-${fact.key}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="wl-subhead">{t('bill.explanation')}</h3>
      <BillArithmetic bill={bill} type={bill.type} agent={agent} />
      <h3 className="wl-subhead">{t('bill.payments')}</h3>
      {bill.payments.length === 0 ? (
        <p className="ar-note" data-testid="bill-no-payments">
          {t('bill.noPayments')}
        </p>
      ) : (
        <ul className="ct-payments" data-testid="bill-payments">
          {bill.payments.map((payment, index) => (
            <li key={`${payment.at}-${index}`}>
              <span className="ar-time">{formatTime(payment.at, language)}</span>
              <AgentMoney value={payment.amount} symbol={symbol} />
            </li>
          ))}
        </ul>
      )}
      <h3 className="wl-subhead">
        {t('bill.subAgentBills', { n: formatCount(bill.subAgentBills.length, language) })}
      </h3>
      {bill.subAgentBills.length === 0 ? (
        <p className="ar-note">{t('bill.noSubAgentBills')}</p>
      ) : (
        <ReportTable label={t('bill.subAgentBillsLabel')} refreshing={false} testId="bill-sub-agent-bills">
          <ColumnHeads columns={subColumns} numeric={['amount', 'paid']} />
          <tbody>
            {bill.subAgentBills.map((sub) => (
              <tr key={sub.id} data-testid="sub-agent-bill">
                <th scope="row" className="ar-account">
                  {sub.agent.account}
                </th>
                <td className="ar-num">
                  <AgentMoney value={sub.amount} />
                </td>
                <td className="ar-num">
                  <AgentMoney value={sub.paid} />
                </td>
                <td>
                  <BillStatusTag status={sub.status} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('bill.subtractedTotal')}</th>
              <td className="ar-num">
                <AgentMoney value={bill.subtracted} />
              </td>
              <td />
              <td />
            </tr>
          </tfoot>
        </ReportTable>
      )}
    </div>
  );
}

/** A bill in full: its state and why, its arithmetic, its payments and the sub-agents' bills it subtracts. */
export function BillDetailModal({
  billId,
  open,
  scope,
  onClose,
}: {
  billId: number | null;
  open: boolean;
  scope: BillScope;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const token = useSessionToken();
  const { data, isPending, error } = useQuery(billDetailQueryOptions(token, billId));
  return (
    <Modal
      open={open && billId !== null}
      onClose={onClose}
      title={t('bill.title')}
      width={640}
      height="auto"
      lockScroll
      testId="bill-detail"
      className="ct-modal"
    >
      {error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : isPending || !data ? (
        <LoadingBlock height={320} />
      ) : (
        <DetailBody bill={data} scope={scope} />
      )}
    </Modal>
  );
}
