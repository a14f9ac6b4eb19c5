import type { SmsSent } from '@msp/contracts/verification.ts';
import { withdrawalPaths } from '@msp/contracts/api-paths.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** POST /wps/withdraw/accounts/code: the binding code, by SMS to the member's own bound mobile number. */
export function sendBankAccountCode() {
  return apiRequest<SmsSent>(withdrawalPaths.accountCode, {
    method: 'POST',
    contract: () => import('@msp/contracts/verification.ts').then((c) => c.smsSentSchema),
  });
}
