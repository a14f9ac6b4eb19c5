import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { BannerGroup } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Banner } from '@msp/contracts/system.ts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { preloadImage } from '../../../shared/lib/preload.ts';

/** GET /wps/system/banners?groupName=w_home|w_promotion */
export const bannersQueryOptions = (groupName: BannerGroup, language: Language) =>
  queryOptions({
    queryKey: ['system', 'banners', groupName, language],
    queryFn: ({ signal }) =>
      apiRequest<Banner[]>(apiPaths.banners, {
        query: { groupName },
        contract: () => import('@msp/contracts/system.ts').then((c) => c.bannerSchema.array()),
        signal,
      }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * Starts the home banners before the home page renders (its route loader), and the first banner's image as
 * soon as they are known: that image is the page's largest paint.
 */
export function prefetchHomeBanners(queryClient: QueryClient, language: Language): void {
  queryClient.fetchQuery(bannersQueryOptions('w_home', language)).then(
    (banners) => {
      if (banners[0]) preloadImage(banners[0].url);
    },
    () => undefined,
  );
}
