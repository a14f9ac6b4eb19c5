import type { ContractTerms, DownlineContract } from '@msp/contracts/agent-contracts.ts';
import { maxContractRatePercent, maxContractTiers, type ContractType } from '@msp/contracts/enums.ts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { ChevronDownIcon, CloseIcon, LockIcon } from '../../../../shared/ui/icons.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';
import { useDebouncedValue } from '../../../games/hooks/use-debounced-value.ts';
import { FormError, FormField } from '../../components/agent-ui.tsx';
import { formatCount, formatDigits, formatMoney, formatPercent } from '../../lib/agent-format.ts';
import { serverFormError } from '../../lib/form-errors.ts';
import { AgentMoney, useCurrencySymbol } from '../../reports/components/report-frame.tsx';
import { offerCostQueryOptions, offerToDownline } from '../api/contracts.ts';
import { realtimeCaps } from '../lib/rate-cap.ts';
import {
  checkOffer,
  draftOf,
  emptyTier,
  hasNetLoss,
  isTiered,
  type FieldProblem,
  type RealtimeField,
  type TermsDraft,
  type TierDraft,
  type TierField,
} from '../lib/terms-draft.ts';
import { BillArithmetic } from './bill-view.tsx';
import { useContractChange, useTypeName } from './contract-ui.tsx';
import { TermsView } from './terms-view.tsx';

/** Time the terms must stay unchanged before their cost is asked (one call per pause in the typing). */
const previewDelayMs = 400;

/** The localized message of a refused field; "required" only once the member tried to send. */
function useProblemText(attempted: boolean) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  return (problem: FieldProblem | undefined): string | undefined => {
    if (!problem || (problem.kind === 'required' && !attempted)) return undefined;
    switch (problem.kind) {
      case 'max':
        return t('form.errors.max', { max: formatPercent(problem.max, language) });
      case 'cap':
        return t('form.errors.cap', { cap: formatPercent(problem.cap, language) });
      case 'minBet':
        return t('form.errors.minBet', { min: `${symbol}${formatMoney(problem.min, language)}` });
      default:
        return t(`form.errors.${problem.kind}`);
    }
  };
}

/** Bangla digits typed on a Bangla keyboard, as the ASCII digits the API takes ("১০.৫" → "10.5"). */
const asciiDigits = (value: string) =>
  value.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** A number input of the form: an amount (currency before it), a count, or a percent rate (% after it). */
function NumberField({
  id,
  label,
  value,
  unit,
  error,
  hint,
  onChange,
  testId,
}: {
  id: string;
  label: ReactNode;
  value: string;
  unit: 'money' | 'count' | 'percent';
  error: string | undefined;
  hint?: ReactNode;
  onChange: (value: string) => void;
  testId: string;
}) {
  const symbol = useCurrencySymbol();
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      hint={hint}
      className="ct-field"
      controlClassName="agc-control"
      icon={unit === 'money' ? <span className="field__suffix">{symbol}</span> : undefined}
    >
      <input
        id={id}
        className="field__input"
        value={value}
        inputMode={unit === 'count' ? 'numeric' : 'decimal'}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(asciiDigits(event.target.value))}
        data-testid={testId}
      />
      {unit === 'percent' ? <span className="field__suffix">%</span> : null}
    </FormField>
  );
}

