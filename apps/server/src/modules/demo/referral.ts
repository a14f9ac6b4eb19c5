import { solveProofOfWork } from '@msp/contracts/proof-of-work.ts';
import { promotionBodySchema } from '@msp/contracts/promotions.ts';
import { registerRequestSchema } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { catchUpAgentStats } from '../agents/stats-job.ts';
import { createCaptcha } from '../captcha/service.ts';
import { createChallenge } from '../challenge/service.ts';
import { registerMember } from '../identity/registration-service.ts';
import { memberAccountId, postTransfers, systemAccountId } from '../ledger/service.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { createPromotion, setPromotionStatus } from '../promotions/catalogue.ts';
import { referralCodeOf } from '../referral/codes.ts';
import { demoBrand, demoOperators } from './demo-content.ts';

/**
 * DEMO ONLY: refer a friend on the demo merchant. A REFERRAL promotion (৳100 per friend's sign-up and 20 % of its
 * first deposit up to ৳1,000, once the friend has bet ৳1,000; 3 times turnover), made by the catalogue service as
 * the demo admin would, and two friends of the demo player registered through the real registration path with
 * the demo player's code, each from an address and a browser of its own: `demofriend1` deposited ৳2,000 and
 * played ৳1,200 (the demo player has ৳500 ready to claim on its referral page), `demofriend2` deposited ৳500 and
 * played ৳400 (waiting, 40 %). Their play is posted through the ledger as the games post it, with its rounds, and
 * the rollups the referral reads are built by their own job. Once: the promotion's code marks it.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };
export const DEMO_REFERRAL_CODE = 'REFER_FRIEND';

const demoNote = {
  bn: '<p><strong>DEMO</strong> — এটি একটি ডেমো প্রমোশন; এখানে কোনো আসল টাকা দেওয়া বা নেওয়া হয় না।</p>',
  en: '<p><strong>DEMO</strong> — this is a demo promotion; no real money is paid or taken here.</p>',
};

const demoReferralPromotion = {
  code: DEMO_REFERRAL_CODE,
  type: 'REFERRAL',
  category: 'other',
  tags: ['specialOffer'],
  title: { bn: 'বন্ধুকে আনুন, বোনাস পান', en: 'Refer a friend, earn a bonus' },
  summary: {
    bn: 'প্রতিটি বন্ধুর জন্য ৳১০০, আর বন্ধুর প্রথম ডিপোজিটের ২০% (সর্বোচ্চ ৳১,০০০)।',
    en: '৳100 for every friend, plus 20% of their first deposit (up to ৳1,000).',
  },
  content: {
    bn:
      '<p>আপনার রেফারেল লিংক বা কোড বন্ধুদের সাথে শেয়ার করুন। বন্ধু নিবন্ধন করে <strong>৳১,০০০ বাজি</strong> পূরণ করলে আপনি পাবেন:</p><ul><li>সাইন-আপের জন্য <strong>৳১০০</strong></li><li>বন্ধুর প্রথম ডিপোজিটের <strong>২০%</strong>, সর্বোচ্চ ৳১,০০০</li></ul><ol><li>সদস্য কেন্দ্রের “রেফারেল” পেজ থেকে লিংক কপি করুন বা QR কোড দেখান</li><li>বন্ধু লিংক দিয়ে নিবন্ধন করে খেলবে</li><li>রেফারেল পেজে তৈরি রিওয়ার্ড দাবি করুন</li></ol><ul><li>উত্তোলনের আগে রিওয়ার্ডের ৩ গুণ টার্নওভার পূরণ করতে হবে</li><li>নিজেকে রেফার করা, একই ডিভাইস বা একই আইপি থেকে নিবন্ধন গণ্য হবে না</li></ul>' +
      demoNote.bn,
    en:
      '<p>Share your referral link or code with friends. When a friend registers and bets <strong>৳1,000</strong>, you earn:</p><ul><li><strong>৳100</strong> for the sign-up</li><li><strong>20%</strong> of the friend’s first deposit, up to ৳1,000</li></ul><ol><li>Copy your link or show the QR code on the “Refer a friend” page of the member centre</li><li>Your friend registers with the link and plays</li><li>Claim the rewards that are ready on the referral page</li></ol><ul><li>A turnover of 3 times the reward must be met before a withdrawal</li><li>Referring yourself, or sign-ups from your device or IP address, do not count</li></ul>' +
      demoNote.en,
  },
  joinMode: 'AUTO',
  rules: { fixedAmount: '100', percent: '20', cap: '1000', friendTurnover: '1000', turnoverMultiple: 3 },
  sort: 15,
} as const;

/** The demo player's friends: what each deposits and plays (minor units), and where it registered from. */
const demoFriends = [
  {
    username: 'demofriend1',
    mobileNum: '01710000021',
    deposit: 200_000n,
    bets: [50_000n, 30_000n, 20_000n, 20_000n],
    ip: '203.0.113.21',
    deviceId: 'demo-friend-one-browser',
  },
  {
    username: 'demofriend2',
    mobileNum: '01710000022',
    deposit: 50_000n,
    bets: [20_000n, 10_000n, 10_000n],
    ip: '203.0.113.22',
    deviceId: 'demo-friend-two-browser',
  },
] as const;

