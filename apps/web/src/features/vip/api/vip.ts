import { vipPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { VipPage } from '@msp/contracts/vip.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/**
 * GET /wps/vip (docs/vip.md): the merchant's VIP ladder, labels in the request's language, and with a member's
 * token the caller's own level, progress, keep check and VIP bonuses (a visitor gets `member: null`). apiRequest
 * sends the token when there is one and the `Language` header; both are part of the key, so a login, a logout
 * or a switch of language asks again. Under `member` too: a logout drops the member's part with the rest.
 */
export const vipQueryOptions = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: ['member', 'vip', token, language],
    queryFn: ({ signal }) =>
      apiRequest<VipPage>(vipPaths.page, {
        contract: () => import('@msp/contracts/vip.ts').then((c) => c.vipPageSchema),
        signal,
      }),
    staleTime: 30_000,
  });
