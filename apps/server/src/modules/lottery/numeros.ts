import { newSeed, seedCommitment } from '@msp/contracts/lottery/draw.ts';
import { deriveGameDraw, gameDefaultOdds } from '@msp/contracts/lottery/game-families.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nextSlot, slotAt, type GameClock } from './schedule.ts';
import type { LotteryGamesTable } from './tables.ts';

/**
 * The numeros of our own lottery games: opened ahead with a committed seed, drawn when due. Both jobs are safe
 * with several server processes: an opening is an INSERT that the first process wins (the loser's seed is
 * never stored, so never published), a draw takes its numero with `FOR UPDATE SKIP LOCKED`.
 */

type GameRow = Selectable<LotteryGamesTable>;

/** Numeros beside their game (its family, settings): what drawing, settling and correcting read. */
export const numerosWithGames = (db: Db) =>
  db
    .selectFrom('lottery_numeros')
    .innerJoin('lottery_games', (join) =>
      join
        .onRef('lottery_games.merchant_id', '=', 'lottery_numeros.merchant_id')
        .onRef('lottery_games.game_code', '=', 'lottery_numeros.game_code'),
    );

export const clockOf = (game: GameRow): GameClock => ({
  intervalMinutes: game.interval_minutes,
  cutoffSeconds: game.cutoff_seconds,
  utcOffsetMinutes: game.utc_offset_minutes,
  drawWeekdays: game.draw_weekdays,
  specialDays: game.special_days,
  drawMinute: game.draw_minute,
});

/** How many numeros of each game are open at once: the one taking bets and the one after it. */
const NUMEROS_AHEAD = 2;

/**
 * Opens the current and the next numero of every enabled game of every merchant that lacks them: a fresh seed,
 * its commitment, and the odds of the game at this moment (a later change of the merchant's odds does not reach
 * a numero already open). Returns how many it opened.
 */
export async function openNumeros(db: Db, now: Date): Promise<number> {
  const games = await db.selectFrom('lottery_games').selectAll().where('enabled', '=', true).execute();
  const rows = [];
  for (const game of games) {
    const clock = clockOf(game);
    let slot = slotAt(clock, now);
    for (let ahead = 0; ahead < NUMEROS_AHEAD; ahead += 1, slot = nextSlot(clock, slot)) {
      const seed = newSeed();
      rows.push({
        merchant_id: game.merchant_id,
        game_code: game.game_code,
        numero: slot.numero,
        opens_at: slot.opensAt,
        closes_at: slot.closesAt,
        draws_at: slot.drawsAt,
        seed,
        commitment: await seedCommitment(seed),
        odds: { ...gameDefaultOdds(game.family), ...game.odds },
      });
    }
  }
  if (rows.length === 0) return 0;
  const opened = await db
    .insertInto('lottery_numeros')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['merchant_id', 'game_code', 'numero']).doNothing())
    .executeTakeFirst();
  return Number(opened.numInsertedOrUpdatedRows ?? 0n);
}

/** Numeros drawn per transaction: a restart that finds many overdue draws them in short steps. */
const DRAW_BATCH = 100;

/**
 * Draws every numero whose time has come and that is still open, by the documented derivation from its seed.
 * A numero missed while no server ran is drawn late by the same rule: its seed was fixed before its cut-off and
 * no bet came after it, so the late draw is the draw it would have had. Returns how many it drew.
 */
export async function drawDueNumeros(db: Db, now: Date): Promise<number> {
  let drawn = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const due = await numerosWithGames(trx)
        .select(['lottery_numeros.id', 'lottery_numeros.game_code', 'numero', 'seed', 'family'])
        .where('lottery_numeros.status', '=', 'OPEN')
        .where('lottery_numeros.draws_at', '<=', now)
        .orderBy('lottery_numeros.draws_at')
        .limit(DRAW_BATCH)
        .forUpdate('lottery_numeros')
        .skipLocked()
        .execute();
      for (const numero of due) {
        const result = await deriveGameDraw(numero.family, numero.seed, numero.game_code, numero.numero);
        await trx
          .updateTable('lottery_numeros')
          .set({ status: 'DRAWN', result, drawn_at: now })
          .where('id', '=', numero.id)
          .where('status', '=', 'OPEN')
          .execute();
      }
      return due.length;
    });
    drawn += count;
    if (count < DRAW_BATCH) return drawn;
  }
}
