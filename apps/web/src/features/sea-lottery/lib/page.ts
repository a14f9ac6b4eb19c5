/**
 * What the /seaLottery page shows beside the building blocks: a slip's bets with their units and cost for the
 * confirm step, the prize table read from a board's odds, the draw schedule and the countdown's parts.
 */
import { pointCostOf } from '@msp/contracts/lottery/point-games.ts';
import type { SlipBet } from './entry.ts';
import { majorOf, minorOf } from './minor-units.ts';

export interface ConfirmLine extends SlipBet {
  /** The key's bet type (`BIG`, `IBOX_SMALL`, `3D_ABC`) and its digits. */
  kind: string;
  number: string;
  /** Units one unit stake buys: a Box one per ordering, 3D ABC three, any other bet one. */
  units: number;
  /** What the member pays for the bet, minor units: unit × units. */
  cost: bigint;
}

/** The confirm step's lines and total: each bet's unit stake times its point cost (SEA4D), in minor units. */
export function confirmLines(bets: readonly SlipBet[]): { lines: ConfirmLine[]; total: bigint } {
  const lines = bets.map((bet) => {
    const [kind = '', number = ''] = bet.betKey.split(':');
    const units = pointCostOf('SEA4D', bet.betKey);
    return { ...bet, kind, number, units, cost: (minorOf(bet.amount) ?? 0n) * BigInt(units) };
  });
  return { lines, total: lines.reduce((total, line) => total + line.cost, 0n) };
}

export const prizeColumns = ['BIG', 'SMALL', '3D'] as const;
export const prizeTiers = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'] as const;
export type PrizeColumn = (typeof prizeColumns)[number];
export type PrizeTier = (typeof prizeTiers)[number];

/**
 * The prize of a tier in a column for one unit, a major-unit string ("2500.00"), from the board's odds
 * (`BIG_FIRST`, `3D_THIRD`: hundredths per unit); null where the column pays nothing for the tier.
 */
export function prizeOf(odds: Readonly<Record<string, number>>, column: PrizeColumn, tier: PrizeTier) {
  const hundredths = odds[`${column}_${tier}`];
  return hundredths === undefined || hundredths <= 0 ? null : majorOf(BigInt(hundredths));
}

/** "+8", "+5:30", "-3" for a UTC offset in minutes. */
export function utcOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const rest = absolute % 60;
  return `${sign}${Math.floor(absolute / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** "19:00" for the local minute of the day 1140. */
export const minuteLabel = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Draw weekdays (0 Sunday … 6 Saturday) in the week as the region reads it, Monday first: Wed, Sat, Sun. */
export const weekdaysMondayFirst = (weekdays: readonly number[]) =>
  [...weekdays].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));

/** The special draw days still to come (`YYYY-MM-DD`, the draws' own day), soonest first. */
export function upcomingDays(days: readonly string[], today: string, count = 3): string[] {
  return [...days]
    .filter((day) => day >= today)
    .sort()
    .slice(0, count);
}

/** A countdown's parts: whole days, hours, minutes and seconds of `seconds`. */
export function countdownParts(seconds: number) {
  return {
    days: Math.floor(seconds / 86_400),
    hours: Math.floor((seconds % 86_400) / 3600),
    minutes: Math.floor((seconds % 3600) / 60),
    seconds: seconds % 60,
  };
}

/** `YYYYMMDD` numero → its parts, or null for any other numero. */
export function numeroDate(numero: string): { year: number; month: number; date: number } | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(numero);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) - 1, date: Number(match[3]) };
}
