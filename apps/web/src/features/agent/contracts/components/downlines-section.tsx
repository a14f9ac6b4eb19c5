import type { DownlineContract, MyContract } from '@msp/contracts/agent-contracts.ts';
import { contractOfferHours, type ContractType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { showToast } from '../../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ChevronDownIcon, ClockIcon, UsersIcon } from '../../../../shared/ui/icons.tsx';
import { formatCount, formatDigits, formatTime } from '../../lib/agent-format.ts';
import {
  AccountSearch,
  AgentMoney,
  FilterPanel,
  ReportHead,
  ReportPager,
  ReportState,
  Tag,
  exportRows,
  useCurrencySymbol,
} from '../../reports/components/report-frame.tsx';
import { downlineContractsQueryOptions, offerToDownline, withdrawOffer } from '../api/contracts.ts';
import { ConfirmDialog, useContractChange, useTypeName } from './contract-ui.tsx';
import { OfferFormModal } from './offer-form.tsx';
import { TermsView, useTermsSummary } from './terms-view.tsx';

type Dialog = { kind: 'offer' | 'terminate'; downline: DownlineContract; open: boolean } | null;

/** One direct sub-agent: its contract of the type, the agent's offer waiting for its answer, last period's cost. */
function DownlineCard({
  type,
  row,
  canOffer,
  lastPeriod,
  onOffer,
  onTerminate,
}: {
  type: ContractType;
  row: DownlineContract;
  canOffer: boolean;
  lastPeriod: string;
  onOffer: () => void;
  onTerminate: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const summary = useTermsSummary();
  const { member, contract, pending } = row;
  const withdraw = useContractChange(
    () => withdrawOffer(pending?.id ?? 0),
    t('downlines.withdrawn', { account: member.account }),
  );
  return (
    <li className="ct-downline" data-testid="downline-contract" data-member={member.memberId}>
      <div className="ct-downline__main">
        <div className="ct-downline__who">
          <strong className="ct-downline__account">{member.account}</strong>
          {contract ? (
            <Tag tone="active">{t('downlines.hasContract')}</Tag>
          ) : (
            <Tag tone="muted">{t('downlines.noContract')}</Tag>
          )}
        </div>
        <p className="ct-downline__terms" data-testid="downline-terms">
          {summary(contract?.terms ?? null)}
          {contract ? (
            <span className="ar-muted">
              {' '}
              · {t('mine.since', { time: formatTime(contract.startedAt, language) })}
            </span>
          ) : null}
        </p>
        {pending ? (
          <p className="ct-pending" data-testid="downline-pending">
            <ClockIcon aria-hidden="true" />
            {t(pending.kind === 'TERMINATE' ? 'downlines.pendingEnd' : 'downlines.pendingNew', {
              time: formatTime(pending.expiresAt, language),
            })}
          </p>
        ) : null}
        {contract || pending?.terms ? (
          <details className="ct-details">
            <summary>
              {t('downlines.showTerms')}
              <ChevronDownIcon aria-hidden="true" />
            </summary>
            {contract ? (
              <TermsView type={type} terms={contract.terms} testId={`downline-${member.memberId}-terms`} />
            ) : null}
            {pending?.terms ? (
              <>
                <h4 className="wl-subhead">{t('downlines.offered')}</h4>
                <TermsView
                  type={type}
                  terms={pending.terms}
                  now={contract?.terms ?? null}
                  testId={`downline-${member.memberId}-offer`}
                />
              </>
            ) : null}
          </details>
        ) : null}
      </div>
      <div className="ct-downline__cost" data-testid="downline-cost">
        <span>{t('downlines.lastCost', { period: formatDigits(lastPeriod, language) })}</span>
        {row.lastPeriodCost === null ? (
          <strong className="ar-muted">—</strong>
        ) : (
          <AgentMoney value={row.lastPeriodCost} symbol={symbol} className="ar-strong" />
        )}
        {pending && row.pendingCost !== null ? (
          <small className="ct-downline__offer-cost" data-testid="downline-pending-cost">
            {t('downlines.pendingCost')} <AgentMoney value={row.pendingCost} symbol={symbol} />
          </small>
        ) : null}
      </div>
      <div className="ct-downline__actions">
        {pending ? (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(undefined, { onError: (error) => showToast(errorMessageOf(error), 'error') })
            }
            data-testid="downline-withdraw"
          >
            {t('downlines.withdraw')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              disabled={!canOffer}
              title={canOffer ? undefined : t('downlines.cannotOffer')}
              onClick={onOffer}
              data-testid="downline-offer"
            >
              {t(contract ? 'downlines.change' : 'downlines.offer')}
            </button>
            {contract ? (
              <button
                type="button"
                className="btn btn--ghost btn--sm agc-danger"
                onClick={onTerminate}
                data-testid="downline-terminate"
              >
                {t('downlines.terminate')}
              </button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * "My downlines' contracts": the agent's direct sub-agents with their contracts of the type, the offers waiting
 * for their answer and what each contract cost last period; the agent offers a contract or new terms (capped by
 * its own), offers the end of one, or withdraws an offer.
 */
export function DownlinesSection({ type, mine }: { type: ContractType; mine: MyContract }) {
  const { t } = useTranslation('agentContracts');
  const token = useSessionToken();
  const language = useLanguage();
  const typeName = useTypeName(type);
  const summary = useTermsSummary();
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const query = useQuery(
    downlineContractsQueryOptions(token, type, { pageNo: page, account: account || undefined }),
  );
  const { data, error } = query;
  const rows = data?.content ?? [];
  const closeDialog = () => setDialog((current) => (current ? { ...current, open: false } : null));
  const terminate = useContractChange(
    (memberId: number) => offerToDownline(type, { downlineId: memberId, kind: 'TERMINATE' }),
    t('downlines.terminateSent', { account: dialog?.downline.member.account ?? '' }),
    closeDialog,
  );
  const open = (kind: 'offer' | 'terminate', downline: DownlineContract) => {
    terminate.reset();
    setDialog({ kind, downline, open: true });
  };
  const exportCsv = () =>
    exportRows(
      `${t(`files.${type}`)}-${t('files.downlineContracts')}`,
      null,
      [
        t('downlines.columns.account'),
        t('downlines.columns.terms'),
        t('downlines.columns.pending'),
        t('downlines.columns.lastCost', { period: data?.lastPeriod.label ?? '' }),
      ],
      rows.map((row) => [
        row.member.account,
        summary(row.contract?.terms ?? null),
        row.pending ? t(`requestKinds.${row.pending.kind}`) : '',
        row.lastPeriodCost ?? '',
      ]),
    );
  const target = dialog?.downline ?? null;
  return (
    <div className="ar-page" data-testid="downline-contracts">
      <p className={mine.canOffer ? 'ct-info' : 'ct-warning'} data-testid="downlines-note">
        {mine.canOffer ? t('downlines.capNote', { type: typeName }) : t('downlines.cannotOffer')}
      </p>
      <FilterPanel>
        <div className="ar-filters__row ct-search-row">
          <AccountSearch
            value={account}
            onSearch={(value) => {
              setAccount(value);
              setPage(1);
            }}
          />
        </div>
      </FilterPanel>
      <ReportHead
        total={data && !error ? data.totalElements : null}
        onExport={rows.length > 0 && !error ? exportCsv : null}
      >
        {data ? (
          <span>{t('downlines.lastPeriod', { period: formatDigits(data.lastPeriod.label, language) })}</span>
        ) : null}
      </ReportHead>
      <ReportState
        query={query}
        empty={
          rows.length === 0 && {
            icon: <UsersIcon />,
            title: t(account ? 'downlines.noMatch' : 'downlines.empty'),
            text: t('downlines.emptyText'),
          }
        }
      >
        <ul
          className={`ct-downlines${query.isPlaceholderData ? ' is-refreshing' : ''}`}
          data-testid="downline-list"
        >
          {rows.map((row) => (
            <DownlineCard
              key={row.member.memberId}
              type={type}
              row={row}
              canOffer={mine.canOffer}
              lastPeriod={data?.lastPeriod.label ?? ''}
              onOffer={() => open('offer', row)}
              onTerminate={() => open('terminate', row)}
            />
          ))}
        </ul>
        <ReportPager page={page} pageCount={data?.totalPages ?? 0} onChange={setPage} />
      </ReportState>
      <OfferFormModal
        type={type}
        downline={dialog?.kind === 'offer' ? target : null}
        mine={mine.contract?.terms ?? null}
        open={dialog?.kind === 'offer' && dialog.open}
        onClose={closeDialog}
      />
      <ConfirmDialog
        open={dialog?.kind === 'terminate' && dialog.open}
        title={t('downlines.terminateTitle', { account: target?.member.account ?? '' })}
        text={t('downlines.terminateText', {
          account: target?.member.account ?? '',
          hours: formatCount(contractOfferHours, language),
        })}
        warning={t('downlines.terminateWarning')}
        confirmLabel={t('downlines.terminateYes')}
        danger
        pending={terminate.isPending}
        error={terminate.error}
        onConfirm={() => target && terminate.mutate(target.member.memberId)}
        onClose={closeDialog}
        testId="terminate-downline-confirm"
      />
    </div>
  );
}
