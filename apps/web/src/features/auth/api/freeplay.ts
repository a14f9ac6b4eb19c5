import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { LoginResult } from '@msp/contracts/session.ts';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** The visitor's operating system as the free-play call names it. */
function operatingSystem(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios';
  if (/windows/i.test(agent)) return 'windows';
  if (/mac os/i.test(agent)) return 'mac';
  if (/linux/i.test(agent)) return 'linux';
  return 'other';
}

/** POST /wps/session/login/freeplay (FREEPLAY3): a trial session (type 4) with demo credit. */
export function startFreePlay(): Promise<LoginResult> {
  return apiRequest<LoginResult>(sessionPaths.freeplay, {
    method: 'POST',
    body: { os: operatingSystem(), platform: 'W', gatewayVersion: 3 },
    contract: () => import('@msp/contracts/session.ts').then((c) => c.loginResultSchema),
  });
}
