import { isPointFamily } from '@msp/contracts/lottery/families.ts';
import { gameCategoryOf, gameDefaultOdds } from '@msp/contracts/lottery/game-families.ts';
import type {
  Board,
  DrawnNumero,
  LotteryGame,
  MyBet,
  NumeroInfo,
  Verification,
} from '@msp/contracts/lottery/api.ts';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';
import { defaultRatePercent } from '../rebates/settings.ts';
import type { LotteryGamesTable, LotteryNumerosTable } from './tables.ts';
import { soldOutKeys } from './bets.ts';

/**
 * What the lottery's pages read: the lobby, a game's board, results, trend, verification and a member's bets.
 * The seed of a numero is never read out before its draw.
 */

type GameRow = Selectable<LotteryGamesTable>;

type NumeroRow = Selectable<LotteryNumerosTable>;

const info = (row: NumeroRow): NumeroInfo => ({
  numero: row.numero,
  status: row.status,
  opensAt: row.opens_at.toISOString(),
  closesAt: row.closes_at.toISOString(),
  drawsAt: row.draws_at.toISOString(),
  commitment: row.commitment,
});

/** A numero as the public sees it: the seed and result only once drawn (never for an open one). */
export const drawnView = (row: NumeroRow): DrawnNumero => {
  const drawn = row.result !== null && row.status !== 'OPEN';
  return { ...info(row), result: drawn ? row.result : null, seed: drawn ? row.seed : null };
};

export async function enabledGames(db: Db, merchantId: number, gameCode?: string) {
  let query = db
    .selectFrom('lottery_games')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true);
  if (gameCode !== undefined) query = query.where('game_code', '=', gameCode);
  return query.orderBy('game_code').execute();
}

export async function requireGame(db: Db, merchantId: number, gameCode: string) {
  const [game] = await enabledGames(db, merchantId, gameCode);
  if (!game) throw new AppError('lottery.game.not.found', {}, 'gameCode');
  return game;
}

/** Each game's numero taking bets now and its last drawn one, in two statements for all games. */
export async function describeGames(db: Db, games: GameRow[], now: Date): Promise<LotteryGame[]> {
  if (games.length === 0) return [];
  const merchantId = games[0]!.merchant_id;
  const codes = games.map((game) => game.game_code);
  const [current, last] = await Promise.all([
    db
      .selectFrom('lottery_numeros')
      .selectAll()
      .distinctOn('game_code')
      .where('merchant_id', '=', merchantId)
      .where('game_code', 'in', codes)
      .where('status', '=', 'OPEN')
      .where('opens_at', '<=', now)
      .where('draws_at', '>', now)
      .orderBy('game_code')
      .orderBy('draws_at')
      .execute(),
    db
      .selectFrom('lottery_numeros')
      .selectAll()
      .distinctOn('game_code')
      .where('merchant_id', '=', merchantId)
      .where('game_code', 'in', codes)
      .where('status', 'in', ['DRAWN', 'SETTLED'])
      .orderBy('game_code')
      .orderBy('draws_at', 'desc')
      .execute(),
  ]);
  const currentOf = new Map(current.map((row) => [row.game_code, row]));
  const lastOf = new Map(last.map((row) => [row.game_code, row]));
  return games.map((game) => {
    const open = currentOf.get(game.game_code);
    const drawn = lastOf.get(game.game_code);
    return {
      gameCode: game.game_code,
      family: game.family,
      category: gameCategoryOf(game.family),
      intervalMinutes: game.interval_minutes,
      cutoffSeconds: game.cutoff_seconds,
      current: open ? info(open) : null,
      last: drawn ? drawnView(drawn) : null,
    };
  });
}

/** The /lottery lobby: the games of the first families (the Vietnamese and 4D games have pages of their own). */
export async function lobby(db: Db, merchantId: number, now = new Date()) {
  const games = (await enabledGames(db, merchantId)).filter((game) => !isPointFamily(game.family));
  return { serverTime: now.toISOString(), games: await describeGames(db, games, now) };
}

export async function openedNumero(db: Db, merchantId: number, gameCode: string, now = new Date()) {
  const [game] = await describeGames(db, [await requireGame(db, merchantId, gameCode)], now);
  return { serverTime: now.toISOString(), gameCode, current: game!.current };
}

/** The board: limits, and the odds of the numero taking bets (the game's, when none is open). */
export async function board(db: Db, merchantId: number, gameCode: string, now = new Date()): Promise<Board> {
  const game = await requireGame(db, merchantId, gameCode);
  const [described] = await describeGames(db, [game], now);
  let odds: Record<string, number> = { ...gameDefaultOdds(game.family), ...game.odds };
  let soldOut: string[] = [];
  if (described!.current) {
    const row = await db
      .selectFrom('lottery_numeros')
      .select(['id', 'odds'])
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode)
      .where('numero', '=', described!.current.numero)
      .executeTakeFirst();
    if (row) {
      odds = row.odds;
      soldOut = await soldOutKeys(db, game, row.id);
    }
  }
  const prizeCard = await db
    .selectFrom('vendors')
    .select('code')
    .where('merchant_id', '=', merchantId)
    .where('game_type', '=', 'ELOTT')
    .where('enabled', '=', true)
    .where('code', 'in', ['TCG_LOTTO_VN', 'LOTT'])
    .executeTakeFirst();
  return {
    ...described!,
    serverTime: now.toISOString(),
    prizeMode: prizeCard ? 'ELOTT' : 'LOTT',
    // The merchant's rate for everyone (VIP rank 0) of the game's category (modules/rebates).
    rebatePercent: await defaultRatePercent(db, merchantId, gameCategoryOf(game.family)),
    soldOut,
    calendar: calendarOf(game),
    limits: {
      minStake: formatMinor(game.min_stake),
      maxStake: formatMinor(game.max_stake),
      maxStakePerKey: formatMinor(game.max_stake_per_key),
      maxStakePerNumero: formatMinor(game.max_stake_per_numero),
      payoutCap: formatMinor(game.payout_cap),
    },
    odds,
  };
}

