import { apiPaths } from '@msp/contracts/api-paths.ts';
import { countrySchema, type Country } from '@msp/contracts/system.ts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/countries: dialing codes for the mobile-number fields. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) =>
      apiRequest<Country[]>(apiPaths.systemCountries, { schema: z.array(countrySchema), signal }),
    staleTime: 30 * 60_000,
  });
