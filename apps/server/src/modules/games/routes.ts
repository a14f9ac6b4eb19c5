import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@msp/contracts/api-paths.ts';
import { vendorCategories } from '@msp/contracts/enums.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import type { Language } from '@msp/contracts/errors.ts';
import {
  favouriteBodySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteRemoveQuerySchema,
  favouriteResultSchema,
  gameListQuerySchema,
  gamePageSchema,
  gamePaths,
  gameSchema,
  hotGamesQuerySchema,
  hotMatchSchema,
  languageQuerySchema,
  popularQuerySchema,
  roomListQuerySchema,
  roomSchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
  vendorLanesSchema,
  winnerSchema,
  winnersQuerySchema,
} from '@msp/contracts/games.ts';
import { vendorCategorySchema } from '@msp/contracts/system.ts';
import type { CacheScope } from '../../shared/cache.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import {
  hotGames,
  listGames,
  markFavourites,
  popularGames,
  recentGames,
  vendorGameTypes,
} from './catalogue.ts';
import { addFavourite, favouriteIds, favouriteSet, listFavourites, removeFavourite } from './favourites.ts';
import { listHotMatches } from './hot-matches.ts';
import { updateGame, updateVendor } from './operator.ts';
import { listRooms } from './rooms.ts';
import { listVendorMenus, vendorLanes } from './service.ts';
import { winnerBoard, winnersOf } from './winners.ts';
import { originOf } from '../identity/audit.ts';

/** Catalogue answers shared by every visitor: kept this long (the operator calls drop them at once). */
const CATALOGUE_TTL_SECONDS = 300;
/** The winner board follows real wins: kept briefly. */
const WINNERS_TTL_SECONDS = 30;

/** Operator calls that change the catalogue (paths ours). */
export const catalogueOperatorPaths = {
  game: '/ops/games/:nodeId',
  vendor: '/ops/vendors/:code',
} as const;

const operatorGameSchema = z.object({
  nodeId: z.number().int(),
  vassalage: z.string(),
  gameType: z.string(),
  gameCode: z.string(),
  enabled: z.boolean(),
  isTop: z.boolean(),
  sortOrder: z.number().int(),
});
const operatorVendorSchema = z.object({ vassalage: z.string(), gameType: z.string(), enabled: z.boolean() });

