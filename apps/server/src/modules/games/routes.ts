import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@msp/contracts/api-paths.ts';
import { vendorCategorySchema } from '@msp/contracts/system.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { listVendorMenus } from './service.ts';

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.gameMenus,
    { schema: { response: { 200: envelopeOf(z.array(vendorCategorySchema)) } } },
    async (request) => ok(await listVendorMenus(app.db, request.merchant.id, request.language)),
  );
};
