/**
 * When SEA 4D draws (docs/lottery.md "SEA 4D"): as the region's operators do, on Wednesday, Saturday and Sunday
 * at 19:00 in Malaysia's and Singapore's time (UTC+08:00), plus the special draws an operator announces (some
 * Tuesdays of the year), which are data the merchant sets, not code. A draw's numero is its day, `YYYYMMDD`, as
 * for the classic 49-ball game. Pure, so the jobs that open and draw numeros and the draw calendar agree.
 */

/** Malaysia's and Singapore's clock. */
export const SEA4D_UTC_OFFSET_MINUTES = 8 * 60;
/** The regular draw days, 0 Sunday … 6 Saturday. */
export const sea4dDrawWeekdays: readonly number[] = [0, 3, 6];
/** The draw time, minutes after midnight local time. */
export const SEA4D_DRAW_MINUTE = 19 * 60;

export interface Sea4dDraw {
  /** The local calendar day, `YYYY-MM-DD`. */
  day: string;
  numero: string;
  drawsAt: Date;
  /** A special draw (announced by the operator), not a regular one. */
  special: boolean;
}

const MINUTE = 60_000;
const DAY = 1440 * MINUTE;
const OFFSET = SEA4D_UTC_OFFSET_MINUTES * MINUTE;

/**
 * The draws from `from` (inclusive) to `to` (exclusive), in order: the regular ones and the special days given
 * (`YYYY-MM-DD`, local), each day once.
 */
export function sea4dDrawsBetween(from: Date, to: Date, specialDays: readonly string[] = []): Sea4dDraw[] {
  for (const day of specialDays) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
      throw new Error(`not a calendar day: ${JSON.stringify(day)}`);
  }
  const specials = new Set(specialDays);
  const draws: Sea4dDraw[] = [];
  // Local midnights, from the day before `from` (its draw may still be ahead) to the day of `to`.
  const first = Math.floor((from.getTime() + OFFSET) / DAY) * DAY - DAY;
  for (let midnight = first; midnight <= to.getTime() + OFFSET; midnight += DAY) {
    const day = new Date(midnight).toISOString().slice(0, 10);
    const regular = sea4dDrawWeekdays.includes(new Date(midnight).getUTCDay());
    if (!regular && !specials.has(day)) continue;
    const drawsAt = new Date(midnight + SEA4D_DRAW_MINUTE * MINUTE - OFFSET);
    if (drawsAt < from || drawsAt >= to) continue;
    draws.push({ day, numero: day.replaceAll('-', ''), drawsAt, special: !regular });
  }
  return draws;
}
