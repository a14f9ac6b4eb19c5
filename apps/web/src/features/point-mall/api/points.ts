import { idempotencyHeader, pointsPaths } from '@msp/contracts/api-paths.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  ConvertBody,
  ConvertResult,
  PointsBalance,
  PointsConfig,
  PointsEntryKind,
  PointsItemKind,
  PointsReward,
  PointsTransaction,
  RedeemBody,
  RedeemResult,
  Redemption,
  RedemptionStatus,
} from '@msp/contracts/points.ts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { secureRequest, type EncryptionConfig } from '../../../shared/lib/secure-request.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';

/**
 * The points mall's calls (`/pointMall`, docs/points.md): the caller's points, what they can get, its redemptions
 * and history, the ratios; redeem and convert go encrypted with the payment password and an Idempotency-Key.
 * Every read carries the session token (apiRequest adds it) and, where names are translated, the language, so
 * both are in the keys.
 */

/** Under `member`: a logout drops the points with the rest of the member's data. */
export const pointsKey = ['member', 'points'] as const;

const contract = () => import('@msp/contracts/points.ts');

/** GET /wps/points/balance. */
export const pointsBalanceQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...pointsKey, 'balance', token],
    queryFn: ({ signal }) =>
      apiRequest<PointsBalance>(pointsPaths.balance, {
        contract: () => contract().then((c) => c.pointsBalanceSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
  });

/** GET /wps/points/config: ratios, conversion, limits. */
export const pointsConfigQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...pointsKey, 'config', token],
    queryFn: ({ signal }) =>
      apiRequest<PointsConfig>(pointsPaths.config, {
        contract: () => contract().then((c) => c.pointsConfigSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

export interface RewardFilters {
  kind: PointsItemKind | null;
  affordable: boolean;
}

/** GET /wps/points/reward: the items on sale with what the caller can redeem (filters: kind, affordable). */
export const pointsRewardQueryOptions = (token: string | null, language: Language, filters: RewardFilters) =>
  queryOptions({
    queryKey: [...pointsKey, 'reward', token, language, filters.kind, filters.affordable],
    queryFn: ({ signal }) =>
      apiRequest<PointsReward>(pointsPaths.reward, {
        query: { kind: filters.kind ?? undefined, affordable: filters.affordable ? 'true' : undefined },
        contract: () => contract().then((c) => c.pointsRewardSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });

export const activityPageSize = 10;

/** GET /wps/points/redemptions: the caller's redemptions, newest first. */
export const redemptionsQueryOptions = (
  token: string | null,
  language: Language,
  page: number,
  status: RedemptionStatus | null,
) =>
  queryOptions({
    queryKey: [...pointsKey, 'redemptions', token, language, page, status],
    queryFn: ({ signal }) =>
      apiRequest<Page<Redemption>>(pointsPaths.redemptions, {
        query: { pageNo: page, pageSize: activityPageSize, status: status ?? undefined },
        contract: () => contract().then((c) => c.redemptionPageSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });

/** GET /wps/points/transactions: the caller's points history, newest first. */
export const pointsHistoryQueryOptions = (
  token: string | null,
  language: Language,
  page: number,
  kind: PointsEntryKind | null,
) =>
  queryOptions({
    queryKey: [...pointsKey, 'history', token, language, page, kind],
    queryFn: ({ signal }) =>
      apiRequest<Page<PointsTransaction>>(pointsPaths.transactions, {
        query: { pageNo: page, pageSize: activityPageSize, kind: kind ?? undefined },
        contract: () => contract().then((c) => c.pointsTransactionPageSchema),
        signal,
      }),
    enabled: token !== null,
    staleTime: 15_000,
    placeholderData: (previous) => previous,
  });

/** POST /wps/relay/passwordCheck/PTS_redeem (encrypted) with the submission's Idempotency-Key. */
export function redeemItem(
  body: RedeemBody,
  idempotencyKey: string,
  encryption: EncryptionConfig | undefined,
) {
  return secureRequest<RedeemResult>(pointsPaths.redeem, encryption, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => contract().then((c) => c.redeemResultSchema),
  });
}

/** POST /wps/relay/passwordCheck/PTS_convert (encrypted) with the submission's Idempotency-Key. */
export function convertPoints(
  body: ConvertBody,
  idempotencyKey: string,
  encryption: EncryptionConfig | undefined,
) {
  return secureRequest<ConvertResult>(pointsPaths.convert, encryption, {
    method: 'POST',
    body,
    headers: { [idempotencyHeader]: idempotencyKey },
    contract: () => contract().then((c) => c.convertResultSchema),
  });
}

/** After a redemption or a conversion: the points, the lists and everything money-shaped refetch. */
export function invalidateAfterPointsChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: pointsKey }),
    queryClient.invalidateQueries({ queryKey: ['member', 'reward-center'] }),
    invalidateWallet(queryClient),
  ]);
}
