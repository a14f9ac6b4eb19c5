import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '../../../shared/lib/api-client.ts';

/**
 * The contract modules of the agent center (its reports and its contracts with the upline), loaded only for the
 * development check of an answer (production never loads zod).
 */
const contracts = () =>
  Promise.all([import('@msp/contracts/agents.ts'), import('@msp/contracts/agent-contracts.ts')]).then(
    ([agents, agentContracts]) => ({ ...agents, ...agentContracts }),
  );
type Contracts = Awaited<ReturnType<typeof contracts>>;

/**
 * A GET of the agent center (spec §2). The call carries the session token (apiRequest adds it) and runs only
 * with one; its key starts with `member` (a logout drops it with the rest of the member's data) and carries the
 * token, so that two sessions never share an answer. `schema` picks the answer's contract schema.
 */
export const agentQueryOptions = <T>({
  key,
  token,
  path,
  query,
  schema,
  staleTime,
  keepPrevious = false,
  enabled = true,
}: {
  key: readonly unknown[];
  token: string | null;
  path: string;
  query?: RequestOptions<T>['query'];
  schema: (contract: Contracts) => z.ZodType<T>;
  staleTime: number;
  /** Keeps the last answer on show while another page or period loads. */
  keepPrevious?: boolean;
  enabled?: boolean;
}) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiRequest<T>(path, {
        ...(query ? { query } : {}),
        contract: () => contracts().then(schema),
        signal,
      }),
    enabled: token !== null && enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    staleTime,
  });

/** A mutation of the agent center, its answer checked against the contract schema `schema` picks. */
export const agentRequest = <T>(
  path: string,
  method: 'POST' | 'DELETE',
  schema?: (contract: Contracts) => z.ZodType<T>,
  body?: unknown,
) =>
  apiRequest<T>(path, {
    method,
    ...(body === undefined ? {} : { body }),
    ...(schema ? { contract: () => contracts().then(schema) } : {}),
  });
