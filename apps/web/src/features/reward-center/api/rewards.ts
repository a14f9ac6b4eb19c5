import { promotionPaths } from '@msp/contracts/api-paths.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { PromotionClaim, PromotionDetail, RewardCenter, Turnover } from '@msp/contracts/promotions.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';

/**
 * The member's reward center (`/member/rewardCenter`): the rewards ready to claim, the turnover still to play, and
 * the rewards paid. Every call carries the session token and the `Language` header (apiRequest adds both):
 * titles come in the member's language, so the language is part of each key, and so is the token, so that two
 * sessions never share an answer. The server's `promotion.*` refusals carry a localized message shown as it is.
 */

/** Under `member`: a logout drops the reward center with the rest of the member's data. */
export const rewardCenterKey = ['member', 'reward-center'] as const;

const idPath = (path: string, id: number) => path.replace(':id', String(id));

/** GET /wps/promotions/rewards: what is ready to claim (soonest end first) and the last 50 rewards paid. */
export const rewardsQueryOptions = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: [...rewardCenterKey, 'rewards', token, language],
    queryFn: ({ signal }) =>
      apiRequest<RewardCenter>(promotionPaths.rewards, {
        contract: () => import('@msp/contracts/promotions.ts').then((c) => c.rewardCenterSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
  });

/** GET /wps/promotions/turnover: the open turnover requirements, oldest first, and what is left of them. */
export const turnoverQueryOptions = (token: string | null, language: Language) =>
  queryOptions({
    queryKey: [...rewardCenterKey, 'turnover', token, language],
    queryFn: ({ signal }) =>
      apiRequest<Turnover>(promotionPaths.turnover, {
        contract: () => import('@msp/contracts/promotions.ts').then((c) => c.turnoverSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
  });

/**
 * GET /wps/promotions/:id, for its rules' turnover multiple: the reward list does not carry it, and the claim
 * sets reward × multiple to play through. Only the multiple is kept.
 */
export const turnoverMultipleQueryOptions = (token: string | null, id: number, language: Language) =>
  queryOptions({
    queryKey: [...rewardCenterKey, 'multiple', id, token, language],
    queryFn: ({ signal }) =>
      apiRequest<PromotionDetail>(idPath(promotionPaths.detail, id), {
        contract: () => import('@msp/contracts/promotions.ts').then((c) => c.promotionDetailSchema),
        signal,
      }),
    select: (detail) => detail.rules.turnoverMultiple,
    enabled: token !== null,
    staleTime: 60_000,
  });

/** POST /wps/promotions/:id/claim: pays the reward and sets its turnover (a repeated claim answers the first). */
export const claimReward = (id: number) =>
  apiRequest<PromotionClaim>(idPath(promotionPaths.claim, id), {
    method: 'POST',
    contract: () => import('@msp/contracts/promotions.ts').then((c) => c.promotionClaimSchema),
  });

/**
 * After a claim: the reward center (rewards, turnover), the member info (its `availablePromoCount` is the menu's
 * red count) and everything money-shaped (the header balance, the withdraw page's turnover, the bonus records).
 */
export function invalidateAfterClaim(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardCenterKey }),
    queryClient.invalidateQueries({ queryKey: ['member', 'info'] }),
    invalidateWallet(queryClient),
  ]);
}
