import { sql, type Selectable } from 'kysely';
import { gameSubcategories, vendorCategories, type VendorCategory } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Game, GameListQuery, GamePage } from '@msp/contracts/games.ts';
import type { Db } from '../../db/database.ts';
import { pickLanguage, type LocalizedText } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import {
  catalogueCategoryOrder,
  cockfightVendorCodes,
  effectiveCategory,
  vendorLogoPath,
} from './categories.ts';
import type { GamesTable, VendorsTable } from './tables.ts';

/** The category a game is shown in (SQL twin of `effectiveCategory`): cockfight vendors under SPORTS → COCKFIGHT. */
const shownType = sql<string>`(CASE WHEN games.game_type = 'SPORTS' AND vendors.code IN (${sql.join(
  cockfightVendorCodes,
)}) THEN 'COCKFIGHT' ELSE games.game_type END)`;

/** Position of the shown category in `catalogueCategoryOrder` (unknown categories last). */
const categoryRank = sql<number>`(CASE ${shownType} ${sql.join(
  catalogueCategoryOrder.map((category, index) => sql`WHEN ${sql.lit(category)} THEN ${sql.lit(index)}`),
  sql` `,
)} ELSE ${sql.lit(catalogueCategoryOrder.length)} END)`;

/** Enabled games of enabled vendors of one merchant: everything a member may see or launch. */
function enabledGames(db: Db, merchantId: number) {
  return db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .where('games.merchant_id', '=', merchantId)
    .where('vendors.merchant_id', '=', merchantId)
    .where('games.enabled', '=', true)
    .where('vendors.enabled', '=', true)
    .where('games.game_type', 'in', vendorCategories);
}

type EnabledGamesQuery = ReturnType<typeof enabledGames>;

function selectGameColumns(query: EnabledGamesQuery) {
  return query.select([
    'games.id',
    'games.game_code',
    'games.name',
    'games.game_classify',
    'games.icon_url',
    'games.support_play',
    'games.is_top',
    'games.min_bet',
    'games.max_bet',
    'games.min_line_num',
    'vendors.id as vendor_id',
    'vendors.code as vendor_code',
    'vendors.display_name as vendor_name',
    'vendors.lobby_game_code',
    shownType.as('shown_type'),
  ]);
}

/** A catalogue row as the game queries select it. */
export interface GameRow {
  id: number;
  game_code: string;
  name: LocalizedText;
  game_classify: string | null;
  icon_url: string;
  support_play: number;
  is_top: boolean;
  min_bet: bigint;
  max_bet: bigint;
  min_line_num: number;
  vendor_id: number;
  vendor_code: string;
  vendor_name: string;
  lobby_game_code: string | null;
  shown_type: string;
}

/** Catalogue order: category, vendor, game. */
function inCatalogueOrder<Q extends EnabledGamesQuery>(query: Q): Q {
  return query
    .orderBy(categoryRank)
    .orderBy('vendors.sort_order')
    .orderBy('vendors.id')
    .orderBy('games.sort_order')
    .orderBy('games.id') as Q;
}

type Subcategory = NonNullable<Game['gameClassify']>;
const isSubcategory = (value: string | null): value is Subcategory =>
  value !== null && (gameSubcategories as readonly string[]).includes(value);

/** A catalogue row as the API's game tile, named in `language`. */
export function toGame(row: GameRow, language: Language, favourites: ReadonlySet<number>): Game {
  const name = pickLanguage(row.name, language);
  return {
    nodeId: row.id,
    vassalage: row.vendor_code,
    // enabledGames() keeps only rows of a vendor category.
    gameType: effectiveCategory(row.vendor_code, row.shown_type) as VendorCategory,
    gameName: name,
    nodeName: name,
    iconUrl: row.icon_url,
    showIcon: row.icon_url,
    supportPlay: row.support_play === 0 ? 0 : 1,
    isTop: row.is_top,
    isGame: 'GAME',
    gameCode: row.game_code,
    gameClassify: isSubcategory(row.game_classify) ? row.game_classify : null,
    minBet: formatMinor(row.min_bet),
    minLineNum: row.min_line_num,
    favourite: favourites.has(row.id),
  };
}

/** Sets `favourite` on tiles of a shared (cached) list for one member. */
export const markFavourites = (games: readonly Game[], favourites: ReadonlySet<number>): Game[] =>
  games.map((game) => ({ ...game, favourite: game.isGame === 'GAME' && favourites.has(game.nodeId) }));

