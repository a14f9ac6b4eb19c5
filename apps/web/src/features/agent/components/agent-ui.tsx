import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { RefreshIcon, UsersIcon } from '../../../shared/ui/icons.tsx';
import { CopyButton as SharedCopyButton } from '../../../shared/ui/share-tools.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { formatCount } from '../lib/agent-format.ts';
/* The chips are the betting record's (`br-chip`): the agent's team reports look like the member's own. */
import '../../game-records/components/betting-record.css';
import './agent-center.css';

/** A titled block of an agent page. */
export function AgentPanel({
  title,
  text,
  icon,
  action,
  children,
  className,
  testId,
}: {
  title: ReactNode;
  text?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`agc-panel${className ? ` ${className}` : ''}`} data-testid={testId}>
      <header className="agc-panel__head">
        {icon ? <span className="agc-panel__icon">{icon}</span> : null}
        <div className="agc-panel__titles">
          <h2>{title}</h2>
          {text ? <p>{text}</p> : null}
        </div>
        {action ? <div className="agc-panel__action">{action}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** Copies a value and says so in a toast (the shared button, in the agent center's words). */
export function CopyButton({
  value,
  label,
  testId,
  compact = false,
}: {
  value: string;
  label: string;
  testId?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('agent');
  return (
    <SharedCopyButton
      value={value}
      label={label}
      messages={{ copied: t('copy.copied'), failed: t('copy.failed') }}
      compact={compact}
      className="agc-copy"
      {...(testId ? { testId } : {})}
    />
  );
}

/** One figure of a report: a label, the value and an optional line under it. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  tone,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'primary' | 'accent' | 'success' | 'danger' | 'neutral' | undefined;
  testId?: string;
}) {
  return (
    <div className={`agc-stat agc-stat--${tone ?? 'neutral'}`} data-testid={testId}>
      <div className="agc-stat__label">
        {icon ? <span className="agc-stat__icon">{icon}</span> : null}
        <span>{label}</span>
      </div>
      <strong className="agc-stat__value" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </strong>
      {hint ? <p className="agc-stat__hint">{hint}</p> : null}
    </div>
  );
}

/** Registrations through a code or link, with the team's icon. */
export function RegistrationCount({ count, testId }: { count: number; testId?: string }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  return (
    <span className="agc-count" data-testid={testId}>
      <UsersIcon />
      {t('register.registrations', { count, value: formatCount(count, language) })}
    </span>
  );
}

/**
 * A labelled form field (the shared `.field` styles) with its error, else its hint; `counter` stands at the end
 * of that line.
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  counter,
  icon,
  className,
  controlClassName,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  counter?: ReactNode;
  icon?: ReactNode;
  className?: string;
  controlClassName?: string;
  children: ReactNode;
}) {
  const line = error ?? hint;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span className="field__required">*</span> : null}
      </label>
      <div
        className={`field__control${controlClassName ? ` ${controlClassName}` : ''}${error ? ' field__control--invalid' : ''}`}
      >
        {icon}
        {children}
      </div>
      {line ? (
        <p
          className={`${error ? 'field__error' : 'field__hint'}${counter ? ' agc-field-foot' : ''}`}
          role={error ? 'alert' : undefined}
        >
          {counter ? (
            <>
              <span>{line}</span>
              <span className="agc-counter">{counter}</span>
            </>
          ) : (
            line
          )}
        </p>
      ) : null}
    </div>
  );
}

/** The error of a whole form (one that names none of its fields). */
export function FormError({ message, testId }: { message: string | null; testId: string }) {
  return message ? (
    <p className="form-error" role="alert" data-testid={testId}>
      {message}
    </p>
  ) : null;
}

/** One choice among options (null: none, "all"). */
export interface ChoiceProps<T extends string> {
  label: string;
  value: T | null;
  options: readonly T[];
  labelOf: (option: T) => string;
  onChange: (value: T | null) => void;
}

/** Chips of one choice among options; with `allLabel`, an "all" chip (the value null) comes first. */
export function ChoiceChips<T extends string>({
  allLabel,
  testIdPrefix,
  ...choice
}: ChoiceProps<T> & { allLabel?: string; testIdPrefix: string }) {
  const options: (T | null)[] = allLabel === undefined ? [...choice.options] : [null, ...choice.options];
  return (
    <div className="agc-chips" role="group" aria-label={choice.label}>
      {options.map((option) => (
        <button
          key={option ?? 'all'}
          type="button"
          className={`br-chip${choice.value === option ? ' is-active' : ''}`}
          aria-pressed={choice.value === option}
          onClick={() => choice.onChange(option)}
          data-testid={`${testIdPrefix}-${option ?? 'all'}`}
        >
          {option === null ? allLabel : choice.labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/**
 * What an agent page shows around what it loads: the server's localized error with a retry, a spinner while it
 * loads, an empty state when there is nothing, else `children`.
 */
export function LoadState({
  query,
  error = query.error,
  height,
  empty,
  errorClassName = 'form-error agc-error',
  errorTestId,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** The error shown: the query's unless told otherwise. */
  error?: unknown;
  height: number;
  empty?: { icon: ReactNode; title: string; text?: string } | false | undefined;
  errorClassName?: string;
  errorTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('agent');
  if (error)
    return (
      <div className={errorClassName} role="alert" data-testid={errorTestId}>
        <span>{errorMessageOf(error)}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
          <RefreshIcon />
          {t('retry')}
        </button>
      </div>
    );
  if (query.isPending) return <LoadingBlock height={height} />;
  if (empty) return <EmptyState icon={empty.icon} title={empty.title} text={empty.text} />;
  return <>{children}</>;
}
