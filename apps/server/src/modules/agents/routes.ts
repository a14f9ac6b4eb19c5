import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentAnnouncementListSchema,
  agentPaths,
  applicationBodySchema,
  applicationDecisionBodySchema,
  applicationSchema,
  applicationStatuses,
  createdDownlineSchema,
  createDownlineBodySchema,
  createInvitationBodySchema,
  dayRangeQuerySchema,
  downlineCardSchema,
  downlinePageSchema,
  downlineQuerySchema,
  invitationLinkSchema,
  invitationsSchema,
  moveMemberBodySchema,
  opsAgentPaths,
  profitByDownlinePageSchema,
  profitByDownlineQuerySchema,
  revenueSchema,
  teamBetPageSchema,
  teamBetsQuerySchema,
  teamOverviewSchema,
  teamTransactionPageSchema,
  teamTransactionsQuerySchema,
} from '@msp/contracts/agents.ts';
import { pageQuerySchema } from '@msp/contracts/deposits.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, ok } from '../../shared/envelope.ts';
import { listAgentAnnouncements } from '../content/service.ts';
import { originOf } from '../identity/audit.ts';
import { applyForAgent, decideApplication, listApplications, myApplication } from './applications.ts';
import { createDownline, downlineCard, searchDownlines } from './downlines.ts';
import { createInvitation, listInvitations, retireInvitation } from './invitations.ts';
import { agentRevenue, profitByDownline, teamOverview } from './reports.ts';
import { teamBets, teamTransactions } from './team-records.ts';
import { moveMember, requireAgent } from './tree.ts';

/**
 * The agent center (spec §2) and the operator's agent calls. Every agent call first makes sure the caller is an
 * active agent (403 `agent.not.agent` otherwise: members, trial accounts) and answers only about its own subtree.
 */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOf = async (request: FastifyRequest) => {
    const session = await request.requireSession({ allowTrial: false });
    return requireAgent(app.db, request.merchant, session.memberId);
  };

  app.get(
    agentPaths.overview,
    { schema: { querystring: dayRangeQuerySchema, response: { 200: envelopeOf(teamOverviewSchema) } } },
    async (request) =>
      ok(await teamOverview(app.db, request.merchant, await agentOf(request), request.query)),
  );

  app.get(
    agentPaths.profitByDownline,
    {
      schema: {
        querystring: profitByDownlineQuerySchema,
        response: { 200: envelopeOf(profitByDownlinePageSchema) },
      },
    },
    async (request) =>
      ok(await profitByDownline(app.db, request.merchant, await agentOf(request), request.query)),
  );

  app.get(
    agentPaths.teamBets,
    { schema: { querystring: teamBetsQuerySchema, response: { 200: envelopeOf(teamBetPageSchema) } } },
    async (request) =>
      ok(await teamBets(app.db, request.merchant, await agentOf(request), request.language, request.query)),
  );

  app.get(
    agentPaths.teamTransactions,
    {
      schema: {
        querystring: teamTransactionsQuerySchema,
        response: { 200: envelopeOf(teamTransactionPageSchema) },
      },
    },
    async (request) =>
      ok(await teamTransactions(app.db, request.merchant, await agentOf(request), request.query)),
  );

  app.get(
    agentPaths.downlines,
    { schema: { querystring: downlineQuerySchema, response: { 200: envelopeOf(downlinePageSchema) } } },
    async (request) =>
      ok(await searchDownlines(app.db, request.merchant, await agentOf(request), request.query)),
  );

  app.post(
    agentPaths.downlines,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: { body: createDownlineBodySchema, response: { 200: envelopeOf(createdDownlineSchema) } },
    },
    async (request) =>
      ok(
        await createDownline(
          app.db,
          request.merchant,
          await agentOf(request),
          request.body,
          originOf(request),
        ),
      ),
  );

  app.get(
    agentPaths.downline,
    {
      schema: {
        params: z.object({ memberId: rowIdParamSchema }),
        response: { 200: envelopeOf(downlineCardSchema) },
      },
    },
    async (request) =>
      ok(await downlineCard(app.db, request.merchant, await agentOf(request), request.params.memberId)),
  );

  app.get(
    agentPaths.revenue,
    { schema: { querystring: dayRangeQuerySchema, response: { 200: envelopeOf(revenueSchema) } } },
    async (request) =>
      ok(await agentRevenue(app.db, request.merchant, await agentOf(request), request.query)),
  );

  app.get(
    agentPaths.invitations,
    { schema: { response: { 200: envelopeOf(invitationsSchema) } } },
    async (request) => ok(await listInvitations(app.db, request.merchant, await agentOf(request))),
  );

  app.post(
    agentPaths.invitations,
    { schema: { body: createInvitationBodySchema, response: { 200: envelopeOf(invitationLinkSchema) } } },
    async (request) =>
      ok(
        await createInvitation(
          app.db,
          request.merchant,
          await agentOf(request),
          request.body,
          originOf(request),
        ),
      ),
  );

  app.delete(
    agentPaths.invitation,
    {
      schema: {
        params: z.object({ id: rowIdParamSchema }),
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => {
      await retireInvitation(
        app.db,
        request.merchant,
        await agentOf(request),
        request.params.id,
        originOf(request),
      );
      return ok({ id: request.params.id });
    },
  );

  app.get(
    agentPaths.announcements,
    { schema: { response: { 200: envelopeOf(agentAnnouncementListSchema) } } },
    async (request) => {
      await agentOf(request);
      return ok(await listAgentAnnouncements(app.db, request.merchant.id, request.language));
    },
  );

  // The affiliate application is the member's own (agents have nothing to apply for).
  app.get(
    agentPaths.application,
    { schema: { response: { 200: envelopeOf(applicationSchema.nullable()) } } },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(await myApplication(app.db, request.merchant, session.memberId));
    },
  );

  app.post(
    agentPaths.application,
    {
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: applicationBodySchema, response: { 200: envelopeOf(applicationSchema) } },
    },
    async (request) => {
      const session = await request.requireSession({ allowTrial: false });
      return ok(
        await applyForAgent(app.db, request.merchant, session.memberId, request.body, originOf(request)),
      );
    },
  );

  app.post(
    opsAgentPaths.moveMember,
    {
      schema: {
        body: moveMemberBodySchema,
        response: {
          200: envelopeOf(z.object({ memberId: z.number().int(), path: z.array(z.number().int()) })),
        },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await moveMember(app.db, request.merchant, operator.operatorId, request.body, originOf(request)),
      );
    },
  );

  app.get(
    opsAgentPaths.applications,
    {
      schema: {
        querystring: pageQuerySchema.extend({ status: z.enum(applicationStatuses).optional() }),
      },
    },
    async (request) => {
      await request.requireOperator();
      return ok(await listApplications(app.db, request.merchant.id, request.query));
    },
  );

  app.post(
    opsAgentPaths.decideApplication,
    {
      schema: {
        params: z.object({ id: rowIdParamSchema }),
        body: applicationDecisionBodySchema,
        response: { 200: envelopeOf(applicationSchema) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      return ok(
        await decideApplication(
          app.db,
          request.merchant.id,
          operator.operatorId,
          request.params.id,
          request.body,
          originOf(request),
        ),
      );
    },
  );
};
