import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import {
  opsVipLadderSchema,
  opsVipMemberLevelBodySchema,
  opsVipMemberLevelSchema,
  opsVipPaths,
  vipLadderBodySchema,
  vipPageSchema,
  vipPaths,
} from '@msp/contracts/vip.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { promotionReader } from '../promotions/rewards.ts';
import { opsLadder, setLadder } from './ladder.ts';
import { setMemberLevel } from './member-level.ts';
import { vipPage } from './page.ts';

const idParams = z.object({ id: rowIdParamSchema });

/**
 * The VIP page's call and the operator's. Anyone reads the ladder; the caller's own part needs a real member's
 * session (visitors, trial players and restricted sessions get none) and is always the caller's own. Operators
 * read with any role and change with ADMIN; every change is audited.
 */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(vipPaths.page, { schema: { response: { 200: envelopeOf(vipPageSchema) } } }, async (request) =>
    ok(
      await vipPage(app.db, request.merchant, promotionReader(await request.getSession()), request.language),
    ),
  );

  app.get(
    opsVipPaths.levels,
    { schema: { response: { 200: envelopeOf(opsVipLadderSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await opsLadder(app.db, request.merchant.id));
    },
  );

  app.put(
    opsVipPaths.levels,
    { schema: { body: vipLadderBodySchema, response: { 200: envelopeOf(opsVipLadderSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setLadder(app.db, request.merchant.id, operator.operatorId, request.body, originOf(request)),
      );
    },
  );

  app.post(
    opsVipPaths.memberLevel,
    {
      schema: {
        params: idParams,
        body: opsVipMemberLevelBodySchema,
        response: { 200: envelopeOf(opsVipMemberLevelSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setMemberLevel(
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
