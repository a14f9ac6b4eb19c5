import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { gameSubcategories, vendorCategories } from './enums.ts';
import { rowIdParamSchema, rowIdSchema } from './row-id.ts';
import { languageSchema, vendorCardSchema } from './system.ts';

/**
 * The game catalogue, favourites, recent games and launch (spec §3 game fields, §7 game calls). Paths the spec
 * names are kept; the others ("path not shown") follow the same style and are listed in docs/api.md.
 * Catalogue reads answer guests too; with a session they also say which games are the member's favourites.
 */
export { gamePaths } from './api-paths.ts';

export const vendorCategorySchema = z.enum(vendorCategories);

/** One game tile (spec §3 "Game"). */
export const gameSchema = z.object({
  /** The catalogue id; favourites and launches name games by it. A VASSALAGE tile has its vendor's id, negated. */
  nodeId: z.number().int(),
  /** Vendor code. */
  vassalage: z.string(),
  gameType: vendorCategorySchema,
  gameName: z.string(),
  nodeName: z.string(),
  /** Icon path on the image CDN (the client prefixes a CDN host picked at random). */
  iconUrl: z.string(),
  showIcon: z.string(),
  /** 0: a free demo is offered. */
  supportPlay: z.union([z.literal(0), z.literal(1)]),
  isTop: z.boolean(),
  /** GAME for a game; VASSALAGE for a vendor group that opens its own game list. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  gameCode: z.string(),
  gameClassify: z.enum(gameSubcategories).nullable(),
  /** Major units, "1.00". */
  minBet: z.string(),
  minLineNum: z.number().int(),
  /** Only with a session: whether it is among the member's favourites. */
  favourite: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;
export const gamePageSchema = pageOf(gameSchema);
export type GamePage = z.infer<typeof gamePageSchema>;

/** Game list query (spec §3 "Game query"). */
export const gameListQuerySchema = pageQuerySchema.extend({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(60).optional(),
  merchant: z.string().max(40).optional(),
  gameType: vendorCategorySchema.optional(),
  vassalage: z.string().trim().max(40).optional(),
  gameClassify: z.enum(gameSubcategories).optional(),
  gameName: z.string().trim().max(60).optional(),
  /** Major units; games whose minimum bet is at most this. */
  minBet: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/)
    .optional(),
  /** Games whose minimum number of lines is at most this. */
  minLineNum: z.coerce.number().int().min(0).max(1000).optional(),
  language: languageSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** Calls whose only input is the answer's language (vendors, recent games, favourite ids, hot matches). */
export const languageQuerySchema = z.object({
  platform: z.string().max(60).optional(),
  language: languageSchema.optional(),
});

/** `/lgw/games/popular`: most launched in the last 7 days, topped up with the hot (isTop) games. */
export const popularQuerySchema = z.object({
  gameType: vendorCategorySchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
  language: languageSchema.optional(),
});

/** Hot list query (spec §3 "Hot list query"). */
export const hotGamesQuerySchema = z.object({
  merchantCode: z.string().max(40).optional(),
  isPlatform: z.coerce.number().int().optional(),
  vassalage: z.string().trim().max(40).optional(),
  platform: z.string().max(60).optional(),
  language: languageSchema.optional(),
});

export const vendorGameTypesQuerySchema = z.object({ vassalage: z.string().trim().min(1).max(40) });
export const vendorGameTypesSchema = z.array(
  z.object({ gameType: vendorCategorySchema, gameClassify: z.array(z.enum(gameSubcategories)) }),
);

/** Vendors call: `data.lanes`, one lane per category. */
export const vendorLanesSchema = z.object({
  lanes: z.array(
    z.object({ gameType: vendorCategorySchema, title: z.string(), vendors: z.array(vendorCardSchema) }),
  ),
});

/** Winner board (spec: gameCategory ALL, limitNum 20; entry has winAmount and vo). Built from settled rounds. */
export const winnersQuerySchema = z.object({
  gameCategory: z.string().max(20).default('ALL'),
  language: languageSchema.optional(),
  limitNum: z.coerce.number().int().min(1).max(50).default(20),
});
export const winnerSchema = z.object({
  /** Major units. */
  winAmount: z.string(),
  vo: z.object({
    /** Masked, e.g. "de***er". */
    nickname: z.string(),
    gameName: z.string(),
    vassalage: z.string(),
    gameType: vendorCategorySchema,
    iconUrl: z.string(),
    /** ISO time of the win. */
    time: z.string(),
  }),
});
export type Winner = z.infer<typeof winnerSchema>;

export const favouriteBodySchema = z.object({
  nodeId: rowIdSchema,
  vendor: z.string().trim().max(40).optional(),
  gameType: vendorCategorySchema.optional(),
});
/** Favourite ids: the nodeIds of the member's favourites. */
export const favouriteIdsSchema = z.array(z.number().int());
/** Answer of add (favourite true) and remove (false); both are idempotent. */
export const favouriteResultSchema = z.object({ nodeId: z.number().int(), favourite: z.boolean() });
export const favouriteRemoveQuerySchema = z.object({ nodeId: rowIdParamSchema });
export const favouriteListQuerySchema = pageQuerySchema.extend({
  gameType: vendorCategorySchema.optional(),
  vendor: z.string().trim().max(40).optional(),
  language: languageSchema.optional(),
});

/** Live classes (spec §4), derived from a live table's game code and name; `other` when none fits. */
export const liveClasses = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragonTiger',
  'blackjack',
  'mahjong',
  'threeCardPoker',
  'wenzhou',
  'seDie',
  'fanTan',
  'niuniu',
  'fishPrawnCrab',
  'zjh',
  'andarBahar',
  'other',
] as const;
export type LiveClass = (typeof liveClasses)[number];

/** A live table of a LIVE vendor (GLS2_roomList). */
export const roomListQuerySchema = z.object({ vassalage: z.string().trim().max(40).optional() });
export const roomSchema = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameCode: z.string(),
  name: z.string(),
  /** One of the spec's live classes (baccarat, sicbo, roulette, dragon tiger, …). */
  liveClass: z.enum(liveClasses),
  minBet: z.string(),
  maxBet: z.string(),
  /** Members with a game session at this table in the last 15 minutes. */
  players: z.number().int(),
  iconUrl: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

/**
 * `/wps/game/launchGame`: a game of the catalogue by `nodeId`, or (spec §7) our own Vietnamese or 4D lottery by
 * `lottoArea` with `launchMode` LOTT and the lottery's `gameCode` (its board, or with `view` LOBBY its page).
 */
export const launchRequestSchema = z
  .object({
    nodeId: rowIdParamSchema.optional(),
    /** Free demo play (only where supportPlay is 0). */
    demo: z.boolean().default(false),
    /** Where the game's exit button returns. */
    backUrl: z.string().max(500).optional(),
    device: z.enum(['WEB', 'H5']).default('WEB'),
    language: languageSchema.optional(),
    /** Lottery launch (spec §7): the game's betting board, or its lottery's lobby. */
    launchMode: z.enum(['LOTT']).optional(),
    view: z.enum(['BETTING', 'LOBBY']).default('BETTING'),
    /** Our own lottery by area: VN (the Vietnamese lottery) or SEA (4D). */
    lottoArea: z.enum(['VN', 'SEA']).optional(),
    prizeMode: z.enum(['ELOTT', 'LOTT']).optional(),
    gameCode: z
      .string()
      .trim()
      .regex(/^[A-Z0-9_]{1,32}$/, 'a game code')
      .optional(),
  })
  .refine((request) => request.nodeId !== undefined || request.lottoArea !== undefined, {
    message: 'nodeId, or lottoArea with launchMode LOTT',
    path: ['nodeId'],
  })
  .refine((request) => request.lottoArea === undefined || request.launchMode === 'LOTT', {
    message: 'a lottery launch has launchMode LOTT',
    path: ['launchMode'],
  });
export const launchResultSchema = z.object({
  url: z.string(),
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameType: vendorCategorySchema,
  /**
   * LIVE, SPORTS, ESPORTS and COCKFIGHT open in one launcher window; the others in the vendor launcher; our own
   * lottery's games on the site's lottery page (`url` is then a path of the site).
   */
  launcher: z.enum(['GAME', 'VENDOR', 'LOTTERY']),
  /** TRANSFER: the vendor keeps its own wallet (move money with GCS_walletTransfer first). */
  walletMode: z.enum(['SEAMLESS', 'TRANSFER']),
  demo: z.boolean(),
});
export type LaunchResult = z.infer<typeof launchResultSchema>;

/** Home's hot matches carousel (demo data on the demo merchant). */
export const hotMatchSchema = z.object({
  id: z.string(),
  title: z.string(),
  home: z.object({ name: z.string(), image: z.string() }),
  away: z.object({ name: z.string(), image: z.string() }),
  /** ISO start time; the client shows HH:mm and YYYY-MM-DD. */
  startTime: z.string(),
  live: z.boolean(),
  vassalage: z.string(),
  nodeId: z.number().int().nullable(),
});
export type HotMatch = z.infer<typeof hotMatchSchema>;
