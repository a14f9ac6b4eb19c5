import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/setting/register: the registration field rules (also part of the permission answer). */
export const registerSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'registerSetting'],
    queryFn: ({ signal }) =>
      apiRequest<RegisterFieldRule[]>(apiPaths.systemRegisterSetting, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.registerFieldRuleSchema.array()),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
