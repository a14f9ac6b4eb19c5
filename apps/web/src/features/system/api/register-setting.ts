import { apiPaths } from '@msp/contracts/api-paths.ts';
import { registerFieldRuleSchema, type RegisterFieldRule } from '@msp/contracts/system.ts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/setting/register: the registration field rules (also part of the permission answer). */
export const registerSettingQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'registerSetting'],
    queryFn: ({ signal }) =>
      apiRequest<RegisterFieldRule[]>(apiPaths.systemRegisterSetting, {
        schema: z.array(registerFieldRuleSchema),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
