import type { Language } from '@msp/contracts/errors.ts';
import type { Winner } from '@msp/contracts/games.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { listRecentWins } from '../game-wallet/service.ts';
import { gamesByCodes, toGame } from './catalogue.ts';

/** Recent wins read for the board (the most the game wallet gives), so a category of its own still has some. */
export const WINNER_POOL = 100;

/**
 * The winner board of the merchant: its latest real wins (settled rounds that paid more than their stake, from
 * the game wallet), newest first, each named with the game's catalogue name and icon in `language`. Wins at
 * games that are not in the enabled catalogue are left out (the board links to the game).
 */
export async function winnerBoard(db: Db, merchantId: number, language: Language): Promise<Winner[]> {
  const wins = await listRecentWins(db, merchantId, WINNER_POOL);
  const games = await gamesByCodes(db, merchantId, wins);
  const none = new Set<number>();
  return wins.flatMap((win): Winner[] => {
    const row = games.get(`${win.vendorCode}/${win.gameCode}`);
    if (!row || win.win <= 0n) return [];
    const game = toGame(row, language, none);
    return [
      {
        winAmount: formatMinor(win.win),
        vo: {
          // Masked by the game wallet ("de***er").
          nickname: win.nickname,
          gameName: pickLanguage(row.name, language),
          vassalage: game.vassalage,
          gameType: game.gameType,
          iconUrl: game.iconUrl,
          time: win.time.toISOString(),
        },
      },
    ];
  });
}

/** The board for one category (`ALL`: every one), at most `limit` entries. */
export const winnersOf = (board: readonly Winner[], gameCategory: string, limit: number): Winner[] =>
  board.filter((winner) => gameCategory === 'ALL' || winner.vo.gameType === gameCategory).slice(0, limit);
