import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { LoginResult, registerRequestSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';

export type RegisterInput = z.input<typeof registerRequestSchema>;

/**
 * PUT /wps/member/register (or /wps/member/register/mobile in mobile-number mode), encrypted or its /unsecure
 * twin. The answer is a login result: the new member is logged in.
 */
export function register(
  request: RegisterInput,
  encryption: EncryptionConfig | undefined,
  mobileMode = false,
): Promise<LoginResult> {
  const path = mobileMode ? sessionPaths.registerMobile : sessionPaths.register;
  return secureRequest<LoginResult>(path, encryption, {
    method: 'PUT',
    body: request,
    contract: () => import('@msp/contracts/session.ts').then((c) => c.loginResultSchema),
  });
}
