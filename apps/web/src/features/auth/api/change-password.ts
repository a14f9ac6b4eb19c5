import { apiRequest } from '../../../shared/lib/api-client.ts';
import { memberPaths } from './member-paths.ts';

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password (token). */
export function changePassword(request: ChangePasswordRequest): Promise<unknown> {
  return apiRequest<unknown>(memberPaths.changePassword, { method: 'POST', body: request });
}
