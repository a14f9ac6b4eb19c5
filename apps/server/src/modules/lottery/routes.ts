import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardSchema,
  cancelAnswerSchema,
  correctAnswerSchema,
  correctBodySchema,
  gameCodeSchema,
  gameSettingsBodySchema,
  gameSettingsSchema,
  lobbySchema,
  lotteryEventSchema,
  lotteryPaths,
  myBetsPageSchema,
  myBetsQuerySchema,
  numeroSchema,
  openedNumeroQuerySchema,
  openedNumeroSchema,
  resultsPageSchema,
  resultsQuerySchema,
  slipAnswerSchema,
  slipBodySchema,
  trendQuerySchema,
  trendSchema,
  verifyQuerySchema,
  verifySchema,
  voidAnswerSchema,
  voidBodySchema,
  vnGameMenuSchema,
  vnMenuQuerySchema,
  vnRecentGamesSchema,
} from '@msp/contracts/lottery/api.ts';
import { idempotencyKeySchema } from '@msp/contracts/wallet.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { memberBalance } from '../wallet/service.ts';
import { cancelBet, placeSlip } from './bets.ts';
import { LotteryWatch } from './events.ts';
import { board, lobby, myBets, openedNumero, results, trend, verification } from './queries.ts';
import { correctNumero } from './corrections.ts';
import { updateGameSettings } from './settings.ts';
import { voidNumero } from './settlement.ts';
import { vnGameMenu, vnOpenedNumero, vnRecentGames } from './vn-menu.ts';

/** A numeric id in a path, as bigint (bets and numeros are bigserial). */
const bigIdParam = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'an id') });
/** How often an idle event stream sends a comment, so proxies keep it open. */
const KEEPALIVE_MS = 15_000;

