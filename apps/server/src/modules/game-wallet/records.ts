import { sql, type Selectable } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  GameRecord,
  GameRecordPage,
  GameRecordQuery,
  GameRoundDetail,
} from '@msp/contracts/game-records.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage, type LocalizedText } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import type { Merchant } from '../merchant/service.ts';
import { recordRange } from '../records/service.ts';
import type { GameRoundsTable } from './tables.ts';

/**
 * Reads of the game rounds: the member's betting record and round detail, the game part of the personal profit
 * and loss, and the winner board. The rounds are written only by the game-wallet service.
 */

type RoundRow = Selectable<GameRoundsTable>;

interface CatalogueGame {
  name: LocalizedText;
  iconUrl: string;
}

/** Catalogue names (and icons) of the rounds' games: by vendor code and game code, the round's type first. */
async function catalogueOf(db: Db, merchantId: number, rounds: ReadonlyArray<RoundRow>) {
  const found = new Map<string, CatalogueGame>();
  if (rounds.length === 0) return () => undefined;
  const rows = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['vendors.code', 'games.game_code', 'games.game_type', 'games.name', 'games.icon_url'])
    .where('games.merchant_id', '=', merchantId)
    .where('vendors.code', 'in', [...new Set(rounds.map((round) => round.vendor_code))])
    .where('games.game_code', 'in', [...new Set(rounds.map((round) => round.game_code))])
    .orderBy('games.id')
    .execute();
  for (const row of rows) {
    const game = { name: row.name, iconUrl: row.icon_url };
    const exact = `${row.code}\n${row.game_code}\n${row.game_type}`;
    const any = `${row.code}\n${row.game_code}`;
    if (!found.has(exact)) found.set(exact, game);
    if (!found.has(any)) found.set(any, game);
  }
  return (round: RoundRow) =>
    found.get(`${round.vendor_code}\n${round.game_code}\n${round.game_type}`) ??
    found.get(`${round.vendor_code}\n${round.game_code}`);
}

function presentRound(round: RoundRow, game: CatalogueGame | undefined, language: Language): GameRecord {
  return {
    id: String(round.id),
    roundId: round.round_id,
    vendor: round.vendor_code,
    gameCode: round.game_code,
    gameName: pickLanguage(game?.name, language) || round.game_code,
    gameType: round.game_type,
    stake: formatMinor(round.stake),
    win: formatMinor(round.win),
    refunded: formatMinor(round.refunded),
    profit: formatMinor(round.win + round.refunded - round.stake),
    status: round.status,
    startedAt: round.started_at.toISOString(),
    settledAt: round.settled_at ? round.settled_at.toISOString() : null,
  };
}

/** Rounds as betting records, with their games' catalogue names (the agent's team bets read them too). */
export async function describeRounds(
  db: Db,
  merchantId: number,
  rounds: ReadonlyArray<RoundRow>,
  language: Language,
): Promise<GameRecord[]> {
  const gameOf = await catalogueOf(db, merchantId, rounds);
  return rounds.map((round) => presentRound(round, gameOf(round), language));
}

/**
 * The member's betting record: their rounds that started in the range (default the last 7 days), newest first,
 * optionally of one game type or vendor, with the totals of all matching rounds.
 */
export async function listGameRecords(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: Language,
  query: GameRecordQuery,
): Promise<GameRecordPage> {
  const range = recordRange(query);
  let base = db
    .selectFrom('game_rounds')
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('started_at', '>=', new Date(range.from))
    .where('started_at', '<=', new Date(range.to));
  if (query.gameType) base = base.where('game_type', '=', query.gameType);
  if (query.vendor) base = base.where('vendor_code', '=', query.vendor.toUpperCase());
  const [totals, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('rounds'),
        eb.fn.coalesce(eb.fn.sum<string>(eb('stake', '-', eb.ref('refunded'))), sql<string>`0`).as('stake'),
        eb.fn.coalesce(eb.fn.sum<string>('win'), sql<string>`0`).as('win'),
      ])
      .executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const gameOf = await catalogueOf(db, merchant.id, rows);
  const totalElements = Number(totals.rounds);
  const stake = BigInt(totals.stake);
  const win = BigInt(totals.win);
  return {
    content: rows.map((round) => presentRound(round, gameOf(round), language)),
    pageNum: query.pageNo,
    totalPages: Math.ceil(totalElements / query.pageSize),
    totalElements,
    totals: {
      stake: formatMinor(stake),
      win: formatMinor(win),
      profit: formatMinor(win - stake),
      rounds: totalElements,
    },
  };
}

