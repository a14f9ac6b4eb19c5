import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../deposits.ts';
import { amountSchema, balanceSchema } from '../wallet.ts';
import { gameFamilyNames } from './families.ts';

/**
 * The calls of our own lottery (docs/lottery.md, docs/api.md "Lottery"). `/lotto/lgw/…` are tokenless (the
 * lobby, board, results, trend and verification are public, as the draw's fairness must be), `/lotto/wps/…`
 * need a member's session (not a trial's), `/ops/lotto/…` an ADMIN operator.
 */
export const lotteryPaths = {
  lobby: '/lotto/lgw/games',
  /** Spec §7: the numero taking bets now, `?gameCode=`. */
  openedNumero: '/lotto/lgw/games/opened/numero',
  board: '/lotto/lgw/games/:gameCode',
  results: '/lotto/lgw/results',
  trend: '/lotto/lgw/trend',
  verify: '/lotto/lgw/verify',
  /** Server-sent events of one game: a numero opened, closed, drawn or settled. */
  events: '/lotto/lgw/events',
  bets: '/lotto/wps/bets',
  cancelBet: '/lotto/wps/bets/:id',
  operatorVoid: '/ops/lotto/games/:gameCode/numeros/:numero/void',
  operatorCorrect: '/ops/lotto/games/:gameCode/numeros/:numero/correct',
  operatorGame: '/ops/lotto/games/:gameCode',
  /** Spec §7: the Vietnamese lottery's menu (regions → games → play types), a member's recent games, a numero. */
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnRecentGames: '/lgw/vn/games/game_menu/recent',
  vnOpenedNumero: '/lgw/vn/numeros/opened/game',
} as const;

export const gameCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{1,32}$/, 'a game code');
export const numeroSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Z-]{1,32}$/, 'a numero');

/** Times are ISO 8601 strings; `serverTime` lets the board's countdown correct the device's clock. */
export const numeroInfoSchema = z.object({
  numero: z.string(),
  status: z.enum(['OPEN', 'DRAWN', 'SETTLED', 'VOID']),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  /** SHA-256 of the seed, published from the opening. */
  commitment: z.string(),
});
export type NumeroInfo = z.infer<typeof numeroInfoSchema>;

