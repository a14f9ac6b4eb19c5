import { useQuery } from '@tanstack/react-query';
import { readSession, sessionKeys } from '../../../shared/lib/browser-storage.ts';
import { permissionQueryOptions } from '../api/permission.ts';

/**
 * The site's merchant code, for the calls that send it (game lists): from the permission answer, or as this tab
 * kept it; null until one of them is known. A query keyed by it waits for it, so that it is not asked for twice
 * (once without, once with the code) and matches the answers a first screen from the server brought along.
 */
export function useMerchantCode(): string | null {
  const { data: permission } = useQuery(permissionQueryOptions());
  return permission?.merchant.code ?? readSession(sessionKeys.merchantCode);
}
