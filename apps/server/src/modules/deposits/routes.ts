import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  depositChannelListSchema,
  depositPaths,
  depositRequestBodySchema,
  depositRequestPageSchema,
  depositRequestSchema,
  gatewayCallbackResultSchema,
  operatorDepositPageSchema,
  operatorDepositQuerySchema,
  operatorDepositSchema,
  pageQuerySchema,
  rejectDepositBodySchema,
} from '@msp/contracts/deposits.ts';
import { idempotencyKeySchema } from '@msp/contracts/wallet.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { IMAGE_BODY_LIMIT } from '../uploads/service.ts';
import {
  approveDeposit,
  createDepositRequest,
  describeDepositForOperator,
  handleGatewayCallback,
  listDepositChannels,
  listMemberDeposits,
  listOperatorDeposits,
  rejectDeposit,
} from './service.ts';
import { originOf } from '../identity/audit.ts';

const requestIdParams = z.object({ id: z.string().regex(/^[\w-]{4,64}$/) });

/** Deposits (`depositv2`): the member's channels and requests, the operator's decisions, the gateway callback. */
export const depositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    depositPaths.channels,
    { schema: { response: { 200: envelopeOf(depositChannelListSchema) } } },
    async (request) => {
      await request.requireSession({ allowTrial: false });
      return ok(await listDepositChannels(app.db, request.merchant, request.language));
    },
  );

  app.post(
    depositPaths.requests,
    {
      bodyLimit: IMAGE_BODY_LIMIT,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: depositRequestBodySchema,
        response: { 200: envelopeOf(depositRequestSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await createDepositRequest(
          app.db,
          request.merchant,
          {
            memberId: session.memberId,
            idempotencyKey: request.headers['idempotency-key'],
            body: request.body,
            language: request.language,
          },
          originOf(request),
        ),
      );
    },
  );

  app.get(
    depositPaths.requests,
    { schema: { querystring: pageQuerySchema, response: { 200: envelopeOf(depositRequestPageSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await listMemberDeposits(app.db, request.merchant, {
          memberId: session.memberId,
          ...request.query,
          language: request.language,
        }),
      );
    },
  );

  app.get(
    depositPaths.operatorList,
    {
      schema: {
        querystring: operatorDepositQuerySchema,
        response: { 200: envelopeOf(operatorDepositPageSchema) },
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(
        await listOperatorDeposits(app.db, request.merchant, {
          ...request.query,
          language: request.language,
        }),
      );
    },
  );

  app.post(
    depositPaths.operatorApprove,
    { schema: { params: requestIdParams, response: { 200: envelopeOf(operatorDepositSchema) } } },
    async (request) => {
      const operator = await request.requireOperator();
      await approveDeposit(
        app.db,
        request.merchant,
        request.params.id,
        { operatorId: operator.operatorId },
        originOf(request),
      );
      return ok(
        await describeDepositForOperator(app.db, request.merchant, request.params.id, request.language),
      );
    },
  );

  app.post(
    depositPaths.operatorReject,
    {
      schema: {
        params: requestIdParams,
        body: rejectDepositBodySchema,
        response: { 200: envelopeOf(operatorDepositSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator();
      await rejectDeposit(
        app.db,
        request.merchant,
        request.params.id,
        { actor: { operatorId: operator.operatorId }, reason: request.body.reason },
        originOf(request),
      );
      return ok(
        await describeDepositForOperator(app.db, request.merchant, request.params.id, request.language),
      );
    },
  );

  // The gateway callback is signed over its exact bytes: this context keeps every body raw.
  await app.register(async (child) => {
    const raw = child.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      depositPaths.gatewayCallback,
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          params: z.object({ channelCode: z.string().min(1).max(40) }),
          response: { 200: envelopeOf(gatewayCallbackResultSchema) },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(
          await handleGatewayCallback(
            app.db,
            request.merchant,
            { channelCode: request.params.channelCode, headers: request.headers, rawBody },
            originOf(request),
          ),
        );
      },
    );
  });
};
