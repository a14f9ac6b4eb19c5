import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bonusPageSchema,
  bonusQuerySchema,
  profitSchema,
  recordRangeQuerySchema,
  recordsPaths,
  transactionPageSchema,
  transactionQuerySchema,
} from '@msp/contracts/records.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { bonusDetails, personalProfit, transactionHistory } from './service.ts';

/** The member's records: transaction history, personal profit and loss, bonus details. */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    recordsPaths.transactions,
    {
      schema: { querystring: transactionQuerySchema, response: { 200: envelopeOf(transactionPageSchema) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await transactionHistory(app.db, request.merchant, session.memberId, request.query));
    },
  );

  app.get(
    recordsPaths.profit,
    { schema: { querystring: recordRangeQuerySchema, response: { 200: envelopeOf(profitSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await personalProfit(app.db, request.merchant, session.memberId, request.query));
    },
  );

  app.get(
    recordsPaths.bonus,
    { schema: { querystring: bonusQuerySchema, response: { 200: envelopeOf(bonusPageSchema) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await bonusDetails(app.db, request.merchant, session.memberId, request.query));
    },
  );
};
