import { sessionPaths } from '@msp/contracts/api-paths.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** DELETE /wps/session/logout */
export function logout(): Promise<unknown> {
  return apiRequest<unknown>(sessionPaths.logout, { method: 'DELETE' });
}
