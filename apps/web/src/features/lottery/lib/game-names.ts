import {
  isLotteryFamily,
  isPointFamily,
  type GameFamily,
  type LotteryFamily,
} from '@msp/contracts/lottery/families.ts';
import type { TFunction } from 'i18next';

/** "28 · 1 minute", "49 Balls · Tue, Thu, Sat 21:30". */
export function gameName(
  t: TFunction<'lottery'>,
  game: { family: GameFamily; intervalMinutes: number | null },
): { name: string; schedule: string } {
  return {
    name: t(`families.${game.family}.name`),
    schedule:
      game.intervalMinutes !== null
        ? t('schedule.every', { count: game.intervalMinutes })
        : isPointFamily(game.family)
          ? t('schedule.days')
          : t('schedule.classic'),
  };
}

/** A game, board or bet of the first families (the boards of /lottery), not of the point families. */
export type OfLotteryFamily<T extends { family: GameFamily }> = T & { family: LotteryFamily };
export const hasLotteryFamily = <T extends { family: GameFamily }>(item: T): item is OfLotteryFamily<T> =>
  isLotteryFamily(item.family);

/** The page of a point game: the Vietnamese lottery's or 4D's. */
export const pointGamePage = (family: GameFamily) => (family === 'SEA4D' ? '/seaLottery' : '/vnLottery');
