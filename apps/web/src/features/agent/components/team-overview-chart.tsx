import type { TeamOverview } from '@msp/contracts/agents.ts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { formatCount, formatDay, formatMoney } from '../lib/agent-format.ts';
import './agent-center.css';

type Day = TeamOverview['series'][number];
type Series = 'deposit' | 'validBet' | 'memberProfit' | 'newMembers';

const seriesKeys: readonly Series[] = ['deposit', 'validBet', 'memberProfit', 'newMembers'];
/** Money as bars on the left axis. */
const barSeries = ['deposit', 'validBet'] as const;
/** The members' win/loss (money, left axis) and new members (a count, right axis, dashed) as lines. */
const lineSeries = [
  {
    key: 'memberProfit',
    yAxisId: 'money',
    dataKey: 'memberProfitValue',
    strokeWidth: 2.5,
    dot: false,
    activeDot: { r: 4 },
  },
  {
    key: 'newMembers',
    yAxisId: 'count',
    dataKey: 'newMembers',
    strokeWidth: 2,
    strokeDasharray: '5 4',
    dot: { r: 2.5 },
  },
] as const;

/** The theme's colours (the merchant's theme sets them at run time): SVG attributes cannot use CSS variables. */
function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    deposit: read('--color-primary', '#f5b942'),
    validBet: read('--color-accent', '#8b5cf6'),
    memberProfit: read('--color-success', '#2fd48a'),
    newMembers: read('--color-text', '#eef2fb'),
    grid: 'rgba(255, 255, 255, 0.07)',
    axis: read('--color-text-muted', '#8e9bb7'),
  };
}

const locales = { bn: 'bn-BD', en: 'en-US' } as const;

function TooltipBody({
  active,
  payload,
  names,
  colors,
}: {
  active: boolean | undefined;
  payload: readonly { payload?: unknown }[] | undefined;
  names: Record<Series, string>;
  colors: Record<Series, string>;
}) {
  const language = useLanguage();
  const day = payload?.[0]?.payload as Day | undefined;
  if (!active || !day) return null;
  return (
    <div className="agc-tooltip">
      <p className="agc-tooltip__day">{formatDay(day.day, language)}</p>
      <dl>
        {seriesKeys.map((key) => (
          <div key={key}>
            <dt>
              <i style={{ background: colors[key] }} aria-hidden="true" />
              {names[key]}
            </dt>
            <dd>
              {key === 'newMembers' ? formatCount(day.newMembers, language) : formatMoney(day[key], language)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The overview's day-by-day chart: deposits and valid bets as bars, the members' win/loss as a line (money, left
 * axis) and new members as a dashed line (count, right axis). A legend button hides or shows a series.
 */
export function TeamOverviewChart({ series }: { series: Day[] }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [hidden, setHidden] = useState<ReadonlySet<Series>>(() => new Set());
  const [colors] = useState(themeColors);
  const names: Record<Series, string> = {
    deposit: t('overview.deposit'),
    validBet: t('overview.validBet'),
    memberProfit: t('overview.memberProfit'),
    newMembers: t('overview.newMembers'),
  };
  const data = useMemo(
    () =>
      series.map((day) => ({
        ...day,
        label: formatDay(day.day, language).slice(5),
        depositValue: Number(day.deposit),
        validBetValue: Number(day.validBet),
        memberProfitValue: Number(day.memberProfit),
      })),
    [series, language],
  );
  const compact = useMemo(
    () => new Intl.NumberFormat(locales[language], { notation: 'compact', maximumFractionDigits: 1 }),
    [language],
  );
  const axis = { tick: { fill: colors.axis, fontSize: 12 }, tickLine: false } as const;
  const toggle = (key: Series) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <figure className="agc-chart" data-testid="overview-chart">
      <figcaption className="agc-chart__legend">
        {seriesKeys.map((key) => (
          <button
            key={key}
            type="button"
            className={`agc-legend agc-legend--${key}${hidden.has(key) ? ' is-off' : ''}`}
            aria-pressed={!hidden.has(key)}
            onClick={() => toggle(key)}
          >
            <i style={{ background: colors[key] }} aria-hidden="true" />
            {names[key]}
          </button>
        ))}
      </figcaption>
      <ComposedChart
        responsive
        data={data}
        margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
        style={{ width: '100%', height: 'var(--agc-chart-height, 320px)' }}
        accessibilityLayer
      >
        <CartesianGrid stroke={colors.grid} vertical={false} />
        <XAxis dataKey="label" {...axis} axisLine={{ stroke: colors.grid }} minTickGap={12} />
        <YAxis
          yAxisId="money"
          {...axis}
          axisLine={false}
          width={56}
          tickFormatter={(value: number) => compact.format(value)}
        />
        <YAxis
          yAxisId="count"
          orientation="right"
          allowDecimals={false}
          {...axis}
          axisLine={false}
          width={36}
          tickFormatter={(value: number) => formatCount(value, language)}
          hide={hidden.has('newMembers')}
        />
        <Tooltip
          cursor={{ fill: 'rgba(255, 255, 255, 0.05)' }}
          content={({ active, payload }) => (
            <TooltipBody active={active} payload={payload} names={names} colors={colors} />
          )}
        />
        {barSeries.map((key) => (
          <Bar
            key={key}
            yAxisId="money"
            dataKey={`${key}Value`}
            name={names[key]}
            fill={colors[key]}
            radius={[4, 4, 0, 0]}
            maxBarSize={22}
            hide={hidden.has(key)}
          />
        ))}
        {lineSeries.map(({ key, ...line }) => (
          <Line
            key={key}
            type="monotone"
            {...line}
            name={names[key]}
            stroke={colors[key]}
            hide={hidden.has(key)}
          />
        ))}
      </ComposedChart>
    </figure>
  );
}
