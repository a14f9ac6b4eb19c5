import type { Turnover } from '@msp/contracts/promotions.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ArrowRightIcon, CheckIcon, ClockIcon, WithdrawIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { useCurrencySymbol, useTurnover } from '../hooks/use-reward-center.ts';
import { formatAmount, isPositive, progressPercent } from '../lib/amounts.ts';
import { ProgressBar, QueryError, RewardSection, TargetIcon } from './reward-ui.tsx';

type Requirement = Turnover['requirements'][number];

/** One open requirement: whose bonus set it and when, and how far it is played through. */
function RequirementCard({ requirement, symbol }: { requirement: Requirement; symbol: string }) {
  const { t } = useTranslation('rewardCenter');
  // A rebate's requirement has no promotion: its source (`REBATE:<posting>`) says what set it.
  const title =
    requirement.promotionTitle ??
    (requirement.source.startsWith('REBATE:') ? t('turnover.rebateSource') : t('turnover.otherSource'));
  const percent = progressPercent(requirement.completed, requirement.required);
  const done = !isPositive(requirement.remaining);
  return (
    <li className="rc-requirement" data-testid={`requirement-${requirement.id}`}>
      <div className="rc-requirement__head">
        <div className="rc-requirement__titles">
          <h3>
            {requirement.promotionId !== null ? (
              <Link to={`/promotions/${requirement.promotionId}`}>{title}</Link>
            ) : (
              title
            )}
          </h3>
          <p className="rc-requirement__since">
            <ClockIcon aria-hidden="true" />
            {t('turnover.since', { time: formatDateTime(Date.parse(requirement.createdAt)) })}
          </p>
        </div>
        <span className="rc-requirement__percent" data-testid={`requirement-${requirement.id}-percent`}>
          {`${Math.floor(percent)}%`}
        </span>
      </div>
      <ProgressBar
        completed={requirement.completed}
        required={requirement.required}
        label={title}
        testId={`requirement-${requirement.id}-bar`}
      />
      <div className="rc-requirement__figures">
        <span data-testid={`requirement-${requirement.id}-progress`}>
          {t('turnover.progress', {
            completed: formatAmount(requirement.completed, symbol),
            required: formatAmount(requirement.required, symbol),
          })}
        </span>
        <strong
          className={done ? 'rc-requirement__left rc-requirement__left--done' : 'rc-requirement__left'}
          data-testid={`requirement-${requirement.id}-remaining`}
        >
          {done
            ? t('turnover.done')
            : t('turnover.remaining', { amount: formatAmount(requirement.remaining, symbol) })}
        </strong>
      </div>
    </li>
  );
}

/** Turnover in progress: what is left in all before a withdrawal, and each open requirement. */
export function TurnoverSection() {
  const { t } = useTranslation('rewardCenter');
  const symbol = useCurrencySymbol();
  const { data, isPending, error, refetch } = useTurnover();
  const requirements = data?.requirements ?? [];
  return (
    <RewardSection
      title={t('turnover.title')}
      icon={<TargetIcon />}
      count={requirements.length}
      testId="turnover-section"
    >
      {isPending ? (
        <LoadingBlock height={140} />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} testId="turnover-error" />
      ) : !data || (requirements.length === 0 && !isPositive(data.remaining)) ? (
        <div className="rc-clear" data-testid="turnover-empty">
          <span className="rc-clear__icon" aria-hidden="true">
            <CheckIcon />
          </span>
          <div>
            <p className="rc-clear__title">{t('turnover.emptyTitle')}</p>
            <p className="rc-clear__text">{t('turnover.emptyText')}</p>
          </div>
          <Link className="btn btn--ghost btn--sm" to="/member/withdraw">
            <WithdrawIcon />
            {t('turnover.withdraw')}
          </Link>
        </div>
      ) : (
        <>
          <div className="rc-total" data-testid="turnover-total">
            <div className="rc-total__figure">
              <p className="rc-total__label">{t('turnover.left')}</p>
              <p className="rc-total__amount" data-testid="turnover-remaining">
                {formatAmount(data.remaining, symbol)}
              </p>
            </div>
            <p className="rc-total__text">{t('turnover.opensAtZero', { zero: formatAmount('0', symbol) })}</p>
            <Link
              className="btn btn--outline btn--sm rc-total__link"
              to="/member/withdraw"
              data-testid="turnover-withdraw"
            >
              {t('turnover.withdraw')}
              <ArrowRightIcon />
            </Link>
          </div>
          <ul className="rc-requirements" data-testid="turnover-list">
            {requirements.map((requirement) => (
              <RequirementCard key={requirement.id} requirement={requirement} symbol={symbol} />
            ))}
          </ul>
        </>
      )}
    </RewardSection>
  );
}
