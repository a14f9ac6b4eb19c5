import { verificationPaths } from '@msp/contracts/api-paths.ts';
import type { Captcha } from '@msp/contracts/verification.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/captcha: a new image captcha (single use). */
export function fetchCaptcha(): Promise<Captcha> {
  return apiRequest<Captcha>(verificationPaths.captcha, {
    contract: () => import('@msp/contracts/verification.ts').then((c) => c.captchaSchema),
  });
}
