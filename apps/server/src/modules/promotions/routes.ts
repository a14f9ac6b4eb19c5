import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadUrl } from '@msp/contracts/deposits.ts';
import {
  opsPromotionDecisionBodySchema,
  opsPromotionEntryPageSchema,
  opsPromotionEntryQuerySchema,
  opsPromotionPageSchema,
  opsPromotionPaths,
  opsPromotionQuerySchema,
  opsPromotionSchema,
  opsPromotionStatusBodySchema,
  promotionApplyBodySchema,
  promotionBodySchema,
  promotionClaimSchema,
  promotionDetailSchema,
  promotionImageBodySchema,
  promotionImageSchema,
  promotionListQuerySchema,
  promotionPageSchema,
  promotionPaths,
  rewardCenterSchema,
  turnoverSchema,
} from '@msp/contracts/promotions.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { IMAGE_BODY_LIMIT, storeImage } from '../uploads/service.ts';
import { createPromotion, listOpsPromotions, setPromotionStatus, updatePromotion } from './catalogue.ts';
import { claimReward } from './claim.ts';
import { applyForPromotion, decideApplication, joinPromotion } from './participation.ts';
import { listEntries, listPromotions, promotionDetail } from './queries.ts';
import { promotionReader, rewardCenter } from './rewards.ts';
import { memberTurnover } from './turnover.ts';

const idParams = z.object({ id: rowIdParamSchema });
const done = envelopeOf(z.null());

/**
 * The promotions pages' calls and the operator's. Visitors may read the list and a detail (their state is
 * `join`, `comingSoon` or `close`); taking part, claiming, the reward center and the turnover page need a real
 * member's session; a member answers about itself only. Operators read with any role and change with ADMIN, as
 * for agent contracts.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The member a read is about: none for visitors, trial players and sessions under a restriction. */
  const readerOf = async (request: FastifyRequest) => promotionReader(await request.getSession());
  const memberOf = async (request: FastifyRequest) =>
    (await request.requireSession({ allowTrial: false })).memberId;

  app.get(
    promotionPaths.list,
    { schema: { querystring: promotionListQuerySchema, response: { 200: envelopeOf(promotionPageSchema) } } },
    async (request) =>
      ok(
        await listPromotions(
          app.db,
          request.merchant,
          await readerOf(request),
          request.query,
          request.language,
        ),
      ),
  );

  app.get(
    promotionPaths.turnover,
    { schema: { response: { 200: envelopeOf(turnoverSchema) } } },
    async (request) =>
      ok(await memberTurnover(app.db, request.merchant, await memberOf(request), request.language)),
  );

  app.get(
    promotionPaths.rewards,
    { schema: { response: { 200: envelopeOf(rewardCenterSchema) } } },
    async (request) =>
      ok(await rewardCenter(app.db, request.merchant, await memberOf(request), request.language)),
  );

  app.get(
    promotionPaths.detail,
    { schema: { params: idParams, response: { 200: envelopeOf(promotionDetailSchema) } } },
    async (request) =>
      ok(
        await promotionDetail(
          app.db,
          request.merchant,
          await readerOf(request),
          request.params.id,
          request.language,
        ),
      ),
  );

  /** After a join or an application the page shows the promotion as it now stands for the member. */
  const detailFor = (request: FastifyRequest, memberId: number, id: number) =>
    promotionDetail(app.db, request.merchant, memberId, id, request.language);

  app.post(
    promotionPaths.join,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: idParams, response: { 200: envelopeOf(promotionDetailSchema) } },
    },
    async (request) => {
      const memberId = await memberOf(request);
      await joinPromotion(app.db, request.merchant, memberId, request.params.id, originOf(request));
      return ok(await detailFor(request, memberId, request.params.id));
    },
  );

  app.post(
    promotionPaths.apply,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: idParams,
        body: promotionApplyBodySchema,
        response: { 200: envelopeOf(promotionDetailSchema) },
      },
    },
    async (request) => {
      const memberId = await memberOf(request);
      await applyForPromotion(
        app.db,
        request.merchant,
        memberId,
        request.params.id,
        request.body,
        originOf(request),
      );
      return ok(await detailFor(request, memberId, request.params.id));
    },
  );

  app.post(
    promotionPaths.claim,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { params: idParams, response: { 200: envelopeOf(promotionClaimSchema) } },
    },
    async (request) =>
      ok(
        await claimReward(
          app.db,
          request.merchant,
          await memberOf(request),
          request.params.id,
          originOf(request),
        ),
      ),
  );

  // The uploads module checks the image (png or jpeg by its bytes, at most 5 MB) and keeps it as the member's.
  app.post(
    promotionPaths.images,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: promotionImageBodySchema, response: { 200: envelopeOf(promotionImageSchema) } },
    },
    async (request) => {
      const memberId = await memberOf(request);
      const { uploadId } = await storeImage(app.db, {
        merchantId: request.merchant.id,
        memberId,
        dataUrl: request.body.image,
      });
      return ok({ id: uploadId, url: uploadUrl(uploadId) });
    },
  );

  // ---- Operator -------------------------------------------------------------------------------------------

  app.get(
    opsPromotionPaths.promotions,
    {
      schema: { querystring: opsPromotionQuerySchema, response: { 200: envelopeOf(opsPromotionPageSchema) } },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await listOpsPromotions(app.db, request.merchant.id, request.query));
    },
  );

  app.post(
    opsPromotionPaths.promotions,
    { schema: { body: promotionBodySchema, response: { 200: envelopeOf(opsPromotionSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await createPromotion(
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
    opsPromotionPaths.promotion,
    {
      schema: {
        params: idParams,
        body: promotionBodySchema,
        response: { 200: envelopeOf(opsPromotionSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await updatePromotion(
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

  app.post(
    opsPromotionPaths.status,
    {
      schema: {
        params: idParams,
        body: opsPromotionStatusBodySchema,
        response: { 200: envelopeOf(opsPromotionSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setPromotionStatus(
          app.db,
          request.merchant.id,
          operator.operatorId,
          request.params.id,
          request.body.status,
          originOf(request),
        ),
      );
    },
  );

  app.get(
    opsPromotionPaths.entries,
    {
      schema: {
        params: idParams,
        querystring: opsPromotionEntryQuerySchema,
        response: { 200: envelopeOf(opsPromotionEntryPageSchema) },
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await listEntries(app.db, request.merchant.id, request.params.id, request.query));
    },
  );

  app.post(
    opsPromotionPaths.decision,
    { schema: { params: idParams, body: opsPromotionDecisionBodySchema, response: { 200: done } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      await decideApplication(
        app.db,
        request.merchant.id,
        operator.operatorId,
        request.params.id,
        request.body,
        originOf(request),
      );
      return ok(null);
    },
  );
};
