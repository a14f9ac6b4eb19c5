import type { Language } from '@msp/contracts/errors.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import { depositPaths, idempotencyHeader } from '@msp/contracts/api-paths.ts';
import type { DepositRequest, DepositRequestBody } from '@msp/contracts/deposits.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

export const depositPageSize = 5;

/** GET /wps/deposit/requests?pageNo=&pageSize= (token, no trial): the member's own requests, newest first. */
export const depositRequestsQueryOptions = (token: string | null, pageNo: number, language: Language) =>
  queryOptions({
    queryKey: [walletKey, 'depositRequests', token, pageNo, language],
    queryFn: ({ signal }) =>
      apiRequest<Page<DepositRequest>>(depositPaths.requests, {
        query: { pageNo, pageSize: depositPageSize },
        contract: () => import('@msp/contracts/deposits.ts').then((c) => c.depositRequestPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** POST /wps/deposit/requests with the submission's `Idempotency-Key`: PENDING until the operator decides. */
export function createDepositRequest(body: DepositRequestBody, idempotencyKey: string) {
  return apiRequest<DepositRequest>(depositPaths.requests, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => import('@msp/contracts/deposits.ts').then((c) => c.depositRequestSchema),
  });
}
