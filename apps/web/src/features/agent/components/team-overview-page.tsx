import type { TeamOverview } from '@msp/contracts/agents.ts';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import {
  ChartIcon,
  CoinsIcon,
  DepositIcon,
  DownloadIcon,
  GiftIcon,
  SparkIcon,
  TicketIcon,
  UserIcon,
  UsersIcon,
  WithdrawIcon,
} from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { teamOverviewQueryOptions } from '../api/center.ts';
import { formatCount, formatDay, formatMoney } from '../lib/agent-format.ts';
import { downloadCsv } from '../lib/csv.ts';
import { useDayRange } from '../lib/use-day-range.ts';
import { AgentPanel, LoadState, StatCard } from './agent-ui.tsx';
import { DayRangePicker } from './day-range-picker.tsx';
import './agent-center.css';

/* The chart library loads beside the figures, which show without waiting for it. */
const TeamOverviewChart = lazyComponent(
  () => import('./team-overview-chart.tsx'),
  (module) => module.TeamOverviewChart,
);

const signTone = (value: string) =>
  value.startsWith('-') ? 'danger' : /[1-9]/.test(value) ? 'success' : 'neutral';

function exportSeries(overview: TeamOverview, t: TFunction<'agent'>) {
  downloadCsv(
    `team-overview_${overview.from}_${overview.to}`,
    [
      t('overview.csvDay'),
      t('overview.deposit'),
      t('overview.withdrawal'),
      t('overview.validBet'),
      t('overview.memberProfit'),
      t('overview.newMembers'),
    ],
    overview.series.map((day) => [
      day.day,
      day.deposit,
      day.withdrawal,
      day.validBet,
      day.memberProfit,
      day.newMembers,
    ]),
  );
}

type Tone = Parameters<typeof StatCard>[0]['tone'];
interface Figure {
  key: string;
  icon: ReactNode;
  tone?: Tone;
  label: string;
  value: string;
  hint: string;
}

function Figures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { money: sums } = overview;
  const money = (value: string) => formatMoney(value, language);
  const count = (value: number) => formatCount(value, language);
  const counted = (key: 'overview.depositCount' | 'overview.betCount', value: number) =>
    t(key, { count: value, value: count(value) });
  const groups: { kind: 'team' | 'money'; figures: Figure[] }[] = [
    {
      kind: 'team',
      figures: [
        {
          key: 'team-size',
          tone: 'accent',
          icon: <UsersIcon />,
          label: t('overview.teamSize'),
          value: count(overview.teamSize.all),
          hint: t('overview.teamSizeHint', { direct: count(overview.teamSize.direct) }),
        },
        {
          key: 'new-members',
          tone: 'primary',
          icon: <UserIcon />,
          label: t('overview.newMembers'),
          value: count(overview.newMembers),
          hint: t('overview.newMembersHint'),
        },
        {
          key: 'active-members',
          tone: 'success',
          icon: <SparkIcon />,
          label: t('overview.activeMembers'),
          value: count(overview.activeMembers),
          hint: t('overview.activeMembersHint'),
        },
      ],
    },
    {
      kind: 'money',
      figures: [
        {
          key: 'deposit',
          icon: <DepositIcon />,
          label: t('overview.deposit'),
          value: money(sums.deposit),
          hint: counted('overview.depositCount', sums.depositCount),
        },
        {
          key: 'withdrawal',
          icon: <WithdrawIcon />,
          label: t('overview.withdrawal'),
          value: money(sums.withdrawal),
          hint: t('overview.withdrawalHint'),
        },
        {
          key: 'valid-bet',
          icon: <TicketIcon />,
          label: t('overview.validBet'),
          value: money(sums.validBet),
          hint: counted('overview.betCount', sums.betCount),
        },
        {
          key: 'member-profit',
          tone: signTone(sums.memberProfit),
          icon: <CoinsIcon />,
          label: t('overview.memberProfit'),
          value: money(sums.memberProfit),
          hint: t('overview.memberProfitHint'),
        },
        {
          key: 'bonus',
          icon: <GiftIcon />,
          label: t('overview.bonus'),
          value: money(sums.bonus),
          hint: t('overview.rebate', { value: money(sums.rebate) }),
        },
      ],
    },
  ];
  return (
    <>
      {groups.map(({ kind, figures }) => (
        <div key={kind} className={`agc-stats agc-stats--${kind}`} data-testid={`overview-${kind}`}>
          {figures.map(({ key, ...figure }) => (
            <StatCard key={key} testId={`overview-${key}`} {...figure} />
          ))}
        </div>
      ))}
    </>
  );
}

/**
 * agentTeamOverview: the agent's team over a period (presets and steps, counted in the merchant's time zone):
 * its size, new and active members, the team's money, and a day-by-day chart with a CSV export of its series.
 */
export function TeamOverviewPage() {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const token = useSessionToken();
  const [serverToday, setServerToday] = useState<string | null>(null);
  const { range, period } = useDayRange('last7', serverToday);
  const query = useQuery(teamOverviewQueryOptions(token, range));
  const overview = query.data;
  /* The merchant's today, once known, anchors the presets (the device may be in another time zone). */
  if (overview && !query.isPlaceholderData && overview.today !== serverToday) setServerToday(overview.today);

  const hasActivity =
    overview?.series.some(
      (day) =>
        day.newMembers > 0 ||
        [day.deposit, day.withdrawal, day.validBet, day.memberProfit].some((value) => /[1-9]/.test(value)),
    ) ?? false;

  return (
    <div className="agc-page" data-testid="team-overview">
      <div className="agc-toolbar">
        <DayRangePicker {...period} />
        {serverToday ? (
          <p className="agc-toolbar__note">
            {t('range.timezone', { today: formatDay(serverToday, language) })}
          </p>
        ) : null}
      </div>
      <LoadState
        query={query}
        error={overview ? null : query.error}
        height={360}
        errorTestId="overview-error"
      >
        {overview ? (
          <div
            className={`agc-page agc-page--inner${query.isPlaceholderData ? ' is-stale' : ''}`}
            aria-busy={query.isFetching}
          >
            <Figures overview={overview} />
            <AgentPanel
              title={t('overview.chartTitle')}
              text={t('overview.chartLabel')}
              icon={<ChartIcon />}
              testId="overview-chart-panel"
              action={
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  onClick={() => exportSeries(overview, t)}
                  disabled={overview.series.length === 0}
                  data-testid="overview-export"
                >
                  <DownloadIcon />
                  {t('overview.export')}
                </button>
              }
            >
              {hasActivity ? (
                <Suspense fallback={<LoadingBlock height={320} />}>
                  <TeamOverviewChart series={overview.series} />
                </Suspense>
              ) : (
                <EmptyState icon={<ChartIcon />} title={t('overview.chartEmpty')} />
              )}
            </AgentPanel>
          </div>
        ) : null}
      </LoadState>
    </div>
  );
}
