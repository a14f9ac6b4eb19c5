import { smsSentSchema, type SmsSent } from '@msp/contracts/verification.ts';
import { withdrawalPaths } from '@msp/contracts/withdrawals.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** POST /wps/withdraw/accounts/code: the binding code, by SMS to the member's own bound mobile number. */
export function sendBankAccountCode() {
  return apiRequest<SmsSent>(withdrawalPaths.accountCode, { method: 'POST', schema: smsSentSchema });
}