export const drawnNumeroSchema = numeroInfoSchema.extend({
  /** The numbers drawn, in draw order (for 49 balls: six main, then the special); null until drawn. */
  result: z.array(z.number().int()).nullable(),
  /** The seed, published once drawn; null before. */
  seed: z.string().nullable(),
});
export type DrawnNumero = z.infer<typeof drawnNumeroSchema>;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  family: z.enum(gameFamilyNames),
  category: z.enum(['ELOTT', 'LOTT']),
  /** Minutes between draws; null for the classic evening draw. */
  intervalMinutes: z.number().int().nullable(),
  cutoffSeconds: z.number().int(),
  /** The numero taking bets now (null between a classic draw and the next opening). */
  current: numeroInfoSchema.nullable(),
  /** The last drawn numero. */
  last: drawnNumeroSchema.nullable(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lobbySchema = z.object({ serverTime: z.string(), games: z.array(lotteryGameSchema) });

export const openedNumeroQuerySchema = z.object({ gameCode: gameCodeSchema });
export const openedNumeroSchema = z.object({
  serverTime: z.string(),
  gameCode: z.string(),
  current: numeroInfoSchema.nullable(),
});

/** The betting board of a game: its limits and the odds the current numero pays by (hundredths, stake included). */
export const boardSchema = lotteryGameSchema.extend({
  serverTime: z.string(),
  limits: z.object({
    minStake: z.string(),
    maxStake: z.string(),
    maxStakePerKey: z.string(),
    maxStakePerNumero: z.string(),
    payoutCap: z.string(),
  }),
  odds: z.record(z.string(), z.number().int()),
  /** Spec §4: ELOTT when the electronic-lottery category holds a TCG_LOTTO_VN or LOTT card, else LOTT. */
  prizeMode: z.enum(['ELOTT', 'LOTT']),
  /** Spec §9's rebate display for the game's category, in percent (paid by the promotions, not here). */
  rebatePercent: z.number(),
  /** Keys of the current numero that all members' stakes have filled (the game's limit per key): sold out. */
  soldOut: z.array(z.string()),
  /** A game drawing on days: when (null for an interval game). */
  calendar: z
    .object({
      drawWeekdays: z.array(z.number().int()),
      /** Local minute of the draw, on the game's clock (minutes east of UTC). */
      drawMinute: z.number().int(),
      utcOffsetMinutes: z.number().int(),
      specialDays: z.array(z.string()),
    })
    .nullable(),
});
export type Board = z.infer<typeof boardSchema>;

export const resultsQuerySchema = pageQuerySchema.extend({ gameCode: gameCodeSchema });
export const resultsPageSchema = pageOf(drawnNumeroSchema);

export const trendQuerySchema = z.object({
  gameCode: gameCodeSchema,
  count: z.coerce.number().int().min(1).max(100).default(100),
});
/** The last `count` drawn numeros, newest first: the board's hot/cold numbers and roads are read from them. */
export const trendSchema = z.object({
  gameCode: z.string(),
  family: z.enum(gameFamilyNames),
  draws: z.array(z.object({ numero: z.string(), result: z.array(z.number().int()) })),
});

export const verifyQuerySchema = z.object({ gameCode: gameCodeSchema, numero: numeroSchema });
export const verifySchema = drawnNumeroSchema.extend({
  gameCode: z.string(),
  family: z.enum(gameFamilyNames),
  /**
   * When an operator corrected the result after the draw: the result the seed drew (which the recomputation
   * matches), and each correction with its reason. `result` is then the corrected one.
   */
  corrections: z
    .array(
      z.object({
        from: z.array(z.number().int()),
        to: z.array(z.number().int()),
        reason: z.string(),
        at: z.string(),
      }),
    )
    .default([]),
});
export type Verification = z.infer<typeof verifySchema>;

/** Most bets one slip takes: a Vietnamese lô "on every number" is 100 bets, and a slip may hold two such. */
export const MAX_SLIP_BETS = 200;

export const slipBodySchema = z.object({
  gameCode: gameCodeSchema,
  numero: numeroSchema,
  bets: z
    .array(z.object({ betKey: z.string().trim().min(1).max(40), amount: amountSchema }))
    .min(1)
    .max(MAX_SLIP_BETS),
});
export type SlipBody = z.infer<typeof slipBodySchema>;

export const betStatuses = ['OPEN', 'WON', 'LOST', 'PUSH', 'REFUNDED', 'CANCELLED'] as const;

export const placedBetSchema = z.object({
  id: z.string(),
  betKey: z.string(),
  stake: z.string(),
  status: z.enum(betStatuses),
});

export const slipAnswerSchema = z.object({
  slipKey: z.string(),
  total: z.string(),
  bets: z.array(placedBetSchema),
  /** The member's balance after the slip. */
  balance: balanceSchema,
});

export const myBetsQuerySchema = pageQuerySchema.extend({
  gameCode: gameCodeSchema.optional(),
  status: z.enum(betStatuses).optional(),
});
export const myBetSchema = placedBetSchema.extend({
  gameCode: z.string(),
  family: z.enum(gameFamilyNames),
  numero: z.string(),
  /** What the bet got back (win, push or refund); "0.00" otherwise. */
  payout: z.string(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  result: z.array(z.number().int()).nullable(),
});
export type MyBet = z.infer<typeof myBetSchema>;
export const myBetsPageSchema = pageOf(myBetSchema);

export const cancelAnswerSchema = z.object({ bet: placedBetSchema, balance: balanceSchema });

export const voidBodySchema = z.object({ reason: z.string().trim().min(3).max(200) });
export const voidAnswerSchema = z.object({
  numero: z.string(),
  refunded: z.number().int(),
  amount: z.string(),
});

/** What the events stream sends (`data:` JSON), one per change of a numero of the game. */
export const lotteryEventSchema = z.object({
  type: z.enum(['OPENED', 'DRAWN', 'SETTLED', 'VOID']),
  gameCode: z.string(),
  numero: z.string(),
});
export type LotteryEvent = z.infer<typeof lotteryEventSchema>;

export const correctBodySchema = z.object({
  result: z.array(z.number().int().min(0).max(99)).min(3).max(7),
  reason: z.string().trim().min(3).max(200),
});
export const correctAnswerSchema = z.object({
  numero: z.string(),
  from: z.array(z.number().int()),
  to: z.array(z.number().int()),
  changedBets: z.number().int(),
  /** Paid to members, and taken back from them, by the correction. */
  paid: z.string(),
  taken: z.string(),
});

/** An ADMIN's settings of a game; numeros opened from now on take them (an open numero keeps its odds). */
export const gameSettingsBodySchema = z
  .object({
    enabled: z.boolean(),
    cutoffSeconds: z.number().int().min(0).max(3600),
    /** Multipliers (hundredths, stake included) by odds key; keys of the game's family only. */
    odds: z.record(z.string().max(40), z.number().int().min(101).max(10_000_000)),
    minStake: amountSchema,
    maxStake: amountSchema,
    maxStakePerKey: amountSchema,
    maxStakePerNumero: amountSchema,
    payoutCap: amountSchema,
  })
  .partial();
export const gameSettingsSchema = z.object({
  gameCode: z.string(),
  family: z.enum(gameFamilyNames),
  enabled: z.boolean(),
  cutoffSeconds: z.number().int(),
  odds: z.record(z.string(), z.number().int()),
  limits: boardSchema.shape.limits,
});

/** A game of a point family (Vietnamese lottery, 4D) as its pages list it: a lottery game with its calendar. */
export const pointGameSchema = lotteryGameSchema.extend({
  region: z.enum(['NORTH', 'CENTRAL', 'SOUTH']).nullable(),
  /** The province (đài) of a Central or Southern game. */
  stationName: z.string().nullable(),
  calendar: boardSchema.shape.calendar,
  /** It draws on today's local day (a province of today's list). */
  drawsToday: z.boolean(),
});
export type PointGame = z.infer<typeof pointGameSchema>;

export const vnMenuQuerySchema = z.object({
  prizeMode: z.enum(['ELOTT', 'LOTT']).optional(),
  device: z.enum(['WEB', 'H5']).default('WEB'),
});
const vnPlayTypeSchema = z.object({
  playType: z.string(),
  numbers: z.number().int(),
  digits: z.number().int(),
  pointCost: z.number().int(),
});
/** `gameMenus`: the regions (and the fast draws) with their games and play types, the market's order. */
export const vnGameMenuSchema = z.object({
  serverTime: z.string(),
  accountTypeName: z.literal('TCG_LOTTO_VN'),
  gameMenus: z.array(
    z.object({
      menu: z.enum(['FAST', 'NORTH', 'CENTRAL', 'SOUTH']),
      games: z.array(pointGameSchema),
      playTypes: z.array(vnPlayTypeSchema),
    }),
  ),
});
export type VnGameMenu = z.infer<typeof vnGameMenuSchema>;
export const vnRecentGamesSchema = z.object({ games: z.array(pointGameSchema) });