/** Makes the demo REFERRAL promotion and the demo player's two friends once; later starts change nothing. */
export async function seedDemoReferral(db: Db, now = Date.now()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const [admin, player, made] = await Promise.all([
    db
      .selectFrom('operators')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', adminName)
      .executeTakeFirst(),
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', 'demoplayer')
      .executeTakeFirst(),
    db
      .selectFrom('promotions')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('code', '=', DEMO_REFERRAL_CODE)
      .executeTakeFirst(),
  ]);
  if (!admin || !player || made) return false;
  try {
    const created = await createPromotion(
      db,
      merchant.id,
      admin.id,
      promotionBodySchema.parse({
        ...demoReferralPromotion,
        imageUrl: null,
        startsAt: new Date(now - 30 * DAY_MS).toISOString(),
        endsAt: null,
      }),
      demoOrigin,
    );
    await setPromotionStatus(db, merchant.id, admin.id, created.id, 'ACTIVE', demoOrigin);
  } catch (error) {
    // Another server starting at the same time made it first.
    if (error instanceof AppError && error.code === 'promotion.code.taken') return false;
    throw error;
  }

  const code = await referralCodeOf(db, merchant.id, player.id);
  for (const friend of demoFriends) {
    // The registration page's own steps: a captcha read off its image, a solved proof-of-work challenge.
    const captcha = await createCaptcha(db, { merchantId: merchant.id });
    const challenge = await createChallenge(db, { merchantId: merchant.id, difficulty: 1 });
    const registered = await registerMember(
      db,
      merchant,
      registerRequestSchema.parse({
        username: friend.username,
        password: 'Demo@1234',
        confirmPassword: 'Demo@1234',
        mobileNum: friend.mobileNum,
        nickname: `${friend.username} (demo)`,
        referralCode: code,
        captchaId: captcha.captchaId,
        captcha: captcha.answer,
        challengeId: challenge.challengeId,
        challengeNonce: await solveProofOfWork(challenge.salt, challenge.difficulty),
        acceptTerms: true,
        registerMethod: 'WEB',
      }),
      'username',
      { ip: friend.ip, userAgent: 'demo seed', deviceId: friend.deviceId },
      'en',
    );
    await postDemoPlay(db, merchant, registered.id, friend);
  }
  await catchUpAgentStats(db);
  return true;
}

/** A friend's deposit and slot rounds (each a loss), posted as the cashier and the game wallet post them. */
async function postDemoPlay(
  db: Db,
  merchant: { id: number; currency: string },
  memberId: number,
  friend: (typeof demoFriends)[number],
) {
  const game = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['vendors.code as vendor', 'games.game_code', 'games.game_type'])
    .where('games.merchant_id', '=', merchant.id)
    .where('games.game_type', '=', 'RNG')
    .orderBy('games.id')
    .executeTakeFirst();
  if (!game) return;
  const base = { merchantId: merchant.id, currency: merchant.currency };
  const [main, clearing, house] = await Promise.all([
    memberAccountId(db, { ...base, memberId, kind: 'MAIN' }),
    systemAccountId(db, { ...base, kind: 'DEPOSIT_CLEARING', shardKey: memberId }),
    systemAccountId(db, { ...base, kind: 'HOUSE', vendorCode: game.vendor, shardKey: memberId }),
  ]);
  await postTransfers(db, {
    merchantId: merchant.id,
    idempotencyKey: `demo-referral:${friend.username}:deposit`,
    kind: 'DEPOSIT',
    legs: [
      {
        debitAccountId: clearing,
        creditAccountId: main,
        amount: friend.deposit,
        kind: 'DEPOSIT',
        reference: 'demo',
      },
    ],
  });
  for (const [index, stake] of friend.bets.entries()) {
    const roundId = `demo-referral-${friend.username}-${index}`;
    await postTransfers(db, {
      merchantId: merchant.id,
      idempotencyKey: `demo-referral:${roundId}`,
      kind: 'GAME_BET',
      legs: [
        { debitAccountId: main, creditAccountId: house, amount: stake, kind: 'GAME_BET', reference: roundId },
      ],
    });
    await db
      .insertInto('game_rounds')
      .values({
        merchant_id: merchant.id,
        member_id: memberId,
        vendor_code: game.vendor,
        game_code: game.game_code,
        game_type: game.game_type,
        round_id: roundId,
        wallet_mode: 'SEAMLESS',
        stake,
        win: 0n,
        status: 'SETTLED',
        started_at: new Date(),
        settled_at: new Date(),
      })
      .execute();
  }
}