/** When a game drawing on days draws (null for an interval game). */
export const calendarOf = (game: GameRow) =>
  game.interval_minutes === null
    ? {
        drawWeekdays: game.draw_weekdays,
        drawMinute: game.draw_minute,
        utcOffsetMinutes: game.utc_offset_minutes,
        specialDays: game.special_days,
      }
    : null;

/** Drawn numeros of a game, newest first (open ones are not results yet). */
export async function results(
  db: Db,
  merchantId: number,
  { gameCode, pageNo, pageSize }: { gameCode: string; pageNo: number; pageSize: number },
  now = new Date(),
) {
  await requireGame(db, merchantId, gameCode);
  const base = db
    .selectFrom('lottery_numeros')
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('draws_at', '<=', now)
    .where('status', '!=', 'OPEN');
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('draws_at', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(drawnView), pageNo, pageSize, Number(count.n));
}

export async function trend(db: Db, merchantId: number, gameCode: string, count: number) {
  const game = await requireGame(db, merchantId, gameCode);
  const rows = await db
    .selectFrom('lottery_numeros')
    .select(['numero', 'result'])
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('status', 'in', ['DRAWN', 'SETTLED'])
    .orderBy('draws_at', 'desc')
    .limit(count)
    .execute();
  return {
    gameCode,
    family: game.family,
    draws: rows.map((row) => ({ numero: row.numero, result: row.result ?? [] })),
  };
}

/** Everything anyone needs to check a draw: commitment, and once drawn the seed and the result. */
export async function verification(
  db: Db,
  merchantId: number,
  gameCode: string,
  numero: string,
): Promise<Verification> {
  const game = await requireGame(db, merchantId, gameCode);
  const row = await db
    .selectFrom('lottery_numeros')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('game_code', '=', gameCode)
    .where('numero', '=', numero)
    .executeTakeFirst();
  if (!row) throw new AppError('lottery.numero.not.found', {}, 'numero');
  const corrections = await db
    .selectFrom('lottery_corrections')
    .select(['from_result', 'to_result', 'reason', 'created_at'])
    .where('numero_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...drawnView(row),
    gameCode,
    family: game.family,
    corrections: corrections.map((c) => ({
      from: c.from_result,
      to: c.to_result,
      reason: c.reason,
      at: c.created_at.toISOString(),
    })),
  };
}

/** The member's own bets, newest first, with their numero's result. */
export async function myBets(
  db: Db,
  merchantId: number,
  memberId: number,
  {
    gameCode,
    status,
    pageNo,
    pageSize,
  }: { gameCode?: string; status?: MyBet['status']; pageNo: number; pageSize: number },
) {
  let base = db
    .selectFrom('lottery_bets as bet')
    .innerJoin('lottery_numeros as numero', 'numero.id', 'bet.numero_id')
    .innerJoin('lottery_games as game', (join) =>
      join
        .onRef('game.merchant_id', '=', 'numero.merchant_id')
        .onRef('game.game_code', '=', 'numero.game_code'),
    )
    .where('bet.merchant_id', '=', merchantId)
    .where('bet.member_id', '=', memberId);
  if (gameCode !== undefined) base = base.where('numero.game_code', '=', gameCode);
  if (status !== undefined) base = base.where('bet.status', '=', status);
  const [rows, count] = await Promise.all([
    base
      .select([
        'bet.id',
        'bet.bet_key',
        'bet.stake',
        'bet.status',
        'bet.payout',
        'bet.placed_at',
        'bet.settled_at',
        'numero.game_code',
        'numero.numero',
        'numero.status as numero_status',
        'numero.result',
        'game.family',
      ])
      .orderBy('bet.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const content: MyBet[] = rows.map((row) => ({
    id: String(row.id),
    betKey: row.bet_key,
    stake: formatMinor(row.stake),
    status: row.status,
    gameCode: row.game_code,
    family: row.family,
    numero: row.numero,
    payout: formatMinor(row.payout),
    placedAt: row.placed_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
    result: row.numero_status === 'OPEN' ? null : row.result,
  }));
  return pageOf(content, pageNo, pageSize, Number(count.n));
}

/**
 * The lottery bets of a merchant's numeros settled in [from, to), one row per bet: (member_id, stake, won), `won`
 * when it paid back at least its stake (a push too). The real-time salary counts them.
 */
export const settledLotteryBetsBetween = (merchantId: number, from: Date, to: Date) => sql`
  SELECT b.member_id, b.stake, b.payout >= b.stake AS won
  FROM lottery_numeros n JOIN lottery_bets b ON b.numero_id = n.id
  WHERE n.merchant_id = ${merchantId} AND n.settled_at >= ${from} AND n.settled_at < ${to}
    AND b.status IN ('WON', 'LOST', 'PUSH')`;

/**
 * The lottery bets of a merchant placed in [from, to) that stood (not refunded or cancelled), one row per bet:
 * (member_id, valid_bet). The hourly salary sums them.
 */
export const lotteryBetsPlacedBetween = (merchantId: number, from: Date, to: Date) => sql`
  SELECT b.member_id, b.stake AS valid_bet
  FROM lottery_bets b
  WHERE b.merchant_id = ${merchantId} AND b.placed_at >= ${from} AND b.placed_at < ${to}
    AND b.status NOT IN ('REFUNDED', 'CANCELLED')`;
