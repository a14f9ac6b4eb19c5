/** The member's referral page (the member centre's `referral`). */
export const referralPagePath = '/member/referral';

/**
 * Where an announcement's "go to promotion" leads: a referral's to the member's referral page (its link, friends
 * and rewards), any other to the reward center.
 */
export const promotionPageOf = (promotionType: string | null | undefined) =>
  promotionType === 'REFERRAL' ? referralPagePath : '/member/rewardCenter';
