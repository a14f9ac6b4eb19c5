import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { claimRebates, rebatesQueryOptions } from '../api/rebates.ts';
import { invalidateAfterClaim } from '../api/rewards.ts';

/** The member's rebates: unpaid ones, the page `page` of the paid ones, and its rates. */
export function useRebates(page = 1) {
  const token = useSessionToken();
  return useQuery(rebatesQueryOptions(token, page));
}

/**
 * Claims every unpaid rebate: a toast, the answer to `onClaimed`, then the reward center (rebates and turnover),
 * the member info (the menu's count) and the wallet refresh; a refusal stays on the mutation.
 */
export function useRebateClaim(
  done: string,
  onClaimed: (result: Awaited<ReturnType<typeof claimRebates>>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRebates,
    onSuccess: (result) => {
      showToast(done, 'success');
      onClaimed(result);
      return invalidateAfterClaim(queryClient);
    },
  });
}
