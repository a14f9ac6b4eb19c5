import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { datePresets, presetOf, presetRange, stepRange, type DateRange } from '../lib/date-range.ts';
import './wallet.css';

const stepKeys = { '-30': 'prev30', '-7': 'prev7', '7': 'next7', '30': 'next30' } as const;

/**
 * The records pages' period (spec §9): presets today, yesterday, last 7 and 30 days, and steps to the
 * previous or next 7 or 30 days beside the shown period.
 */
export function DateRangeFilter({
  value,
  onChange,
  now,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** The moment "today" is counted from (tests); else when the filter was first shown. */
  now?: number;
}) {
  const { t } = useTranslation('wallet');
  const [shownAt] = useState(() => Date.now());
  const today = now ?? shownAt;
  const active = presetOf(value, today);
  const step = (days: -30 | -7 | 7 | 30) => {
    const next = stepRange(value, days, today);
    const key = stepKeys[String(days) as keyof typeof stepKeys];
    return (
      <button
        type="button"
        className={`wl-range__step wl-range__step--${key}`}
        disabled={next === null}
        onClick={() => next && onChange(next)}
        data-testid={`range-${key}`}
        title={t(`records.steps.${key}`)}
        aria-label={t(`records.steps.${key}`)}
      >
        {days < 0 ? <ChevronLeftIcon /> : null}
        <span className="wl-range__label">{t(`records.steps.${key}`)}</span>
        <span className="wl-range__days" aria-hidden="true">
          {t('records.stepShort', { count: Math.abs(days) })}
        </span>
        {days > 0 ? <ChevronRightIcon /> : null}
      </button>
    );
  };
  return (
    <div className="wl-range" data-testid="date-range">
      <div className="wl-chips wl-chips--presets" role="group" aria-label={t('records.range')}>
        {datePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`wl-chip${active === preset ? ' is-active' : ''}`}
            aria-pressed={active === preset}
            onClick={() => onChange(presetRange(preset, today))}
            data-testid={`preset-${preset}`}
          >
            {t(`records.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className="wl-range__nav">
        {step(-30)}
        {step(-7)}
        <span className="wl-range__shown" data-testid="range-shown">
          <CalendarIcon />
          {formatDate(value.from)}
          {formatDate(value.from) === formatDate(value.to) ? null : <> – {formatDate(value.to)}</>}
        </span>
        {step(7)}
        {step(30)}
      </div>
    </div>
  );
}
