import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  memberRebatesSchema,
  opsRebatePaths,
  opsRebateRatesBodySchema,
  opsRebateRatesSchema,
  rebateClaimSchema,
  rebatePaths,
  rebateQuerySchema,
  rebateSettingsSchema,
} from '@msp/contracts/rebates.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import { claimRebates } from './payout.ts';
import { memberRebates } from './queries.ts';
import { opsRebateRates, opsRebateSettings, setRebateRates, setRebateSettings } from './settings.ts';

/**
 * The rebates calls: a real member's session reads and claims its own rebates; operators read the settings and
 * rates with any role and change them with ADMIN.
 */
export const rebateRoutes: FastifyPluginAsyncZod = async (app) => {
  const memberOf = async (request: FastifyRequest) =>
    (await request.requireSession({ allowTrial: false })).memberId;

  app.get(
    rebatePaths.summary,
    { schema: { querystring: rebateQuerySchema, response: { 200: envelopeOf(memberRebatesSchema) } } },
    async (request) =>
      ok(await memberRebates(app.db, request.merchant, await memberOf(request), request.query)),
  );

  app.post(
    rebatePaths.claim,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: envelopeOf(rebateClaimSchema) } },
    },
    async (request) =>
      ok(await claimRebates(app.db, request.merchant, await memberOf(request), originOf(request))),
  );

  // ---- Operator -------------------------------------------------------------------------------------------

  app.get(
    opsRebatePaths.settings,
    { schema: { response: { 200: envelopeOf(rebateSettingsSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await opsRebateSettings(app.db, request.merchant.id));
    },
  );

  app.put(
    opsRebatePaths.settings,
    { schema: { body: rebateSettingsSchema, response: { 200: envelopeOf(rebateSettingsSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setRebateSettings(
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
    opsRebatePaths.rates,
    { schema: { response: { 200: envelopeOf(opsRebateRatesSchema) } } },
    async (request) => {
      await request.requireOperator();
      return ok(await opsRebateRates(app.db, request.merchant.id));
    },
  );

  app.put(
    opsRebatePaths.rates,
    { schema: { body: opsRebateRatesBodySchema, response: { 200: envelopeOf(opsRebateRatesSchema) } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await setRebateRates(
          app.db,
          request.merchant.id,
          operator.operatorId,
          request.body,
          originOf(request),
        ),
      );
    },
  );
};
