import { apiRequest } from '../../../shared/lib/api-client.ts';
import { memberPaths } from './member-paths.ts';

/** GET /wps/agent/affiliate?code&domain: is the invitation code valid? Any error counts as "not valid". */
export async function checkAffiliateCode(code: string, domain: string): Promise<boolean> {
  try {
    const value = await apiRequest<unknown>(memberPaths.affiliateCheck, { query: { code, domain } });
    return value !== false && value !== null;
  } catch {
    return false;
  }
}
