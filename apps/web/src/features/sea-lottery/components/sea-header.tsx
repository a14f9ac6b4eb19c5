import type { Board, NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { phaseOf, secondsUntil } from '../../../shared/lib/server-clock.ts';
import { CalendarIcon, ClockIcon, LockIcon, StarIcon } from '../../../shared/ui/icons.tsx';
import { drawDayOf } from '../lib/calendar.ts';
import {
  countdownParts,
  minuteLabel,
  numeroDate,
  upcomingDays,
  utcOffsetLabel,
  weekdaysMondayFirst,
} from '../lib/page.ts';

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

/** "Wed, 5 March 2025" for a `YYYYMMDD` numero (or a `YYYY-MM-DD` day); the numero itself otherwise. */
export function useDrawDate() {
  const { t } = useTranslation('seaLottery');
  return (numeroOrDay: string) => {
    const parts = numeroDate(numeroOrDay.replaceAll('-', ''));
    if (!parts) return numeroOrDay;
    const weekday = new Date(Date.UTC(parts.year, parts.month, parts.date)).getUTCDay();
    return `${t(`calendar.weekdays.${weekdayKeys[weekday]!}`)}, ${parts.date} ${t(
      `calendar.months.${monthKeys[parts.month]!}`,
    )} ${parts.year}`;
  };
}

/** The countdown to the cut-off (then to the draw), on the server's clock, as day/hour/minute/second tiles. */
function SeaCountdown({ numero, now }: { numero: NumeroInfo | null; now: number }) {
  const { t } = useTranslation('seaLottery');
  const phase = numero ? phaseOf(numero, now) : 'none';
  const left =
    numero && phase === 'open'
      ? secondsUntil(numero.closesAt, now)
      : numero && phase === 'closed'
        ? secondsUntil(numero.drawsAt, now)
        : 0;
  const parts = countdownParts(left);
  const urgent = phase === 'open' && left <= 60;
  const label =
    phase === 'open'
      ? t('page.closesIn')
      : phase === 'closed'
        ? t('page.drawIn')
        : phase === 'drawing'
          ? t('page.drawing')
          : t('page.noDraw');
  return (
    <div
      className={`s4d-countdown s4d-countdown--${phase}${urgent ? ' is-urgent' : ''}`}
      data-testid="s4d-countdown"
      data-phase={phase}
      role="timer"
      aria-live="off"
    >
      <span className="s4d-countdown__label">
        {phase === 'closed' ? <LockIcon /> : <ClockIcon />}
        {label}
      </span>
      {phase === 'open' || phase === 'closed' ? (
        <span className="s4d-countdown__tiles" data-testid="s4d-countdown-time">
          {(['days', 'hours', 'minutes', 'seconds'] as const)
            .filter((unit) => unit !== 'days' || parts.days > 0)
            .map((unit) => (
              <span key={unit} className="s4d-countdown__tile">
                <strong>{String(parts[unit]).padStart(2, '0')}</strong>
                <small>{t(`page.units.${unit}`)}</small>
              </span>
            ))}
        </span>
      ) : phase === 'drawing' ? (
        <span className="s4d-countdown__text">{t('page.drawingText')}</span>
      ) : null}
    </div>
  );
}

/**
 * The game's header card: the game, the current draw (its numero is its day), the countdown, the draw time in
 * the member's own time, the schedule in the draws' time zone and the special draws to come.
 */
export function SeaHeader({
  board,
  current,
  now,
  live,
}: {
  board: Board;
  current: NumeroInfo | null;
  now: number;
  live: boolean;
}) {
  const { t } = useTranslation('seaLottery');
  const drawDate = useDrawDate();
  const calendar = board.calendar;
  const schedule = calendar
    ? t('page.scheduleValue', {
        days: weekdaysMondayFirst(calendar.drawWeekdays)
          .map((day) => t(`calendar.weekdays.${weekdayKeys[day]!}`))
          .join(' · '),
        time: minuteLabel(calendar.drawMinute),
        offset: utcOffsetLabel(calendar.utcOffsetMinutes),
      })
    : null;
  const specials = calendar ? upcomingDays(calendar.specialDays, drawDayOf(new Date(now))) : [];

  return (
    <header className="s4d-hero" data-testid="s4d-header">
      <div className="s4d-hero__game">
        <span className="s4d-hero__logo" aria-hidden="true">
          4D
        </span>
        <div className="s4d-hero__names">
          <h1 className="s4d-hero__title">
            {t('page.title')}
            <span className="s4d-hero__code">{board.gameCode}</span>
          </h1>
          <p className="s4d-hero__tagline">{t('page.tagline')}</p>
          <span className={`s4d-conn${live ? ' is-live' : ''}`}>
            <span className="s4d-conn__dot" aria-hidden="true" />
            {live ? t('page.live') : t('page.polling')}
          </span>
        </div>
      </div>

      <div className="s4d-hero__draw">
        <span className="s4d-hero__caption">{t('page.currentDraw')}</span>
        {current ? (
          <strong className="s4d-hero__numero" data-testid="s4d-numero" data-numero={current.numero}>
            <span className="s4d-hero__date">{drawDate(current.numero)}</span>
            <span className="s4d-mono s4d-hero__id">#{current.numero}</span>
          </strong>
        ) : (
          <strong className="s4d-hero__numero" data-testid="s4d-numero" data-numero="">
            <span className="s4d-hero__date">{t('page.noDraw')}</span>
          </strong>
        )}
      </div>

      <SeaCountdown numero={current} now={now} />

      <dl className="s4d-hero__facts">
        {current ? (
          <>
            <div>
              <dt>
                <ClockIcon />
                {t('page.drawTime')}
              </dt>
              <dd className="s4d-mono" data-testid="s4d-draw-time">
                {formatDateTime(Date.parse(current.drawsAt))}
              </dd>
            </div>
            <div>
              <dt>
                <LockIcon />
                {t('page.closesAt')}
              </dt>
              <dd className="s4d-mono">{formatDateTime(Date.parse(current.closesAt))}</dd>
            </div>
          </>
        ) : null}
        {schedule ? (
          <div>
            <dt>
              <CalendarIcon />
              {t('page.schedule')}
            </dt>
            <dd data-testid="s4d-schedule">{schedule}</dd>
          </div>
        ) : null}
        <div>
          <dt>
            <StarIcon />
            {t('page.specialDays')}
          </dt>
          <dd data-testid="s4d-special-days">
            {specials.length > 0 ? specials.map(drawDate).join(' · ') : t('page.noSpecialDays')}
          </dd>
        </div>
      </dl>
    </header>
  );
}
