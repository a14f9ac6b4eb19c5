import { apiRequest } from '../../../shared/lib/api-client.ts';
import { memberPaths } from './member-paths.ts';

export interface ForgetPasswordByEmailRequest {
  username: string;
  email: string;
}

/** POST /wps/member/password/email (tokenless). */
export function forgetPasswordByEmail(request: ForgetPasswordByEmailRequest): Promise<unknown> {
  return apiRequest<unknown>(memberPaths.forgetPasswordByEmail, { method: 'POST', body: request });
}
