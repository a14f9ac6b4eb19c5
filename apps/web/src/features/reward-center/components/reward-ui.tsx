import type { RewardHistoryItem } from '@msp/contracts/promotions.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { RefreshIcon, strokeIcon } from '../../../shared/ui/icons.tsx';
import { progressPercent } from '../lib/amounts.ts';
import './reward-center.css';

/** A target with an arrow in it: turnover to hit. */
export const TargetIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <circle cx="12" cy="12" r="4.5" />
    <path d="M12 12l7-7M16 5h3v3" />
  </>,
);

/** A clock turning back: history. */
export const HistoryIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3.5 12a8.5 8.5 0 1 0 2.6-6.1" />
    <path d="M3.5 4.5v4h4M12 7.5V12l3 2" />
  </>,
);

/** One titled block of the reward center, with an optional count beside its title. */
export function RewardSection({
  title,
  icon,
  count,
  action,
  children,
  testId,
}: {
  title: string;
  icon: ReactNode;
  count?: number | undefined;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section className="rc-section" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <header className="rc-section__head">
        <span className="rc-section__icon" aria-hidden="true">
          {icon}
        </span>
        <h2 id={`${testId}-title`}>{title}</h2>
        {count ? (
          <span className="rc-count" data-testid={`${testId}-count`}>
            {count}
          </span>
        ) : null}
        {action ? <div className="rc-section__action">{action}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A call that failed: the server's message, and a way to ask again. */
export function QueryError({
  error,
  onRetry,
  testId,
}: {
  error: unknown;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation('rewardCenter');
  return (
    <div className="rc-error" role="alert" data-testid={testId}>
      <p>{errorMessageOf(error)}</p>
      <button type="button" className="btn btn--ghost btn--sm" onClick={onRetry}>
        <RefreshIcon />
        {t('retry')}
      </button>
    </div>
  );
}

/** How far a turnover is played through: a bar, completed / required. */
export function ProgressBar({
  completed,
  required,
  label,
  testId,
}: {
  completed: string;
  required: string;
  label: string;
  testId?: string;
}) {
  const percent = progressPercent(completed, required);
  return (
    <div
      className={`rc-progress${percent >= 100 ? ' rc-progress--done' : ''}`}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${Math.floor(percent)}%`}
      data-testid={testId}
    >
      <span className="rc-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** A paid reward's state: its turnover still in play, or done (claimed by the member, or issued). */
export function StateBadge({ state }: { state: RewardHistoryItem['state'] }) {
  const { t } = useTranslation('rewardCenter');
  return (
    <span className={`rc-state rc-state--${state}`} data-state={state} data-testid="history-state">
      {t(`states.${state}`)}
    </span>
  );
}
