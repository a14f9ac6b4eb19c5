import { maxAgentRangeDays } from '@msp/contracts/enums.ts';

/**
 * Date ranges of the agent reports: whole calendar days as `YYYY-MM-DD` (the API counts them in the merchant's
 * report time zone and answers with its `today`). Presets: today, yesterday, this and last week (Monday first),
 * this and last month, the last 7 and 30 days; steps move the shown range 7 or 30 days back or forth; typed
 * days keep the range within `maxAgentRangeDays` (what the API accepts).
 */

export interface DayRange {
  from: string;
  to: string;
}

export const dayPresets = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'last7',
  'last30',
] as const;
export type DayPreset = (typeof dayPresets)[number];

export const dayRangeSteps = [-30, -7, 7, 30] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => toDay(toTime(day) + days * DAY_MS);

/** Today on this device, as a day (the page replaces it with the server's `today` once it has it). */
export function localToday(now: number = Date.now()): string {
  const date = new Date(now);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A preset's range, counted from `today`. */
export function presetDayRange(preset: DayPreset, today: string): DayRange {
  const weekday = (new Date(toTime(today)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'thisWeek':
      return { from: addDays(today, -weekday), to: today };
    case 'lastWeek':
      return { from: addDays(today, -weekday - 7), to: addDays(today, -weekday - 1) };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastMonthEnd = addDays(monthStart, -1);
      return { from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/**
 * The `step` days right before (negative) or after (positive) the range; a step forward stops at today, and is
 * null when the range already reaches it.
 */
export function stepDayRange(range: DayRange, step: number, today: string): DayRange | null {
  const days = Math.abs(step);
  if (step < 0) {
    const to = addDays(range.from, -1);
    return { from: addDays(to, -(days - 1)), to };
  }
  if (range.to >= today) return null;
  const from = addDays(range.to, 1);
  const to = addDays(from, days - 1);
  return { from, to: to > today ? today : to };
}

/** The preset a range is, if any. */
export function presetOfDayRange(range: DayRange, today: string): DayPreset | null {
  return (
    dayPresets.find((preset) => {
      const candidate = presetDayRange(preset, today);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

/**
 * A range after the member edits one of its two days: the other day follows so that the range stays in order,
 * never passes today and covers at most `maxAgentRangeDays` days.
 */
export function editDayRange(range: DayRange, edit: { from?: string; to?: string }, today: string): DayRange {
  if (edit.from !== undefined) {
    const from = edit.from > today ? today : edit.from;
    let to = range.to < from ? from : range.to;
    const last = addDays(from, maxAgentRangeDays - 1);
    if (to > last) to = last;
    return { from, to: to > today ? today : to };
  }
  if (edit.to !== undefined) {
    const to = edit.to > today ? today : edit.to;
    let from = range.from > to ? to : range.from;
    const first = addDays(to, -(maxAgentRangeDays - 1));
    if (from < first) from = first;
    return { from, to };
  }
  return range;
}

/** The first day a report may ask about. */
export const firstDay = '2000-01-01';

/**
 * True for a `YYYY-MM-DD` day a report may ask about. A date input reports each keystroke of its year as a
 * day ("0002-03-01", "0020-03-01", …): those are not taken.
 */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= firstDay;
