import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type { HotMatch } from '@msp/contracts/games.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage, type LocalizedText } from '../../shared/localized.ts';
import { gamesByIds } from './catalogue.ts';

/** Most matches the carousel gets. */
export const HOT_MATCHES_SHOWN = 20;
/** Any constant: servers starting together take turns replacing the demo matches. */
const DEMO_MATCHES_LOCK_KEY = 724_311_010;

/**
 * The home page's hot matches: live ones and those still to start, of vendors the merchant has enabled, live
 * first, then the next to start first. `nodeId` is the match's game when that game can be launched now.
 */
export async function listHotMatches(
  db: Db,
  merchantId: number,
  language: Language,
  now: Date = new Date(),
): Promise<HotMatch[]> {
  const rows = await db
    .selectFrom('hot_matches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb.or([eb('live', '=', true), eb('start_time', '>=', now)]))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('vendors')
          .select('vendors.id')
          .whereRef('vendors.code', '=', 'hot_matches.vendor_code')
          .where('vendors.merchant_id', '=', merchantId)
          .where('vendors.enabled', '=', true),
      ),
    )
    .orderBy('live', 'desc')
    .orderBy('start_time')
    .orderBy('id')
    .limit(HOT_MATCHES_SHOWN)
    .execute();
  const playable = new Set(
    (
      await gamesByIds(
        db,
        merchantId,
        rows.flatMap((row) => (row.game_id === null ? [] : [row.game_id])),
      )
    ).map((game) => game.id),
  );
  return rows.map((row) => ({
    id: String(row.id),
    title: pickLanguage(row.title, language),
    home: { name: pickLanguage(row.home_name, language), image: row.home_image },
    away: { name: pickLanguage(row.away_name, language), image: row.away_image },
    startTime: row.start_time.toISOString(),
    live: row.live,
    vassalage: row.vendor_code,
    nodeId: row.game_id !== null && playable.has(row.game_id) ? row.game_id : null,
  }));
}

export interface HotMatchInput {
  title: LocalizedText;
  home: { name: LocalizedText; image: string };
  away: { name: LocalizedText; image: string };
  startTime: Date;
  live: boolean;
  vendorCode: string;
  /** The vendor's game the match opens (its sportsbook lobby), when there is one. */
  gameCode: string | null;
}

/**
 * Replaces the merchant's demo matches (is_demo) with these, in one transaction; operators' own matches stay.
 * Used at every start to keep the demo fixtures' times current.
 */
export async function replaceDemoMatches(
  db: Db,
  merchantId: number,
  matches: readonly HotMatchInput[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${DEMO_MATCHES_LOCK_KEY})`.execute(trx);
    await trx
      .deleteFrom('hot_matches')
      .where('merchant_id', '=', merchantId)
      .where('is_demo', '=', true)
      .execute();
    if (matches.length === 0) return;
    const games = await trx
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select(['games.id', 'games.game_code', 'vendors.code'])
      .where('games.merchant_id', '=', merchantId)
      .where(
        'games.game_code',
        'in',
        matches.flatMap((match) => (match.gameCode ? [match.gameCode] : [])).concat(['']),
      )
      .execute();
    const gameId = (match: HotMatchInput) =>
      games.find((game) => game.code === match.vendorCode && game.game_code === match.gameCode)?.id ?? null;
    await trx
      .insertInto('hot_matches')
      .values(
        matches.map((match) => ({
          merchant_id: merchantId,
          title: match.title,
          home_name: match.home.name,
          home_image: match.home.image,
          away_name: match.away.name,
          away_image: match.away.image,
          start_time: match.startTime,
          live: match.live,
          vendor_code: match.vendorCode,
          game_id: gameId(match),
          is_demo: true,
        })),
      )
      .execute();
  });
}
