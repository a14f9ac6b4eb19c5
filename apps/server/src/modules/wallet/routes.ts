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
import { contractFlags } from '../agents/contracts/life-cycle.ts';
import { merchantWallet } from '../vendor-transfers/service.ts';
import { adjustBalance, memberBalance } from './service.ts';
import { originOf } from '../identity/audit.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';

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
      // isSingle 1: every vendor plays from the main balance; 0: some vendor keeps a wallet of its own.
      const [balance, wallet, flags] = await Promise.all([
        memberBalance(app.db, request.merchant, session.memberId),
        merchantWallet(app.db, request.merchant),
        contractFlags(app.db, request.merchant.id, session.memberId),
      ]);
      return ok({ ...balance, isSingle: wallet.isSingle, ...flags });
    },
  );

  app.post(
    walletPaths.operatorAdjust,
    {
      schema: {
        params: z.object({ memberId: rowIdParamSchema }),
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
          originOf(request),
        ),
      );
    },
  );
};
