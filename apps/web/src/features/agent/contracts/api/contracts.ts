import type {
  Bill,
  BillDetail,
  BillPeriod,
  ContractRequest,
  ContractTerms,
  DownlineContract,
  MyContract,
  SimulatedBill,
} from '@msp/contracts/agent-contracts.ts';
import { agentContractPaths } from '@msp/contracts/api-paths.ts';
import { contractTypeSlugs, type BillStatus, type ContractType } from '@msp/contracts/enums.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { agentQueryOptions, agentRequest } from '../../api/agent-query.ts';
import { agentReportPageSize } from '../../api/reports.ts';

/**
 * An agent's contracts with its upline and its sub-agents (spec §2 contract pages, §4): its own contract of a
 * type with the offers waiting for its answer, its bills and next payday, its direct sub-agents' contracts and
 * the offers it makes them. Every call carries the session token; the server answers `agent.contract.*` and
 * `agent.bill.*` errors with a localized message, which the pages show as it is.
 */

/** Under `member` (a logout drops them with the rest of the member's data); invalidated after any change. */
export const contractsKey = ['member', 'agent-contracts'] as const;

const typePath = (path: string, type: ContractType) => path.replace(':type', contractTypeSlugs[type]);
const idPath = (path: string, id: number) => path.replace(':id', String(id));

export type DownlineContractPage = Page<DownlineContract> & { lastPeriod: BillPeriod };
export type BillScope = 'MINE' | 'DOWNLINES';

export interface BillsQuery {
  scope: BillScope;
  status?: BillStatus | undefined;
  from: string;
  to: string;
  pageNo: number;
}

/** GET contracts/:type: the caller's contract, the offers to it, its history and whether it may offer. */
export const myContractQueryOptions = (token: string | null, type: ContractType) =>
  agentQueryOptions<MyContract>({
    key: [...contractsKey, type, 'mine', token],
    token,
    path: typePath(agentContractPaths.contract, type),
    schema: (c) => c.myContractSchema,
    staleTime: 15_000,
  });

/** GET contracts/:type/simulation: the caller's next payday if its current period ended now. */
export const nextPaydayQueryOptions = (token: string | null, type: ContractType) =>
  agentQueryOptions<{ bill: SimulatedBill | null }>({
    key: [...contractsKey, type, 'next-payday', token],
    token,
    path: typePath(agentContractPaths.simulation, type),
    schema: (c) => c.mySimulationSchema,
    staleTime: 30_000,
  });

/** GET contracts/:type/downlines?pageNo=&pageSize=&account=: the caller's direct sub-agents and their contracts. */
export const downlineContractsQueryOptions = (
  token: string | null,
  type: ContractType,
  query: { pageNo: number; account?: string | undefined },
) =>
  agentQueryOptions<DownlineContractPage>({
    key: [...contractsKey, type, 'downlines', token, query],
    token,
    path: typePath(agentContractPaths.downlines, type),
    query: { ...query, pageSize: agentReportPageSize },
    schema: (c) => c.downlineContractPageSchema,
    keepPrevious: true,
    staleTime: 15_000,
  });

/** GET contracts/:type/bills?scope=&status=&from=&to=&pageNo=&pageSize=: bills paid to the caller or by it. */
export const billsQueryOptions = (token: string | null, type: ContractType, query: BillsQuery) =>
  agentQueryOptions<Page<Bill>>({
    key: [...contractsKey, type, 'bills', token, query],
    token,
    path: typePath(agentContractPaths.bills, type),
    query: { ...query, pageSize: agentReportPageSize },
    schema: (c) => c.billPageSchema,
    keepPrevious: true,
    staleTime: 15_000,
  });

/** GET contracts/bills/:id: one bill with its payments and the sub-agents' bills it subtracts. */
export const billDetailQueryOptions = (token: string | null, id: number | null) =>
  agentQueryOptions<BillDetail>({
    key: [...contractsKey, 'bill', token, id],
    token,
    path: idPath(agentContractPaths.bill, id ?? 0),
    schema: (c) => c.billDetailSchema,
    enabled: id !== null,
    staleTime: 15_000,
  });

/**
 * POST contracts/:type/simulation: what `terms` offered to a sub-agent would have cost the caller over the last
 * ended period. Asked again whenever the terms change (the last answer stays on show meanwhile).
 */
export const offerCostQueryOptions = (
  token: string | null,
  type: ContractType,
  offer: { downlineId: number; terms: ContractTerms } | null,
) =>
  queryOptions({
    queryKey: [...contractsKey, type, 'offer-cost', token, offer],
    queryFn: () =>
      agentRequest<{ cost: SimulatedBill }>(
        typePath(agentContractPaths.simulation, type),
        'POST',
        (c) => c.offerSimulationSchema,
        offer,
      ),
    enabled: token !== null && offer !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** POST contracts/requests/:id/decision: accepts or rejects an offer of the upline (answers null). */
export const decideOffer = (id: number, decision: 'ACCEPT' | 'REJECT') =>
  agentRequest<null>(idPath(agentContractPaths.decision, id), 'POST', undefined, { decision });

/** POST contracts/:type/termination: the caller ends its own contract (and those of sub-agents it capped). */
export const terminateMyContract = (type: ContractType) =>
  agentRequest<null>(typePath(agentContractPaths.termination, type), 'POST');

/**
 * POST contracts/:type/requests: offers a direct sub-agent new terms (NEW) or the end of its contract; answers
 * the offer's id.
 */
export const offerToDownline = (
  type: ContractType,
  body: { downlineId: number; kind: 'NEW'; terms: ContractTerms } | { downlineId: number; kind: 'TERMINATE' },
) =>
  agentRequest<Pick<ContractRequest, 'id'>>(
    typePath(agentContractPaths.requests, type),
    'POST',
    (c) => c.contractRequestSchema.pick({ id: true }),
    body,
  );

/** DELETE contracts/requests/:id: withdraws the caller's offer before it is answered (answers null). */
export const withdrawOffer = (id: number) =>
  agentRequest<null>(idPath(agentContractPaths.request, id), 'DELETE');
