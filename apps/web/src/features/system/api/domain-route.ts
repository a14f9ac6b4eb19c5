import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { DomainRoute } from '@msp/contracts/system.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/domainRoute: main and current domain (sent with registrations). */
export const domainRouteQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'domainRoute'],
    queryFn: ({ signal }) =>
      apiRequest<DomainRoute>(apiPaths.systemDomainRoute, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.domainRouteSchema),
        signal,
      }),
    staleTime: 30 * 60_000,
  });
