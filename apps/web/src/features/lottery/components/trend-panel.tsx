import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChartIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { trendQueryOptions } from '../api/lottery.ts';
import { loose } from '../lib/bet-labels.ts';
import {
  hotAndCold,
  numberStats,
  parityOf,
  roadsOf,
  sizeOf,
  streakOf,
  tally,
  type NumberStat,
} from '../lib/trend.ts';
import { Ball, Die, ballTone, sumTone } from './draw-pieces.tsx';

function NumberChip({ family, stat }: { family: LotteryFamily; stat: NumberStat }) {
  const { t } = useTranslation('lottery');
  const visual =
    family === 'DICE' ? (
      <Die face={stat.number} size="sm" />
    ) : (
      <Ball
        number={stat.number}
        size="sm"
        tone={
          family === 'BALLS49' ? ballTone(stat.number) : family === 'DIGITS3' ? sumTone(stat.number) : 'gold'
        }
      />
    );
  return (
    <li className="lt-stat" data-number={stat.number}>
      {visual}
      <span className="lt-stat__count">{t('trend.times', { count: stat.count })}</span>
      <span className="lt-stat__missing">{t('trend.missing', { count: stat.missing })}</span>
    </li>
  );
}

function Road({
  title,
  columns,
  total,
}: {
  title: string;
  columns: string[][];
  total: Record<string, number>;
}) {
  const { t } = useTranslation('lottery');
  const lt = loose(t);
  const beadText = (bead: string) => lt(`road.short.${bead}`);
  return (
    <section className="lt-road" aria-label={title}>
      <header className="lt-road__head">
        <h4>{title}</h4>
        <span className="lt-road__tally">
          {Object.entries(total).map(([bead, count]) => (
            <span key={bead} className={`lt-bead lt-bead--${bead.toLowerCase()} lt-bead--inline`}>
              {beadText(bead)} {count}
            </span>
          ))}
        </span>
      </header>
      <div className="lt-road__grid" data-testid="road-grid">
        {columns.map((column, x) => (
          <div key={x} className="lt-road__column">
            {column.map((bead, y) => (
              <span
                key={y}
                className={`lt-bead lt-bead--${bead.toLowerCase()}`}
                title={lt(`road.long.${bead}`)}
              >
                {beadText(bead)}
              </span>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** What players read before they bet: hot and cold numbers of the last 100 draws, and the bead roads. */
export function TrendPanel({ gameCode, family }: { gameCode: string; family: LotteryFamily }) {
  const { t } = useTranslation('lottery');
  const { data, isPending, error } = useQuery(trendQueryOptions(gameCode, 100));
  if (error)
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(error)}
      </p>
    );
  if (isPending) return <LoadingBlock height={240} />;
  if (data.draws.length === 0)
    return <EmptyState icon={<ChartIcon />} title={t('trend.empty')} text={t('history.emptyText')} />;
  const stats = numberStats(family, data.draws);
  const { hot, cold } = hotAndCold(stats, 5);
  const roads = roadsOf(family, data.draws, 6);
  const sizeStreak = streakOf(data.draws.map((draw) => sizeOf(family, draw.result)));
  const parityStreak = streakOf(data.draws.map((draw) => parityOf(family, draw.result)));
  const max = Math.max(1, ...stats.map((stat) => stat.count));
  return (
    <div className="lt-trend" data-testid="trend-panel">
      <p className="lt-trend__lead">{t(`trend.lead.${family}`, { count: data.draws.length })}</p>
      <div className="lt-trend__hotcold">
        <section className="lt-hot" data-testid="trend-hot">
          <h4>{t('trend.hot')}</h4>
          <ul>
            {hot.map((stat) => (
              <NumberChip key={stat.number} family={family} stat={stat} />
            ))}
          </ul>
        </section>
        <section className="lt-cold" data-testid="trend-cold">
          <h4>{t('trend.cold')}</h4>
          <ul>
            {cold.map((stat) => (
              <NumberChip key={stat.number} family={family} stat={stat} />
            ))}
          </ul>
        </section>
      </div>
      <div className="lt-bars" aria-label={t('trend.frequency')} role="img">
        {stats.map((stat) => (
          <span key={stat.number} className="lt-bars__bar" title={`${stat.number}: ${stat.count}`}>
            <span className="lt-bars__fill" style={{ height: `${(stat.count / max) * 100}%` }} />
            <span className="lt-bars__label">{stat.number}</span>
          </span>
        ))}
      </div>
      <div className="lt-trend__roads">
        <Road title={t('road.size')} columns={roads.size} total={tally(roads.size)} />
        <Road title={t('road.parity')} columns={roads.parity} total={tally(roads.parity)} />
      </div>
      <p className="lt-trend__streaks">
        {sizeStreak
          ? t('trend.streak', { what: t(`road.long.${sizeStreak.outcome}`), count: sizeStreak.length })
          : null}
        {parityStreak
          ? ` · ${t('trend.streak', { what: t(`road.long.${parityStreak.outcome}`), count: parityStreak.length })}`
          : null}
      </p>
    </div>
  );
}
