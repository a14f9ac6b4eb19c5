import { apiRequest } from '../../../shared/lib/api-client.ts';
import { memberPaths } from './member-paths.ts';

/** POST /wps/verification/sms/register: a code to the registering mobile number. */
export function requestRegisterSmsCode(mobileNo: string, countryDialingCode: string): Promise<{ expiredMinutes?: number } | null> {
  return apiRequest<{ expiredMinutes?: number } | null>(memberPaths.smsRegister, {
    method: 'POST',
    body: { mobileNo, countryDialingCode },
  });
}
