import { sessionPaths } from '@msp/contracts/api-paths.ts';
import type { affiliateResultSchema } from '@msp/contracts/session.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../shared/lib/api-client.ts';

type AffiliateResult = z.infer<typeof affiliateResultSchema>;

/** GET /wps/agent/affiliate?code&domain: is the invitation code valid? Any error counts as "not valid". */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    const result = await apiRequest<AffiliateResult>(sessionPaths.affiliate, {
      query: { code, domain },
      contract: () => import('@msp/contracts/session.ts').then((c) => c.affiliateResultSchema),
    });
    return result.valid;
  } catch {
    return false;
  }
}
