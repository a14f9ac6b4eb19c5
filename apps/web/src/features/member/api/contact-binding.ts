import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { bindCodeRequestSchema, bindContactSchema, Profile } from '@msp/contracts/session.ts';
import type { SmsSent } from '@msp/contracts/verification.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type BindCodeRequest = z.input<typeof bindCodeRequestSchema>;
export type BindContactInput = z.input<typeof bindContactSchema>;
export type ContactChannel = BindCodeRequest['channel'];

/** POST /wps/member/contact/code (token): a code to the new mobile number (SMS) or email address. */
export function requestBindCode(request: BindCodeRequest): Promise<SmsSent> {
  return apiRequest<SmsSent>(sessionPaths.bindCode, {
    method: 'POST',
    body: request,
    contract: () => import('@msp/contracts/verification.ts').then((c) => c.smsSentSchema),
  });
}

/** POST /wps/member/contact/mobile or /wps/member/contact/email (token): password plus the code. */
export function bindContact(channel: ContactChannel, request: BindContactInput): Promise<Profile> {
  return apiRequest<Profile>(channel === 'SMS' ? sessionPaths.bindMobile : sessionPaths.bindEmail, {
    method: 'POST',
    body: request,
    contract: () => import('@msp/contracts/session.ts').then((c) => c.profileSchema),
  });
}
