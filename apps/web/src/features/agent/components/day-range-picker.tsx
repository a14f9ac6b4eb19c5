import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { formatCount, formatDay } from '../lib/agent-format.ts';
import {
  dayPresets,
  presetDayRange,
  presetOfDayRange,
  stepDayRange,
  type DayRange,
  type dayRangeSteps,
} from '../lib/day-range.ts';
import './agent-center.css';

const stepKeys = { '-30': 'prev30', '-7': 'prev7', '7': 'next7', '30': 'next30' } as const;

/**
 * The period of an agent report: presets (today … last 30 days) counted from the merchant's `today`, and steps
 * of 7 or 30 days back or forth (never past today).
 */
export function DayRangePicker({
  value,
  today,
  onChange,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const active = presetOfDayRange(value, today);
  const step = (days: (typeof dayRangeSteps)[number]) => {
    const next = stepDayRange(value, days, today);
    const key = stepKeys[String(days) as keyof typeof stepKeys];
    return (
      <button
        key={key}
        type="button"
        className="agc-range__step"
        disabled={next === null}
        onClick={() => next && onChange(next)}
        title={t(`range.steps.${key}`)}
        aria-label={t(`range.steps.${key}`)}
        data-testid={`agent-range-${key}`}
      >
        {days < 0 ? <ChevronLeftIcon /> : null}
        <span className="agc-range__num">{formatCount(Math.abs(days), language)}</span>
        <span className="agc-range__unit">{t('range.stepUnit')}</span>
        {days > 0 ? <ChevronRightIcon /> : null}
      </button>
    );
  };
  return (
    <div className="agc-range" data-testid="agent-range">
      <div className="agc-range__presets" role="group" aria-label={t('range.label')}>
        {dayPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`agc-chip${active === preset ? ' is-active' : ''}`}
            aria-pressed={active === preset}
            onClick={() => onChange(presetDayRange(preset, today))}
            data-testid={`agent-preset-${preset}`}
          >
            {t(`range.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className="agc-range__nav">
        {step(-30)}
        {step(-7)}
        <span className="agc-range__shown" data-testid="agent-range-shown">
          <CalendarIcon />
          {formatDay(value.from, language)}
          {value.from === value.to ? null : <> – {formatDay(value.to, language)}</>}
        </span>
        {step(7)}
        {step(30)}
      </div>
    </div>
  );
}
