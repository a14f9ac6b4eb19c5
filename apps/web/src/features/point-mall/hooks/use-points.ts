import type {
  ConvertBody,
  ConvertResult,
  PointsEntryKind,
  RedeemBody,
  RedeemResult,
  RedemptionStatus,
} from '@msp/contracts/points.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { useIdempotentSubmit } from '../../../shared/lib/use-idempotent-submit.ts';
import { useLanguage } from '../../../shared/lib/use-language.ts';
import { isWhitelabelOn, loadEncryption, permissionQueryOptions } from '../../system/api/permission.ts';
import {
  convertPoints,
  invalidateAfterPointsChange,
  pointsBalanceQueryOptions,
  pointsConfigQueryOptions,
  pointsHistoryQueryOptions,
  pointsRewardQueryOptions,
  redeemItem,
  redemptionsQueryOptions,
  type RewardFilters,
} from '../api/points.ts';

/** Whether the merchant's points mall is open (its PTSYS3 switch); undefined until the configuration is in. */
export function usePointsMallOpen(): boolean | undefined {
  const { data: permission } = useQuery(permissionQueryOptions());
  return permission ? isWhitelabelOn(permission.whitelabelVal, 'PTSYS3') : undefined;
}

export function usePointsBalance(enabled = true) {
  const token = useSessionToken();
  return useQuery({ ...pointsBalanceQueryOptions(token), enabled: enabled && token !== null });
}

export function usePointsConfig(enabled = true) {
  const token = useSessionToken();
  return useQuery({ ...pointsConfigQueryOptions(token), enabled: enabled && token !== null });
}

export function usePointsReward(filters: RewardFilters, enabled = true) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery({
    ...pointsRewardQueryOptions(token, language, filters),
    enabled: enabled && token !== null,
  });
}

export function useRedemptions(page: number, status: RedemptionStatus | null) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(redemptionsQueryOptions(token, language, page, status));
}

export function usePointsHistory(page: number, kind: PointsEntryKind | null) {
  const token = useSessionToken();
  const language = useLanguage();
  return useQuery(pointsHistoryQueryOptions(token, language, page, kind));
}

/**
 * A redemption: encrypted with the merchant's key, one Idempotency-Key per submission (kept while the same body is
 * retried), a double click sent once; on success the points, the lists and the wallet refetch.
 */
export function useRedeem(onSuccess: (result: RedeemResult) => void) {
  const queryClient = useQueryClient();
  return useIdempotentSubmit<RedeemBody, RedeemResult>({
    send: async (body, key) => redeemItem(body, key, await loadEncryption(queryClient)),
    onSuccess: (result) => {
      void invalidateAfterPointsChange(queryClient);
      onSuccess(result);
    },
  });
}

/** A conversion of points to cash, submitted like a redemption. */
export function useConvert(onSuccess: (result: ConvertResult) => void) {
  const queryClient = useQueryClient();
  return useIdempotentSubmit<ConvertBody, ConvertResult>({
    send: async (body, key) => convertPoints(body, key, await loadEncryption(queryClient)),
    onSuccess: (result) => {
      void invalidateAfterPointsChange(queryClient);
      onSuccess(result);
    },
  });
}
