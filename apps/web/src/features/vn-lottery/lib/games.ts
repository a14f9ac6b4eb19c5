/** How the page names and times a Vietnamese game. */
import type { NumeroInfo, PointGame } from '@msp/contracts/lottery/api.ts';
import { isPointDraw, vnResultOf } from '@msp/contracts/lottery/point-games.ts';
import type { VnResult } from '@msp/contracts/lottery/vn.ts';
import type { TFunction } from 'i18next';
import { formatCountdown, phaseOf, secondsUntil } from '../../../shared/lib/server-clock.ts';

export type VnMenu = 'FAST' | 'NORTH' | 'CENTRAL' | 'SOUTH';
export type VnFamily = 'VN_NORTH' | 'VN_SOUTH';

/** The game's sheet: the Northern one (27 prizes) or the Southern one (18), which the Central region prints too. */
export const vnFamilyOf = (game: Pick<PointGame, 'family'>): VnFamily =>
  game.family === 'VN_SOUTH' ? 'VN_SOUTH' : 'VN_NORTH';

/** "Đà Nẵng", "Miền Bắc", "Fast · 1 min". */
export function gameTitle(t: TFunction<'vnLottery'>, game: PointGame): string {
  if (game.stationName) return game.stationName;
  if (game.intervalMinutes !== null) return t('game.fast', { count: game.intervalMinutes });
  return t(`regions.${game.region ?? 'NORTH'}.vi`);
}

/** Where the numero stands and the seconds left to what comes next (the cut-off, or the draw once closed). */
export function countdownOf(numero: NumeroInfo | null, now: number) {
  if (!numero) return { phase: 'none' as const, seconds: 0, text: '' };
  const phase = phaseOf(numero, now);
  const seconds =
    phase === 'open'
      ? secondsUntil(numero.closesAt, now)
      : phase === 'closed'
        ? secondsUntil(numero.drawsAt, now)
        : 0;
  return { phase, seconds, text: formatCountdown(seconds) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "18:15" on the device's clock. */
export function clockTime(at: string): string {
  const date = new Date(Date.parse(at));
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "03-01 18:15": the day and time, for a daily draw. */
export function dayTime(at: string): string {
  const date = new Date(Date.parse(at));
  return `${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${clockTime(at)}`;
}

/** A drawn numero's sheet, or null when its numbers are not a sheet of the family. */
export function sheetOf(family: VnFamily, result: readonly number[] | null): VnResult | null {
  if (!result || !isPointDraw(family, result)) return null;
  return vnResultOf(family, result);
}
