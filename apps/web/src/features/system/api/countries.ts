import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { Country } from '@msp/contracts/system.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/countries: dialing codes for the mobile-number fields. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) =>
      apiRequest<Country[]>(apiPaths.systemCountries, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.countrySchema.array()),
        signal,
      }),
    staleTime: 30 * 60_000,
  });
