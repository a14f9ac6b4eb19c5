import type { Contract, ContractRequest, MyContract } from '@msp/contracts/agent-contracts.ts';
import type { ContractType } from '@msp/contracts/enums.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../../shared/ui/empty-state.tsx';
import { CheckIcon, ClockIcon, CloseIcon } from '../../../../shared/ui/icons.tsx';
import { AgentPanel, FormError } from '../../components/agent-ui.tsx';
import { formatTime } from '../../lib/agent-format.ts';
import { ColumnHeads, ReportTable, Tag } from '../../reports/components/report-frame.tsx';
import { decideOffer, terminateMyContract } from '../api/contracts.ts';
import { paysLessSomewhere } from '../lib/rate-cap.ts';
import { ConfirmDialog, ContractIcon, PartyName, useContractChange, useTypeName } from './contract-ui.tsx';
import { TermsView, useTermsSummary } from './terms-view.tsx';

/** An offer of the upline (or the site) waiting for the agent's answer, set against its terms in force. */
function OfferCard({
  offer,
  type,
  current,
  canOffer,
}: {
  offer: ContractRequest;
  type: ContractType;
  current: Contract | null;
  canOffer: boolean;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const from = offer.upline?.account ?? t('site');
  const decide = useContractChange(
    (decision: 'ACCEPT' | 'REJECT') => decideOffer(offer.id, decision),
    (decision) => t(decision === 'ACCEPT' ? 'offers.accepted' : 'offers.rejected'),
  );
  const title =
    offer.kind === 'TERMINATE'
      ? t('offers.terminate', { from })
      : current
        ? t('offers.newTerms', { from })
        : t('offers.newContract', { from });
  const lowers =
    offer.kind === 'NEW' && offer.terms && current ? paysLessSomewhere(offer.terms, current.terms) : false;
  const warning =
    offer.kind === 'TERMINATE'
      ? t(canOffer ? 'offers.terminateWarningCapped' : 'offers.terminateWarning')
      : lowers
        ? t(canOffer ? 'offers.lowerWarningCapped' : 'offers.lowerWarning')
        : null;
  return (
    <article className={`ct-offer ct-offer--${offer.kind.toLowerCase()}`} data-testid={`offer-${offer.id}`}>
      <header className="ct-offer__head">
        <span className="ct-offer__icon">
          <ContractIcon />
        </span>
        <div className="ct-offer__titles">
          <h3>{title}</h3>
          <p>
            <span>{t('offers.offeredAt', { time: formatTime(offer.createdAt, language) })}</span>
            <span className="ct-offer__expires">
              <ClockIcon aria-hidden="true" />
              {t('offers.answerBy', { time: formatTime(offer.expiresAt, language) })}
            </span>
          </p>
        </div>
        {offer.kind === 'NEW' && !current ? (
          <span className="agc-tag agc-tag--accent">{t('offers.new')}</span>
        ) : null}
      </header>
      {offer.kind === 'NEW' && offer.terms ? (
        <TermsView
          type={type}
          terms={offer.terms}
          now={current?.terms ?? null}
          testId={`offer-${offer.id}-terms`}
        />
      ) : null}
      {warning ? (
        <p className="ct-warning" data-testid={`offer-${offer.id}-warning`}>
          {warning}
        </p>
      ) : null}
      <FormError
        message={decide.error ? errorMessageOf(decide.error) : null}
        testId={`offer-${offer.id}-error`}
      />
      <div className="ct-offer__actions">
        <button
          type="button"
          className="btn btn--ghost btn--sm agc-danger"
          disabled={decide.isPending}
          onClick={() => decide.mutate('REJECT')}
          data-testid={`offer-${offer.id}-reject`}
        >
          <CloseIcon />
          {t('offers.reject')}
        </button>
        <button
          type="button"
          className="btn btn--primary btn--sm"
          disabled={decide.isPending}
          onClick={() => decide.mutate('ACCEPT')}
          data-testid={`offer-${offer.id}-accept`}
        >
          <CheckIcon />
          {t(offer.kind === 'TERMINATE' ? 'offers.acceptEnd' : 'offers.accept')}
        </button>
      </div>
    </article>
  );
}

/** The contract in force: with whom, since when, its terms, and the agent's own way out. */
function CurrentContract({ type, mine }: { type: ContractType; mine: MyContract }) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const typeName = useTypeName(type);
  const [confirming, setConfirming] = useState(false);
  const terminate = useContractChange(
    () => terminateMyContract(type),
    t('mine.terminated'),
    () => setConfirming(false),
  );
  const { contract } = mine;
  if (!contract)
    return (
      <AgentPanel title={t('mine.title', { type: typeName })} icon={<ContractIcon />} testId="my-contract">
        <EmptyState
          icon={<ContractIcon />}
          title={t('mine.none', { type: typeName })}
          text={t(mine.offers.length > 0 ? 'mine.noneWithOffers' : 'mine.noneText')}
        />
      </AgentPanel>
    );
  return (
    <AgentPanel
      title={t('mine.title', { type: typeName })}
      text={
        contract.upline
          ? t('mine.withSince', {
              party: contract.upline.account,
              time: formatTime(contract.startedAt, language),
            })
          : t('mine.withSiteSince', { time: formatTime(contract.startedAt, language) })
      }
      icon={<ContractIcon />}
      action={
        <button
          type="button"
          className="btn btn--ghost btn--sm agc-danger"
          onClick={() => {
            terminate.reset();
            setConfirming(true);
          }}
          data-testid="terminate-mine"
        >
          {t('mine.terminate')}
        </button>
      }
      testId="my-contract"
    >
      <TermsView type={type} terms={contract.terms} testId="my-terms" />
      <p className="ar-note">{t(`mine.how.${type}`)}</p>
      <ConfirmDialog
        open={confirming}
        title={t('mine.terminateTitle', { type: typeName })}
        text={t('mine.terminateText')}
        warning={t('mine.terminateWarning')}
        confirmLabel={t('mine.terminateYes')}
        danger
        pending={terminate.isPending}
        error={terminate.error}
        onConfirm={() => terminate.mutate(undefined)}
        onClose={() => setConfirming(false)}
        testId="terminate-mine-confirm"
      />
    </AgentPanel>
  );
}

