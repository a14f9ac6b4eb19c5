import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gamePaths, launchRequestSchema, launchResultSchema } from '@msp/contracts/games.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { launchGame, launchLotteryArea } from './service.ts';

/** `/wps/game/launchGame`: login and a real (non-trial) account required (spec §5). */
export const gameLaunchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    gamePaths.launch,
    { schema: { body: launchRequestSchema, response: { 200: envelopeOf(launchResultSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      const siteOrigin = `${request.protocol}://${request.host}`;
      const { nodeId, lottoArea } = request.body;
      if (nodeId === undefined) {
        return ok(
          await launchLotteryArea(app.db, request.merchant, session.memberId, {
            lottoArea: lottoArea!,
            gameCode: request.body.gameCode,
            view: request.body.view,
          }),
        );
      }
      return ok(
        await launchGame(
          app.db,
          request.merchant,
          session.memberId,
          {
            nodeId,
            demo: request.body.demo,
            backUrl: request.body.backUrl,
            language: request.body.language ?? request.language,
            view: request.body.view,
          },
          siteOrigin,
        ),
      );
    },
  );
};
