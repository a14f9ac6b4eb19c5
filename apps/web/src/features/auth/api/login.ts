import { sessionPaths } from '@msp/contracts/api-paths.ts';
import { loginResultSchema, type LoginRequest, type LoginResult } from '@msp/contracts/session.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** POST /wps/session/login/unsecure */
export function login(request: LoginRequest): Promise<LoginResult> {
  return apiRequest<LoginResult>(sessionPaths.login, { method: 'POST', body: request, schema: loginResultSchema });
}