/** "12.5" (major units) → 1250n. The query schema has checked the form already. */
function majorToMinor(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export const pageAnswer = <T>(content: T[], total: number, pageNo: number, pageSize: number) => ({
  content,
  pageNum: pageNo,
  totalPages: Math.ceil(total / pageSize),
  totalElements: total,
});

export type GameFilters = Pick<
  GameListQuery,
  'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'minBet' | 'minLineNum'
>;

/** Applies the game list's filters (all optional, all combined). */
function filterGames<Q extends EnabledGamesQuery>(query: Q, filters: GameFilters): Q {
  let filtered: EnabledGamesQuery = query;
  if (filters.gameType) filtered = filtered.where(shownType, '=', filters.gameType);
  if (filters.vassalage) filtered = filtered.where('vendors.code', '=', filters.vassalage);
  if (filters.gameClassify) filtered = filtered.where('games.game_classify', '=', filters.gameClassify);
  if (filters.gameName) {
    const pattern = `%${likeEscape(filters.gameName)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(sql<string>`games.name->>'bn'`, 'ilike', pattern),
        eb(sql<string>`games.name->>'en'`, 'ilike', pattern),
      ]),
    );
  }
  if (filters.minBet !== undefined)
    filtered = filtered.where('games.min_bet', '<=', majorToMinor(filters.minBet));
  if (filters.minLineNum !== undefined)
    filtered = filtered.where('games.min_line_num', '<=', filters.minLineNum);
  return filtered as Q;
}

/**
 * The game list: enabled games of enabled vendors of the merchant, every filter of the query combined, in
 * catalogue order, one page. `favourite` marks the caller's favourites.
 */
export async function listGames(
  db: Db,
  merchantId: number,
  query: GameListQuery,
  language: Language,
  favourites: ReadonlySet<number>,
): Promise<GamePage> {
  const filtered = filterGames(enabledGames(db, merchantId), query);
  const { total } = await filtered
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await inCatalogueOrder(selectGameColumns(filtered))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .execute();
  return pageAnswer(
    rows.map((row) => toGame(row, language, favourites)),
    Number(total),
    query.pageNo,
    query.pageSize,
  );
}

/** Every enabled game that passes `filters`, in catalogue order. */
export function listGameRows(db: Db, merchantId: number, filters: GameFilters): Promise<GameRow[]> {
  return inCatalogueOrder(selectGameColumns(filterGames(enabledGames(db, merchantId), filters))).execute();
}

/** Enabled games by vendor and game code: `<vendor>/<game>` → row. */
export async function gamesByCodes(
  db: Db,
  merchantId: number,
  codes: ReadonlyArray<{ vendorCode: string; gameCode: string }>,
): Promise<Map<string, GameRow>> {
  if (codes.length === 0) return new Map();
  const rows = await selectGameColumns(
    enabledGames(db, merchantId)
      .where('vendors.code', 'in', [...new Set(codes.map((code) => code.vendorCode))])
      .where('games.game_code', 'in', [...new Set(codes.map((code) => code.gameCode))]),
  ).execute();
  return new Map(rows.map((row) => [`${row.vendor_code}/${row.game_code}`, row]));
}

/** Games by id that pass `filters`, in the order of `ids`; games not (or no longer) enabled are left out. */
export async function gamesByIds(
  db: Db,
  merchantId: number,
  ids: readonly number[],
  filters: GameFilters = {},
): Promise<GameRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectGameColumns(
    filterGames(enabledGames(db, merchantId), filters).where('games.id', 'in', ids),
  ).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const POPULAR_DAYS = 7;

/**
 * Popular games: the games most members launched in the last 7 days (game_recent holds each member's last
 * launch of a game; ties: the latest launch first), then — to fill `limit` — the hot (isTop) games in catalogue
 * order.
 */
export async function popularGames(
  db: Db,
  merchantId: number,
  { gameType, limit }: { gameType?: VendorCategory | undefined; limit: number },
  language: Language,
  favourites: ReadonlySet<number>,
): Promise<Game[]> {
  const since = new Date(Date.now() - POPULAR_DAYS * 24 * 3_600_000);
  // One row per game launched in the window: bounded by the catalogue's size.
  const launches = await db
    .selectFrom('game_recent')
    .select((eb) => [
      'game_id',
      eb.fn.countAll().as('players'),
      eb.fn.max('last_played_at').as('last_played'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('last_played_at', '>', since)
    .groupBy('game_id')
    .orderBy('players', 'desc')
    .orderBy('last_played', 'desc')
    .orderBy('game_id')
    .execute();
  const launched = await gamesByIds(
    db,
    merchantId,
    launches.map((row) => row.game_id),
    { gameType },
  );
  const games = launched.slice(0, limit).map((row) => toGame(row, language, favourites));
  if (games.length < limit) {
    let topUp = filterGames(enabledGames(db, merchantId), { gameType }).where('games.is_top', '=', true);
    if (games.length > 0)
      topUp = topUp.where(
        'games.id',
        'not in',
        games.map((game) => game.nodeId),
      );
    const rows = await inCatalogueOrder(selectGameColumns(topUp))
      .limit(limit - games.length)
      .execute();
    games.push(...rows.map((row) => toGame(row, language, favourites)));
  }
  return games;
}

/** The categories a vendor (by code) has games in, each with the subcategories of its games. */
export async function vendorGameTypes(
  db: Db,
  merchantId: number,
  vassalage: string,
): Promise<Array<{ gameType: VendorCategory; gameClassify: Subcategory[] }>> {
  const rows = await enabledGames(db, merchantId)
    .select([shownType.as('shown_type'), 'games.game_classify', 'vendors.code'])
    .distinct()
    .where('vendors.code', '=', vassalage)
    .execute();
  return catalogueCategoryOrder.flatMap((category) => {
    const ofCategory = rows.filter((row) => effectiveCategory(row.code, row.shown_type) === category);
    if (ofCategory.length === 0) return [];
    const classifies = new Set(ofCategory.map((row) => row.game_classify));
    return [
      {
        gameType: category,
        gameClassify: gameSubcategories.filter((sub) => classifies.has(sub)),
      },
    ];
  });
}

/** Top games a vendor shows as tiles of their own in the cross-vendor hot list; the rest fold into a group. */
export const HOT_GAMES_PER_VENDOR = 3;

export interface HotGames {
  /** The cross-vendor hot list (/hot): GAME tiles and VASSALAGE group tiles. */
  all: Game[];
  /** Every hot game as a GAME tile, for the per-vendor list. */
  top: Game[];
}

/**
 * The hot (isTop) games. Across vendors (`all`), each vendor (a vendor code within a category) shows its first
 * HOT_GAMES_PER_VENDOR hot games; a vendor with more gets, right after them, one VASSALAGE tile that opens its
 * own game list (nodeId: the vendor's id negated; name and icon: the vendor's). Asked for one vendor, every hot
 * game of it is a GAME tile. Member independent (cached): `favourite` is false here.
 */
export async function hotGames(db: Db, merchantId: number, language: Language): Promise<HotGames> {
  const rows = await inCatalogueOrder(
    selectGameColumns(enabledGames(db, merchantId).where('games.is_top', '=', true)),
  ).execute();
  const none = new Set<number>();
  const top = rows.map((row) => toGame(row, language, none));
  const all: Game[] = [];
  const seen = new Map<number, number>();
  rows.forEach((row, index) => {
    const count = (seen.get(row.vendor_id) ?? 0) + 1;
    seen.set(row.vendor_id, count);
    if (count <= HOT_GAMES_PER_VENDOR) all.push(top[index]!);
    else if (count === HOT_GAMES_PER_VENDOR + 1) {
      const ofVendor = rows.filter((other) => other.vendor_id === row.vendor_id);
      const minBet = ofVendor.reduce(
        (least, other) => (other.min_bet < least ? other.min_bet : least),
        row.min_bet,
      );
      const gameType = top[index]!.gameType;
      all.push({
        nodeId: -row.vendor_id,
        vassalage: row.vendor_code,
        gameType,
        gameName: row.vendor_name,
        nodeName: row.vendor_name,
        iconUrl: vendorLogoPath(row.vendor_code, gameType),
        showIcon: vendorLogoPath(row.vendor_code, gameType),
        supportPlay: 1,
        isTop: true,
        isGame: 'VASSALAGE',
        gameCode: row.vendor_code,
        gameClassify: null,
        minBet: formatMinor(minBet),
        minLineNum: Math.min(...ofVendor.map((other) => other.min_line_num)),
        favourite: false,
      });
    }
  });
  return { all, top };
}

export const RECENT_GAMES = 20;

/** The member's last RECENT_GAMES launched games that are still enabled, last played first. */
export async function recentGames(
  db: Db,
  merchantId: number,
  memberId: number,
  language: Language,
  favourites: ReadonlySet<number>,
): Promise<Game[]> {
  // A few more than shown, so games disabled since do not shorten the list.
  const recent = await db
    .selectFrom('game_recent')
    .select('game_id')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .orderBy('last_played_at', 'desc')
    .orderBy('game_id')
    .limit(RECENT_GAMES * 5)
    .execute();
  const rows = await gamesByIds(
    db,
    merchantId,
    recent.map((row) => row.game_id),
  );
  return rows.slice(0, RECENT_GAMES).map((row) => toGame(row, language, favourites));
}

export interface CatalogueGame {
  game: Selectable<GamesTable>;
  vendor: Selectable<VendorsTable>;
  /** The category the game is shown in (a cockfight vendor filed under SPORTS: COCKFIGHT). */
  gameType: VendorCategory;
}

/** An enabled game of an enabled vendor of the merchant, with its vendor row; undefined otherwise. */
export async function findGameByNodeId(
  db: Db,
  merchantId: number,
  nodeId: number,
): Promise<CatalogueGame | undefined> {
  if (!Number.isSafeInteger(nodeId) || nodeId <= 0 || nodeId > 2_147_483_647) return undefined;
  const game = await db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', nodeId)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!game) return undefined;
  const vendor = await db
    .selectFrom('vendors')
    .selectAll()
    .where('id', '=', game.vendor_id)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!vendor) return undefined;
  const gameType = effectiveCategory(vendor.code, game.game_type);
  return gameType ? { game, vendor, gameType } : undefined;
}

/** Remembers a launch among the member's recent games (one row per game, the last launch wins). */
export async function recordRecentGame(
  db: Db,
  { merchantId, memberId, gameId }: { merchantId: number; memberId: number; gameId: number },
): Promise<void> {
  await db
    .insertInto('game_recent')
    .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId, last_played_at: new Date() })
    .onConflict((oc) =>
      oc
        .columns(['member_id', 'game_id'])
        .doUpdateSet({ last_played_at: (eb) => eb.ref('excluded.last_played_at') }),
    )
    .execute();
}
