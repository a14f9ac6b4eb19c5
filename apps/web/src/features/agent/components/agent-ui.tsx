import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { CopyIcon } from '../../../shared/ui/icons.tsx';
import { copyText } from '../lib/clipboard.ts';
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

/** Copies a value and says so in a toast. */
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
    <button
      type="button"
      className={`btn btn--ghost btn--sm agc-copy${compact ? ' btn--icon' : ''}`}
      onClick={() =>
        void copyText(value).then((done) =>
          showToast(done ? t('copy.copied') : t('copy.failed'), done ? 'success' : 'error'),
        )
      }
      aria-label={label}
      title={label}
      data-testid={testId}
    >
      <CopyIcon />
      {compact ? null : <span>{label}</span>}
    </button>
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
  tone?: 'primary' | 'accent' | 'success' | 'danger' | 'neutral';
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
