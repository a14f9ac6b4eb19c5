import { transferPaths, idempotencyHeader } from '@msp/contracts/api-paths.ts';
import type {
  uplineInfoSchema,
  DownlineTransferBody,
  TransferResult,
  UplineTransferBody,
} from '@msp/contracts/transfers.ts';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

export type UplineInfo = z.infer<typeof uplineInfoSchema>;

/** GET /wps/transfer/upline (token, no trial): the member's upline account, or null. */
export const uplineQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [walletKey, 'upline', token],
    queryFn: ({ signal }) =>
      apiRequest<UplineInfo>(transferPaths.upline, {
        contract: () => import('@msp/contracts/transfers.ts').then((c) => c.uplineInfoSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** POST /wps/transfer/upline with the submission's `Idempotency-Key` (`transferUpline`). */
export function transferToUpline(body: UplineTransferBody, idempotencyKey: string) {
  return apiRequest<TransferResult>(transferPaths.upline, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => import('@msp/contracts/transfers.ts').then((c) => c.transferResultSchema),
  });
}

/** POST /wps/transfer/downline with the submission's `Idempotency-Key` (an agent's `transferFund`). */
export function transferToDownline(body: DownlineTransferBody, idempotencyKey: string) {
  return apiRequest<TransferResult>(transferPaths.downline, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => import('@msp/contracts/transfers.ts').then((c) => c.transferResultSchema),
  });
}
