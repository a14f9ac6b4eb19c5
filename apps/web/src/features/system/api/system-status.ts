import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { SystemStatus } from '@msp/contracts/system.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region block. */
export const systemStatusQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['system', 'status', language],
    queryFn: ({ signal }) =>
      apiRequest<SystemStatus>(apiPaths.systemStatus, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.systemStatusSchema),
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