export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const watch = new LotteryWatch(app.db);
  /** Open event streams: ended when the server closes (a browser's EventSource reconnects elsewhere). */
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
    watch.stop();
  });

  app.get(
    lotteryPaths.vnGameMenu,
    { schema: { querystring: vnMenuQuerySchema, response: { 200: envelopeOf(vnGameMenuSchema) } } },
    async (request) => ok(await vnGameMenu(app.db, request.merchant.id)),
  );

  app.get(
    lotteryPaths.vnRecentGames,
    { schema: { response: { 200: envelopeOf(vnRecentGamesSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await vnRecentGames(app.db, request.merchant.id, session.memberId));
    },
  );

  app.get(
    lotteryPaths.vnOpenedNumero,
    { schema: { querystring: openedNumeroQuerySchema, response: { 200: envelopeOf(openedNumeroSchema) } } },
    async (request) => ok(await vnOpenedNumero(app.db, request.merchant.id, request.query.gameCode)),
  );

  app.get(lotteryPaths.lobby, { schema: { response: { 200: envelopeOf(lobbySchema) } } }, async (request) =>
    ok(await lobby(app.db, request.merchant.id)),
  );

  app.get(
    lotteryPaths.openedNumero,
    { schema: { querystring: openedNumeroQuerySchema, response: { 200: envelopeOf(openedNumeroSchema) } } },
    async (request) => ok(await openedNumero(app.db, request.merchant.id, request.query.gameCode)),
  );

  app.get(
    lotteryPaths.board,
    {
      schema: {
        params: z.object({ gameCode: gameCodeSchema }),
        response: { 200: envelopeOf(boardSchema) },
      },
    },
    async (request) => ok(await board(app.db, request.merchant.id, request.params.gameCode)),
  );

  app.get(
    lotteryPaths.results,
    { schema: { querystring: resultsQuerySchema, response: { 200: envelopeOf(resultsPageSchema) } } },
    async (request) => ok(await results(app.db, request.merchant.id, request.query)),
  );

  app.get(
    lotteryPaths.trend,
    { schema: { querystring: trendQuerySchema, response: { 200: envelopeOf(trendSchema) } } },
    async (request) =>
      ok(await trend(app.db, request.merchant.id, request.query.gameCode, request.query.count)),
  );

  app.get(
    lotteryPaths.verify,
    { schema: { querystring: verifyQuerySchema, response: { 200: envelopeOf(verifySchema) } } },
    async (request) =>
      ok(await verification(app.db, request.merchant.id, request.query.gameCode, request.query.numero)),
  );

  // One resource, two forms: with `Accept: text/event-stream` (an EventSource) the changes as they happen,
  // otherwise the recent numeros as JSON at once (what a page that polls reads).
  app.get(
    lotteryPaths.events,
    {
      schema: {
        querystring: openedNumeroQuerySchema,
        response: { 200: envelopeOf(z.object({ events: z.array(lotteryEventSchema) })) },
      },
    },
    async (request, reply) => {
      const { gameCode } = request.query;
      await openedNumero(app.db, request.merchant.id, gameCode); // the game must exist
      const events = await watch.snapshot(request.merchant.id, gameCode);
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) return ok({ events });
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const send = (event: unknown) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
      for (const event of events) send(event);
      const stop = watch.listen(request.merchant.id, gameCode, events, send);
      const keepalive = setInterval(() => stream.write(': keep-alive\n\n'), KEEPALIVE_MS);
      const end = () => {
        clearInterval(keepalive);
        stop();
        streams.delete(end);
        stream.end();
      };
      streams.add(end);
      request.raw.on('close', end);
      return reply;
    },
  );

  app.post(
    lotteryPaths.bets,
    {
      schema: {
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: slipBodySchema,
        response: { 200: envelopeOf(slipAnswerSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      const placed = await placeSlip(
        app.db,
        request.merchant,
        session.memberId,
        request.body,
        request.headers['idempotency-key'],
        originOf(request),
      );
      return ok({
        slipKey: placed.slipKey,
        total: placed.total,
        bets: placed.bets,
        balance: await memberBalance(app.db, request.merchant, session.memberId),
      });
    },
  );

  app.get(
    lotteryPaths.bets,
    { schema: { querystring: myBetsQuerySchema, response: { 200: envelopeOf(myBetsPageSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await myBets(app.db, request.merchant.id, session.memberId, request.query));
    },
  );

  app.delete(
    lotteryPaths.cancelBet,
    { schema: { params: bigIdParam, response: { 200: envelopeOf(cancelAnswerSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      const bet = await cancelBet(
        app.db,
        request.merchant,
        session.memberId,
        BigInt(request.params.id),
        originOf(request),
      );
      return ok({ bet, balance: await memberBalance(app.db, request.merchant, session.memberId) });
    },
  );

  app.post(
    lotteryPaths.operatorVoid,
    {
      schema: {
        params: z.object({ gameCode: gameCodeSchema, numero: numeroSchema }),
        body: voidBodySchema,
        response: { 200: envelopeOf(voidAnswerSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await voidNumero(app.db, request.merchant.id, request.params, {
          operatorId: operator.operatorId,
          reason: request.body.reason,
          origin: originOf(request),
        }),
      );
    },
  );

  app.post(
    lotteryPaths.operatorCorrect,
    {
      schema: {
        params: z.object({ gameCode: gameCodeSchema, numero: numeroSchema }),
        body: correctBodySchema,
        response: { 200: envelopeOf(correctAnswerSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await correctNumero(app.db, request.merchant.id, request.params, {
          result: request.body.result,
          reason: request.body.reason,
          operatorId: operator.operatorId,
          origin: originOf(request),
        }),
      );
    },
  );

  app.patch(
    lotteryPaths.operatorGame,
    {
      schema: {
        params: z.object({ gameCode: gameCodeSchema }),
        body: gameSettingsBodySchema,
        response: { 200: envelopeOf(gameSettingsSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await updateGameSettings(app.db, request.merchant.id, request.params.gameCode, request.body, {
          operatorId: operator.operatorId,
          origin: originOf(request),
        }),
      );
    },
  );
};
