import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { WhitelabelNode } from '@msp/contracts/system.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/whitelabel: the switch tree on its own (the permission answer carries it too). */
export const whitelabelQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'whitelabel'],
    queryFn: ({ signal }) =>
      apiRequest<WhitelabelNode[]>(apiPaths.systemWhitelabel, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.whitelabelNodeSchema.array()),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
