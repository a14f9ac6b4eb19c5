import { maxAgentRangeDays } from '@msp/contracts/enums.ts';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../shared/ui/icons.tsx';
import { formatCount, formatDay } from '../lib/agent-format.ts';
import {
  dayPresets,
  dayRangeSteps,
  editDayRange,
  firstDay,
  isDay,
  presetDayRange,
  presetOfDayRange,
  stepDayRange,
  type DayRange,
} from '../lib/day-range.ts';
import { ChoiceChips } from './agent-ui.tsx';
/* The steps and the shown range are the wallet records' (`wl-range__step`, `wl-range__shown`). */
import '../../wallet/components/wallet.css';
import './agent-center.css';

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
  const { t } = useTranslation('agent');
  const id = useId();
  const day = (end: 'from' | 'to') => {
    const change = (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      if (isDay(value) || (onClear && value === '')) onChange({ [end]: value });
    };
    return (
      <label className="field__control agc-control agc-day" htmlFor={`${id}-${end}`}>
        {end === 'from' ? <CalendarIcon aria-hidden="true" /> : null}
        <span className="visually-hidden">
          {legend}: {t(`range.${end}`)}
        </span>
        <input
          id={`${id}-${end}`}
          type="date"
          className="field__input"
          value={end === 'from' ? from : to}
          min={end === 'from' ? firstDay : from || firstDay}
          max={end === 'from' ? to || max : max}
          required={!onClear}
          onChange={change}
          data-testid={`${testId}-${end}`}
        />
      </label>
    );
  };
  return (
    <fieldset className="agc-days" data-testid={testId}>
      <legend className="agc-label">{legend}</legend>
      <div className="agc-days__inputs">
        {day('from')}
        <span className="agc-days__dash" aria-hidden="true">
          –
        </span>
        {day('to')}
        {onClear && (from || to) ? (
          <button
            type="button"
            className="agc-days__clear"
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
 * The period of an agent page: presets (today … last 30 days, counted from the merchant's `today`) and steps to
 * the 7 or 30 days before or after the shown range (never past today). The overview shows the range between the
 * steps; the reports (`typed`) put its two days there, to be typed, and keep it within `maxAgentRangeDays`.
 */
export function DayRangePicker({
  value,
  today,
  onChange,
  typed = false,
}: {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
  typed?: boolean;
}) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  /* The overview's test ids carry an `agent-` prefix, the reports' none. */
  const prefix = typed ? '' : 'agent-';
  const shown = (
    <>
      {formatDay(value.from, language)}
      {value.from === value.to ? null : <> – {formatDay(value.to, language)}</>}
    </>
  );
  const steps = (back: boolean) => (
    <div className="agc-range__steps">
      {dayRangeSteps
        .filter((days) => days < 0 === back)
        .map((days) => {
          const next = stepDayRange(value, days, today);
          const key = stepKeys[String(days) as keyof typeof stepKeys];
          const count = formatCount(Math.abs(days), language);
          return (
            <button
              key={key}
              type="button"
              className="wl-range__step"
              disabled={next === null}
              onClick={() => next && onChange(next)}
              title={t(`range.steps.${key}`)}
              aria-label={t(`range.steps.${key}`)}
              data-testid={`${prefix}range-${key}`}
            >
              {back ? <ChevronLeftIcon /> : null}
              {typed ? (
                <span aria-hidden="true">{t('range.stepShort', { n: count })}</span>
              ) : (
                <>
                  <span className="agc-range__num">{count}</span>
                  <span className="agc-range__unit">{t('range.stepUnit')}</span>
                </>
              )}
              {back ? null : <ChevronRightIcon />}
            </button>
          );
        })}
    </div>
  );
  return (
    <div
      className={`agc-range agc-range--${typed ? 'typed' : 'compact'}`}
      data-testid={`${typed ? 'day' : 'agent'}-range`}
    >
      <ChoiceChips
        label={t('range.label')}
        value={presetOfDayRange(value, today)}
        options={dayPresets}
        labelOf={(preset) => t(`range.presets.${preset}`)}
        onChange={(preset) => preset && onChange(presetDayRange(preset, today))}
        testIdPrefix={`${prefix}preset`}
      />
      <div className="agc-range__nav">
        {steps(true)}
        {typed ? (
          <DayInputs
            legend={t('range.label')}
            from={value.from}
            to={value.to}
            max={today}
            onChange={(edit) => onChange(editDayRange(value, edit, today))}
            testId="range"
          />
        ) : (
          <span className="wl-range__shown" data-testid="agent-range-shown">
            <CalendarIcon />
            {shown}
          </span>
        )}
        {steps(false)}
      </div>
      {typed ? (
        <p
          className="agc-range__days"
          data-testid="range-shown"
          title={t('range.maxDays', { n: formatCount(maxAgentRangeDays, language) })}
        >
          {shown}
        </p>
      ) : null}
    </div>
  );
}
