import { formatDate } from '../../../shared/lib/format.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Kick-off time HH:mm in the member's own time zone (spec §2 hot matches). */
export function matchTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--:--';
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Match date YYYY-MM-DD in the member's own time zone. */
export function matchDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : formatDate(time);
}

/** The hot matches show arrows and pagination only above this many matches (spec §9). */
export const hotMatchesPagedAbove = 3;
/** Space between two match cards, px (spec §2). */
export const hotMatchesSpacing = 20;
