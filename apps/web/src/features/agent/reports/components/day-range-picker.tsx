import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../shared/lib/use-language.ts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../../shared/ui/icons.tsx';
import { formatCount, formatDay } from '../../lib/agent-format.ts';
import {
  dayPresets,
  dayRangeSteps,
  presetDayRange,
  presetOfDayRange,
  stepDayRange,
  type DayRange,
} from '../../lib/day-range.ts';
import { editDayRange, firstDay, isDay } from '../lib/ranges.ts';
import { maxRangeDays } from '../lib/vocabulary.ts';
import './agent-reports.css';

const stepKeys = { '-30': 'prev30', '-7': 'prev7', '7': 'next7', '30': 'next30' } as const;

/**
 * Two day inputs (`YYYY-MM-DD`), from and to. With `onClear`, both may be empty (an optional filter) and a clear
 * button empties them.
 */
export function DayInputs({
  legend,
  from,
  to,
  max,
  onChange,
  onClear,
  testId,
}: {
  legend: string;
  from: string;
  to: string;
  /** The last day that can be picked. */
  max?: string;
  onChange: (edit: { from?: string; to?: string }) => void;
  onClear?: () => void;
  testId: string;
}) {
  const { t } = useTranslation('agentReports');
  const id = useId();
  return (
    <fieldset className="ar-days" data-testid={testId}>
      <legend className="ar-label">{legend}</legend>
      <div className="ar-days__inputs">
        <label className="ar-day" htmlFor={`${id}-from`}>
          <CalendarIcon aria-hidden="true" />
          <span className="visually-hidden">
            {legend}: {t('range.from')}
          </span>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            min={firstDay}
            max={to || max}
            required={!onClear}
            onChange={(event) => {
              const value = event.target.value;
              if (isDay(value) || (onClear && value === '')) onChange({ from: value });
            }}
            data-testid={`${testId}-from`}
          />
        </label>
        <span className="ar-days__dash" aria-hidden="true">
          –
        </span>
        <label className="ar-day" htmlFor={`${id}-to`}>
          <span className="visually-hidden">
            {legend}: {t('range.to')}
          </span>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            min={from || firstDay}
            max={max}
            required={!onClear}
            onChange={(event) => {
              const value = event.target.value;
              if (isDay(value) || (onClear && value === '')) onChange({ to: value });
            }}
            data-testid={`${testId}-to`}
          />
        </label>
        {onClear && (from || to) ? (
          <button
            type="button"
            className="ar-days__clear"
            onClick={onClear}
            aria-label={`${legend}: ${t('range.clear')}`}
            title={t('range.clear')}
            data-testid={`${testId}-clear`}
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * The period of every agent report: presets (today … last 30 days, counted from `today`), the two days, and
 * steps to the 7 or 30 days before or after the shown range (never past today). At most `maxRangeDays` days.
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
  const { t } = useTranslation('agentReports');
  const language = useLanguage();
  const active = presetOfDayRange(value, today);
  const step = (days: (typeof dayRangeSteps)[number]) => {
    const next = stepDayRange(value, days, today);
    const key = stepKeys[String(days) as keyof typeof stepKeys];
    return (
      <button
        key={key}
        type="button"
        className={`ar-step ar-step--${key}`}
        disabled={next === null}
        onClick={() => next && onChange(next)}
        title={t(`range.steps.${key}`)}
        aria-label={t(`range.steps.${key}`)}
        data-testid={`range-${key}`}
      >
        {days < 0 ? <ChevronLeftIcon /> : null}
        <span aria-hidden="true">{t('range.stepShort', { n: formatCount(Math.abs(days), language) })}</span>
        {days > 0 ? <ChevronRightIcon /> : null}
      </button>
    );
  };
  return (
    <div className="ar-range" data-testid="day-range">
      <div className="ar-chips" role="group" aria-label={t('range.label')}>
        {dayPresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`ar-chip${active === preset ? ' is-active' : ''}`}
            aria-pressed={active === preset}
            onClick={() => onChange(presetDayRange(preset, today))}
            data-testid={`preset-${preset}`}
          >
            {t(`range.presets.${preset}`)}
          </button>
        ))}
      </div>
      <div className="ar-range__nav">
        <div className="ar-range__steps">{dayRangeSteps.filter((days) => days < 0).map(step)}</div>
        <DayInputs
          legend={t('range.label')}
          from={value.from}
          to={value.to}
          max={today}
          onChange={(edit) => onChange(editDayRange(value, edit, today))}
          testId="range"
        />
        <div className="ar-range__steps">{dayRangeSteps.filter((days) => days > 0).map(step)}</div>
      </div>
      <p
        className="ar-range__shown"
        data-testid="range-shown"
        title={t('range.maxDays', { n: formatCount(maxRangeDays, language) })}
      >
        {formatDay(value.from, language)}
        {value.from === value.to ? null : <> – {formatDay(value.to, language)}</>}
      </p>
    </div>
  );
}
