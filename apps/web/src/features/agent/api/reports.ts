import { agentPaths } from '@msp/contracts/api-paths.ts';
import type {
  DownlineCard,
  DownlineKind,
  DownlineMember,
  ProfitByDownlinePage,
  Revenue,
  TeamBet,
  TeamTransaction,
  TeamTransactionType,
  downlineStatuses,
} from '@msp/contracts/agents.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/**
 * The agent center's reports (spec §2): every call carries the session token (apiRequest adds it) and answers
 * only about the caller's own team. Days are `YYYY-MM-DD` in the merchant's report time zone; a filter naming
 * someone outside the team answers 403 `agent.not.downline` with a localized message.
 */

/** Under `member`, so that a logout drops them with the rest of the member's data. */
const reportsKey = ['member', 'agent-reports'] as const;

/** Rows per page of the agent reports. */
export const agentReportPageSize = 20;

export type DownlineStatus = (typeof downlineStatuses)[number];

export interface DayRangeQuery {
  from: string;
  to: string;
}

interface PageQuery {
  pageNo: number;
}

export interface ProfitByDownlineQuery extends DayRangeQuery, PageQuery {
  /** The agent whose direct downline is listed; undefined for the caller. */
  parentId?: number | undefined;
}

export interface DownlineQuery extends PageQuery {
  account?: string | undefined;
  level?: number | undefined;
  status?: DownlineStatus | undefined;
  kind?: DownlineKind | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  lastLoginFrom?: string | undefined;
  lastLoginTo?: string | undefined;
}

export interface TeamBetsQuery extends DayRangeQuery, PageQuery {
  account?: string | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
}

export interface TeamTransactionsQuery extends DayRangeQuery, PageQuery {
  account?: string | undefined;
  type?: TeamTransactionType | undefined;
}

const contracts = () => import('@msp/contracts/agents.ts');

/** GET /wps/agent/team/pnl?from=&to=&parentId=&pageNo=&pageSize= (`palStatementsAgentCopy`). */
export const profitByDownlineQueryOptions = (token: string | null, query: ProfitByDownlineQuery) =>
  queryOptions({
    queryKey: [...reportsKey, 'pnl', token, query],
    queryFn: ({ signal }) =>
      apiRequest<ProfitByDownlinePage>(agentPaths.profitByDownline, {
        query: { ...query, pageSize: agentReportPageSize },
        contract: () => contracts().then((c) => c.profitByDownlinePageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/agent/team/bets?from=&to=&account=&gameType=&vendor=&pageNo=&pageSize= (the team's rounds). */
export const teamBetsQueryOptions = (token: string | null, query: TeamBetsQuery) =>
  queryOptions({
    queryKey: [...reportsKey, 'bets', token, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<TeamBet>>(agentPaths.teamBets, {
        query: { ...query, pageSize: agentReportPageSize },
        contract: () => contracts().then((c) => c.teamBetPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/agent/team/transactions?from=&to=&account=&type=&pageNo=&pageSize= (`agentDownlineTransactionDetailsCopy`). */
export const teamTransactionsQueryOptions = (token: string | null, query: TeamTransactionsQuery) =>
  queryOptions({
    queryKey: [...reportsKey, 'transactions', token, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<TeamTransaction>>(agentPaths.teamTransactions, {
        query: { ...query, pageSize: agentReportPageSize },
        contract: () => contracts().then((c) => c.teamTransactionPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/agent/downlines?account=&level=&status=&kind=&registeredFrom=…&pageNo=&pageSize= (`downlineManagmentView`). */
export const downlinesQueryOptions = (token: string | null, query: DownlineQuery) =>
  queryOptions({
    queryKey: [...reportsKey, 'downlines', token, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<DownlineMember>>(agentPaths.downlines, {
        query: { ...query, pageSize: agentReportPageSize },
        contract: () => contracts().then((c) => c.downlinePageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/agent/downlines/:memberId: one downline member's card (balance, team, last 30 days). */
export const downlineCardQueryOptions = (token: string | null, memberId: number | null) =>
  queryOptions({
    queryKey: [...reportsKey, 'downline', token, memberId],
    queryFn: ({ signal }) =>
      apiRequest<DownlineCard>(agentPaths.downline.replace(':memberId', String(memberId ?? '')), {
        contract: () => contracts().then((c) => c.downlineCardSchema),
        signal,
      }),
    enabled: token !== null && memberId !== null,
    staleTime: 15_000,
  });

/** GET /wps/agent/revenue?from=&to= (`agentRevenueReport`): the agent's own income. */
export const revenueQueryOptions = (token: string | null, range: DayRangeQuery) =>
  queryOptions({
    queryKey: [...reportsKey, 'revenue', token, range],
    queryFn: ({ signal }) =>
      apiRequest<Revenue>(agentPaths.revenue, {
        query: { ...range },
        contract: () => contracts().then((c) => c.revenueSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
