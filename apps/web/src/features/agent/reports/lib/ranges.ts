import { addDays, type DayRange } from '../../lib/day-range.ts';
import { maxRangeDays } from './vocabulary.ts';

/**
 * A range after the member edits one of its two days: the other day follows so that the range stays in order,
 * never passes today and covers at most `maxRangeDays` days (what the API accepts).
 */
export function editDayRange(range: DayRange, edit: { from?: string; to?: string }, today: string): DayRange {
  if (edit.from !== undefined) {
    const from = edit.from > today ? today : edit.from;
    let to = range.to < from ? from : range.to;
    const last = addDays(from, maxRangeDays - 1);
    if (to > last) to = last;
    return { from, to: to > today ? today : to };
  }
  if (edit.to !== undefined) {
    const to = edit.to > today ? today : edit.to;
    let from = range.from > to ? to : range.from;
    const first = addDays(to, -(maxRangeDays - 1));
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
