import type { VnResult } from '@msp/contracts/lottery/vn.ts';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChartIcon } from '../../../shared/ui/icons.tsx';
import { DEFAULT_STAT_DRAWS, loFrequency, loGan } from '../lib/stats.ts';
import './vn-lottery.css';

export interface VnStatsProps {
  /** Past results of one game, newest first (more than `draws` may be given: only the newest are read). */
  results: readonly VnResult[];
  /** How many of the newest draws to read (30). */
  draws?: number;
  /** How many numbers each list shows (10). */
  top?: number;
  /** The member's numbers, marked in both lists. */
  highlight?: readonly string[];
}

const noHighlight: readonly string[] = [];

/** The statistics members read before a lô bet: the most frequent lô numbers and the lô gan. */
export function VnStats({
  results,
  draws = DEFAULT_STAT_DRAWS,
  top = 10,
  highlight = noHighlight,
}: VnStatsProps) {
  const { t } = useTranslation('vnLottery');
  const recent = results.slice(0, draws);
  if (recent.length === 0)
    return (
      <section className="vn-stats" data-testid="vn-stats" aria-label={t('stats.title')}>
        <EmptyState icon={<ChartIcon />} title={t('stats.empty')} text={t('stats.emptyText')} />
      </section>
    );
  const frequent = loFrequency(recent, draws).slice(0, top);
  const gan = loGan(recent).slice(0, top);
  const most = Math.max(1, frequent[0]?.count ?? 0);
  const mine = new Set(highlight);
  const mark = (number: string) => (mine.has(number) ? ' is-hit' : '');
  return (
    <section className="vn-stats" data-testid="vn-stats" aria-label={t('stats.title')}>
      <header className="vn-stats__head">
        <h3 className="vn-stats__title">{t('stats.title')}</h3>
        <p className="vn-stats__lead">{t('stats.lead', { count: recent.length })}</p>
      </header>
      <div className="vn-stats__lists">
        <section className="vn-stats__list" data-testid="stats-frequent">
          <h4>{t('stats.frequent')}</h4>
          <p className="vn-stats__hint">{t('stats.frequentHint')}</p>
          <ol>
            {frequent.map(({ number, count }) => (
              <li key={number} className={`vn-stat${mark(number)}`} data-number={number}>
                <span className="vn-stat__number">{number}</span>
                <span className="vn-stat__bar" aria-hidden="true">
                  <span
                    className="vn-stat__fill"
                    style={{ '--vn-share': `${(count / most) * 100}%` } as CSSProperties}
                  />
                </span>
                <span className="vn-stat__value">{t('stats.times', { count })}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="vn-stats__list" data-testid="stats-gan">
          <h4>{t('stats.gan')}</h4>
          <p className="vn-stats__hint">{t('stats.ganHint')}</p>
          <ol>
            {gan.map(({ number, draws: missing }) => (
              <li key={number} className={`vn-stat vn-stat--gan${mark(number)}`} data-number={number}>
                <span className="vn-stat__number">{number}</span>
                <span className="vn-stat__bar" aria-hidden="true">
                  <span
                    className="vn-stat__fill"
                    style={{ '--vn-share': `${(missing / recent.length) * 100}%` } as CSSProperties}
                  />
                </span>
                <span className="vn-stat__value">
                  {missing === recent.length
                    ? t('stats.ganNever', { count: missing })
                    : t('stats.ganDraws', { count: missing })}
                </span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}
