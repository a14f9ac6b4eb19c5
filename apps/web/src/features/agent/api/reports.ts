import { agentPaths } from '@msp/contracts/api-paths.ts';
import type {
  DownlineCard,
  DownlineMember,
  ProfitByDownlinePage,
  Revenue,
  TeamBet,
  TeamTransaction,
} from '@msp/contracts/agents.ts';
import type { DownlineKind, DownlineStatus, TeamTransactionType } from '@msp/contracts/enums.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { agentQueryOptions } from './agent-query.ts';

/**
 * The agent center's reports (spec §2): every call carries the session token (apiRequest adds it) and answers
 * only about the caller's own team. Days are `YYYY-MM-DD` in the merchant's report time zone; a filter naming
 * someone outside the team answers 403 `agent.not.downline` with a localized message.
 */

/** Under `member`, so that a logout drops them with the rest of the member's data. */
const reportsKey = ['member', 'agent-reports'] as const;

/** Rows per page of the agent reports. */
export const agentReportPageSize = 20;

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

/** A paged report's GET: the previous page stays on show while the next one loads. */
const pagedReport = <Answer>(
  name: string,
  token: string | null,
  path: string,
  schema: Parameters<typeof agentQueryOptions<Answer>>[0]['schema'],
  query: PageQuery & Record<string, string | number | undefined>,
) =>
  agentQueryOptions<Answer>({
    key: [...reportsKey, name, token, query],
    token,
    path,
    query: { ...query, pageSize: agentReportPageSize },
    schema,
    keepPrevious: true,
    staleTime: 15_000,
  });

/** GET /wps/agent/team/pnl?from=&to=&parentId=&pageNo=&pageSize= (`palStatementsAgentCopy`). */
export const profitByDownlineQueryOptions = (token: string | null, query: ProfitByDownlineQuery) =>
  pagedReport<ProfitByDownlinePage>(
    'pnl',
    token,
    agentPaths.profitByDownline,
    (c) => c.profitByDownlinePageSchema,
    { ...query },
  );

/** GET /wps/agent/team/bets?from=&to=&account=&gameType=&vendor=&pageNo=&pageSize= (the team's rounds). */
export const teamBetsQueryOptions = (token: string | null, query: TeamBetsQuery) =>
  pagedReport<Page<TeamBet>>('bets', token, agentPaths.teamBets, (c) => c.teamBetPageSchema, { ...query });

/** GET /wps/agent/team/transactions?from=&to=&account=&type=&pageNo=&pageSize= (`agentDownlineTransactionDetailsCopy`). */
export const teamTransactionsQueryOptions = (token: string | null, query: TeamTransactionsQuery) =>
  pagedReport<Page<TeamTransaction>>(
    'transactions',
    token,
    agentPaths.teamTransactions,
    (c) => c.teamTransactionPageSchema,
    { ...query },
  );

/** GET /wps/agent/downlines?account=&level=&status=&kind=&registeredFrom=…&pageNo=&pageSize= (`downlineManagmentView`). */
export const downlinesQueryOptions = (token: string | null, query: DownlineQuery) =>
  pagedReport<Page<DownlineMember>>('downlines', token, agentPaths.downlines, (c) => c.downlinePageSchema, {
    ...query,
  });

/** GET /wps/agent/downlines/:memberId: one downline member's card (balance, team, last 30 days). */
export const downlineCardQueryOptions = (token: string | null, memberId: number | null) =>
  agentQueryOptions<DownlineCard>({
    key: [...reportsKey, 'downline', token, memberId],
    token,
    path: agentPaths.downline.replace(':memberId', String(memberId ?? '')),
    schema: (c) => c.downlineCardSchema,
    enabled: memberId !== null,
    staleTime: 15_000,
  });

/** GET /wps/agent/revenue?from=&to= (`agentRevenueReport`): the agent's own income. */
export const revenueQueryOptions = (token: string | null, range: DayRangeQuery) =>
  agentQueryOptions<Revenue>({
    key: [...reportsKey, 'revenue', token, range],
    token,
    path: agentPaths.revenue,
    query: { ...range },
    schema: (c) => c.revenueSchema,
    keepPrevious: true,
    staleTime: 15_000,
  });
