import type { RegistrationField } from '@msp/contracts/enums.ts';
import type { LoginResult } from '@msp/contracts/session.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { memberPaths } from './member-paths.ts';

/** Body of the registration (spec §3 "Registration user"): the enabled fields plus the fixed ones. */
export type RegisterRequest = Partial<Record<RegistrationField, string>> & {
  countryDialingCode?: string;
  domain: string;
  registerUrl: string;
  registerMethod: 'WEB';
  login: true;
};

/** PUT /wps/member/register/unsecure. The answer is a login result when `login` is true. */
export function register(request: RegisterRequest): Promise<Partial<LoginResult> | null> {
  return apiRequest<Partial<LoginResult> | null>(memberPaths.register, { method: 'PUT', body: request });
}
