/**
 * Date ranges of the records pages (spec §9 date presets): today, yesterday, the last 7 and 30 days, and
 * stepping the shown range to the previous or next 7 or 30 days. Ranges are whole local days as inclusive
 * ms timestamps (`from` at 00:00:00.000, `to` at 23:59:59.999), which the API takes as `from`/`to`.
 */

export interface DateRange {
  from: number;
  to: number;
}

export const datePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type DatePreset = (typeof datePresets)[number];

/** The step buttons: the previous or next 7 or 30 days next to the shown range. */
export const rangeSteps = [-30, -7, 7, 30] as const;
export type RangeStep = (typeof rangeSteps)[number];

export function startOfDay(timestamp: number): number {
  const date = new Date(timestamp);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function endOfDay(timestamp: number): number {
  const date = new Date(timestamp);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime() - 1;
}

/** The same local time `days` calendar days later (daylight saving changes keep the wall-clock time). */
export function addDays(timestamp: number, days: number): number {
  const date = new Date(timestamp);
  date.setDate(date.getDate() + days);
  return date.getTime();
}

/** A preset's range as of `now`; the last N days include today. */
export function presetRange(preset: DatePreset, now: number = Date.now()): DateRange {
  switch (preset) {
    case 'today':
      return { from: startOfDay(now), to: endOfDay(now) };
    case 'yesterday': {
      const yesterday = addDays(now, -1);
      return { from: startOfDay(yesterday), to: endOfDay(yesterday) };
    }
    case 'last7':
      return { from: startOfDay(addDays(now, -6)), to: endOfDay(now) };
    case 'last30':
      return { from: startOfDay(addDays(now, -29)), to: endOfDay(now) };
  }
}

/**
 * The `days` whole days right before (negative) or after (positive) the shown range. Records lie in the past,
 * so a next range ends today at the latest; null when there is nothing after the range (it already reaches
 * today).
 */
export function stepRange(range: DateRange, step: number, now: number = Date.now()): DateRange | null {
  const days = Math.abs(step);
  if (step < 0) {
    const to = startOfDay(range.from) - 1;
    return { from: startOfDay(addDays(to, -(days - 1))), to };
  }
  const today = endOfDay(now);
  if (range.to >= today) return null;
  const from = startOfDay(range.to + 1);
  return { from, to: Math.min(endOfDay(addDays(from, days - 1)), today) };
}

/** Which preset a range is, if it is one. */
export function presetOf(range: DateRange, now: number = Date.now()): DatePreset | null {
  return (
    datePresets.find((preset) => {
      const candidate = presetRange(preset, now);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}
