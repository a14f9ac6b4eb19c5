/**
 * When a lottery game's numeros open, close and draw (docs/lottery.md "Schedule"). Pure: the jobs and the
 * board both ask it, so they agree to the millisecond.
 *
 * An interval game divides the merchant's calendar day (its UTC offset) into equal periods; the numero of a
 * period is the day and the period's number, `20261124-0001` for the first minute of a 1-minute game. A game
 * without an interval draws once on each of its days (its weekdays and its special days) at its minute: the
 * 49-ball classic on Tuesday, Thursday and Saturday at 21:30, a Vietnamese province on its weekdays at its
 * region's time, 4D on Wednesday, Saturday and Sunday at 19:00. It is named by the draw's day, `20261124`, and
 * its numero opens at the previous draw. Bets close `cutoffSeconds` before the draw.
 */
export interface GameClock {
  /** Minutes between draws; null for a game drawing on days. */
  intervalMinutes: number | null;
  cutoffSeconds: number;
  utcOffsetMinutes: number;
  /** A game drawing on days: its weekdays (0 Sunday … 6 Saturday), extra days (`YYYY-MM-DD`) and local minute. */
  drawWeekdays: readonly number[];
  specialDays: readonly string[];
  drawMinute: number;
}

/** The 49-ball classic's days, the database's default for a game drawing on days: Tue, Thu, Sat at 21:30. */
export const CLASSIC_DAYS = { drawWeekdays: [2, 4, 6], specialDays: [], drawMinute: 21 * 60 + 30 } as const;

export interface NumeroSlot {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const dayName = (localDayStart: number) =>
  new Date(localDayStart).toISOString().slice(0, 10).replaceAll('-', '');

function slot(clock: GameClock, numero: string, opensAt: number, drawsAt: number): NumeroSlot {
  return {
    numero,
    opensAt: new Date(opensAt),
    closesAt: new Date(Math.max(opensAt, drawsAt - clock.cutoffSeconds * 1000)),
    drawsAt: new Date(drawsAt),
  };
}

/** The draws (UTC ms) of the local day starting at `localDayStart`, as a list of zero or one. */
function drawOnDay(clock: GameClock, localDayStart: number) {
  const day = new Date(localDayStart);
  const draws =
    clock.drawWeekdays.includes(day.getUTCDay()) ||
    clock.specialDays.includes(day.toISOString().slice(0, 10));
  return draws ? [localDayStart + clock.drawMinute * MINUTE - clock.utcOffsetMinutes * MINUTE] : [];
}

/** The numero taking bets at `at`: the one with opensAt ≤ at < drawsAt. */
export function slotAt(clock: GameClock, at: Date): NumeroSlot {
  const offset = clock.utcOffsetMinutes * MINUTE;
  const local = at.getTime() + offset;
  const localDayStart = Math.floor(local / DAY) * DAY;
  if (clock.intervalMinutes !== null) {
    const length = clock.intervalMinutes * MINUTE;
    const index = Math.floor((local - localDayStart) / length);
    const opensAt = localDayStart + index * length - offset;
    return slot(
      clock,
      `${dayName(localDayStart)}-${String(index + 1).padStart(4, '0')}`,
      opensAt,
      opensAt + length,
    );
  }
  // The first draw after `at`, and the one before it (a game with a weekday is at most a week apart each way).
  const draws = [];
  for (let day = -8; day <= 8; day += 1) {
    for (const drawsAt of drawOnDay(clock, localDayStart + day * DAY)) draws.push(drawsAt);
  }
  const next = draws.findIndex((drawsAt) => drawsAt > at.getTime());
  if (next <= 0) throw new Error('a game drawing on days needs at least one weekday');
  const drawsAt = draws[next]!;
  return slot(clock, dayName(drawsAt + offset - ((drawsAt + offset) % DAY)), draws[next - 1]!, drawsAt);
}

/** The numero after `current`. */
export const nextSlot = (clock: GameClock, current: NumeroSlot) => slotAt(clock, current.drawsAt);
