import type { Db } from '../../db/database.ts';
import type { RequestOrigin } from '../identity/audit.ts';
import { signupRefusal } from './abuse.ts';
import type { Referrer } from './codes.ts';
import { fingerprintOf } from './devices.ts';
import { runningReferralPromotion } from './promotion.ts';

/**
 * A friend registered with a member's code: its referral row, written in the registration's transaction (the
 * member, its place in the tree and this commit together). The anti-abuse checks (abuse.ts) decide whether it may
 * earn the referrer anything; so does the REFERRAL promotion running now: without one the code still registers
 * the friend, whose referral is NOT_ELIGIBLE (NO_PROMOTION) and never earns.
 */
export async function recordReferral(
  trx: Db,
  entry: {
    merchantId: number;
    referrer: Referrer;
    friendId: number;
    friendIsTrial: boolean;
    signedInMemberId: number | null;
    origin: RequestOrigin;
    now?: Date;
  },
): Promise<{ id: bigint; refused: string | null }> {
  const now = entry.now ?? new Date();
  // Sign-ups with one code (and its claims) take turns: the daily limit per IP counts every earlier one.
  await trx
    .selectFrom('referral_codes')
    .select('member_id')
    .where('member_id', '=', entry.referrer.memberId)
    .forUpdate()
    .execute();
  const device = fingerprintOf(entry.origin);
  const promotion = await runningReferralPromotion(trx, entry.merchantId, now);
  const refusal =
    (await signupRefusal(trx, {
      referrerId: entry.referrer.memberId,
      friendId: entry.friendId,
      friendIsTrial: entry.friendIsTrial,
      signedInMemberId: entry.signedInMemberId,
      ip: entry.origin.ip,
      device,
      now,
    })) ?? (promotion ? null : 'NO_PROMOTION');
  const row = await trx
    .insertInto('referrals')
    .values({
      merchant_id: entry.merchantId,
      referrer_id: entry.referrer.memberId,
      friend_id: entry.friendId,
      code: entry.referrer.code,
      promotion_id: promotion?.id ?? null,
      signup_ip: entry.origin.ip,
      signup_user_agent: entry.origin.userAgent?.slice(0, 512) ?? null,
      signup_device: device,
      status: refusal ? 'NOT_ELIGIBLE' : 'PENDING',
      reason: refusal,
      created_at: now,
      refused_at: refusal ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, refused: refusal };
}
