import type { TeamOverview } from '@msp/contracts/agents.ts';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../app/chunk-loading.ts';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import {
  ChartIcon,
  CoinsIcon,
  DepositIcon,
  DownloadIcon,
  GiftIcon,
  RefreshIcon,
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
import {
  localToday,
  presetDayRange,
  presetOfDayRange,
  type DayPreset,
  type DayRange,
} from '../lib/day-range.ts';
import { AgentPanel, StatCard } from './agent-ui.tsx';
import { DayRangePicker } from './day-range-picker.tsx';
import './agent-center.css';

/* The chart library loads beside the figures, which show without waiting for it. */
const TeamOverviewChart = lazyComponent(
  () => import('./team-overview-chart.tsx'),
  (module) => module.TeamOverviewChart,
);

/** A preset follows the merchant's `today` once the API has told it; a stepped range stays as it is. */
type Selection = { preset: DayPreset } | { range: DayRange };

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

function Figures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const money = (value: string) => formatMoney(value, language);
  const count = (value: number) => formatCount(value, language);
  return (
    <>
      <div className="agc-stats agc-stats--team" data-testid="overview-team">
        <StatCard
          testId="overview-team-size"
          tone="accent"
          icon={<UsersIcon />}
          label={t('overview.teamSize')}
          value={count(overview.teamSize.all)}
          hint={t('overview.teamSizeHint', { direct: count(overview.teamSize.direct) })}
        />
        <StatCard
          testId="overview-new-members"
          tone="primary"
          icon={<UserIcon />}
          label={t('overview.newMembers')}
          value={count(overview.newMembers)}
          hint={t('overview.newMembersHint')}
        />
        <StatCard
          testId="overview-active-members"
          tone="success"
          icon={<SparkIcon />}
          label={t('overview.activeMembers')}
          value={count(overview.activeMembers)}
          hint={t('overview.activeMembersHint')}
        />
      </div>
      <div className="agc-stats agc-stats--money" data-testid="overview-money">
        <StatCard
          testId="overview-deposit"
          icon={<DepositIcon />}
          label={t('overview.deposit')}
          value={money(overview.money.deposit)}
          hint={t('overview.depositCount', {
            count: overview.money.depositCount,
            value: count(overview.money.depositCount),
          })}
        />
        <StatCard
          testId="overview-withdrawal"
          icon={<WithdrawIcon />}
          label={t('overview.withdrawal')}
          value={money(overview.money.withdrawal)}
          hint={t('overview.withdrawalHint')}
        />
        <StatCard
          testId="overview-valid-bet"
          icon={<TicketIcon />}
          label={t('overview.validBet')}
          value={money(overview.money.validBet)}
          hint={t('overview.betCount', {
            count: overview.money.betCount,
            value: count(overview.money.betCount),
          })}
        />
        <StatCard
          testId="overview-member-profit"
          tone={signTone(overview.money.memberProfit)}
          icon={<CoinsIcon />}
          label={t('overview.memberProfit')}
          value={money(overview.money.memberProfit)}
          hint={t('overview.memberProfitHint')}
        />
        <StatCard
          testId="overview-bonus"
          icon={<GiftIcon />}
          label={t('overview.bonus')}
          value={money(overview.money.bonus)}
          hint={t('overview.rebate', { value: money(overview.money.rebate) })}
        />
      </div>
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
  const [selection, setSelection] = useState<Selection>({ preset: 'last7' });
  const [serverToday, setServerToday] = useState<string | null>(null);
  const today = serverToday ?? localToday();
  const range = 'preset' in selection ? presetDayRange(selection.preset, today) : selection.range;
  const query = useQuery(teamOverviewQueryOptions(token, range));
  const overview = query.data;
  /* The merchant's today, once known, anchors the presets (the device may be in another time zone). */
  if (overview && !query.isPlaceholderData && overview.today !== serverToday) setServerToday(overview.today);

  const choose = (next: DayRange) => {
    const preset = presetOfDayRange(next, today);
    setSelection(preset ? { preset } : { range: next });
  };
  const hasActivity =
    overview?.series.some(
      (day) =>
        day.newMembers > 0 ||
        [day.deposit, day.withdrawal, day.validBet, day.memberProfit].some((value) => /[1-9]/.test(value)),
    ) ?? false;

  return (
    <div className="agc-page" data-testid="team-overview">
      <div className="agc-toolbar">
        <DayRangePicker value={range} today={today} onChange={choose} />
        {serverToday ? (
          <p className="agc-toolbar__note">
            {t('range.timezone', { today: formatDay(serverToday, language) })}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <LoadingBlock height={360} />
      ) : query.isError && !overview ? (
        <div className="form-error agc-error" role="alert" data-testid="overview-error">
          <span>{errorMessageOf(query.error)}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => void query.refetch()}>
            <RefreshIcon />
            {t('overview.retry')}
          </button>
        </div>
      ) : overview ? (
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
    </div>
  );
}
