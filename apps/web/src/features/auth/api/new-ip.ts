import { sessionPaths } from '@msp/contracts/api-paths.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** POST /wps/session/verify/send: sends the new-IP code (SMS or e-mail). */
export function sendNewIpCode(): Promise<{ expiredMinutes?: number } | null> {
  return apiRequest<{ expiredMinutes?: number } | null>(sessionPaths.sendNewIpCode, {
    method: 'POST',
    body: {},
  });
}

/** POST /wps/session/verify: the code, authenticator code or bank account name. */
export function verifyNewIp(answer: string): Promise<unknown> {
  return apiRequest<unknown>(sessionPaths.verifyNewIp, { method: 'POST', body: { answer } });
}
