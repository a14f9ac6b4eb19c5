import { sql } from 'kysely';
import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { GamePage } from '@msp/contracts/games.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { findGameByNodeId, gamesByIds, pageAnswer, toGame } from './catalogue.ts';

/** Most favourites a member keeps (the spec leaves the cap open). */
export const FAVOURITE_LIMIT = 200;
/** First key of the per-member advisory lock that serializes a member's favourite adds (any constant). */
const FAVOURITES_LOCK_SPACE = 724_311_009;

interface MemberRef {
  merchantId: number;
  memberId: number;
}

/** Ids of every game the member marked (also games disabled since), newest first. */
async function favouriteGameIds(db: Db, { merchantId, memberId }: MemberRef): Promise<number[]> {
  const rows = await db
    .selectFrom('game_favourites')
    .select('game_id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((row) => row.game_id);
}

/** The member's favourites as a set, to mark tiles of any list (empty for a visitor). */
export async function favouriteSet(db: Db, merchantId: number, memberId: number | undefined) {
  if (memberId === undefined) return new Set<number>();
  return new Set(await favouriteGameIds(db, { merchantId, memberId }));
}

/** nodeIds of the member's favourites that can be played now (enabled), newest first. */
export async function favouriteIds(db: Db, member: MemberRef): Promise<number[]> {
  const rows = await gamesByIds(db, member.merchantId, await favouriteGameIds(db, member));
  return rows.map((row) => row.id);
}

/** The member's favourites (enabled games), newest first, optionally of one category or vendor, one page. */
export async function listFavourites(
  db: Db,
  member: MemberRef,
  query: {
    pageNo: number;
    pageSize: number;
    gameType?: VendorCategory | undefined;
    vendor?: string | undefined;
  },
  language: Language,
): Promise<GamePage> {
  const ids = await favouriteGameIds(db, member);
  const rows = await gamesByIds(db, member.merchantId, ids, {
    gameType: query.gameType,
    vassalage: query.vendor,
  });
  const all = new Set(ids);
  const start = (query.pageNo - 1) * query.pageSize;
  return pageAnswer(
    rows.slice(start, start + query.pageSize).map((row) => toGame(row, language, all)),
    rows.length,
    query.pageNo,
    query.pageSize,
  );
}

/**
 * Adds a game to the member's favourites. The game must be an enabled game of the merchant (and of `vendor` and
 * `gameType` when they are given), else 404 `game.not.found`. Adding a favourite again changes nothing and
 * answers the same. A member keeps at most FAVOURITE_LIMIT playable favourites (400 `game.favourite.limit`).
 */
export async function addFavourite(
  db: Db,
  member: MemberRef,
  body: { nodeId: number; vendor?: string | undefined; gameType?: VendorCategory | undefined },
): Promise<{ nodeId: number; favourite: true }> {
  const found = await findGameByNodeId(db, member.merchantId, body.nodeId);
  const matches =
    found &&
    (body.vendor === undefined || body.vendor === found.vendor.code) &&
    (body.gameType === undefined ||
      body.gameType === found.gameType ||
      body.gameType === found.vendor.game_type);
  if (!found || !matches) throw new AppError('game.not.found', {}, 'nodeId');

  await db.transaction().execute(async (trx) => {
    // Two adds of one member at once must not both pass the cap.
    await sql`SELECT pg_advisory_xact_lock(${FAVOURITES_LOCK_SPACE}, ${member.memberId})`.execute(trx);
    const existing = await trx
      .selectFrom('game_favourites')
      .select('game_id')
      .where('member_id', '=', member.memberId)
      .where('game_id', '=', found.game.id)
      .executeTakeFirst();
    if (existing) return;
    const playable = await gamesByIds(trx, member.merchantId, await favouriteGameIds(trx, member));
    if (playable.length >= FAVOURITE_LIMIT)
      throw new AppError('game.favourite.limit', { max: String(FAVOURITE_LIMIT) }, 'nodeId');
    await trx
      .insertInto('game_favourites')
      .values({ merchant_id: member.merchantId, member_id: member.memberId, game_id: found.game.id })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  });
  return { nodeId: found.game.id, favourite: true };
}

/** Removes a game from the member's favourites (only ever the member's own row); removing twice is fine. */
export async function removeFavourite(
  db: Db,
  member: MemberRef,
  nodeId: number,
): Promise<{ nodeId: number; favourite: false }> {
  // An id past int4 names no game (and would be a database error).
  if (nodeId > 2_147_483_647) return { nodeId, favourite: false };
  await db
    .deleteFrom('game_favourites')
    .where('merchant_id', '=', member.merchantId)
    .where('member_id', '=', member.memberId)
    .where('game_id', '=', nodeId)
    .execute();
  return { nodeId, favourite: false };
}
