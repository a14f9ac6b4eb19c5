import { verificationPaths } from '@msp/contracts/api-paths.ts';
import type { SmsSent } from '@msp/contracts/verification.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import type { SolvedChallenge } from './challenge.ts';

type ChallengeFields = Partial<Pick<SolvedChallenge, 'challengeId' | 'challengeNonce'>>;

/** POST /wps/verification/sms/noLogin: a login (or forgot-password) code to a member's mobile number. */
export function requestLoginSmsCode(
  request: { mobileNum: string; countryDialingCode: string; type: 'login' | 'forgot' } & ChallengeFields,
): Promise<SmsSent> {
  return apiRequest<SmsSent>(verificationPaths.smsNoLogin, {
    method: 'POST',
    body: request,
    contract: () => import('@msp/contracts/verification.ts').then((c) => c.smsSentSchema),
  });
}

/** POST /wps/verification/sms/register: a code to the registering mobile number. */
export function requestRegisterSmsCode(
  request: { mobileNo: string; countryDialingCode: string } & ChallengeFields,
): Promise<SmsSent> {
  return apiRequest<SmsSent>(verificationPaths.smsRegister, {
    method: 'POST',
    body: request,
    contract: () => import('@msp/contracts/verification.ts').then((c) => c.smsSentSchema),
  });
}
