import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { resolveImageUrl } from '../../../shared/lib/image-url.ts';

/** Turns an icon path into its URL on a CDN host of the permission call's imageCDNs (picked at random). */
export function useImageUrl(): (path: string) => string {
  const { data: permission } = useQuery(permissionQueryOptions());
  const cdns = permission?.imageCDNs;
  return useCallback((path: string) => resolveImageUrl(path, cdns), [cdns]);
}
