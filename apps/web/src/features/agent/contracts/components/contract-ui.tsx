import type { ContractType } from '@msp/contracts/enums.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../../shared/lib/api-client.ts';
import { showToast } from '../../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { strokeIcon } from '../../../../shared/ui/icons.tsx';
import { Modal } from '../../../../shared/ui/modal.tsx';
import { FormError } from '../../components/agent-ui.tsx';
import { formatDigits, formatPercent } from '../../lib/agent-format.ts';
import { contractsKey } from '../api/contracts.ts';
import './agent-contracts.css';

/** A signed sheet: a contract. */
export const ContractIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M8.5 12.5h7M8.5 9h3M8 17.5c1-1.4 1.8-1.4 2.4 0 .6 1.3 1.3 1.3 2.1 0" />
  </>,
);

/** A receipt with a torn edge: a bill. */
export const ReceiptIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M6 3h12v18l-2-1.4-2 1.4-2-1.4-2 1.4-2-1.4L6 21z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);

/** A percent rate in the member's digits: "0.50%" / "০.৫০%". */
export function Rate({ value, testId }: { value: string; testId?: string }) {
  const language = useLanguage();
  return (
    <span className="ct-rate" data-testid={testId}>
      {formatPercent(value, language)}
    </span>
  );
}

/** A bill period's label ("2026-11-23", "2026-11-23 14:00") in the member's digits. */
export function PeriodLabel({ label }: { label: string }) {
  const language = useLanguage();
  return <span className="ct-period">{formatDigits(label, language)}</span>;
}

/** The other side of a contract: an upline's account, or the site itself (null). */
export function PartyName({ party }: { party: { account: string } | null }) {
  const { t } = useTranslation('agentContracts');
  return party ? <strong className="ct-party">{party.account}</strong> : <span>{t('site')}</span>;
}

/** The name of a contract type inside a sentence ("dividend", "daily salary"…; `types.*` stand alone). */
export function useTypeName(type: ContractType): string {
  const { t } = useTranslation('agentContracts');
  return t(`typeWords.${type}`);
}

/**
 * A change of the contracts (an answer, an offer, a termination): refreshes every contract view, says so in a
 * toast, and keeps the server's localized message of a refusal for the dialog or card that asked.
 */
export function useContractChange<Variables>(
  mutationFn: (variables: Variables) => Promise<unknown>,
  done: string | ((variables: Variables) => string),
  onSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, variables) => {
      showToast(typeof done === 'string' ? done : done(variables), 'success');
      onSuccess?.();
      return queryClient.invalidateQueries({ queryKey: contractsKey });
    },
  });
}

/** A question before a change that cannot be undone: its text, a warning, and the server's refusal if any. */
export function ConfirmDialog({
  open,
  title,
  text,
  warning,
  confirmLabel,
  danger = false,
  pending,
  error,
  onConfirm,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  warning?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <Modal open={open} onClose={onClose} title={title} width={440} height="auto" lockScroll testId={testId}>
      <div className="ct-confirm">
        <p>{text}</p>
        {warning ? <p className="ct-warning">{warning}</p> : null}
        <FormError message={error ? errorMessageOf(error) : null} testId={`${testId}-error`} />
        <div className="ct-confirm__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'agc-danger-solid' : 'btn--primary'}`}
            onClick={onConfirm}
            disabled={pending}
            data-testid={`${testId}-yes`}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
