import type { ContentPage, ContentPageKind, ContentPageList } from '@msp/contracts/content.ts';
import { contentPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** Articles per page of the news and blog lists (three rows of three on a desktop). */
export const articlePageSize = 6;

/** GET /wps/content/pages?kind=NEWS|BLOG&pageNo=&pageSize=: published articles, newest first. */
export const articleListQueryOptions = (kind: 'NEWS' | 'BLOG', pageNo: number, language: Language) =>
  queryOptions({
    queryKey: ['content', 'pages', kind, pageNo, language],
    queryFn: ({ signal }) =>
      apiRequest<ContentPageList>(contentPaths.pages, {
        query: { kind, pageNo, pageSize: articlePageSize },
        contract: () => import('@msp/contracts/content.ts').then((c) => c.contentPageListSchema),
        signal,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** GET /wps/content/pages/:kind/:slug: one published page or article with its HTML. */
export const contentPageQueryOptions = (kind: ContentPageKind, slug: string, language: Language) =>
  queryOptions({
    queryKey: ['content', 'page', kind, slug, language],
    queryFn: ({ signal }) =>
      apiRequest<ContentPage>(
        contentPaths.page.replace(':kind', kind).replace(':slug', encodeURIComponent(slug)),
        {
          contract: () => import('@msp/contracts/content.ts').then((c) => c.contentPageSchema),
          signal,
        },
      ),
    staleTime: 60_000,
    retry: false,
  });
