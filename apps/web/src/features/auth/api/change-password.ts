import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { changePasswordSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';

export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /wps/member/password (token; encrypted) or its /unsecure twin. */
export function changePassword(
  request: ChangePasswordInput,
  encryption: EncryptionConfig | undefined,
): Promise<unknown> {
  return secureRequest<unknown>(sessionPaths.changePassword, encryption, { method: 'POST', body: request });
}
