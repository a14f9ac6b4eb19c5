import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { resetByEmailSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type ResetByEmailInput = z.input<typeof resetByEmailSchema>;

/** POST /wps/member/password/email/reset (tokenless): the emailed code and the new password. */
export function resetPasswordByEmail(request: ResetByEmailInput): Promise<unknown> {
  return apiRequest<unknown>(sessionPaths.resetByEmail, { method: 'POST', body: request });
}
