/**
 * When a lottery game's numeros open, close and draw (docs/lottery.md "Schedule"). Pure: the jobs and the
 * board both ask it, so they agree to the millisecond.
 *
 * An interval game divides the merchant's calendar day (its UTC offset) into equal periods; the numero of a
 * period is the day and the period's number, `20261124-0001` for the first minute of a 1-minute game. The
 * classic game draws on Tuesday, Thursday and Saturday at 21:30 and is named by the draw's day, `20261124`;
 * its numero opens at the previous draw. Bets close `cutoffSeconds` before the draw.
 */
export interface GameClock {
  /** Minutes between draws; null for the classic evening draw. */
  intervalMinutes: number | null;
  cutoffSeconds: number;
  utcOffsetMinutes: number;
}

export interface NumeroSlot {
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
/** The classic draw's days (0 Sunday … 6 Saturday) and local time. */
const CLASSIC_DAYS = [2, 4, 6];
const CLASSIC_DRAW_MINUTE = 21 * 60 + 30;

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

/** The classic draws (UTC ms) of the local day starting at `localDayStart`, as a list of zero or one. */
function classicDrawOf(clock: GameClock, localDayStart: number) {
  const weekday = new Date(localDayStart).getUTCDay();
  return CLASSIC_DAYS.includes(weekday)
    ? [localDayStart + CLASSIC_DRAW_MINUTE * MINUTE - clock.utcOffsetMinutes * MINUTE]
    : [];
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
  // The first classic draw after `at`, and the one before it (at most a week apart each way).
  const draws = [];
  for (let day = -7; day <= 7; day += 1) {
    for (const drawsAt of classicDrawOf(clock, localDayStart + day * DAY)) draws.push(drawsAt);
  }
  const next = draws.findIndex((drawsAt) => drawsAt > at.getTime());
  const drawsAt = draws[next]!;
  return slot(clock, dayName(drawsAt + offset - ((drawsAt + offset) % DAY)), draws[next - 1]!, drawsAt);
}

/** The numero after `current`. */
export const nextSlot = (clock: GameClock, current: NumeroSlot) => slotAt(clock, current.drawsAt);