/**
 * The game catalogue (spec §7 game calls): menus, lists, hot games, winners, live tables and hot matches answer
 * visitors too (with a session, tiles say which games are the member's favourites); favourites and recent games
 * need a session. Shared answers are cached per merchant and language (shared/cache.ts).
 */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const languageOf = (request: FastifyRequest, asked: Language | undefined): Language =>
    asked ?? request.language;
  const scopeOf = (request: FastifyRequest, language: Language): CacheScope => ({
    merchantId: request.merchant.id,
    language,
  });
  /** The caller's favourites (none for a visitor). */
  const callerFavourites = async (request: FastifyRequest) =>
    favouriteSet(app.db, request.merchant.id, (await request.getSession())?.memberId);
  const member = async (request: FastifyRequest) => {
    const session = await request.requireSession();
    return { merchantId: request.merchant.id, memberId: session.memberId };
  };

  app.get(
    apiPaths.gameMenus,
    { schema: { response: { 200: envelopeOf(z.array(vendorCategorySchema)) } } },
    async (request) => ok(await listVendorMenus(app.db, request.merchant.id, request.language)),
  );

  app.get(
    gamePaths.list,
    { schema: { querystring: gameListQuerySchema, response: { 200: envelopeOf(gamePageSchema) } } },
    async (request) => {
      const language = languageOf(request, request.query.language);
      return ok(
        await listGames(
          app.db,
          request.merchant.id,
          request.query,
          language,
          await callerFavourites(request),
        ),
      );
    },
  );

  app.get(
    gamePaths.popular,
    { schema: { querystring: popularQuerySchema, response: { 200: envelopeOf(z.array(gameSchema)) } } },
    async (request) => {
      const language = languageOf(request, request.query.language);
      const { gameType, limitNum } = request.query;
      return ok(
        await popularGames(
          app.db,
          request.merchant.id,
          { gameType, limit: limitNum },
          language,
          await callerFavourites(request),
        ),
      );
    },
  );

  app.get(
    gamePaths.vendorGameTypes,
    {
      schema: {
        querystring: vendorGameTypesQuerySchema,
        response: { 200: envelopeOf(vendorGameTypesSchema) },
      },
    },
    async (request) => ok(await vendorGameTypes(app.db, request.merchant.id, request.query.vassalage)),
  );

  app.get(
    gamePaths.vendors,
    { schema: { querystring: languageQuerySchema, response: { 200: envelopeOf(vendorLanesSchema) } } },
    async (request) => {
      const language = languageOf(request, request.query.language);
      return ok(
        await app.cache.remember(scopeOf(request, language), 'vendors', CATALOGUE_TTL_SECONDS, () =>
          vendorLanes(app.db, request.merchant.id, language),
        ),
      );
    },
  );

  app.get(
    gamePaths.hotGames,
    { schema: { querystring: hotGamesQuerySchema, response: { 200: envelopeOf(z.array(gameSchema)) } } },
    async (request) => {
      const language = languageOf(request, request.query.language);
      const hot = await app.cache.remember(scopeOf(request, language), 'hot', CATALOGUE_TTL_SECONDS, () =>
        hotGames(app.db, request.merchant.id, language),
      );
      const { vassalage } = request.query;
      const games = vassalage ? hot.top.filter((game) => game.vassalage === vassalage) : hot.all;
      return ok(markFavourites(games, await callerFavourites(request)));
    },
  );

  app.get(
    gamePaths.winners,
    { schema: { querystring: winnersQuerySchema, response: { 200: envelopeOf(z.array(winnerSchema)) } } },
    async (request) => {
      const language = languageOf(request, request.query.language);
      const board = await app.cache.remember(scopeOf(request, language), 'winners', WINNERS_TTL_SECONDS, () =>
        winnerBoard(app.db, request.merchant.id, language),
      );
      return ok(winnersOf(board, request.query.gameCategory, request.query.limitNum));
    },
  );

  app.get(
    gamePaths.favouriteIds,
    { schema: { response: { 200: envelopeOf(favouriteIdsSchema) } } },
    async (request) => ok(await favouriteIds(app.db, await member(request))),
  );

  app.get(
    gamePaths.favourites,
    { schema: { querystring: favouriteListQuerySchema, response: { 200: envelopeOf(gamePageSchema) } } },
    async (request) => {
      const owner = await member(request);
      const language = languageOf(request, request.query.language);
      return ok(await listFavourites(app.db, owner, request.query, language));
    },
  );

  app.post(
    gamePaths.favouriteV2,
    { schema: { body: favouriteBodySchema, response: { 200: envelopeOf(favouriteResultSchema) } } },
    async (request) => ok(await addFavourite(app.db, await member(request), request.body)),
  );

  app.delete(
    gamePaths.favouriteV2,
    {
      schema: {
        querystring: favouriteRemoveQuerySchema,
        response: { 200: envelopeOf(favouriteResultSchema) },
      },
    },
    async (request) => ok(await removeFavourite(app.db, await member(request), request.query.nodeId)),
  );

  app.get(
    gamePaths.recent,
    { schema: { querystring: languageQuerySchema, response: { 200: envelopeOf(z.array(gameSchema)) } } },
    async (request) => {
      const owner = await member(request);
      const language = languageOf(request, request.query.language);
      return ok(
        await recentGames(
          app.db,
          owner.merchantId,
          owner.memberId,
          language,
          await favouriteSet(app.db, owner.merchantId, owner.memberId),
        ),
      );
    },
  );

  app.get(
    gamePaths.roomList,
    { schema: { querystring: roomListQuerySchema, response: { 200: envelopeOf(z.array(roomSchema)) } } },
    async (request) =>
      ok(await listRooms(app.db, request.merchant.id, request.language, request.query.vassalage)),
  );

  app.get(
    gamePaths.hotMatches,
    { schema: { querystring: languageQuerySchema, response: { 200: envelopeOf(z.array(hotMatchSchema)) } } },
    async (request) =>
      ok(await listHotMatches(app.db, request.merchant.id, languageOf(request, request.query.language))),
  );

  // Operator calls: an ADMIN of the merchant changes its catalogue; every cached catalogue answer is dropped.
  app.patch(
    catalogueOperatorPaths.game,
    {
      schema: {
        params: z.object({ nodeId: rowIdParamSchema }),
        body: z
          .object({
            enabled: z.boolean().optional(),
            isTop: z.boolean().optional(),
            sortOrder: z.number().int().min(-1_000_000).max(1_000_000).optional(),
          })
          .refine((body) => Object.values(body).some((value) => value !== undefined), {
            message: 'Nothing to change',
          }),
        response: { 200: envelopeOf(operatorGameSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      const actor = {
        merchantId: request.merchant.id,
        operatorId: operator.operatorId,
        origin: originOf(request),
      };
      const game = await updateGame(app.db, actor, request.params.nodeId, request.body);
      await app.cache.invalidateMerchant(request.merchant.id);
      return ok(game);
    },
  );

  app.patch(
    catalogueOperatorPaths.vendor,
    {
      schema: {
        params: z.object({ code: z.string().trim().min(1).max(40) }),
        body: z.object({ enabled: z.boolean(), gameType: z.enum(vendorCategories).optional() }),
        response: { 200: envelopeOf(z.array(operatorVendorSchema)) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      const actor = {
        merchantId: request.merchant.id,
        operatorId: operator.operatorId,
        origin: originOf(request),
      };
      const vendors = await updateVendor(app.db, actor, request.params.code, request.body);
      await app.cache.invalidateMerchant(request.merchant.id);
      return ok(vendors);
    },
  );
};
