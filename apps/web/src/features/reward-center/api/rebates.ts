import { rebatePaths } from '@msp/contracts/api-paths.ts';
import type { MemberRebates, RebateClaim } from '@msp/contracts/rebates.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { rewardCenterKey } from './rewards.ts';

/**
 * The member's rebates in the reward center: what is unpaid (and whether the claim button pays it), a page of the
 * paid ones, and the member's rates. Under the reward center's key, so a claim's refresh covers it; the token is
 * part of the key so that two sessions never share an answer.
 */
export const rebatesQueryOptions = (token: string | null, page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...rewardCenterKey, 'rebates', token, page, pageSize],
    queryFn: ({ signal }) =>
      apiRequest<MemberRebates>(rebatePaths.summary, {
        query: { pageNo: page, pageSize },
        contract: () => import('@msp/contracts/rebates.ts').then((c) => c.memberRebatesSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
    // Turning a page of the paid rebates keeps the section on screen until the next page is in.
    placeholderData: keepPreviousData,
  });

/** POST /wps/rebates/claim: pays every unpaid rebate at once (a repeat is refused: nothing is left). */
export const claimRebates = () =>
  apiRequest<RebateClaim>(rebatePaths.claim, {
    method: 'POST',
    contract: () => import('@msp/contracts/rebates.ts').then((c) => c.rebateClaimSchema),
  });
