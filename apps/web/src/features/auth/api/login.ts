import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { loginRequestSchema, LoginResult } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';

export type LoginInput = z.input<typeof loginRequestSchema>;

/** POST /wps/session/login (encrypted), or its plain twin /wps/session/login/unsecure. */
export function login(request: LoginInput, encryption: EncryptionConfig | undefined): Promise<LoginResult> {
  return secureRequest<LoginResult>(sessionPaths.login, encryption, {
    method: 'POST',
    body: request,
    contract: () => import('@msp/contracts/session.ts').then((c) => c.loginResultSchema),
  });
}
