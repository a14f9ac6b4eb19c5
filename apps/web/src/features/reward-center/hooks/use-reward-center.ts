import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { balanceQueryOptions } from '../../wallet/api/balance.ts';
import {
  claimReward,
  invalidateAfterClaim,
  rewardsQueryOptions,
  turnoverMultipleQueryOptions,
  turnoverQueryOptions,
} from '../api/rewards.ts';

/** The rewards ready to claim and the rewards paid, in the member's language. */
export function useRewards() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(rewardsQueryOptions(token, language));
}

/** The open turnover requirements and what is left of them. */
export function useTurnover() {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(turnoverQueryOptions(token, language));
}

/** A promotion's turnover multiple (undefined until its detail is in, or when it cannot be read). */
export function useTurnoverMultiple(id: number) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(turnoverMultipleQueryOptions(token, id, language)).data;
}

/** The currency symbol amounts show with: the wallet's, else the merchant's, "৳" until either is known. */
export function useCurrencySymbol(): string {
  const token = useSessionToken();
  const { data: balance } = useQuery(balanceQueryOptions(token));
  const { data: permission } = useQuery(permissionQueryOptions());
  return balance?.currencySymbol ?? permission?.merchant.currencySymbol ?? '৳';
}

/**
 * Claims one reward: on success it says so in a toast, hands the answer to `onClaimed` and refreshes the reward
 * center, the member info (the menu's count) and the wallet; a refusal stays on the mutation for the card.
 */
export function useClaim(
  id: number,
  done: string,
  onClaimed: (result: Awaited<ReturnType<typeof claimReward>>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => claimReward(id),
    onSuccess: (result) => {
      showToast(done, 'success');
      onClaimed(result);
      return invalidateAfterClaim(queryClient);
    },
  });
}
