import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  leaderboardBodySchema,
  leaderboardQuerySchema,
  leaderboardSchema,
  missionBoardSchema,
  missionBodySchema,
  missionClaimBodySchema,
  missionClaimSchema,
  missionPaths,
  opsLeaderboardListSchema,
  opsLeaderboardSchema,
  opsMissionListSchema,
  opsMissionPaths,
  opsMissionSchema,
} from '@msp/contracts/missions.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { missionBoard } from './board.ts';
import {
  createMission,
  listOpsLeaderboards,
  listOpsMissions,
  setLeaderboard,
  updateMission,
} from './catalogue.ts';
import { claimMission } from './claim.ts';
import { leaderboardView } from './leaderboard.ts';

const idParams = z.object({ id: rowIdParamSchema });

/**
 * The missions page's calls (a real member's session: trial players get `login.trial.forbidden`; a member reads
 * and claims its own missions only) and the operator's (any role reads, ADMIN changes, every change audited).
 */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberOf = async (request: FastifyRequest) =>
    (await request.requireSession({ allowTrial: false })).memberId;

  app.get(
    missionPaths.list,
    { schema: { response: { 200: envelopeOf(missionBoardSchema) } } },
    async (request) =>
      ok(await missionBoard(app.db, request.merchant.id, await memberOf(request), request.language)),
  );

  app.get(
    missionPaths.leaderboard,
    { schema: { querystring: leaderboardQuerySchema, response: { 200: envelopeOf(leaderboardSchema) } } },
    async (request) =>
      ok(await leaderboardView(app.db, request.merchant.id, await memberOf(request), request.query)),
  );

  app.post(
    missionPaths.claim,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: idParams,
        body: missionClaimBodySchema,
        response: { 200: envelopeOf(missionClaimSchema) },
      },
    },
    async (request) =>
      ok(
        await claimMission(
          app.db,
          request.merchant,
          await memberOf(request),
          request.params.id,
          { periodStart: request.body?.periodStart },
          originOf(request),
        ),
      ),
  );

  // ---- Operator -------------------------------------------------------------------------------------------

  app.get(
    opsMissionPaths.missions,
    { schema: { response: { 200: envelopeOf(opsMissionListSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await listOpsMissions(app.db, request.merchant.id));
    },
  );

  app.post(
    opsMissionPaths.missions,
    { schema: { body: missionBodySchema, response: { 200: envelopeOf(opsMissionSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await createMission(
          app.db,
          request.merchant.id,
          operator.operatorId,
          request.body,
          originOf(request),
        ),
      );
    },
  );

  app.get(
    opsMissionPaths.leaderboard,
    { schema: { response: { 200: envelopeOf(opsLeaderboardListSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await listOpsLeaderboards(app.db, request.merchant.id));
    },
  );

  app.put(
    opsMissionPaths.leaderboard,
    { schema: { body: leaderboardBodySchema, response: { 200: envelopeOf(opsLeaderboardSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setLeaderboard(
          app.db,
          request.merchant.id,
          operator.operatorId,
          request.body,
          originOf(request),
        ),
      );
    },
  );

  app.put(
    opsMissionPaths.mission,
    {
      schema: { params: idParams, body: missionBodySchema, response: { 200: envelopeOf(opsMissionSchema) } },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await updateMission(
          app.db,
          request.merchant.id,
          operator.operatorId,
          request.params.id,
          request.body,
          originOf(request),
        ),
      );
    },
  );
};
