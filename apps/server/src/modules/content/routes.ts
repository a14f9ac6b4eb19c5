import type { FastifyRequest } from 'fastify';
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
import {
  announcementBodySchema,
  bannerBodySchema,
  contentPageBodySchema,
  contentPageListSchema,
  contentPageParamsSchema,
  contentPageQuerySchema,
  contentPageSchema,
  contentPaths,
  helpSectionBodySchema,
  opsAnnouncementSchema,
  opsBannerSchema,
  opsContentPageQuerySchema,
  opsContentPageSchema,
  opsContentPaths,
  opsHelpSectionSchema,
} from '@msp/contracts/content.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { originOf } from '../identity/audit.ts';
import * as ops from './ops.ts';
import { findContentPage, listContentPages } from './pages.ts';
import { listAnnouncements, listBanners } from './service.ts';

const idParams = z.object({ id: rowIdParamSchema });
const deleted = envelopeOf(z.object({ id: z.number().int() }));

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

  // ---- Content pages (tokenless) ------------------------------------------------------------------------------

  app.get(
    contentPaths.pages,
    { schema: { querystring: contentPageQuerySchema, response: { 200: envelopeOf(contentPageListSchema) } } },
    async (request) =>
      ok(await listContentPages(app.db, request.merchant.id, request.query, request.language)),
  );

  app.get(
    contentPaths.page,
    { schema: { params: contentPageParamsSchema, response: { 200: envelopeOf(contentPageSchema) } } },
    async (request) =>
      ok(
        await findContentPage(
          app.db,
          request.merchant.id,
          request.params.kind,
          request.params.slug,
          request.language,
        ),
      ),
  );

  // ---- Operator: any role reads, ADMIN changes ----------------------------------------------------------------

  /** The operator (ADMIN) acting, for the audit trail. */
  const adminOf = async (request: FastifyRequest): Promise<ops.Actor> => {
    const operator = await request.requireOperator('ADMIN');
    return { merchantId: request.merchant.id, operatorId: operator.operatorId, origin: originOf(request) };
  };

  /** GET list, POST create, PUT change, DELETE remove, for one kind of content. */
  function crud<Body extends z.ZodType, Out extends z.ZodType>(paths: {
    list: string;
    item: string;
    body: Body;
    out: Out;
    listAll: (merchantId: number, request: FastifyRequest) => Promise<z.input<Out>[]>;
    create: (actor: ops.Actor, body: z.infer<Body>) => Promise<z.input<Out>>;
    update: (actor: ops.Actor, id: number, body: z.infer<Body>) => Promise<z.input<Out>>;
    remove: (actor: ops.Actor, id: number) => Promise<{ id: number }>;
  }) {
    app.get(
      paths.list,
      { schema: { response: { 200: envelopeOf(z.array(paths.out)) } } },
      async (request) => {
        await request.requireOperator();
        return ok(await paths.listAll(request.merchant.id, request));
      },
    );
    app.post(
      paths.list,
      { schema: { body: paths.body as z.ZodType, response: { 200: envelopeOf(paths.out as z.ZodType) } } },
      async (request) => ok(await paths.create(await adminOf(request), request.body as z.infer<Body>)),
    );
    app.put(
      paths.item,
      {
        schema: {
          params: idParams,
          body: paths.body as z.ZodType,
          response: { 200: envelopeOf(paths.out as z.ZodType) },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        return ok(await paths.update(await adminOf(request), id, request.body as z.infer<Body>));
      },
    );
    app.delete(paths.item, { schema: { params: idParams, response: { 200: deleted } } }, async (request) =>
      ok(await paths.remove(await adminOf(request), (request.params as { id: number }).id)),
    );
  }

  crud({
    list: opsContentPaths.announcements,
    item: opsContentPaths.announcement,
    body: announcementBodySchema,
    out: opsAnnouncementSchema,
    listAll: (merchantId) => ops.listOpsAnnouncements(app.db, merchantId),
    create: (actor, body) => ops.createOpsAnnouncement(app.db, actor, body),
    update: (actor, id, body) => ops.updateOpsAnnouncement(app.db, actor, id, body),
    remove: (actor, id) => ops.deleteOpsAnnouncement(app.db, actor, id),
  });

  crud({
    list: opsContentPaths.banners,
    item: opsContentPaths.banner,
    body: bannerBodySchema,
    out: opsBannerSchema,
    listAll: (merchantId) => ops.listOpsBanners(app.db, merchantId),
    create: (actor, body) => ops.createOpsBanner(app.db, actor, body),
    update: (actor, id, body) => ops.updateOpsBanner(app.db, actor, id, body),
    remove: (actor, id) => ops.deleteOpsBanner(app.db, actor, id),
  });

  crud({
    list: opsContentPaths.helpSections,
    item: opsContentPaths.helpSection,
    body: helpSectionBodySchema,
    out: opsHelpSectionSchema,
    listAll: (merchantId) => ops.listOpsHelpSections(app.db, merchantId),
    create: (actor, body) => ops.createOpsHelpSection(app.db, actor, body),
    update: (actor, id, body) => ops.updateOpsHelpSection(app.db, actor, id, body),
    remove: (actor, id) => ops.deleteOpsHelpSection(app.db, actor, id),
  });

  crud({
    list: opsContentPaths.pages,
    item: opsContentPaths.page,
    body: contentPageBodySchema,
    out: opsContentPageSchema,
    listAll: (merchantId, request) =>
      ops.listOpsContentPages(app.db, merchantId, opsContentPageQuerySchema.parse(request.query).kind),
    create: (actor, body) => ops.createOpsContentPage(app.db, actor, body),
    update: (actor, id, body) => ops.updateOpsContentPage(app.db, actor, id, body),
    remove: (actor, id) => ops.deleteOpsContentPage(app.db, actor, id),
  });
};
