import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { BannerGroup } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { bannerSchema, type Banner } from '@msp/contracts/system.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/banners?groupName=w_home|w_promotion */
export const bannersQueryOptions = (groupName: BannerGroup, language: Language) =>
  queryOptions({
    queryKey: ['system', 'banners', groupName, language],
    queryFn: ({ signal }) =>
      apiRequest<Banner[]>(apiPaths.banners, { query: { groupName }, schema: z.array(bannerSchema), signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
