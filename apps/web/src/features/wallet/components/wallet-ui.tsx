import type { DepositStatus } from '@msp/contracts/deposits.ts';
import type { TransactionStatus } from '@msp/contracts/records.ts';
import type { WithdrawalStatus } from '@msp/contracts/withdrawals.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../../shared/lib/clipboard.ts';
import { CopyIcon, LockIcon } from '../../../shared/ui/icons.tsx';
import { PasswordInput } from '../../auth/components/password-input.tsx';
import { statusTone } from '../lib/statuses.ts';
/* Money's own rules come first, as they did inside wallet.css. */
export { Money } from './money.tsx';
import './wallet.css';

export function StatusChip({ status }: { status: DepositStatus | WithdrawalStatus | TransactionStatus }) {
  const { t } = useTranslation('wallet');
  return (
    <span className={`wl-status wl-status--${statusTone(status)}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Copies a value and says so (spec §8 success "copy"). */
export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <button
      type="button"
      className="wl-copy"
      onClick={() => void copyWithToast(value, { copied: t('copied'), failed: t('copyFailed') })}
      aria-label={`${t('copy')}: ${label}`}
      data-testid={testId}
    >
      <CopyIcon />
      <span>{t('copy')}</span>
    </button>
  );
}

/** A titled block of a wallet page. */
export function WalletSection({
  title,
  icon,
  step,
  action,
  children,
  className,
  testId,
}: {
  title: ReactNode;
  icon?: ReactNode;
  step?: number;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`wl-section${className ? ` ${className}` : ''}`} data-testid={testId}>
      <header className="wl-section__head">
        {step !== undefined ? (
          <span className="wl-step" aria-hidden="true">
            {step}
          </span>
        ) : icon ? (
          <span className="wl-section__icon">{icon}</span>
        ) : null}
        <h2>{title}</h2>
        {action ? <div className="wl-section__action">{action}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A labelled form field with its error (uses the shared `.field` styles). */
export function WalletField({
  id,
  label,
  error,
  hint,
  icon,
  prefix,
  children,
  aside,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  icon?: ReactNode;
  prefix?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="field wl-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="wl-field__row">
        <span className={`field__control${error ? ' field__control--invalid' : ''}`}>
          {icon}
          {prefix ? <span className="wl-field__prefix">{prefix}</span> : null}
          {children}
        </span>
        {aside}
      </div>
      {error ? (
        <span className="field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="field__hint">{hint}</span>
      ) : null}
    </div>
  );
}

/** A notice inside a page (warnings, what to do first). */
export function Callout({
  tone = 'info',
  icon,
  children,
  action,
  testId,
}: {
  tone?: 'info' | 'warning' | 'success';
  icon?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`wl-callout wl-callout--${tone}`} data-testid={testId}>
      {icon ? <span className="wl-callout__icon">{icon}</span> : null}
      <div className="wl-callout__text">{children}</div>
      {action}
    </div>
  );
}

/** The 6-digit payment password every money-moving form asks for. */
export function PaymentPasswordField({
  id,
  error,
  value,
  onChange,
}: {
  id: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <WalletField id={id} label={t('paymentPassword')} error={error} icon={<LockIcon />}>
      <PasswordInput
        id={id}
        name="paymentPassword"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        placeholder={t('paymentPasswordPlaceholder')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </WalletField>
  );
}
