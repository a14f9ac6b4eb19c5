import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  convertBodySchema,
  convertResultSchema,
  opsPointsConfigSchema,
  opsPointsItemListSchema,
  opsPointsItemSchema,
  opsPointsPaths,
  opsRedemptionPageSchema,
  opsRedemptionQuerySchema,
  opsRedemptionSchema,
  pointsBalanceSchema,
  pointsConfigBodySchema,
  pointsConfigSchema,
  pointsHealthSchema,
  pointsItemBodySchema,
  pointsPaths,
  pointsRewardQuerySchema,
  pointsRewardSchema,
  pointsTransactionPageSchema,
  pointsTransactionQuerySchema,
  redeemBodySchema,
  redeemResultSchema,
  redemptionDecisionBodySchema,
  redemptionPageSchema,
  redemptionQuerySchema,
} from '@msp/contracts/points.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import { idempotencyKeySchema } from '@msp/contracts/wallet.ts';
import { encryptedTwins } from '../../plugins/encrypted-body.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { paymentPasswordRateLimit } from '../withdrawals/payment-password.ts';
import { createItem, listOpsItems, pointsReward, updateItem } from './catalogue.ts';
import { convertPoints } from './convert.ts';
import { pointsBalance, pointsHealth, pointsHistory } from './ledger.ts';
import { decideRedemption, memberRedemptions, opsRedemptions, redeemItem } from './redemptions.ts';
import { opsPointsConfig, pointsConfig, requirePointsMall, setPointsConfig } from './settings.ts';

const itemParams = z.object({ id: rowIdParamSchema });
/** Redemption ids are bigserial numbers; anything else is simply not found. */
const redemptionParams = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/**
 * The points mall's calls. A member's: a real member's session (trial players get `login.trial.forbidden`), only
 * where the merchant's PTSYS3 switch is on (`points.disabled` otherwise), about the caller's own points and
 * redemptions only; redeem and convert are encrypted (`/unsecure` twins where the merchant allows them), need the
 * payment password (its rate limit per session) and an Idempotency-Key. An operator's: any role reads, ADMIN
 * changes and decides, every change audited; operators prepare the mall whether it is open or not.
 */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The caller's member id, once the session and the mall's switch allow the call. */
  const memberOf = async (request: FastifyRequest) => {
    const session = await request.requireSession({ allowTrial: false });
    await requirePointsMall(app.db, request.merchant.id);
    return session.memberId;
  };

  app.get(
    pointsPaths.balance,
    { schema: { response: { 200: envelopeOf(pointsBalanceSchema) } } },
    async (request) => {
      const memberId = await memberOf(request);
      return ok(await pointsBalance(app.db, request.merchant.id, memberId));
    },
  );

  app.get(
    pointsPaths.reward,
    { schema: { querystring: pointsRewardQuerySchema, response: { 200: envelopeOf(pointsRewardSchema) } } },
    async (request) => {
      const memberId = await memberOf(request);
      return ok(await pointsReward(app.db, request.merchant, memberId, request.query, request.language));
    },
  );

  app.get(
    pointsPaths.config,
    { schema: { response: { 200: envelopeOf(pointsConfigSchema) } } },
    async (request) => {
      await memberOf(request);
      return ok(await pointsConfig(app.db, request.merchant.id));
    },
  );

  app.get(
    pointsPaths.redemptions,
    { schema: { querystring: redemptionQuerySchema, response: { 200: envelopeOf(redemptionPageSchema) } } },
    async (request) => {
      const memberId = await memberOf(request);
      return ok(
        await memberRedemptions(app.db, request.merchant.id, memberId, request.query, request.language),
      );
    },
  );

  app.get(
    pointsPaths.transactions,
    {
      schema: {
        querystring: pointsTransactionQuerySchema,
        response: { 200: envelopeOf(pointsTransactionPageSchema) },
      },
    },
    async (request) => {
      const memberId = await memberOf(request);
      return ok(await pointsHistory(app.db, request.merchant.id, memberId, request.query, request.language));
    },
  );

  for (const { url, config } of encryptedTwins(pointsPaths.redeem)) {
    app.post(
      url,
      {
        config: { ...config, rateLimit: paymentPasswordRateLimit },
        schema: {
          headers: idempotencyHeaders,
          body: redeemBodySchema,
          response: { 200: envelopeOf(redeemResultSchema) },
        },
      },
      async (request) => {
        const memberId = await memberOf(request);
        return ok(
          await redeemItem(
            app.db,
            request.merchant,
            memberId,
            { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
            originOf(request),
            request.language,
          ),
        );
      },
    );
  }

  for (const { url, config } of encryptedTwins(pointsPaths.convert)) {
    app.post(
      url,
      {
        config: { ...config, rateLimit: paymentPasswordRateLimit },
        schema: {
          headers: idempotencyHeaders,
          body: convertBodySchema,
          response: { 200: envelopeOf(convertResultSchema) },
        },
      },
      async (request) => {
        const memberId = await memberOf(request);
        return ok(
          await convertPoints(
            app.db,
            request.merchant,
            memberId,
            { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
            originOf(request),
          ),
        );
      },
    );
  }

  // ---- Operator -------------------------------------------------------------------------------------------

  app.get(
    opsPointsPaths.items,
    { schema: { response: { 200: envelopeOf(opsPointsItemListSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await listOpsItems(app.db, request.merchant.id));
    },
  );

  app.post(
    opsPointsPaths.items,
    { schema: { body: pointsItemBodySchema, response: { 200: envelopeOf(opsPointsItemSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await createItem(app.db, request.merchant.id, operator.operatorId, request.body, originOf(request)),
      );
    },
  );

  app.put(
    opsPointsPaths.item,
    {
      schema: {
        params: itemParams,
        body: pointsItemBodySchema,
        response: { 200: envelopeOf(opsPointsItemSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await updateItem(
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

  app.get(
    opsPointsPaths.config,
    { schema: { response: { 200: envelopeOf(opsPointsConfigSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await opsPointsConfig(app.db, request.merchant.id));
    },
  );

  app.put(
    opsPointsPaths.config,
    { schema: { body: pointsConfigBodySchema, response: { 200: envelopeOf(opsPointsConfigSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setPointsConfig(
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
    opsPointsPaths.redemptions,
    {
      schema: {
        querystring: opsRedemptionQuerySchema,
        response: { 200: envelopeOf(opsRedemptionPageSchema) },
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await opsRedemptions(app.db, request.merchant.id, request.query, request.language));
    },
  );

  app.post(
    opsPointsPaths.decision,
    {
      schema: {
        params: redemptionParams,
        body: redemptionDecisionBodySchema,
        response: { 200: envelopeOf(opsRedemptionSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await decideRedemption(
          app.db,
          request.merchant,
          operator.operatorId,
          BigInt(request.params.id),
          request.body,
          originOf(request),
          request.language,
        ),
      );
    },
  );

  app.get(
    opsPointsPaths.health,
    { schema: { response: { 200: envelopeOf(pointsHealthSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await pointsHealth(app.db, request.merchant.id));
    },
  );
};
