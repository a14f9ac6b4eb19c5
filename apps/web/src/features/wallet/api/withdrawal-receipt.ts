import { withdrawalPaths } from '@msp/contracts/api-paths.ts';
import type { Withdrawal, WithdrawReceiptBody } from '@msp/contracts/withdrawals.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** POST /wps/withdraw/requests/:id/receipt: the spec's withdrawal confirmation after a payout. */
export function confirmWithdrawalReceipt(withdrawalId: string, body: WithdrawReceiptBody) {
  return apiRequest<Withdrawal>(withdrawalPaths.receipt.replace(':id', encodeURIComponent(withdrawalId)), {
    method: 'POST',
    body,
    contract: () => import('@msp/contracts/withdrawals.ts').then((c) => c.withdrawalSchema),
  });
}
