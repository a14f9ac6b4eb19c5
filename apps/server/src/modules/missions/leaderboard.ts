import { sql } from 'kysely';
import { trialMemberTypes } from '@msp/contracts/enums.ts';
import {
  leaderboardTopSize,
  type Leaderboard,
  type LeaderboardPeriod,
  type LeaderboardRow as LeaderboardApiRow,
} from '@msp/contracts/missions.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { agentSettings } from '../agents/rollups.ts';
import { rollupsCursor } from '../agents/stats-job.ts';
import { prizesOf } from './catalogue.ts';
import { periodAt, periodSpan, previousPeriod, type Period } from './periods.ts';

/**
 * The mission leaderboard: the merchant's members ranked by valid bets over a week (Monday first) or a calendar
 * month of report days, from the daily rollups (`member_daily_stats.valid_bet`: stakes minus stakes given back,
 * by the time of the bet). Only members with valid bets above zero rank; trial players never do (their play is
 * not in the ledger, and they are left out by type as well). Ties go to the lower member id (the older account):
 * the rollups keep days, not the moment a sum was reached, so "who reached it first" cannot be told exactly.
 */

export interface Ranked {
  rank: number;
  memberId: number;
  username: string;
  validBet: bigint;
}

/** Another member's name as the board shows it: `rahim88` → `ra***88`, `abc` → `a***c`. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars[0] ?? ''}***`;
}

/** Every ranked member of a period, rank 1 first. */
export async function rankingOf(db: Db, merchantId: number, period: Period): Promise<Ranked[]> {
  const { rows } = await sql<{ member_id: number; username: string; valid_bet: bigint }>`
    SELECT s.member_id, m.username, sum(s.valid_bet)::int8 AS valid_bet
    FROM member_daily_stats s JOIN members m ON m.id = s.member_id
    WHERE s.merchant_id = ${merchantId} AND s.day >= ${period.start}::date AND s.day < ${period.end}::date
      AND m.type <> ALL (${[...trialMemberTypes]}::int[])
    GROUP BY s.member_id, m.username
    HAVING sum(s.valid_bet) > 0
    ORDER BY valid_bet DESC, s.member_id`.execute(db);
  return rows.map((row, index) => ({
    rank: index + 1,
    memberId: row.member_id,
    username: row.username,
    validBet: BigInt(row.valid_bet),
  }));
}

/**
 * Rankings this process computed, kept while the rollups' cursor stays where it was: the figures they come from
 * change only when it moves (every few seconds under play), so members opening the board between two moves share
 * one computation, and nobody ever sees a ranking older than the rollups.
 */
const rankings = new Map<string, { cursor: bigint; db: Db; ranking: Ranked[] }>();
const MAX_RANKINGS = 64;

async function currentRanking(db: Db, merchantId: number, period: Period): Promise<Ranked[]> {
  const key = `${merchantId}:${period.kind}:${period.start}`;
  const cursor = await rollupsCursor(db);
  const kept = rankings.get(key);
  if (kept && kept.db === db && kept.cursor === cursor) return kept.ranking;
  const ranking = await rankingOf(db, merchantId, period);
  if (rankings.size >= MAX_RANKINGS) rankings.clear();
  rankings.set(key, { cursor, db, ranking });
  return ranking;
}

/** The merchant's ACTIVE board of a period kind, or the first it runs (weekly before monthly). */
async function activeBoard(db: Db, merchantId: number, period: LeaderboardPeriod | undefined) {
  let query = db
    .selectFrom('mission_leaderboards')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'ACTIVE');
  if (period) query = query.where('period', '=', period);
  const board = await query.orderBy('period', 'desc').limit(1).executeTakeFirst();
  if (!board) throw new AppError('mission.leaderboard.not.found');
  return board;
}

/**
 * `GET /wps/missions/leaderboard`: the first ranks of the current (or previous) period with other members' names
 * masked, the prize of each paid rank, and the caller's own row. A previous period is `settling` until the prize
 * job has paid it, then `paid` with the prizes it paid.
 */
export async function leaderboardView(
  db: Db,
  merchantId: number,
  memberId: number,
  query: { board?: LeaderboardPeriod | undefined; period: 'current' | 'previous' },
  now = new Date(),
): Promise<Leaderboard> {
  const board = await activeBoard(db, merchantId, query.board);
  const { utcOffsetMinutes } = await agentSettings(db, merchantId);
  const running = periodAt(board.period, now, utcOffsetMinutes);
  const period = query.period === 'current' ? running : previousPeriod(running, utcOffsetMinutes);
  const paidRows =
    query.period === 'previous'
      ? await db
          .selectFrom('mission_leaderboard_prizes')
          .select(['rank', 'prize'])
          .where('leaderboard_id', '=', board.id)
          .where('period_start', '=', period.start)
          .execute()
      : [];
  const paidPeriod =
    query.period === 'previous'
      ? await db
          .selectFrom('mission_leaderboard_periods')
          .select('period_start')
          .where('leaderboard_id', '=', board.id)
          .where('period_start', '=', period.start)
          .executeTakeFirst()
      : undefined;
  // A paid period shows what it paid; the others what the board's prizes would pay.
  const prizes = paidPeriod
    ? paidRows.sort((a, b) => a.rank - b.rank).map((row) => row.prize)
    : prizesOf(board);
  const prizeOf = (rank: number | null) =>
    rank !== null && rank <= prizes.length ? formatMinor(prizes[rank - 1]!) : null;

  const ranking = await currentRanking(db, merchantId, period);
  const rowOf = (ranked: Ranked): LeaderboardApiRow => {
    const you = ranked.memberId === memberId;
    return {
      rank: ranked.rank,
      name: you ? ranked.username : maskName(ranked.username),
      validBet: formatMinor(ranked.validBet),
      prize: prizeOf(ranked.rank),
      you,
    };
  };
  const own = ranking.find((ranked) => ranked.memberId === memberId);
  const you = own
    ? rowOf(own)
    : {
        rank: null,
        name: (
          await db
            .selectFrom('members')
            .select('username')
            .where('id', '=', memberId)
            .executeTakeFirstOrThrow()
        ).username,
        validBet: '0.00',
        prize: null,
        you: true,
      };
  return {
    ...periodSpan(period),
    board: board.period,
    status: query.period === 'current' ? 'running' : paidPeriod ? 'paid' : 'settling',
    prizes: prizes.map(formatMinor),
    turnoverMultiple: board.turnover_multiple,
    top: ranking.slice(0, leaderboardTopSize).map(rowOf),
    you,
  };
}
