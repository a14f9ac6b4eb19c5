import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  downlineTransferBodySchema,
  transferPaths,
  transferResultSchema,
  uplineInfoSchema,
  uplineTransferBodySchema,
} from '@msp/contracts/transfers.ts';
import { idempotencyKeySchema } from '@msp/contracts/wallet.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { paymentPasswordRateLimit } from '../withdrawals/payment-password.ts';
import { transferToDownline, transferToUpline, uplineOf } from './service.ts';
import { originOf } from '../identity/audit.ts';

const idempotencyHeaders = z.object({ 'idempotency-key': idempotencyKeySchema });

/** Transfers to the upline (`transferUpline`) and an agent's to a direct downline. */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    transferPaths.upline,
    { schema: { response: { 200: envelopeOf(uplineInfoSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      const upline = await uplineOf(app.db, request.merchant, session.memberId);
      return ok({ uplineAccount: upline?.username ?? null });
    },
  );

  app.post(
    transferPaths.upline,
    {
      config: { rateLimit: paymentPasswordRateLimit },
      schema: {
        headers: idempotencyHeaders,
        body: uplineTransferBodySchema,
        response: { 200: envelopeOf(transferResultSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await transferToUpline(
          app.db,
          request.merchant,
          session.memberId,
          { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
          originOf(request),
        ),
      );
    },
  );

  app.post(
    transferPaths.downline,
    {
      config: { rateLimit: paymentPasswordRateLimit },
      schema: {
        headers: idempotencyHeaders,
        body: downlineTransferBodySchema,
        response: { 200: envelopeOf(transferResultSchema) },
      },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await transferToDownline(
          app.db,
          request.merchant,
          session.memberId,
          { ...request.body, idempotencyKey: request.headers['idempotency-key'] },
          originOf(request),
        ),
      );
    },
  );
};
