import { sea4dDrawWeekdays } from '@msp/contracts/lottery/sea4d-schedule.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons.tsx';
import { addMonths, monthDays, monthOf, type CalendarDay } from '../lib/calendar.ts';
import './sea-lottery.css';

export interface DrawCalendarProps {
  /** The operator's special draw days, `YYYY-MM-DD` in the draws' time zone. */
  specialDays: readonly string[];
  /** Numeros that have a result; without it every past draw day counts as drawn. */
  drawnNumeros?: ReadonlySet<string>;
  now: Date;
  /** A past drawn day was picked: its numero. */
  onPick: (numero: string) => void;
  /** The numero shown beside the calendar, marked as selected. */
  selected?: string;
}

const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const monthKeys = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;

/**
 * A month of draw days: the regular ones (Wednesday, Saturday, Sunday) and the operator's special days, today
 * ringed; a past day that has a result opens it. Days are counted in the draws' time zone (UTC+08:00).
 */
export function DrawCalendar({ specialDays, drawnNumeros, now, onPick, selected }: DrawCalendarProps) {
  const { t } = useTranslation('seaLottery');
  const [month, setMonth] = useState(() => monthOf(now));
  const days = monthDays(month, specialDays, now);
  const leading = days[0]?.weekday ?? 0;
  const title = t('calendar.month', {
    month: t(`calendar.months.${monthKeys[month.month]!}`),
    year: month.year,
  });

  const cell = (day: CalendarDay) => {
    const { draw } = day;
    const past = draw !== null && draw.drawsAt.getTime() <= now.getTime();
    const drawn = past && (drawnNumeros ? drawnNumeros.has(draw.numero) : true);
    const className = [
      's4d-cal__day',
      draw ? (draw.special ? 'is-special' : 'is-draw') : '',
      day.today ? 'is-today' : '',
      past ? 'is-past' : '',
      draw && draw.numero === selected ? 'is-selected' : '',
    ]
      .filter(Boolean)
      .join(' ');
    const body = (
      <>
        <span className="s4d-cal__date" aria-hidden={drawn ? undefined : true}>
          {day.date}
        </span>
        {draw ? <span className="s4d-cal__dot" aria-hidden="true" /> : null}
      </>
    );
    const data = {
      'data-testid': 'calendar-day',
      'data-day': day.day,
      'data-draw': draw ? (draw.special ? 'special' : 'regular') : undefined,
      'data-today': day.today || undefined,
    };
    const label = [
      day.day,
      draw ? t(draw.special ? 'calendar.specialDay' : 'calendar.drawDay') : null,
      day.today ? t('calendar.today') : null,
    ]
      .filter(Boolean)
      .join(', ');
    return (
      <li key={day.day} aria-current={day.today ? 'date' : undefined}>
        {drawn ? (
          <button
            type="button"
            className={className}
            onClick={() => onPick(draw.numero)}
            aria-label={`${label}. ${t('calendar.pick', { numero: draw.numero })}`}
            aria-pressed={draw.numero === selected}
            {...data}
          >
            {body}
          </button>
        ) : (
          <span className={className} {...data}>
            {body}
            <span className="visually-hidden">{label}</span>
          </span>
        )}
      </li>
    );
  };

  return (
    <section className="s4d-cal" data-testid="draw-calendar" aria-label={t('calendar.title')}>
      <header className="s4d-cal__head">
        <button
          type="button"
          className="s4d-cal__nav"
          onClick={() => setMonth((shown) => addMonths(shown, -1))}
          aria-label={t('calendar.previous')}
          data-testid="calendar-previous"
        >
          <ChevronLeftIcon />
        </button>
        <h3 className="s4d-cal__title" aria-live="polite" data-testid="calendar-title">
          {title}
        </h3>
        <button
          type="button"
          className="s4d-cal__nav"
          onClick={() => setMonth((shown) => addMonths(shown, 1))}
          aria-label={t('calendar.next')}
          data-testid="calendar-next"
        >
          <ChevronRightIcon />
        </button>
      </header>
      <ol className="s4d-cal__weekdays" aria-hidden="true">
        {weekdayKeys.map((key, index) => (
          <li key={key} className={sea4dDrawWeekdays.includes(index) ? 'is-draw-day' : undefined}>
            {t(`calendar.weekdays.${key}`)}
          </li>
        ))}
      </ol>
      <ol className="s4d-cal__days" aria-label={title}>
        {Array.from({ length: leading }, (_, index) => (
          <li key={`blank-${index}`} className="s4d-cal__blank" aria-hidden="true" />
        ))}
        {days.map(cell)}
      </ol>
      <footer className="s4d-cal__legend">
        <span className="s4d-cal__key s4d-cal__key--draw">{t('calendar.drawDay')}</span>
        <span className="s4d-cal__key s4d-cal__key--special">{t('calendar.specialDay')}</span>
        <span className="s4d-cal__key s4d-cal__key--today">{t('calendar.today')}</span>
        <p className="s4d-cal__note">{t('calendar.drawTime')}</p>
      </footer>
    </section>
  );
}
