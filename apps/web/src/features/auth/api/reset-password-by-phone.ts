import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { LoginResult, resetByPhoneSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';

export type ResetByPhoneInput = z.input<typeof resetByPhoneSchema>;

/**
 * POST /wps/member/password/verification (encrypted) or its /unsecure twin: mobile number, SMS code and the
 * new password. The answer is a login: the member is logged in with the new password.
 */
export function resetPasswordByPhone(
  request: ResetByPhoneInput,
  encryption: EncryptionConfig | undefined,
): Promise<LoginResult> {
  return secureRequest<LoginResult>(sessionPaths.resetByPhone, encryption, {
    method: 'POST',
    body: request,
    contract: () => import('@msp/contracts/session.ts').then((c) => c.loginResultSchema),
  });
}
