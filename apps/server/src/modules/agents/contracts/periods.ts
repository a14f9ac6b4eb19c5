import type { BillPeriod, ContractType, DividendPeriod } from '@msp/contracts/agent-contracts.ts';

/**
 * The periods bills are computed for, in the merchant's report time zone: days, weeks (Monday first),
 * half-months (1st–15th, 16th–end) and months for dividends; days for the daily salary, hours for the hourly
 * salary and 5-minute windows for the real-time salary (spec §9: settled every 5 minutes).
 */
export type PeriodKind = DividendPeriod | 'HOUR' | 'WINDOW';

export interface Period {
  kind: PeriodKind;
  start: Date;
  end: Date;
  /** Report days it covers, inclusive (for the daily rollups). */
  firstDay: string;
  lastDay: string;
  label: string;
}

const MINUTE = 60_000;
const WINDOW_MS = 5 * MINUTE;

/** The period kind of a contract type; a dividend's comes from its terms. */
export const periodKindOf = (type: ContractType, dividendPeriod?: DividendPeriod): PeriodKind =>
  type === 'DIVIDEND'
    ? (dividendPeriod ?? 'D')
    : type === 'DAILY_SALARY'
      ? 'D'
      : type === 'HOURLY_SALARY'
        ? 'HOUR'
        : 'WINDOW';

/** Local wall-clock fields (UTC getters of the shifted instant). */
const local = (instant: number, offset: number) => new Date(instant + offset * MINUTE);
const fromLocal = (localMs: number, offset: number) => new Date(localMs - offset * MINUTE);
const dayText = (wall: Date) => wall.toISOString().slice(0, 10);
const timeText = (wall: Date) => wall.toISOString().slice(11, 16);

function localStart(kind: PeriodKind, wall: Date): number {
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();
  switch (kind) {
    case 'WINDOW':
      return Math.floor(wall.getTime() / WINDOW_MS) * WINDOW_MS;
    case 'HOUR':
      return Date.UTC(y, m, d, wall.getUTCHours());
    case 'D':
      return Date.UTC(y, m, d);
    case 'W':
      return Date.UTC(y, m, d - ((wall.getUTCDay() + 6) % 7));
    case 'H':
      return Date.UTC(y, m, d <= 15 ? 1 : 16);
    case 'M':
      return Date.UTC(y, m, 1);
  }
}

function localEnd(kind: PeriodKind, startLocal: number): number {
  const wall = new Date(startLocal);
  const y = wall.getUTCFullYear();
  const m = wall.getUTCMonth();
  const d = wall.getUTCDate();
  switch (kind) {
    case 'WINDOW':
      return startLocal + WINDOW_MS;
    case 'HOUR':
      return startLocal + 60 * MINUTE;
    case 'D':
      return Date.UTC(y, m, d + 1);
    case 'W':
      return Date.UTC(y, m, d + 7);
    case 'H':
      return d === 1 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1);
    case 'M':
      return Date.UTC(y, m + 1, 1);
  }
}

/** The period of a kind that contains `instant`. */
export function periodAt(kind: PeriodKind, instant: number, utcOffsetMinutes: number): Period {
  const startLocal = localStart(kind, local(instant, utcOffsetMinutes));
  return periodFromLocal(kind, startLocal, utcOffsetMinutes);
}

function periodFromLocal(kind: PeriodKind, startLocal: number, offset: number): Period {
  const endLocal = localEnd(kind, startLocal);
  const first = new Date(startLocal);
  const last = new Date(endLocal - 1);
  const firstDay = dayText(first);
  const lastDay = dayText(last);
  const label =
    kind === 'HOUR' || kind === 'WINDOW'
      ? `${firstDay} ${timeText(first)}–${timeText(new Date(endLocal))}`
      : firstDay === lastDay
        ? firstDay
        : `${firstDay} – ${lastDay}`;
  return {
    kind,
    start: fromLocal(startLocal, offset),
    end: fromLocal(endLocal, offset),
    firstDay,
    lastDay,
    label,
  };
}

/** The period right after `period`. */
export const nextPeriod = (period: Period, utcOffsetMinutes: number) =>
  periodAt(period.kind, period.end.getTime(), utcOffsetMinutes);

/** The last period of a kind that ended at or before `instant`. */
export const lastEndedPeriod = (kind: PeriodKind, instant: number, utcOffsetMinutes: number) =>
  periodAt(kind, periodAt(kind, instant, utcOffsetMinutes).start.getTime() - 1, utcOffsetMinutes);

export const apiPeriod = (period: Pick<Period, 'start' | 'end' | 'label'>): BillPeriod => ({
  start: period.start.toISOString(),
  end: period.end.toISOString(),
  label: period.label,
});
