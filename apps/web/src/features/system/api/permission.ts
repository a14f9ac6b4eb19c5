import { apiPaths } from '@msp/contracts/api-paths.ts';
import type { ResourceType, WhitelabelSwitch } from '@msp/contracts/enums.ts';
import type { Permission, Resource, WhitelabelNode } from '@msp/contracts/system.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/** GET /wps/system/permission: the start-up configuration of the merchant (theme, resources, switches). */
export const permissionQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'permission'],
    queryFn: ({ signal }) =>
      apiRequest<Permission>(apiPaths.systemPermission, {
        contract: () => import('@msp/contracts/system.ts').then((c) => c.permissionSchema),
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** Is a white-label switch (for example DIRECTREG3) on anywhere in the tree? */
export function isWhitelabelOn(
  nodes: readonly WhitelabelNode[] | undefined,
  modId: WhitelabelSwitch,
): boolean {
  if (!nodes) return false;
  for (const node of nodes) {
    if (node.modId === modId) return node.enabled === '1';
    if (node.enabled === '1' && isWhitelabelOn(node.childrenNodes, modId)) return true;
  }
  return false;
}

export function resourcesOf(permission: Permission | undefined, type: ResourceType): Resource[] {
  return permission?.resources.filter((resource) => resource.resourceType === type) ?? [];
}

export function firstResource(permission: Permission | undefined, type: ResourceType): Resource | undefined {
  return resourcesOf(permission, type)[0];
}

/** The merchant's encryption settings for an encrypted call (fetched when the configuration is not there yet). */
export function loadEncryption(queryClient: QueryClient): Promise<Permission['encryption'] | undefined> {
  return queryClient.ensureQueryData(permissionQueryOptions()).then(
    (permission) => permission.encryption,
    () => undefined,
  );
}
