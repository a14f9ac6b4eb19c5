import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { forgotByEmailSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type ForgotByEmailInput = z.input<typeof forgotByEmailSchema>;

/** POST /wps/member/password/email (tokenless). */
export function forgetPasswordByEmail(request: ForgotByEmailInput): Promise<unknown> {
  return apiRequest<unknown>(sessionPaths.forgotByEmail, { method: 'POST', body: request });
}
