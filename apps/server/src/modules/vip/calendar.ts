import { addDays, reportDayOf, reportDayStart } from '../agents/rollups.ts';

/**
 * The VIP rules' days and months, in the merchant's report calendar (UTC+6 by default, the daily rollups' own):
 * the qualifying period is report days, the keep check looks at a calendar month of them, and a birthday is a
 * report day.
 */

export interface VipCalendar {
  /** Today's report day. */
  today: string;
  /** The first report day of the qualifying period (today is its last). */
  periodFrom: string;
  /** The first day of this month, of the previous one and of the next one. */
  month: string;
  previousMonth: string;
  nextMonth: string;
  /** When this month started, and the previous one, as instants. */
  monthStartsAt: Date;
  previousMonthStartsAt: Date;
}

export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

export function addMonths(monthStart: string, months: number): string {
  const date = new Date(`${monthStart}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

export function vipCalendar(now: Date, utcOffsetMinutes: number, qualifyDays: number): VipCalendar {
  const today = reportDayOf(now.getTime(), utcOffsetMinutes);
  const month = monthOf(today);
  const previousMonth = addMonths(month, -1);
  return {
    today,
    periodFrom: addDays(today, -(qualifyDays - 1)),
    month,
    previousMonth,
    nextMonth: addMonths(month, 1),
    monthStartsAt: reportDayStart(month, utcOffsetMinutes),
    previousMonthStartsAt: reportDayStart(previousMonth, utcOffsetMinutes),
  };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whose birthday a report day is: its month and the days of the month born on it. On 28 February of a year
 * without a 29th, those born on the 29th have theirs too.
 */
export function birthdaysOn(day: string): { month: number; days: number[] } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const days = month === 2 && date === 28 && !isLeapYear(year) ? [28, 29] : [date];
  return { month, days };
}
