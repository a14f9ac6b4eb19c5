import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { HelpSection } from '@msp/contracts/system.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** Tag of the help sections that are descriptive text for the home footer, not help links. */
export const descriptionTag = 'fff';

/** GET /wps/system/helpCenter?lang=…&device=WEB */
export const helpCenterQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: async ({ signal }): Promise<HelpSection[]> => {
      const sections = await apiRequest<HelpSection[]>(apiPaths.systemHelpCenter, {
        query: { lang: language, device: 'WEB' },
        contract: () => import('@msp/contracts/system.ts').then((c) => c.helpSectionSchema.array()),
        signal,
      });
      return [...sections].sort((a, b) => a.sortOrder - b.sortOrder);
    },
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const helpLinksOf = (sections: readonly HelpSection[] | undefined) =>
  (sections ?? []).filter((section) => section.tag !== descriptionTag);

export const descriptionsOf = (sections: readonly HelpSection[] | undefined) =>
  (sections ?? []).filter((section) => section.tag === descriptionTag);