/** One of the member's rounds with its transactions, oldest first; another member's round is 404. */
export async function gameRoundDetail(
  db: Db,
  merchant: Merchant,
  memberId: number,
  language: Language,
  id: bigint,
): Promise<GameRoundDetail> {
  const round = await db
    .selectFrom('game_rounds')
    .selectAll()
    .where('id', '=', id)
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!round) throw new AppError('request.not.found');
  const [gameOf, transactions] = await Promise.all([
    catalogueOf(db, merchant.id, [round]),
    db
      .selectFrom('game_transactions')
      .selectAll()
      .where('round_ref', '=', round.id)
      .where('merchant_id', '=', merchant.id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...presentRound(round, gameOf(round), language),
    transactions: transactions.map((row) => ({
      transactionId: row.transaction_id,
      kind: row.kind,
      outcome: row.outcome,
      amount: formatMinor(row.amount),
      betTransactionId: row.bet_transaction_id,
      time: row.created_at.toISOString(),
    })),
  };
}

/**
 * The member's game results in a range, for the personal profit and loss: rounds SETTLED in it (seamless and
 * transfer-wallet), their stakes and wins, minor units. Open and refunded rounds are no result.
 */
export async function gameResults(
  db: Db,
  merchantId: number,
  memberId: number,
  range: { from: Date; to: Date },
): Promise<{ stake: bigint; win: bigint; rounds: number }> {
  const row = await db
    .selectFrom('game_rounds')
    .select((eb) => [
      eb.fn.countAll<string>().as('rounds'),
      eb.fn.coalesce(eb.fn.sum<string>('stake'), sql<string>`0`).as('stake'),
      eb.fn.coalesce(eb.fn.sum<string>('win'), sql<string>`0`).as('win'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('status', '=', 'SETTLED')
    .where('settled_at', '>=', range.from)
    .where('settled_at', '<=', range.to)
    .executeTakeFirstOrThrow();
  return { stake: BigInt(row.stake), win: BigInt(row.win), rounds: Number(row.rounds) };
}

/** A nickname as the winner board shows it: "demoplayer" → "de***er", "Rahim" → "Ra***im", "Abu" → "A***u". */
export function maskNickname(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  const keep = chars.length >= 5 ? 2 : 1;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}

export interface RecentWin {
  /** Masked, e.g. "de***er" (the nickname, else the username). */
  nickname: string;
  vendorCode: string;
  gameCode: string;
  /** The catalogue's name in every language ({} when the catalogue does not know the game). */
  gameName: LocalizedText;
  gameType: string;
  iconUrl: string | null;
  /** Minor units: the payout and the round's stake. */
  win: bigint;
  stake: bigint;
  /** When the round was settled. */
  time: Date;
}

/** The winner board: the merchant's settled rounds that paid more than their stake, newest first. */
export async function listRecentWins(
  db: Db,
  merchantId: number,
  limit: number,
  { gameType }: { gameType?: string | undefined } = {},
): Promise<RecentWin[]> {
  let query = db
    .selectFrom('game_rounds')
    .innerJoin('members', 'members.id', 'game_rounds.member_id')
    .selectAll('game_rounds')
    .select(['members.nickname', 'members.username'])
    .where('game_rounds.merchant_id', '=', merchantId)
    .where('game_rounds.status', '=', 'SETTLED')
    .where((eb) => eb('game_rounds.win', '>', eb.ref('game_rounds.stake')));
  if (gameType) query = query.where('game_rounds.game_type', '=', gameType);
  const rows = await query
    .orderBy('game_rounds.settled_at', 'desc')
    .orderBy('game_rounds.id', 'desc')
    .limit(Math.max(1, Math.min(limit, 100)))
    .execute();
  const gameOf = await catalogueOf(db, merchantId, rows);
  return rows.map((row) => {
    const game = gameOf(row);
    return {
      nickname: maskNickname(row.nickname || row.username),
      vendorCode: row.vendor_code,
      gameCode: row.game_code,
      gameName: game?.name ?? {},
      gameType: row.game_type,
      iconUrl: game?.iconUrl ?? null,
      win: row.win,
      stake: row.stake,
      time: row.settled_at!,
    };
  });
}

/**
 * The game rounds of a merchant settled in [from, to), one row per round: (member_id, stake, won), `won` when
 * the round paid back at least its stake. The real-time salary counts them (agents/contracts/figures.ts).
 */
export const settledRoundsBetween = (merchantId: number, from: Date, to: Date) => sql`
  SELECT r.member_id, r.stake - r.refunded AS stake, r.win >= r.stake - r.refunded AS won
  FROM game_rounds r
  WHERE r.merchant_id = ${merchantId} AND r.status = 'SETTLED'
    AND r.settled_at >= ${from} AND r.settled_at < ${to} AND r.stake > r.refunded`;

/**
 * The game rounds of a merchant started in [from, to), one row per round: (member_id, valid_bet), the stake
 * less what was refunded. The hourly salary sums them (agents/contracts/figures.ts).
 */
export const roundsPlacedBetween = (merchantId: number, from: Date, to: Date) => sql`
  SELECT r.member_id, r.stake - r.refunded AS valid_bet
  FROM game_rounds r
  WHERE r.merchant_id = ${merchantId} AND r.started_at >= ${from} AND r.started_at < ${to} AND r.stake > r.refunded`;
