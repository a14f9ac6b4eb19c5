/**
 * When the Vietnamese lottery draws (docs/lottery.md "Vietnamese lottery (xổ số)"). The market announces in
 * Vietnam's time (ICT, UTC+07:00, no daylight saving): the South at 16:15, the Central region at 17:15 and the
 * North at 18:15, every day. Which provinces draw depends on the weekday (vn-stations.ts). Pure, so the jobs that
 * open and draw numeros and the pages that show the day's provinces agree.
 */
import type { VnLayout } from './vn.ts';
import { vnStations, type VnStation } from './vn-stations.ts';

export type VnRegion = 'NORTH' | 'CENTRAL' | 'SOUTH';

/** Vietnam's clock, ICT. */
export const VN_UTC_OFFSET_MINUTES = 7 * 60;

/** Each region's sheet (the Central region prints the Southern one) and its draw time, minutes after midnight ICT. */
export const vnRegions: Record<VnRegion, { layout: VnLayout; drawMinute: number; letter: string }> = {
  SOUTH: { layout: 'SOUTH', drawMinute: 16 * 60 + 15, letter: 'S' },
  CENTRAL: { layout: 'SOUTH', drawMinute: 17 * 60 + 15, letter: 'C' },
  NORTH: { layout: 'NORTH', drawMinute: 18 * 60 + 15, letter: 'N' },
};

export interface VnDraw {
  region: VnRegion;
  station: VnStation;
  /** The game a numero belongs to (see `vnGameCode`). */
  gameCode: string;
  layout: VnLayout;
  /** The draw's calendar day in Vietnam, `YYYY-MM-DD`. */
  day: string;
  drawsAt: Date;
}

/**
 * The game of a station's draws: the North is one game whichever province prints its sheet (`VN_N`); each Central
 * and Southern station is a game of its own (`VN_S_HCM`, `VN_C_DNG`), as members bet on a province. Codes differ by
 * region, which matters: the draw's bytes come from the game code and the numero, not from the sheet's layout.
 */
export const vnGameCode = (region: VnRegion, station: Pick<VnStation, 'code'>) =>
  region === 'NORTH' ? 'VN_N' : `VN_${vnRegions[region].letter}_${station.code}`;

const MINUTE = 60_000;

/** The draws of one calendar day in Vietnam, in the order they are drawn (the South first). */
export function vnDrawsOn(day: string, stations: readonly VnStation[] = vnStations): VnDraw[] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const midnight = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(midnight).toISOString().slice(0, 10) !== day) {
    throw new Error(`not a calendar day: ${JSON.stringify(day)}`);
  }
  const weekday = new Date(midnight).getUTCDay();
  const regionOrder: VnRegion[] = ['SOUTH', 'CENTRAL', 'NORTH'];
  return regionOrder.flatMap((region) =>
    stations
      .filter((station) => station.region === region && station.weekdays.includes(weekday))
      .map((station) => ({
        region,
        station,
        gameCode: vnGameCode(region, station),
        layout: vnRegions[region].layout,
        day,
        drawsAt: new Date(midnight + (vnRegions[region].drawMinute - VN_UTC_OFFSET_MINUTES) * MINUTE),
      })),
  );
}
