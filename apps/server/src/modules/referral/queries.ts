import type { Language } from '@msp/contracts/errors.ts';
import type { ReferralFriend, ReferralOverview, referralQuerySchema } from '@msp/contracts/referral.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { pageOf } from '../../shared/page.ts';
import { maskNickname } from '../game-wallet/records.ts';
import type { RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { apiRules } from '../promotions/rules.ts';
import { referralCodeOf, referralLink } from './codes.ts';
import { rememberDevice } from './devices.ts';
import { runningReferralPromotion } from './promotion.ts';
import { openReferrals, recordFindings, standingsOf, type FriendStanding } from './standing.ts';

/** What the referral page reads (`GET /wps/referral`), and the member info's count of rewards ready. */

const sumReady = (standings: readonly FriendStanding[]) =>
  standings.reduce(
    (total, standing) => total + standing.ready.reduce((sum, reward) => sum + reward.amount, 0n),
    0n,
  );

const presentFriend = (standing: FriendStanding, username: string): ReferralFriend => ({
  id: String(standing.row.id),
  account: maskNickname(username),
  joinedAt: standing.row.created_at.toISOString(),
  status: standing.status,
  reason: standing.refusal,
  validBets: formatMinor(standing.validBets),
  friendTurnover: formatMinor(standing.friendTurnover),
  ready: formatMinor(sumReady([standing])),
  paid: formatMinor(standing.paid),
});

/**
 * The caller's code (made on first ask) and link on the site it asked from, the REFERRAL promotion running now
 * (null: none), its totals and a page of its friends, newest first, each masked. Reading it brings the friends'
 * standing up to date (refusals found, turnovers met are recorded) and notes the caller's device.
 */
export async function referralOverview(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: z.infer<typeof referralQuerySchema>,
  context: { siteOrigin: string; language: Language; origin: RequestOrigin },
  now = new Date(),
): Promise<ReferralOverview> {
  const [code, promotion] = await Promise.all([
    referralCodeOf(db, merchant.id, memberId),
    runningReferralPromotion(db, merchant.id, now),
    rememberDevice(db, memberId, context.origin),
  ]);
  const open = await standingsOf(db, merchant.id, memberId, await openReferrals(db, memberId));
  await recordFindings(db, open, now);

  const base = db.selectFrom('referrals').where('referrer_id', '=', memberId);
  const [{ invited, qualified }, { paid }, rows] = await Promise.all([
    base
      .select((eb) => [
        eb.fn.countAll<string>().as('invited'),
        eb.fn
          .count<string>('referrals.id')
          .filterWhere('referrals.status', 'in', ['QUALIFIED', 'DONE'])
          .as('qualified'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('referral_rewards')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('paid'))
      .where('referrer_id', '=', memberId)
      .executeTakeFirstOrThrow(),
    base
      .innerJoin('members as m', 'm.id', 'referrals.friend_id')
      .selectAll('referrals')
      .select('m.username')
      .orderBy('referrals.id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  // The page's open friends were just looked at; the others (refused, done) need only what was paid to them.
  const openById = new Map(open.map((standing) => [standing.row.id, standing]));
  const refused = await standingsOf(
    db,
    merchant.id,
    memberId,
    rows.filter((row) => !openById.has(row.id)),
  );
  const refusedById = new Map(refused.map((standing) => [standing.row.id, standing]));

  return {
    code,
    link: referralLink(context.siteOrigin, code),
    promotion: promotion
      ? {
          id: promotion.id,
          title: pickLanguage(promotion.title, context.language),
          summary: pickLanguage(promotion.summary, context.language),
          content: pickLanguage(promotion.content, context.language),
          rules: apiRules(promotion.rules),
          startsAt: promotion.starts_at.toISOString(),
          endsAt: promotion.ends_at?.toISOString() ?? null,
        }
      : null,
    totals: {
      invited: Number(invited),
      qualified: Number(qualified),
      paid: formatMinor(BigInt(paid)),
      ready: formatMinor(sumReady(open)),
      readyCount: open.reduce((count, standing) => count + standing.ready.length, 0),
    },
    friends: pageOf(
      rows.map((row) => presentFriend(openById.get(row.id) ?? refusedById.get(row.id)!, row.username)),
      query.pageNo,
      query.pageSize,
      Number(invited),
    ),
  };
}

/**
 * How many referral rewards the member may claim now, for the member info's `availablePromoCount` (0 for
 * `memberId` null: a visitor, a trial player, a restricted session). A member with no open referral costs one read
 * of an index.
 */
export async function referralReadyCount(
  db: Db,
  merchant: Merchant,
  memberId: number | null,
): Promise<number> {
  if (memberId === null) return 0;
  const open = await openReferrals(db, memberId);
  if (open.length === 0) return 0;
  const standings = await standingsOf(db, merchant.id, memberId, open);
  return standings.reduce((count, standing) => count + standing.ready.length, 0);
}
