/**
 * What the engine asks of any game's family, whichever kind it is: the first families (bets.ts, a multiplier that
 * includes the stake) or the point families (point-games.ts, bought by the unit and paid per hit).
 */
import { defaultOdds, isBetKey } from './bets.ts';
import { deriveDraw } from './draw.ts';
import { isPointFamily, lotteryFamilies, type GameFamily } from './families.ts';
import { derivePointDraw, isPointBetKey, isPointDraw, pointDefaultOdds } from './point-games.ts';

/** The result of a numero from its seed, as the engine stores it (a list of integers). */
export const deriveGameDraw = (family: GameFamily, seedHex: string, gameCode: string, numero: string) =>
  isPointFamily(family)
    ? derivePointDraw(family, seedHex, gameCode, numero)
    : deriveDraw(family, seedHex, gameCode, numero);

/** The default odds of every odds key of the family (hundredths). */
export const gameDefaultOdds = (family: GameFamily) =>
  isPointFamily(family) ? pointDefaultOdds(family) : defaultOdds(family);

/** The lottery category of a family's games: electronic fast draws (ELOTT) or drawn lotteries (LOTT). */
export const gameCategoryOf = (family: GameFamily) =>
  isPointFamily(family) ? 'LOTT' : lotteryFamilies[family].category;

export const isGameBetKey = (family: GameFamily, betKey: string) =>
  isPointFamily(family) ? isPointBetKey(family, betKey) : isBetKey(family, betKey);

/** Whether `result` is a draw the family could have made (a corrected result must be). */
export function isGameDraw(family: GameFamily, result: number[]) {
  if (isPointFamily(family)) return isPointDraw(family, result);
  const { count, lowest, range, distinct } = lotteryFamilies[family];
  return (
    result.length === count &&
    result.every((n) => Number.isInteger(n) && n >= lowest && n < lowest + range) &&
    (!distinct || new Set(result).size === result.length)
  );
}
