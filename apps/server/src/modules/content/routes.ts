import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { AnnouncementExecution } from '@msp/contracts/enums.ts';
import {
  announcementQuerySchema,
  announcementSchema,
  bannerQuerySchema,
  bannerSchema,
} from '@msp/contracts/system.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { listAnnouncements, listBanners } from './service.ts';

/** Banners, announcements and notices (tokenless; what a caller sees depends on whether it is logged in). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    apiPaths.banners,
    { schema: { querystring: bannerQuerySchema, response: { 200: envelopeOf(z.array(bannerSchema)) } } },
    async (request) =>
      ok(await listBanners(app.db, request.merchant.id, request.query.groupName, request.language)),
  );

  app.get(
    apiPaths.announcements,
    {
      schema: {
        querystring: announcementQuerySchema,
        response: { 200: envelopeOf(z.array(announcementSchema)) },
      },
    },
    async (request) => {
      const session = await request.getSession();
      // Visitors see execution B; members A, plus F during their first login. Asking for more shows nothing more.
      const allowed: AnnouncementExecution[] = session ? (session.firstLogin ? ['A', 'F'] : ['A']) : ['B'];
      const executions = request.query.execution.filter((execution) => allowed.includes(execution));
      return ok(
        await listAnnouncements(
          app.db,
          request.merchant.id,
          { types: request.query.types, platform: request.query.platform, executions },
          request.language,
        ),
      );
    },
  );
};
