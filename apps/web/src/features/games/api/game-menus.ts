import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /lgw/games/game_menus: vendor cards per category; categories without vendors are absent or empty. */
export const gameMenusQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'menus', language],
    queryFn: ({ signal }) =>
      apiRequest<VendorCategoryMenu[]>(apiPaths.gameMenus, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.vendorCategorySchema.array()),
        signal,
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
