import type { PointGame, VnGameMenu } from '@msp/contracts/lottery/api.ts';
import { vnPlayTypes } from '@msp/contracts/lottery/vn.ts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { calendarOf, describeGames, enabledGames, openedNumero } from './queries.ts';
import type { LotteryGamesTable } from './tables.ts';

/**
 * What the Vietnamese lottery's page reads (spec §7 `/lgw/vn/…`): the menu of regions, their games and play types;
 * a member's recent games; the numero a game takes bets on.
 */

type GameRow = Selectable<LotteryGamesTable>;

const vnFamilies = ['VN_NORTH', 'VN_SOUTH'] as const;
const isVnGame = (game: GameRow) => (vnFamilies as readonly string[]).includes(game.family);

const DAY = 86_400_000;

/** Whether a game drawing on days draws on the local day of `now` (interval games draw every day). */
function drawsToday(game: GameRow, now: Date) {
  if (game.interval_minutes !== null) return true;
  const local = new Date(Math.floor((now.getTime() + game.utc_offset_minutes * 60_000) / DAY) * DAY);
  return (
    game.draw_weekdays.includes(local.getUTCDay()) ||
    game.special_days.includes(local.toISOString().slice(0, 10))
  );
}

/** The games as their pages list them: the numero taking bets, the last drawn, the calendar. */
export async function describePointGames(db: Db, games: GameRow[], now: Date): Promise<PointGame[]> {
  const described = await describeGames(db, games, now);
  return games.map((game, index) => ({
    ...described[index]!,
    region: game.region,
    stationName: game.station_name,
    calendar: calendarOf(game),
    drawsToday: drawsToday(game, now),
  }));
}

const MENUS = ['FAST', 'NORTH', 'CENTRAL', 'SOUTH'] as const;

/**
 * `gameMenus`: the fast draws first (they are open at any hour), then the North, the Central and the Southern
 * provinces, today's before the others, each with the play types of its sheet.
 */
export async function vnGameMenu(db: Db, merchantId: number, now = new Date()): Promise<VnGameMenu> {
  const games = (await enabledGames(db, merchantId)).filter(isVnGame);
  const described = await describePointGames(db, games, now);
  const gameMenus = MENUS.map((menu) => {
    const inMenu = described
      .filter((game) => (game.region ?? 'FAST') === menu)
      .sort(
        (a, b) =>
          Number(b.drawsToday) - Number(a.drawsToday) ||
          (a.intervalMinutes ?? 0) - (b.intervalMinutes ?? 0) ||
          (a.stationName ?? '').localeCompare(b.stationName ?? ''),
      );
    const layout = menu === 'FAST' || menu === 'NORTH' ? 'NORTH' : 'SOUTH';
    return { menu, games: inMenu, playTypes: vnPlayTypes(layout) };
  }).filter((menu) => menu.games.length > 0);
  return { serverTime: now.toISOString(), accountTypeName: 'TCG_LOTTO_VN', gameMenus };
}

/** How many recent games the menu shows. */
const RECENT_GAMES = 6;

/** The Vietnamese games the member bet on last, the most recent first. */
export async function vnRecentGames(db: Db, merchantId: number, memberId: number, now = new Date()) {
  const recent = await db
    .selectFrom('lottery_bets as bet')
    .innerJoin('lottery_numeros as numero', 'numero.id', 'bet.numero_id')
    .innerJoin('lottery_games as game', (join) =>
      join
        .onRef('game.merchant_id', '=', 'numero.merchant_id')
        .onRef('game.game_code', '=', 'numero.game_code'),
    )
    .select('numero.game_code')
    .select((eb) => eb.fn.max('bet.id').as('last_bet'))
    .where('bet.merchant_id', '=', merchantId)
    .where('bet.member_id', '=', memberId)
    .where('game.family', 'in', vnFamilies)
    .groupBy('numero.game_code')
    .orderBy('last_bet', 'desc')
    .limit(RECENT_GAMES)
    .execute();
  const games = (await enabledGames(db, merchantId)).filter(isVnGame);
  const byCode = new Map(games.map((game) => [game.game_code, game]));
  const ordered = recent.flatMap((row) => byCode.get(row.game_code) ?? []);
  return { games: await describePointGames(db, ordered, now) };
}

/** The numero a Vietnamese game takes bets on now (with its draw time and commitment). */
export async function vnOpenedNumero(db: Db, merchantId: number, gameCode: string, now = new Date()) {
  const [game] = await enabledGames(db, merchantId, gameCode);
  if (!game || !isVnGame(game)) throw new AppError('lottery.game.not.found', {}, 'gameCode');
  return openedNumero(db, merchantId, gameCode, now);
}
