import type { MissionBoard, MissionPeriod } from '@msp/contracts/missions.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CalendarIcon, CheckIcon, GiftIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { QueryError, RewardSection, TargetIcon } from '../../reward-center/components/reward-ui.tsx';
import { useCurrencySymbol } from '../../reward-center/hooks/use-reward-center.ts';
import { formatAmount } from '../../reward-center/lib/amounts.ts';
import { useMissionBoard } from '../hooks/use-missions.ts';
import { rewardsOf } from '../lib/mission-format.ts';
import { LeaderboardSection } from './leaderboard-section.tsx';
import { MissionCard } from './mission-card.tsx';
import { PeriodCountdown } from './period-countdown.tsx';
import './missions.css';

const periods: readonly MissionPeriod[] = ['DAILY', 'WEEKLY'];

/** The three figures at the top: missions done and waiting, the rewards still on offer, what was claimed. */
function Summary({ board, symbol }: { board: MissionBoard; symbol: string }) {
  const { t } = useTranslation('missions');
  const ready = board.missions.filter((mission) => mission.state === 'claim');
  const open = board.missions.filter((mission) => mission.state !== 'claimed');
  const claimed = board.missions.length - open.length;
  const stats = [
    {
      key: 'ready',
      tone: 'gold',
      icon: <GiftIcon />,
      label: t('summary.toClaim'),
      value: formatAmount(rewardsOf(ready), symbol),
      text: t('summary.toClaimCount', { count: board.toClaim }),
    },
    {
      key: 'offer',
      tone: 'violet',
      icon: <TargetIcon />,
      label: t('summary.rewards'),
      value: formatAmount(rewardsOf(open), symbol),
      text: t('summary.rewardsText'),
    },
    {
      key: 'claimed',
      tone: 'green',
      icon: <CheckIcon />,
      label: t('summary.claimed'),
      value: String(claimed),
      text: t('summary.claimedCount', { done: claimed, total: board.missions.length }),
    },
  ];
  return (
    <ul className="rc-summary" aria-label={t('summary.label')}>
      {stats.map((stat) => (
        <li
          key={stat.key}
          className={`rc-stat rc-stat--${stat.tone}`}
          data-testid={`missions-summary-${stat.key}`}
        >
          <span className="rc-stat__icon" aria-hidden="true">
            {stat.icon}
          </span>
          <span className="rc-stat__label">{stat.label}</span>
          <strong className="rc-stat__value" data-testid={`missions-summary-${stat.key}-value`}>
            {stat.value}
          </strong>
          <span className="rc-stat__text">{stat.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** Daily and weekly missions in tabs, each with the time left of its period. */
function MissionList({
  board,
  symbol,
  onRollOver,
}: {
  board: MissionBoard;
  symbol: string;
  onRollOver: () => void;
}) {
  const { t } = useTranslation('missions');
  const [tab, setTab] = useState<MissionPeriod>('DAILY');
  const shown = board.missions.filter((mission) => mission.period === tab);
  const span = tab === 'DAILY' ? board.daily : board.weekly;
  return (
    <RewardSection title={t('listTitle')} icon={<CalendarIcon />} testId="missions-section">
      <div className="ms-bar">
        <div className="ms-switch" role="tablist" aria-label={t('tabs.label')}>
          {periods.map((period) => {
            const ready = board.missions.filter(
              (mission) => mission.period === period && mission.state === 'claim',
            ).length;
            return (
              <button
                key={period}
                type="button"
                role="tab"
                aria-selected={period === tab}
                className={`ms-switch__option${period === tab ? ' is-current' : ''}`}
                onClick={() => setTab(period)}
                data-testid={`missions-tab-${period}`}
              >
                {t(`tabs.${period}`)}
                {ready > 0 ? (
                  <span className="ms-switch__count" data-testid={`missions-tab-${period}-count`}>
                    {ready}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <PeriodCountdown
          endsAt={span.endsAt}
          label={t(`countdown.${tab}`)}
          onEnded={onRollOver}
          testId="missions-countdown"
        />
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<CalendarIcon />} title={t(`empty.${tab}`)} text={t('empty.text')} />
      ) : (
        <div className="ms-cards" role="tabpanel" data-testid="missions-list">
          {shown.map((mission) => (
            <MissionCard key={`${mission.id}:${mission.periodStart}`} mission={mission} symbol={symbol} />
          ))}
        </div>
      )}
    </RewardSection>
  );
}

/**
 * /member/missionLeaderboard: the member's missions of today and this week (progress from the server's
 * statistics, a claim once a target is reached) and the leaderboard of valid bets with its prizes.
 */
export function MissionsPage() {
  const symbol = useCurrencySymbol();
  const { data, isPending, error, refetch } = useMissionBoard();
  return (
    <div className="rc-page ms-page" data-testid="missions-page">
      {isPending ? (
        <LoadingBlock height={360} />
      ) : error ? (
        <QueryError error={error} onRetry={() => void refetch()} testId="missions-error" />
      ) : (
        <>
          <Summary board={data} symbol={symbol} />
          <MissionList board={data} symbol={symbol} onRollOver={() => void refetch()} />
          {data.leaderboards.length > 0 ? (
            <LeaderboardSection boards={data.leaderboards} symbol={symbol} />
          ) : null}
        </>
      )}
    </div>
  );
}
