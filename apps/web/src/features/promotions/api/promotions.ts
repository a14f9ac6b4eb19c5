import { promotionPaths } from '@msp/contracts/api-paths.ts';
import type { PromotionCategory, PromotionTag } from '@msp/contracts/enums.ts';
import type { Page } from '@msp/contracts/envelope.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Promotion, PromotionClaim, PromotionDetail, Turnover } from '@msp/contracts/promotions.ts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { invalidateWallet } from '../../wallet/api/wallet-cache.ts';

/**
 * The promotion engine's member calls (docs/promotions.md): the list and a detail are public (a visitor's state
 * is `join`, `comingSoon` or `close`), the rest needs a member session. apiRequest sends the token when there is
 * one and the `Language` header, so titles, texts and the server's refusals come back in the member's language.
 * Every key starts with `promotions` and carries the token and the language: a login, a logout or a switch of
 * language asks again, and one invalidation after an action refreshes every view.
 */
export const promotionsKey = ['promotions'] as const;

/** Cards per page of the list. */
export const promotionPageSize = 12;
/** The most the API answers at once: enough to find a promotion by its code among the merchant's. */
const lookupPageSize = 100;

const contracts = () => import('@msp/contracts/promotions.ts');
const idPath = (path: string, id: number) => path.replace(':id', String(id));

export interface PromotionListQuery {
  category?: PromotionCategory | undefined;
  tag?: PromotionTag | undefined;
  pageNo: number;
}

/** GET /wps/promotions?category=&tag=&pageNo=&pageSize=: the ACTIVE promotions, each with the caller's state. */
export const promotionListQueryOptions = (
  token: string | null,
  language: Language,
  query: PromotionListQuery,
) =>
  queryOptions({
    queryKey: [...promotionsKey, 'list', token, language, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<Promotion>>(promotionPaths.list, {
        query: { ...query, pageSize: promotionPageSize },
        contract: () => contracts().then((c) => c.promotionPageSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * The promotion of a code (the home page's hot promotions link to `?code=NEW_PLAYER`), looked up among the
 * merchant's listed promotions; null when none has it (not published, or closed).
 */
export const promotionByCodeQueryOptions = (token: string | null, language: Language, code: string) =>
  queryOptions({
    queryKey: [...promotionsKey, 'code', token, language, code],
    queryFn: async ({ signal }) => {
      const page = await apiRequest<Page<Promotion>>(promotionPaths.list, {
        query: { pageNo: 1, pageSize: lookupPageSize },
        contract: () => contracts().then((c) => c.promotionPageSchema),
        signal,
      });
      const wanted = code.trim().toUpperCase();
      return page.content.find((promotion) => promotion.code.toUpperCase() === wanted) ?? null;
    },
    staleTime: 30_000,
  });

/** GET /wps/promotions/:id: the rules in display form, the budget left, the content and the caller's entry. */
export const promotionDetailQueryOptions = (token: string | null, language: Language, id: number) =>
  queryOptions({
    queryKey: [...promotionsKey, 'detail', token, language, id],
    queryFn: ({ signal }) =>
      apiRequest<PromotionDetail>(idPath(promotionPaths.detail, id), {
        contract: () => contracts().then((c) => c.promotionDetailSchema),
        signal,
      }),
    staleTime: 15_000,
  });

/** GET /wps/promotions/turnover (member): each open turnover requirement and the total a withdrawal waits for. */
export const turnoverQueryOptions = (token: string | null, language: Language, enabled = true) =>
  queryOptions({
    queryKey: [...promotionsKey, 'turnover', token, language],
    queryFn: ({ signal }) =>
      apiRequest<Turnover>(promotionPaths.turnover, {
        contract: () => contracts().then((c) => c.turnoverSchema),
        signal,
      }),
    enabled: token !== null && enabled,
    staleTime: 10_000,
  });

/** POST /wps/promotions/:id/join (BUTTON promotions): answers the detail as it now stands. */
export const joinPromotion = (id: number) =>
  apiRequest<PromotionDetail>(idPath(promotionPaths.join, id), {
    method: 'POST',
    contract: () => contracts().then((c) => c.promotionDetailSchema),
  });

/** POST /wps/promotions/images `{image}` (a png or jpg data URL, at most 5 MB): answers the upload's id. */
export const uploadApplicationImage = (image: string) =>
  apiRequest<{ id: string; url: string }>(promotionPaths.images, {
    method: 'POST',
    body: { image },
    contract: () => contracts().then((c) => c.promotionImageSchema),
  });

/** POST /wps/promotions/:id/apply `{remark, imageIds}` (APPLICATION promotions): answers the detail. */
export const applyForPromotion = (id: number, body: { remark: string; imageIds: string[] }) =>
  apiRequest<PromotionDetail>(idPath(promotionPaths.apply, id), {
    method: 'POST',
    body,
    contract: () => contracts().then((c) => c.promotionDetailSchema),
  });

/** POST /wps/promotions/:id/claim: pays the reward and sets its turnover; a repeat answers the first result. */
export const claimPromotion = (id: number) =>
  apiRequest<PromotionClaim>(idPath(promotionPaths.claim, id), {
    method: 'POST',
    contract: () => contracts().then((c) => c.promotionClaimSchema),
  });

/**
 * After a join, an application or a claim: every promotions view, the member's own data (the reward center and
 * its badge read the same entries) and, after a claim, the balance the bonus went into.
 */
export function refreshAfterAction(queryClient: QueryClient, claimed = false): Promise<unknown> {
  const refreshes: Promise<unknown>[] = [
    queryClient.invalidateQueries({ queryKey: promotionsKey }),
    queryClient.invalidateQueries({ queryKey: ['member'] }),
  ];
  if (claimed) refreshes.push(invalidateWallet(queryClient));
  return Promise.all(refreshes);
}
