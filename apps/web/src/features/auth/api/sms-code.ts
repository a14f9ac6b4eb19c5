import { apiRequest } from '../../../shared/lib/api-client.ts';
import { memberPaths } from './member-paths.ts';

/** POST /wps/verification/sms/noLogin: sends a login code; the answer tells how long it lives. */
export function requestLoginSmsCode(mobileNum: string, countryDialingCode: string): Promise<{ expiredMinutes?: number } | null> {
  return apiRequest<{ expiredMinutes?: number } | null>(memberPaths.smsNoLogin, {
    method: 'POST',
    body: { mobileNum, countryDialingCode },
  });
}
