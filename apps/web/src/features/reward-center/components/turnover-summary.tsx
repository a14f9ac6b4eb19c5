import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../shared/ui/icons.tsx';
import { useCurrencySymbol, useTurnover } from '../hooks/use-reward-center.ts';
import { formatAmount, isPositive, sumAmounts } from '../lib/amounts.ts';
import { ProgressBar, TargetIcon } from './reward-ui.tsx';

/**
 * A compact line for the bonus records (`bonusDetails`): the turnover left before a withdrawal and a way to the
 * reward center. Nothing while it loads, when the call fails, or when nothing is open.
 */
export function TurnoverSummary() {
  const { t } = useTranslation('rewardCenter');
  const symbol = useCurrencySymbol();
  const { data } = useTurnover();
  if (!data || !isPositive(data.remaining)) return null;
  const required = sumAmounts(data.requirements.map((item) => item.required));
  const completed = sumAmounts(data.requirements.map((item) => item.completed));
  return (
    <div className="rc-mini" data-testid="turnover-summary">
      <span className="rc-mini__icon" aria-hidden="true">
        <TargetIcon />
      </span>
      <div className="rc-mini__body">
        <p className="rc-mini__label">{t('bonusSummary.title')}</p>
        <p className="rc-mini__value">
          <strong data-testid="turnover-summary-remaining">{formatAmount(data.remaining, symbol)}</strong>
          <span>{t('bonusSummary.count', { count: data.requirements.length })}</span>
        </p>
        <ProgressBar completed={completed} required={required} label={t('bonusSummary.title')} />
      </div>
      <Link
        className="btn btn--outline btn--sm rc-mini__link"
        to="/member/rewardCenter"
        data-testid="turnover-summary-link"
      >
        {t('bonusSummary.link')}
        <ArrowRightIcon />
      </Link>
    </div>
  );
}
