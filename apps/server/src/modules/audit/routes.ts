import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { verifyAuditChain } from './chain.ts';

export const auditPaths = { verify: '/ops/audit/verify' } as const;

const chainReportSchema = z.object({
  merchantId: z.number().int(),
  sealed: z.number().int(),
  unsealed: z.number().int(),
  firstBreak: z.object({ auditId: z.string(), chainSeq: z.string(), reason: z.string() }).nullable(),
});

/** `GET /ops/audit/verify` (ADMIN): the operator's own merchant's audit chain, whole or where it breaks. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    auditPaths.verify,
    { schema: { response: { 200: envelopeOf(chainReportSchema) } } },
    async (request) => {
      await request.requireOperator('ADMIN');
      return ok(await verifyAuditChain(app.db, request.merchant.id));
    },
  );
};
