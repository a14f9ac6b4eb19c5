import type { Page } from '@msp/contracts/envelope.ts';
import { idempotencyHeader, withdrawalPaths } from '@msp/contracts/api-paths.ts';
import type { Withdrawal, WithdrawRequestBody } from '@msp/contracts/withdrawals.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

export const withdrawalPageSize = 5;

/** GET /wps/withdraw/requests?pageNo=&pageSize= (token, no trial): the member's withdrawals, newest first. */
export const withdrawalsQueryOptions = (token: string | null, pageNo: number) =>
  queryOptions({
    queryKey: [walletKey, 'withdrawals', token, pageNo],
    queryFn: ({ signal }) =>
      apiRequest<Page<Withdrawal>>(withdrawalPaths.requests, {
        query: { pageNo, pageSize: withdrawalPageSize },
        contract: () => import('@msp/contracts/withdrawals.ts').then((c) => c.withdrawalPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** POST /wps/withdraw/requests with the submission's `Idempotency-Key`: the amount is held until paid. */
export function requestWithdrawal(body: WithdrawRequestBody, idempotencyKey: string) {
  return apiRequest<Withdrawal>(withdrawalPaths.requests, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => import('@msp/contracts/withdrawals.ts').then((c) => c.withdrawalSchema),
  });
}
