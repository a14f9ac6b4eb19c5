import { sessionPaths } from '@msp/contracts/api-paths.ts';
import { isAgentType, isTrialType } from '@msp/contracts/enums.ts';
import type { MemberInfo } from '@msp/contracts/session.ts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';

/**
 * Fields of the spec's public state (§3) the member info may carry once their issues land (VIP, messages,
 * promotions). The site shows them only when the server sends them.
 */
export type MemberInfoView = MemberInfo & {
  hasVip?: boolean | null;
  vipLabelName?: string | null;
  vipRankLevel?: number | null;
  unreadMessage?: number | null;
  availablePromoCount?: number | null;
  /** The merchant runs a REFERRAL promotion now (the side menu's referral shortcut shows to members then). */
  availablePromo?: { REFERRAL?: { enabled: boolean } | null } | null;
  missionsToClaim?: number | null;
};

/** GET /wps/member/info (token). Disabled without a token. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) =>
      apiRequest<MemberInfoView>(sessionPaths.memberInfo, {
        contract: () => import('@msp/contracts/session.ts').then((c) => c.memberInfoSchema.loose()),
        signal,
      }),
    enabled: token !== null,
    staleTime: 60_000,
  });

export const isAgent = (info: Pick<MemberInfo, 'type'> | undefined) =>
  info ? isAgentType(info.type) : false;
export const isTrial = (info: Pick<MemberInfo, 'type'> | undefined) =>
  info ? isTrialType(info.type) : false;
