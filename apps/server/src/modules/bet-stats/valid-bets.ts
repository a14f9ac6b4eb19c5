import { sql } from 'kysely';
import { gameCategories, type GameCategory } from '@msp/contracts/enums.ts';
import { gameCategoryOf } from '@msp/contracts/lottery/game-families.ts';
import { gameFamilyNames } from '@msp/contracts/lottery/families.ts';
import type { Db } from '../../db/database.ts';

export interface ValidBetRow {
  memberId: number;
  category: GameCategory;
  /** Minor units. */
  validBet: bigint;
  /** The rounds and lottery bets that count (a refunded, pushed or cancelled one does not). */
  betCount: number;
}

export interface ValidBetRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  /** Only these members; all of the merchant's when absent. */
  memberIds?: readonly number[];
}

/** Each lottery family's category, as a relation (family, category) for joining to the games. */
const familyCategories = () => {
  const categories = gameFamilyNames.map((family) => gameCategoryOf(family));
  return sql`unnest(${[...gameFamilyNames]}::text[], ${categories}::text[]) AS fam (family, category)`;
};

/**
 * Valid bets per member and category over [from, to), by settle time, so a closed period never changes (a late
 * settlement counts in the period it settled in):
 *
 * - seamless game rounds settled in the range: stake − refunded (a REFUNDED round counts nothing), under their
 *   game type (the category: RNG, LIVE, FISH…);
 * - our own lottery's bets WON or LOST on a numero settled in the range, under the game family's category (LOTT or
 *   ELOTT). A PUSH returned the stake and a REFUNDED or CANCELLED bet was given back: nothing was risked. A bet's
 *   settled_at is its numero's (one transaction), and the numero is what is indexed: an index on the bets'
 *   settled_at would stop settlement's updates being heap-only (migration 0023).
 *
 * Index paths: the whole merchant reads `game_rounds_settled` (0008) and `lottery_numeros_settled` (0027); a
 * few members read (0032) `game_rounds_member_settled` and `lottery_bets_member_placed` (a bet of a numero settled in
 * the range was placed after the earliest of those numeros opened).
 */
export async function validBetsByCategory(
  db: Db,
  merchantId: number,
  { from, to, memberIds }: ValidBetRange,
): Promise<ValidBetRow[]> {
  if (memberIds && memberIds.length === 0) return [];
  const ids = memberIds ? [...memberIds] : null;
  const roundMembers = ids ? sql`AND r.member_id = ANY (${ids}::int[])` : sql``;
  const betMembers = ids
    ? sql`AND b.member_id = ANY (${ids}::int[])
          AND b.placed_at >= (SELECT min(opens_at) FROM numeros) AND b.placed_at < ${to}`
    : sql``;
  const { rows } = await sql<{
    member_id: number;
    category: GameCategory;
    valid_bet: bigint;
    bet_count: number;
  }>`
    WITH numeros AS (
      SELECT n.id, n.opens_at, fam.category
      FROM lottery_numeros n
      JOIN lottery_games g ON g.merchant_id = n.merchant_id AND g.game_code = n.game_code
      JOIN ${familyCategories()} ON fam.family = g.family
      WHERE n.merchant_id = ${merchantId} AND n.status = 'SETTLED'
        AND n.settled_at >= ${from} AND n.settled_at < ${to}
    ), rounds AS (
      SELECT r.member_id, r.game_type AS category, sum(r.stake - r.refunded)::int8 AS valid_bet,
        count(*)::int AS bet_count
      FROM game_rounds r
      WHERE r.merchant_id = ${merchantId} AND r.status = 'SETTLED'
        AND r.settled_at >= ${from} AND r.settled_at < ${to} ${roundMembers}
        AND r.stake > r.refunded AND r.game_type = ANY (${[...gameCategories]}::text[])
      GROUP BY 1, 2
    ), bets AS (
      SELECT b.member_id, n.category, sum(b.stake)::int8 AS valid_bet, count(*)::int AS bet_count
      FROM numeros n JOIN lottery_bets b ON b.numero_id = n.id
      WHERE b.status IN ('WON', 'LOST') ${betMembers}
      GROUP BY 1, 2
    )
    -- a lottery vendor's rounds and our own lottery's bets may share a category
    SELECT member_id, category, sum(valid_bet)::int8 AS valid_bet, sum(bet_count)::int AS bet_count
    FROM (SELECT * FROM rounds UNION ALL SELECT * FROM bets) AS both_kinds
    GROUP BY 1, 2
    ORDER BY 1, 2`.execute(db);
  return rows.map((row) => ({
    memberId: row.member_id,
    category: row.category,
    validBet: BigInt(row.valid_bet),
    betCount: Number(row.bet_count),
  }));
}
