import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import type { TFunction } from 'i18next';

/** "28 · 1 minute", "49 Balls · Tue, Thu, Sat 21:30". */
export function gameName(
  t: TFunction<'lottery'>,
  game: { family: LotteryFamily; intervalMinutes: number | null },
): { name: string; schedule: string } {
  return {
    name: t(`families.${game.family}.name`),
    schedule:
      game.intervalMinutes === null
        ? t('schedule.classic')
        : t('schedule.every', { count: game.intervalMinutes }),
  };
}

/** Which lottery page a path is: our own games, or a lottery vendor's page. */
export function pageKindOf(pathname: string): 'lottery' | 'seaLottery' | 'vnLottery' {
  const key = pathname.replace(/^\/+/, '').toLowerCase();
  if (key.startsWith('sealottery')) return 'seaLottery';
  if (key.startsWith('vnlottery')) return 'vnLottery';
  return 'lottery';
}