/** The tiers of an offer, one editable row each (at least one, at most `maxContractTiers`), with their caps. */
function TierEditor({
  type,
  tiers,
  check,
  problemText,
  onChange,
}: {
  type: ContractType;
  tiers: TierDraft[];
  check: ReturnType<typeof checkOffer>;
  problemText: ReturnType<typeof useProblemText>;
  onChange: (tiers: TierDraft[]) => void;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const id = useId();
  const edit = (index: number, field: TierField, value: string) =>
    onChange(tiers.map((tier, at) => (at === index ? { ...tier, [field]: value } : tier)));
  const fields: { field: TierField; unit: 'money' | 'count' | 'percent'; label: string }[] = [
    {
      field: 'minValidBet',
      unit: 'money',
      label: t(
        type === 'HOURLY_SALARY'
          ? 'terms.columns.hourValidBet'
          : type === 'DAILY_SALARY'
            ? 'terms.columns.dayValidBet'
            : 'terms.columns.validBet',
      ),
    },
    { field: 'minActiveMembers', unit: 'count', label: t('terms.columns.activeMembers') },
    ...(hasNetLoss(type)
      ? [{ field: 'minNetLoss' as const, unit: 'money' as const, label: t('terms.columns.netLoss') }]
      : []),
    { field: 'rate', unit: 'percent', label: t('form.rate') },
  ];
  return (
    <fieldset className="ct-tiers" data-testid="tier-editor">
      <legend className="agc-label">{t('form.tiers')}</legend>
      <ol className="ct-tiers__list">
        {tiers.map((tier, index) => {
          const tierCheck = check.tiers[index];
          const cap = tierCheck?.cap ?? null;
          return (
            <li
              key={index}
              className={`ct-tier-row${hasNetLoss(type) ? ' ct-tier-row--dividend' : ''}`}
              data-testid="tier-row"
            >
              <span className="ct-tier-row__n">{formatCount(index + 1, language)}</span>
              {fields.map(({ field, unit, label }) => (
                <NumberField
                  key={field}
                  id={`${id}-${index}-${field}`}
                  label={label}
                  value={tier[field]}
                  unit={unit}
                  error={problemText(tierCheck?.problems[field])}
                  hint={
                    field === 'rate' && cap !== null ? (
                      <span data-testid="tier-cap">
                        {t('form.capHint', { cap: formatPercent(cap, language) })}
                      </span>
                    ) : undefined
                  }
                  onChange={(value) => edit(index, field, value)}
                  testId={`tier-${index}-${field}`}
                />
              ))}
              <button
                type="button"
                className="ct-tier-row__remove"
                disabled={tiers.length <= 1}
                onClick={() => onChange(tiers.filter((_, at) => at !== index))}
                aria-label={t('form.removeTier', { n: formatCount(index + 1, language) })}
                title={t('form.removeTier', { n: formatCount(index + 1, language) })}
                data-testid={`tier-${index}-remove`}
              >
                <CloseIcon />
              </button>
            </li>
          );
        })}
      </ol>
      <div className="ct-tiers__foot">
        <button
          type="button"
          className="btn btn--outline btn--sm"
          disabled={tiers.length >= maxContractTiers}
          onClick={() => onChange([...tiers, { ...emptyTier }])}
          data-testid="tier-add"
        >
          {t('form.addTier')}
        </button>
        <span className="ar-note">
          {t('form.tiersHint', { max: formatCount(maxContractTiers, language) })}
        </span>
      </div>
    </fieldset>
  );
}

/** What the offered terms would have cost the agent over the last ended period, asked as they change. */
function CostPreview({
  type,
  downline,
  terms,
}: {
  type: ContractType;
  downline: DownlineContract['member'];
  terms: ContractTerms | null;
}) {
  const { t } = useTranslation('agentContracts');
  const token = useSessionToken();
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const settled = useDebouncedValue(terms ? JSON.stringify(terms) : null, previewDelayMs);
  const offer = settled
    ? { downlineId: downline.memberId, terms: JSON.parse(settled) as ContractTerms }
    : null;
  const { data, error, isFetching } = useQuery(offerCostQueryOptions(token, type, offer));
  const cost = data?.cost;
  return (
    <section
      className={`ct-preview${isFetching ? ' is-refreshing' : ''}`}
      aria-live="polite"
      data-testid="offer-cost"
    >
      <header className="ct-preview__head">
        <p className="ct-preview__label">{t('form.cost')}</p>
        {terms && cost ? (
          <AgentMoney
            value={cost.amount}
            symbol={symbol}
            className="ct-preview__value"
            testId="offer-cost-amount"
          />
        ) : null}
      </header>
      {!terms ? (
        <p className="ar-note">{t('form.costWaiting')}</p>
      ) : error ? (
        <p className="ar-note ct-danger-text">{serverFormError(error, [])}</p>
      ) : cost ? (
        <>
          <p className="ar-note">
            {t('form.costHint', {
              period: formatDigits(cost.period.label, language),
              account: downline.account,
            })}
          </p>
          <details className="ct-details">
            <summary>
              {t('form.costHow')}
              <ChevronDownIcon aria-hidden="true" />
            </summary>
            <BillArithmetic
              bill={cost}
              type={type}
              agent={downline.account}
              testId="offer-cost-explanation"
            />
          </details>
        </>
      ) : (
        <p className="ar-note">{t('form.costLoading')}</p>
      )}
    </section>
  );
}

function OfferForm({
  type,
  downline,
  mine,
  onDone,
  formId,
}: {
  type: ContractType;
  downline: DownlineContract;
  mine: ContractTerms;
  onDone: () => void;
  formId: string;
}) {
  const { t } = useTranslation('agentContracts');
  const language = useLanguage();
  const symbol = useCurrencySymbol();
  const id = useId();
  const account = downline.member.account;
  const [draft, setDraft] = useState<TermsDraft>(() =>
    draftOf(downline.contract?.terms ?? mine, mine.period),
  );
  const [attempted, setAttempted] = useState(false);
  const check = checkOffer(type, draft, mine);
  const problemText = useProblemText(attempted);
  const send = useContractChange(
    (terms: ContractTerms) =>
      offerToDownline(type, { downlineId: downline.member.memberId, kind: 'NEW', terms }),
    t('offer.sent', { account }),
    onDone,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!check.terms || send.isPending) return;
    send.mutate(check.terms);
  };
  const edit = (change: Partial<TermsDraft>) => setDraft((current) => ({ ...current, ...change }));
  const caps = realtimeCaps(mine);
  const realtimeField = (field: RealtimeField, unit: 'money' | 'percent', hint: string) => (
    <NumberField
      id={`${id}-${field}`}
      label={t(`terms.${field}`)}
      value={draft[field]}
      unit={unit}
      error={problemText(check.realtime[field])}
      hint={<span data-testid={`${field}-cap`}>{hint}</span>}
      onChange={(value) => edit({ [field]: value })}
      testId={`offer-${field}`}
    />
  );
  const serverError = serverFormError(send.error, []);
  return (
    <form id={formId} className="ct-form" onSubmit={submit} noValidate data-testid="offer-form">
      <p className="ct-form__intro">{t(isTiered(type) ? 'form.intro' : 'form.introRealtime', { account })}</p>
      <details className="ct-details ct-details--mine">
        <summary>
          {t('form.mine')}
          <ChevronDownIcon aria-hidden="true" />
        </summary>
        <TermsView type={type} terms={mine} testId="offer-mine" />
      </details>
      {type === 'DIVIDEND' ? (
        <FormField
          id={`${id}-period`}
          label={t('terms.period')}
          hint={t('form.periodLocked')}
          className="ct-field ct-field--period"
          controlClassName="agc-control agc-select"
          icon={<LockIcon aria-hidden="true" />}
        >
          <select
            id={`${id}-period`}
            className="field__input"
            value={draft.period}
            disabled
            data-testid="offer-period"
          >
            <option value={draft.period}>{t(`periods.${draft.period}`)}</option>
          </select>
        </FormField>
      ) : null}
      {isTiered(type) ? (
        <TierEditor
          type={type}
          tiers={draft.tiers}
          check={check}
          problemText={problemText}
          onChange={(tiers) => edit({ tiers })}
        />
      ) : (
        <div className="ct-realtime-fields">
          {realtimeField(
            'winRate',
            'percent',
            t('form.capHint', { cap: formatPercent(caps.winRate, language) }),
          )}
          {realtimeField(
            'lossRate',
            'percent',
            t('form.capHint', { cap: formatPercent(caps.lossRate, language) }),
          )}
          {realtimeField(
            'minBet',
            'money',
            t('form.minBetHint', { min: `${symbol}${formatMoney(caps.minBet, language)}` }),
          )}
        </div>
      )}
      <p className="ar-note">
        {t('form.maxRate', { max: formatPercent(String(maxContractRatePercent[type]), language) })}
      </p>
      {check.capped ? (
        <p className="ct-warning" role="alert" data-testid="offer-capped">
          {t('form.capped')}
        </p>
      ) : attempted && !check.terms ? (
        <FormError message={t('form.fix')} testId="offer-invalid" />
      ) : null}
      <CostPreview type={type} downline={downline.member} terms={check.terms} />
      <FormError message={serverError} testId="offer-error" />
    </form>
  );
}

