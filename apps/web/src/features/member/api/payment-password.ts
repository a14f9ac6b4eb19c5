import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { paymentPasswordSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';

export type PaymentPasswordInput = z.input<typeof paymentPasswordSchema>;

/**
 * POST /wps/member/password/payment (token; encrypted) or its /unsecure twin: the 6-digit payment password,
 * set the first time with the login password, changed later with the old payment password.
 */
export function setPaymentPassword(
  request: PaymentPasswordInput,
  encryption: EncryptionConfig | undefined,
): Promise<unknown> {
  return secureRequest<unknown>(sessionPaths.paymentPassword, encryption, { method: 'POST', body: request });
}
