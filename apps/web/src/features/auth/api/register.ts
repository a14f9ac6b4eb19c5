import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { LoginResult, registerRequestSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';

export type RegisterInput = z.input<typeof registerRequestSchema>;

/**
 * PUT /wps/member/register (or /wps/member/register/mobile in mobile-number mode), encrypted or its /unsecure
 * twin. With `login: true` the answer is a login result.
 */
export function register(
  request: RegisterInput,
  encryption: EncryptionConfig | undefined,
  mobileMode = false,
): Promise<Partial<LoginResult> | null> {
  const path = mobileMode ? sessionPaths.registerMobile : sessionPaths.register;
  return secureRequest<Partial<LoginResult> | null>(path, encryption, { method: 'PUT', body: request });
}
