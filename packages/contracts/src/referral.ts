import { z } from 'zod';
import { pageOf, pageQuerySchema } from './deposits.ts';
import { amountPattern } from './enums.ts';
import { promotionRulesSchema } from './promotions.ts';

/**
 * Refer a friend (docs/referral.md): every real member has a personal code and link; a friend who registers with
 * it earns the referrer the merchant's REFERRAL promotion's rewards once the friend has played its turnover. Money
 * is in major units with 2 decimals.
 */
export { referralPaths } from './api-paths.ts';

/** Sign-ups with one code from one IP address in 24 hours that may earn; later ones are `IP_RATE_LIMIT`. */
export const referralSignupsPerIpPerDay = 3;

/**
 * Why a friend earns the referrer nothing, recorded on the referral when it is found:
 * - `SELF_REFERRAL`: the friend is the referrer (the same mobile number, email or name, a bank account holder
 *   of the referrer's, or the referrer signed in while registering it);
 * - `SAME_DEVICE`: registered on a device the referrer used;
 * - `SAME_IP`: registered from an IP address the referrer registered or logged in from;
 * - `TRIAL_ACCOUNT`: the friend is a trial (free-play) account;
 * - `IP_RATE_LIMIT`: more than `referralSignupsPerIpPerDay` sign-ups with the code from its IP in 24 hours;
 * - `NO_PROMOTION`: no REFERRAL promotion was running when the friend registered;
 * - `FRIEND_LIMIT`: the referrer was already rewarded for the promotion's most friends (shown, not recorded);
 * - `PROMOTION_CLOSED`: the operator closed the promotion before this friend earned anything (shown).
 */
export const referralRefusalReasons = [
  'SELF_REFERRAL',
  'SAME_DEVICE',
  'SAME_IP',
  'TRIAL_ACCOUNT',
  'IP_RATE_LIMIT',
  'NO_PROMOTION',
  'FRIEND_LIMIT',
  'PROMOTION_CLOSED',
] as const;
export type ReferralRefusalReason = (typeof referralRefusalReasons)[number];

/**
 * A friend as its referrer sees it: `waiting` for its turnover (see `validBets` of `friendTurnover`), a reward
 * `ready` to claim, `paid` (all it has earned so far is paid), or `notEligible` (`reason`).
 */
export const referralFriendStatuses = ['waiting', 'ready', 'paid', 'notEligible'] as const;
export type ReferralFriendStatus = (typeof referralFriendStatuses)[number];

const amount = z.string().regex(amountPattern);

export const referralQuerySchema = pageQuerySchema;

export const referralFriendSchema = z.object({
  id: z.string(),
  /** The friend's account, masked ("pl***45"). */
  account: z.string(),
  /** ISO time of its registration. */
  joinedAt: z.string(),
  status: z.enum(referralFriendStatuses),
  reason: z.enum(referralRefusalReasons).nullable(),
  /** The friend's valid bets since it registered (at most `friendTurnover` is needed). */
  validBets: amount,
  /** What it must bet before the referrer earns ("0.00" with no promotion). */
  friendTurnover: amount,
  /** Ready to claim for this friend. */
  ready: amount,
  /** Paid for this friend so far. */
  paid: amount,
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** The REFERRAL promotion running now, in the request's language. */
export const referralPromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  rules: promotionRulesSchema,
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type ReferralPromotion = z.infer<typeof referralPromotionSchema>;

export const referralTotalsSchema = z.object({
  /** Friends registered with the code. */
  invited: z.number().int(),
  /** Friends whose turnover is met (and who are eligible). */
  qualified: z.number().int(),
  /** Everything paid to the caller for its friends. */
  paid: amount,
  /** What a claim would pay now, and in how many rewards. */
  ready: amount,
  readyCount: z.number().int(),
});
export type ReferralTotals = z.infer<typeof referralTotalsSchema>;

/** `GET /wps/referral`: the caller's code and link, the running promotion, totals and a page of friends. */
export const referralOverviewSchema = z.object({
  code: z.string(),
  /** `<the site>/register?referralCode=<code>`. */
  link: z.string(),
  /** Null: no REFERRAL promotion runs now (the code still registers friends, who earn nothing). */
  promotion: referralPromotionSchema.nullable(),
  totals: referralTotalsSchema,
  friends: pageOf(referralFriendSchema),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;

/** `POST /wps/referral/claim`: what this claim paid ("0.00" and 0 when nothing was ready). */
export const referralClaimSchema = z.object({
  paid: amount,
  rewards: z.number().int(),
  /** The valid bets the caller must play through before withdrawing, for this claim ("0.00": none). */
  turnoverRequired: amount,
});
export type ReferralClaim = z.infer<typeof referralClaimSchema>;
