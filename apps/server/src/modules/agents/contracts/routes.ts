import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentContractPaths,
  billDetailSchema,
  billPageSchema,
  billQuerySchema,
  contractDecisionBodySchema,
  contractOfferBodySchema,
  contractRequestSchema,
  contractTypeSlugs,
  contractTypes,
  downlineContractPageSchema,
  downlineContractQuerySchema,
  myContractSchema,
  mySimulationSchema,
  offerSimulationBodySchema,
  offerSimulationSchema,
  opsAgentContractPaths,
  opsContractOfferBodySchema,
  opsContractTypesBodySchema,
  type ContractType,
} from '@msp/contracts/agent-contracts.ts';
import { rowIdParamSchema } from '@msp/contracts/row-id.ts';
import type { FastifyRequest } from 'fastify';
import { envelopeOf, ok } from '../../../shared/envelope.ts';
import { originOf } from '../../identity/audit.ts';
import { requireAgent } from '../tree.ts';
import {
  decideRequest,
  offerContract,
  requireContractType,
  setContractTypes,
  terminateOwnContract,
  withdrawRequest,
} from './life-cycle.ts';
import { cancelBill } from './payday.ts';
import {
  billDetail,
  downlineContracts,
  listBills,
  myContract,
  mySimulation,
  offerSimulation,
} from './queries.ts';

const slugs = Object.values(contractTypeSlugs) as [string, ...string[]];
const typeOfSlug = Object.fromEntries(contractTypes.map((type) => [contractTypeSlugs[type], type])) as Record<
  string,
  ContractType
>;
const typeParams = z.object({ type: z.enum(slugs) });
const idParams = z.object({ id: rowIdParamSchema });
const done = envelopeOf(z.null());

/**
 * The contract pages' calls (spec §7) and the operator's. Every agent call first makes sure the caller is an
 * active agent; a call about a type the site does not offer is 403 `agent.contract.disabled`.
 */
export const agentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOf = async (request: FastifyRequest) => {
    const session = await request.requireSession({ allowTrial: false });
    return requireAgent(app.db, request.merchant, session.memberId);
  };
  /** The caller as an agent and the type of the path, offered by the site. */
  const callerFor = async (request: FastifyRequest, slug: string) => {
    const agent = await agentOf(request);
    const type = typeOfSlug[slug]!;
    await requireContractType(app.db, request.merchant.id, type);
    return { agent, type };
  };

  app.get(
    agentContractPaths.contract,
    { schema: { params: typeParams, response: { 200: envelopeOf(myContractSchema) } } },
    async (request) => {
      const agent = await agentOf(request);
      return ok(await myContract(app.db, request.merchant, agent, typeOfSlug[request.params.type]!));
    },
  );

  app.get(
    agentContractPaths.downlines,
    {
      schema: {
        params: typeParams,
        querystring: downlineContractQuerySchema,
        response: { 200: envelopeOf(downlineContractPageSchema) },
      },
    },
    async (request) => {
      const { agent, type } = await callerFor(request, request.params.type);
      return ok(await downlineContracts(app.db, request.merchant, agent, type, request.query));
    },
  );

  app.post(
    agentContractPaths.requests,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: typeParams,
        body: contractOfferBodySchema,
        response: { 200: envelopeOf(contractRequestSchema.pick({ id: true })) },
      },
    },
    async (request) => {
      const { agent, type } = await callerFor(request, request.params.type);
      const id = await offerContract(
        app.db,
        request.merchant,
        { agent },
        { type, ...request.body },
        originOf(request),
      );
      return ok({ id });
    },
  );

  app.delete(
    agentContractPaths.request,
    { schema: { params: idParams, response: { 200: done } } },
    async (request) => {
      const agent = await agentOf(request);
      await withdrawRequest(app.db, request.merchant, agent, request.params.id, originOf(request));
      return ok(null);
    },
  );

  app.post(
    agentContractPaths.decision,
    { schema: { params: idParams, body: contractDecisionBodySchema, response: { 200: done } } },
    async (request) => {
      const agent = await agentOf(request);
      await decideRequest(
        app.db,
        request.merchant,
        agent,
        request.params.id,
        request.body.decision,
        originOf(request),
      );
      return ok(null);
    },
  );

  app.post(
    agentContractPaths.termination,
    { schema: { params: typeParams, response: { 200: done } } },
    async (request) => {
      const { agent, type } = await callerFor(request, request.params.type);
      await terminateOwnContract(app.db, request.merchant, agent, type, originOf(request));
      return ok(null);
    },
  );

  app.get(
    agentContractPaths.bills,
    {
      schema: {
        params: typeParams,
        querystring: billQuerySchema,
        response: { 200: envelopeOf(billPageSchema) },
      },
    },
    async (request) => {
      const agent = await agentOf(request);
      return ok(
        await listBills(app.db, request.merchant, agent, typeOfSlug[request.params.type]!, request.query),
      );
    },
  );

  app.get(
    agentContractPaths.bill,
    { schema: { params: idParams, response: { 200: envelopeOf(billDetailSchema) } } },
    async (request) =>
      ok(await billDetail(app.db, request.merchant, await agentOf(request), request.params.id)),
  );

  app.get(
    agentContractPaths.simulation,
    { schema: { params: typeParams, response: { 200: envelopeOf(mySimulationSchema) } } },
    async (request) => {
      const { agent, type } = await callerFor(request, request.params.type);
      return ok({ bill: await mySimulation(app.db, request.merchant, agent, type) });
    },
  );

  app.post(
    agentContractPaths.simulation,
    {
      schema: {
        params: typeParams,
        body: offerSimulationBodySchema,
        response: { 200: envelopeOf(offerSimulationSchema) },
      },
    },
    async (request) => {
      const { agent, type } = await callerFor(request, request.params.type);
      return ok({ cost: await offerSimulation(app.db, request.merchant, agent, type, request.body) });
    },
  );

  app.post(
    opsAgentContractPaths.offer,
    {
      schema: {
        body: opsContractOfferBodySchema,
        response: { 200: envelopeOf(contractRequestSchema.pick({ id: true })) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      const { memberId, ...offer } = request.body;
      const id = await offerContract(
        app.db,
        request.merchant,
        { agent: null, operatorId: operator.operatorId },
        { ...offer, downlineId: memberId },
        originOf(request),
      );
      return ok({ id });
    },
  );

  app.put(
    opsAgentContractPaths.types,
    {
      schema: {
        body: opsContractTypesBodySchema,
        response: { 200: envelopeOf(z.object({ types: z.array(z.enum(contractTypes)) })) },
      },
    },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      const types = await setContractTypes(
        app.db,
        request.merchant.id,
        operator.operatorId,
        request.body.types,
        originOf(request),
      );
      return ok({ types });
    },
  );

  app.post(
    opsAgentContractPaths.cancelBill,
    { schema: { params: idParams, response: { 200: done } } },
    async (request) => {
      const operator = await request.requireOperator('ADMIN');
      await cancelBill(
        app.db,
        request.merchant.id,
        operator.operatorId,
        request.params.id,
        originOf(request),
      );
      return ok(null);
    },
  );
};
