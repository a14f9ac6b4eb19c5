import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adjustRequestSchema,
  balanceSchema,
  consolidatedSchema,
  idempotencyKeySchema,
  walletPaths,
} from '@msp/contracts/wallet.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { adjustBalance, memberBalance } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    walletPaths.balance,
    { schema: { response: { 200: envelopeOf(balanceSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await memberBalance(app.db, request.merchant, session.memberId));
    },
  );

  app.get(
    walletPaths.consolidated,
    { schema: { response: { 200: envelopeOf(consolidatedSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      // One seamless wallet: every vendor plays from the main balance (vendors with wallets of their own come later).
      return ok({
        ...(await memberBalance(app.db, request.merchant, session.memberId)),
        isSingle: 1 as const,
      });
    },
  );

  app.post(
    walletPaths.operatorAdjust,
    {
      schema: {
        params: z.object({ memberId: z.coerce.number().int().positive() }),
        headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
        body: adjustRequestSchema,
        response: { 200: envelopeOf(balanceSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await adjustBalance(
          app.db,
          request.merchant,
          {
            operatorId: operator.operatorId,
            memberId: request.params.memberId,
            idempotencyKey: request.headers['idempotency-key'],
            ...request.body,
          },
          { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        ),
      );
    },
  );
};
