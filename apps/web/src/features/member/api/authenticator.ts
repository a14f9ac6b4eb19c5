import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { totpSetupSchema, totpConfirmSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

export type TotpSetup = z.infer<typeof totpSetupSchema>;
export type TotpConfirmInput = z.input<typeof totpConfirmSchema>;

/** POST /wps/member/totp/setup (token): a new secret and its otpauth:// URI to scan. */
export function startTotpSetup(): Promise<TotpSetup> {
  return apiRequest<TotpSetup>(sessionPaths.totpSetup, {
    method: 'POST',
    body: {},
    contract: () => import('@msp/contracts/session.ts').then((c) => c.totpSetupSchema),
  });
}

/** POST /wps/member/totp/confirm (token): a code from the app proves it holds the secret. */
export function confirmTotpSetup(request: TotpConfirmInput): Promise<unknown> {
  return apiRequest<unknown>(sessionPaths.totpConfirm, { method: 'POST', body: request });
}
