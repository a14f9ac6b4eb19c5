import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EncryptionConfig } from '../../../shared/lib/secure-request.ts';
import { loadEncryption } from '../../system/api/permission.ts';

/** The merchant's encryption settings for an encrypted call, read (or fetched) when the call is made. */
export function useEncryption(): () => Promise<EncryptionConfig | undefined> {
  const queryClient = useQueryClient();
  return useCallback(() => loadEncryption(queryClient), [queryClient]);
}
