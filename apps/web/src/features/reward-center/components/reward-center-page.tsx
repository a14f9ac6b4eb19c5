import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CoinsIcon, GiftIcon } from '../../../shared/ui/icons.tsx';
import { useRebates } from '../hooks/use-rebates.ts';
import { useCurrencySymbol, useRewards, useTurnover } from '../hooks/use-reward-center.ts';
import { formatAmount, isPositive, sumAmounts } from '../lib/amounts.ts';
import { HistorySection } from './history-section.tsx';
import { ReadySection } from './ready-section.tsx';
import { RebatesSection } from './rebates-section.tsx';
import { TargetIcon } from './reward-ui.tsx';
import { TurnoverSection } from './turnover-section.tsx';

function Stat({
  tone,
  icon,
  label,
  value,
  text,
  testId,
}: {
  tone: 'gold' | 'violet' | 'green';
  icon: ReactNode;
  label: string;
  value: string | null;
  text: string | null;
  testId: string;
}) {
  return (
    <li className={`rc-stat rc-stat--${tone}`} data-testid={testId}>
      <span className="rc-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="rc-stat__label">{label}</span>
      <strong className="rc-stat__value" data-testid={`${testId}-value`}>
        {value ?? '—'}
      </strong>
      {text ? <span className="rc-stat__text">{text}</span> : null}
    </li>
  );
}

/** The three totals at the top: what waits to be claimed, the turnover left, and what was paid. */
function RewardSummary() {
  const { t } = useTranslation('rewardCenter');
  const symbol = useCurrencySymbol();
  const rewards = useRewards().data;
  const turnover = useTurnover().data;
  // Rebates ready to claim count as one reward (one claim pays them all), as in the menu's count.
  const rebates = useRebates().data;
  const rebateReady = rebates?.claimable ? [rebates.unpaidTotal] : [];
  const ready = rewards?.unclaimed ?? [];
  const paid = rewards?.history ?? [];
  const open = turnover?.requirements.length ?? 0;
  return (
    <ul className="rc-summary" aria-label={t('summary.label')}>
      <Stat
        tone="gold"
        icon={<GiftIcon />}
        label={t('summary.ready')}
        value={
          rewards
            ? formatAmount(sumAmounts([...ready.map((item) => item.reward ?? '0'), ...rebateReady]), symbol)
            : null
        }
        text={rewards ? t('summary.readyCount', { count: ready.length + rebateReady.length }) : null}
        testId="summary-ready"
      />
      <Stat
        tone="violet"
        icon={<TargetIcon />}
        label={t('summary.turnover')}
        value={turnover ? formatAmount(turnover.remaining, symbol) : null}
        text={
          turnover
            ? isPositive(turnover.remaining)
              ? t('summary.turnoverCount', { count: open })
              : t('summary.turnoverNone')
            : null
        }
        testId="summary-turnover"
      />
      <Stat
        tone="green"
        icon={<CoinsIcon />}
        label={t('summary.received')}
        value={rewards ? formatAmount(sumAmounts(paid.map((item) => item.reward)), symbol) : null}
        text={rewards ? t('summary.receivedCount', { count: paid.length }) : null}
        testId="summary-received"
      />
    </ul>
  );
}

/**
 * /member/rewardCenter: the member's rewards in one place. The totals, then the rewards ready to claim (a claim
 * pays at once and sets its turnover), the rebates, the turnover still to play before a withdrawal, and the
 * rewards paid.
 */
export function RewardCenterPage() {
  return (
    <div className="rc-page" data-testid="reward-center">
      <RewardSummary />
      <ReadySection />
      <RebatesSection />
      <TurnoverSection />
      <HistorySection />
    </div>
  );
}
