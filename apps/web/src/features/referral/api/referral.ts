import { referralPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { ReferralClaim, ReferralOverview } from '@msp/contracts/referral.ts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';

/**
 * The member's referral page (`/member/referral`): its code and link, the REFERRAL promotion running, totals and
 * friends, and the claim. The promotion's texts come in the member's language and the answer is the member's
 * own, so both the language and the token are part of the key.
 */

/** Under `member`: a logout drops the referral page with the rest of the member's data. */
export const referralKey = ['member', 'referral'] as const;

/** Friends per page. */
export const friendsPageSize = 10;

/** GET /wps/referral: a page of friends (newest first) with the code, the link, the promotion and the totals. */
export const referralQueryOptions = (token: string | null, language: Language, pageNo: number) =>
  queryOptions({
    queryKey: [...referralKey, token, language, pageNo],
    queryFn: ({ signal }) =>
      apiRequest<ReferralOverview>(referralPaths.overview, {
        query: { pageNo, pageSize: friendsPageSize },
        contract: () => import('@msp/contracts/referral.ts').then((c) => c.referralOverviewSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
    // Paging through the friends keeps the page (and its totals) in place while the next one loads.
    placeholderData: keepPreviousData,
  });

/** POST /wps/referral/claim: pays every reward ready (nothing ready pays nothing). */
export const claimReferral = () =>
  apiRequest<ReferralClaim>(referralPaths.claim, {
    method: 'POST',
    contract: () => import('@msp/contracts/referral.ts').then((c) => c.referralClaimSchema),
  });

/** After a claim: the page, the member info (its `availablePromoCount`) and everything money-shaped. */
export function invalidateAfterReferralClaim(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: referralKey }),
    queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    queryClient.invalidateQueries({ queryKey: ['member', 'reward-center'] }),
    invalidateWallet(queryClient),
  ]);
}
