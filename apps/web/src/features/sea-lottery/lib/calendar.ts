/**
 * The month grid of the draw calendar. Days are the draws' own calendar days, in Malaysia's and Singapore's time
 * (UTC+08:00), as `sea4dDrawsBetween` counts them: a draw's numero is its day there, whatever the visitor's zone.
 */
import {
  SEA4D_UTC_OFFSET_MINUTES,
  sea4dDrawsBetween,
  type Sea4dDraw,
} from '@msp/contracts/lottery/sea4d-schedule.ts';

const OFFSET_MS = SEA4D_UTC_OFFSET_MINUTES * 60_000;

/** A month: its year and its index, 0 January … 11 December. */
export interface Month {
  year: number;
  month: number;
}

export interface CalendarDay {
  /** `YYYY-MM-DD` in the draws' time zone. */
  day: string;
  /** Day of the month, 1–31. */
  date: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  draw: Sea4dDraw | null;
  today: boolean;
}

/** The draws' calendar day of an instant, `YYYY-MM-DD`. */
export const drawDayOf = (instant: Date) =>
  new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);

/** The month an instant falls in, in the draws' time zone. */
export function monthOf(instant: Date): Month {
  const local = new Date(instant.getTime() + OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() };
}

export function addMonths({ year, month }: Month, count: number): Month {
  const index = year * 12 + month + count;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** Local midnight of a month's first day as an instant. */
const startOf = ({ year, month }: Month) => new Date(Date.UTC(year, month, 1) - OFFSET_MS);

/** Every day of the month with its weekday, its draw (regular or special) if any, and whether it is today. */
export function monthDays(month: Month, specialDays: readonly string[], now: Date): CalendarDay[] {
  const from = startOf(month);
  const to = startOf(addMonths(month, 1));
  const draws = new Map(sea4dDrawsBetween(from, to, specialDays).map((draw) => [draw.day, draw]));
  const today = drawDayOf(now);
  const count = Math.round((to.getTime() - from.getTime()) / 86_400_000);
  return Array.from({ length: count }, (_, index) => {
    const midnight = new Date(Date.UTC(month.year, month.month, index + 1));
    const day = midnight.toISOString().slice(0, 10);
    return {
      day,
      date: index + 1,
      weekday: midnight.getUTCDay(),
      draw: draws.get(day) ?? null,
      today: day === today,
    };
  });
}