/**
 * The offer of a contract (or of new terms) to a direct sub-agent: the tiers, the dividend period (the agent's
 * own) or the real-time rates, each rate checked against what the agent's own contract pays there (the cap), and
 * what the terms would have cost over the last ended period.
 */
export function OfferFormModal({
  type,
  downline,
  mine,
  open,
  onClose,
}: {
  type: ContractType;
  /** The sub-agent (kept while the dialog fades out). */
  downline: DownlineContract | null;
  mine: ContractTerms | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('agentContracts');
  const typeName = useTypeName(type);
  const formId = useId();
  const account = downline?.member.account ?? '';
  return (
    <Modal
      open={open && downline !== null && mine !== null}
      onClose={onClose}
      title={
        downline?.contract
          ? t('offer.titleChange', { account, type: typeName })
          : t('offer.titleNew', { account, type: typeName })
      }
      width={760}
      height="auto"
      lockScroll
      testId="offer-modal"
      className="ct-modal"
      footer={
        <div className="ct-confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn--primary" data-testid="offer-send">
            {t('offer.send')}
          </button>
        </div>
      }
    >
      {downline && mine ? (
        <OfferForm
          key={downline.member.memberId}
          type={type}
          downline={downline}
          mine={mine}
          onDone={onClose}
          formId={formId}
        />
      ) : null}
    </Modal>
  );
}
