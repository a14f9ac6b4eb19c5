import type { LeaderboardPeriod, MissionPeriod, MissionPeriodSpan } from '@msp/contracts/missions.ts';
import { addDays, reportDayOf, reportDayStart } from '../agents/rollups.ts';

/**
 * The periods of missions and leaderboards, in the merchant's report time zone (the rollups' report days,
 * `merchants.report_utc_offset_minutes`, UTC+6 by default): a DAILY period is a report day, a WEEKLY one the
 * report week starting Monday, a MONTHLY one the calendar month. A period is named by its first day.
 */

export type PeriodKind = MissionPeriod | LeaderboardPeriod;

export interface Period {
  kind: PeriodKind;
  /** First report day, `YYYY-MM-DD`. */
  start: string;
  /** First report day of the next period (exclusive). */
  end: string;
  startsAt: Date;
  endsAt: Date;
}

/** Monday of the week of a report day. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

const firstOfNextMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** The period of a kind that holds the report day. */
export function periodOfDay(kind: PeriodKind, day: string, utcOffsetMinutes: number): Period {
  const start = kind === 'DAILY' ? day : kind === 'WEEKLY' ? mondayOf(day) : `${day.slice(0, 7)}-01`;
  const end =
    kind === 'DAILY' ? addDays(start, 1) : kind === 'WEEKLY' ? addDays(start, 7) : firstOfNextMonth(start);
  return {
    kind,
    start,
    end,
    startsAt: reportDayStart(start, utcOffsetMinutes),
    endsAt: reportDayStart(end, utcOffsetMinutes),
  };
}

/** The period of a kind running at `now`. */
export const periodAt = (kind: PeriodKind, now: Date, utcOffsetMinutes: number) =>
  periodOfDay(kind, reportDayOf(now.getTime(), utcOffsetMinutes), utcOffsetMinutes);

/** The period just before one. */
export const previousPeriod = (period: Period, utcOffsetMinutes: number) =>
  periodOfDay(period.kind, addDays(period.start, -1), utcOffsetMinutes);

/** The API's form of a period. */
export const periodSpan = (period: Period): MissionPeriodSpan => ({
  periodStart: period.start,
  startsAt: period.startsAt.toISOString(),
  endsAt: period.endsAt.toISOString(),
});
