/**
 * The games of the point families a merchant starts with (docs/lottery.md "Point games"); the server's seed writes
 * them into its game table, where an operator may change days, times, names and limits.
 *
 * - `VN_N`: the Northern sheet, every day at 18:15 in Vietnam (the province printing it changes by weekday).
 * - `VN_C_xxx`, `VN_S_xxx`: each Central and Southern province (vn-stations.ts) on its weekdays, at 17:15 and 16:15.
 * - `VN_F1`, `VN_F3`, `VN_F5`: fast draws of the Northern sheet every 1, 3 and 5 minutes, drawn by our committed
 *   seed like every other numero, so a member can play at any hour.
 * - `SEA4D`: 4D on Wednesday, Saturday and Sunday at 19:00 in Malaysia and Singapore, plus special days.
 */
import type { PointFamily } from './families.ts';
import { SEA4D_DRAW_MINUTE, SEA4D_UTC_OFFSET_MINUTES, sea4dDrawWeekdays } from './sea4d-schedule.ts';
import { VN_UTC_OFFSET_MINUTES, vnGameCode, vnRegions, type VnRegion } from './vn-schedule.ts';
import { vnStations } from './vn-stations.ts';

export interface PointGameDefinition {
  gameCode: string;
  family: PointFamily;
  /** Minutes between draws; null for a game drawing on days. */
  intervalMinutes: number | null;
  utcOffsetMinutes: number;
  /** A game drawing on days: its weekdays (0 Sunday) and minute of the local day. */
  drawWeekdays: number[];
  drawMinute: number;
  /** Seconds before the draw when bets close. */
  cutoffSeconds: number;
  /** A Vietnamese regional game: its region and (Central, Southern) province. */
  region: VnRegion | null;
  stationName: string | null;
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** Regional draws close 15 minutes before the draw, as the market's agents do; fast ones 10 seconds. */
const REGIONAL_CUTOFF_SECONDS = 15 * 60;
const FAST_CUTOFF_SECONDS = 10;

const vnGame = (region: VnRegion, code: string, weekdays: number[], stationName: string | null) => ({
  gameCode: vnGameCode(region, { code }),
  family: region === 'NORTH' ? ('VN_NORTH' as const) : ('VN_SOUTH' as const),
  intervalMinutes: null,
  utcOffsetMinutes: VN_UTC_OFFSET_MINUTES,
  drawWeekdays: weekdays,
  drawMinute: vnRegions[region].drawMinute,
  cutoffSeconds: REGIONAL_CUTOFF_SECONDS,
  region,
  stationName,
});

export const pointGames: PointGameDefinition[] = [
  vnGame('NORTH', 'N', EVERY_DAY, null),
  ...vnStations
    .filter((station) => station.region !== 'NORTH')
    .map((station) => vnGame(station.region, station.code, [...station.weekdays], station.name)),
  ...[1, 3, 5].map((minutes) => ({
    gameCode: `VN_F${minutes}`,
    family: 'VN_NORTH' as const,
    intervalMinutes: minutes,
    utcOffsetMinutes: VN_UTC_OFFSET_MINUTES,
    drawWeekdays: EVERY_DAY,
    drawMinute: 0,
    cutoffSeconds: FAST_CUTOFF_SECONDS,
    region: null,
    stationName: null,
  })),
  {
    gameCode: 'SEA4D',
    family: 'SEA4D',
    intervalMinutes: null,
    utcOffsetMinutes: SEA4D_UTC_OFFSET_MINUTES,
    drawWeekdays: [...sea4dDrawWeekdays],
    drawMinute: SEA4D_DRAW_MINUTE,
    cutoffSeconds: REGIONAL_CUTOFF_SECONDS,
    region: null,
    stationName: null,
  },
];