/** The agent's ended contracts and its answered offers, newest first. */
function History({ mine }: { mine: MyContract }) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const summary = useTermsSummary();
  if (mine.history.length === 0 && mine.answered.length === 0) return null;
  const ended = {
    upline: t('history.columns.upline'),
    terms: t('history.columns.terms'),
    started: t('history.columns.started'),
    ended: t('history.columns.ended'),
    reason: t('history.columns.reason'),
  };
  const answered = {
    offeredAt: t('history.columns.offeredAt'),
    from: t('history.columns.from'),
    kind: t('history.columns.kind'),
    terms: t('history.columns.terms'),
    status: t('history.columns.status'),
    decidedAt: t('history.columns.decidedAt'),
  };
  const requestTones = {
    ACCEPTED: 'active',
    REJECTED: 'closed',
    EXPIRED: 'muted',
    WITHDRAWN: 'muted',
    PENDING: 'info',
  };
  return (
    <AgentPanel
      title={t('history.title')}
      text={t('history.text')}
      icon={<ClockIcon />}
      testId="contract-history"
    >
      {mine.history.length > 0 ? (
        <>
          <h3 className="wl-subhead">{t('history.ended')}</h3>
          <ReportTable label={t('history.ended')} refreshing={false} testId="ended-contracts">
            <ColumnHeads columns={ended} />
            <tbody>
              {mine.history.map((contract) => (
                <tr key={contract.id} data-testid="ended-contract">
                  <th scope="row" className="ar-account">
                    <PartyName party={contract.upline} />
                  </th>
                  <td className="ct-summary">{summary(contract.terms)}</td>
                  <td className="ar-time">{formatTime(contract.startedAt, language)}</td>
                  <td className="ar-time">
                    {contract.endedAt ? formatTime(contract.endedAt, language) : '—'}
                  </td>
                  <td className="ct-summary">
                    {contract.endReason ? t(`endReasons.${contract.endReason}`) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </>
      ) : null}
      {mine.answered.length > 0 ? (
        <>
          <h3 className="wl-subhead">{t('history.answered')}</h3>
          <ReportTable label={t('history.answered')} refreshing={false} testId="answered-offers">
            <ColumnHeads columns={answered} />
            <tbody>
              {mine.answered.map((offer) => (
                <tr key={offer.id} data-testid="answered-offer">
                  <th scope="row" className="ar-time">
                    {formatTime(offer.createdAt, language)}
                  </th>
                  <td className="ar-nowrap">
                    <PartyName party={offer.upline} />
                  </td>
                  <td className="ar-nowrap">{t(`requestKinds.${offer.kind}`)}</td>
                  <td className="ct-summary">{offer.kind === 'NEW' ? summary(offer.terms) : '—'}</td>
                  <td>
                    <Tag tone={requestTones[offer.status]}>{t(`requestStatuses.${offer.status}`)}</Tag>
                  </td>
                  <td className="ar-time">{offer.decidedAt ? formatTime(offer.decidedAt, language) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </>
      ) : null}
    </AgentPanel>
  );
}

/**
 * "My contract": the offers of the upline waiting for an answer (first: they expire), the contract in force with
 * its terms and the way to end it, and the history of ended contracts and answered offers.
 */
export function MyContractSection({ type, mine }: { type: ContractType; mine: MyContract }) {
  const { t } = useTranslation('agentContracts');
  return (
    <div className="agc-page" data-testid="my-contract-section">
      {mine.offers.length > 0 ? (
        <AgentPanel
          title={t('offers.title')}
          text={t('offers.text')}
          icon={<ClockIcon />}
          className="ct-offers"
          testId="offers"
        >
          {mine.offers.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              type={type}
              current={mine.contract}
              canOffer={mine.canOffer}
            />
          ))}
        </AgentPanel>
      ) : null}
      <CurrentContract type={type} mine={mine} />
      <History mine={mine} />
    </div>
  );
}
