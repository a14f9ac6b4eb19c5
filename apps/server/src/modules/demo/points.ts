import {
  pointsConfigBodySchema,
  pointsItemBodySchema,
  type PointsConfigBody,
  type PointsItemBody,
} from '@msp/contracts/points.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { reportDayStart } from '../agents/rollups.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { runPointsAccrual } from '../points/accrual.ts';
import { createItem } from '../points/catalogue.ts';
import { postPoints } from '../points/ledger.ts';
import { setPointsConfig, startAccrual } from '../points/settings.ts';
import { latestDueDay } from '../rebates/job.ts';
import { demoBrand, demoOperators } from './demo-content.ts';
import { DEMO_WELCOME_DEPOSIT } from './player-deposit.ts';

/**
 * DEMO ONLY: the demo merchant's points mall (docs/points.md), made once through the points module itself, as the
 * demo admin operator would make it (each change audited): ratios on every betting category, a conversion rate,
 * and nine items labelled DEMO, three of each kind, with drawn pictures (demo/points-art.ts). Accrual starts at the
 * beginning of the last closed report day, so the demo player's demo rounds of that day (demo/rebates.ts) earn their
 * points through the accrual job itself; and the demo player gets 5,000 labelled DEMO welcome points through the
 * points ledger, so it can redeem at once. The grant's key makes it once: a later start, or a second server
 * starting at the same moment, finds it and stops.
 */

const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };
export const DEMO_WELCOME_POINTS = 5_000;
const grantKey = 'demo-welcome-points';

/** One point per ৳10 of valid bets on lottery, slots and fishing, per ৳20 elsewhere; 100 points = ৳1.00. */
export const demoPointsConfig: z.input<typeof pointsConfigBodySchema> = {
  ratios: [
    { category: 'LOTT', validBetPerPoint: '10' },
    { category: 'ELOTT', validBetPerPoint: '10' },
    { category: 'LIVE', validBetPerPoint: '20' },
    { category: 'SPORTS', validBetPerPoint: '20' },
    { category: 'FISH', validBetPerPoint: '10' },
    { category: 'RNG', validBetPerPoint: '10' },
    { category: 'PVP', validBetPerPoint: '20' },
    { category: 'ESPORTS', validBetPerPoint: '20' },
    { category: 'COCKFIGHT', validBetPerPoint: '20' },
  ],
  convert: {
    enabled: true,
    points: 100,
    amount: '1',
    minPoints: 500,
    maxPoints: 100_000,
    turnoverMultiple: 1,
  },
  maxRedeemQuantity: 5,
};

const image = (slug: string) => `/demo-assets/points/${slug}.svg`;

/** In display order. */
export const demoPointsItems: z.input<typeof pointsItemBodySchema>[] = [
  {
    kind: 'BONUS_CREDIT',
    name: { bn: '৳২০ বোনাস (ডেমো)', en: '৳20 bonus (DEMO)' },
    imageUrl: image('bonus-coins'),
    pointsCost: 250,
    bonusAmount: '20',
    turnoverMultiple: 1,
    quantityLeft: 500,
    remark: {
      bn: 'সঙ্গে সঙ্গে ওয়ালেটে জমা হয়; উত্তোলনের আগে একবার বাজি ধরে খেলুন।',
      en: 'Credited to your wallet at once; play it through once before withdrawing.',
    },
  },
  {
    kind: 'BONUS_CREDIT',
    name: { bn: '৳১০০ বোনাস (ডেমো)', en: '৳100 bonus (DEMO)' },
    imageUrl: image('bonus-stack'),
    pointsCost: 1_000,
    bonusAmount: '100',
    turnoverMultiple: 1,
    quantityLeft: 200,
    remark: {
      bn: 'সঙ্গে সঙ্গে ওয়ালেটে জমা হয়; উত্তোলনের আগে একবার বাজি ধরে খেলুন।',
      en: 'Credited to your wallet at once; play it through once before withdrawing.',
    },
  },
  {
    kind: 'BONUS_CREDIT',
    name: { bn: '৳৫০০ বোনাস (ডেমো)', en: '৳500 bonus (DEMO)' },
    imageUrl: image('bonus-chest'),
    pointsCost: 4_500,
    cashCost: '50',
    bonusAmount: '500',
    turnoverMultiple: 2,
    quantityLeft: 50,
    remark: {
      bn: 'ওয়ালেট থেকে ৳৫০ নগদ টপ-আপ লাগে; ২× টার্নওভার।',
      en: 'Needs a ৳50 cash top-up from your wallet; 2× turnover.',
    },
  },
  {
    kind: 'PHYSICAL',
    name: { bn: 'দলের জার্সি (ডেমো)', en: 'Team jersey (DEMO)' },
    imageUrl: image('jersey'),
    pointsCost: 1_800,
    quantityLeft: 30,
    remark: {
      bn: 'ডেমো উপহার: অপারেটর নিশ্চিত করে ৭ দিনের মধ্যে পাঠাবেন। নোটে ঠিকানা লিখুন।',
      en: 'Demo gift: an operator confirms and ships it within 7 days. Add your address in the note.',
    },
  },
  {
    kind: 'PHYSICAL',
    name: { bn: 'ওয়্যারলেস ইয়ারবাড (ডেমো)', en: 'Wireless earbuds (DEMO)' },
    imageUrl: image('earbuds'),
    pointsCost: 3_500,
    cashCost: '300',
    quantityLeft: 12,
    remark: {
      bn: '৳৩০০ নগদ টপ-আপ লাগে। নোটে ডেলিভারির ঠিকানা লিখুন।',
      en: 'Needs a ৳300 cash top-up. Add your delivery address in the note.',
    },
  },
  {
    kind: 'PHYSICAL',
    name: { bn: 'স্মার্টফোন (ডেমো)', en: 'Smartphone (DEMO)' },
    imageUrl: image('smartphone'),
    pointsCost: 25_000,
    cashCost: '2000',
    quantityLeft: 3,
    remark: {
      bn: '৳২,০০০ নগদ টপ-আপ লাগে। মাত্র কয়েকটি বাকি।',
      en: 'Needs a ৳2,000 cash top-up. Only a few left.',
    },
  },
  {
    kind: 'VOUCHER',
    name: { bn: '৳১০০ মোবাইল রিচার্জ (ডেমো)', en: '৳100 mobile recharge (DEMO)' },
    imageUrl: image('recharge'),
    pointsCost: 900,
    quantityLeft: 100,
    remark: {
      bn: 'অপারেটর আপনার নিবন্ধিত মোবাইল নম্বরে রিচার্জ করবেন।',
      en: 'The operator tops up your registered mobile number.',
    },
  },
  {
    kind: 'VOUCHER',
    name: { bn: '৳৩০০ খাবারের ভাউচার (ডেমো)', en: '৳300 food voucher (DEMO)' },
    imageUrl: image('food'),
    pointsCost: 2_400,
    quantityLeft: 40,
    remark: {
      bn: 'অনুমোদনের পর ভাউচার কোড আপনার রিডেম্পশনে দেখা যাবে।',
      en: 'The voucher code shows in your redemption once approved.',
    },
  },
  {
    kind: 'VOUCHER',
    name: { bn: 'দুজনের সিনেমার টিকিট (ডেমো)', en: 'Movie tickets for two (DEMO)' },
    imageUrl: image('tickets'),
    pointsCost: 1_500,
    quantityLeft: 25,
    remark: {
      bn: 'দুটি টিকিট; অনুমোদনের সঙ্গে কোড আসবে।',
      en: 'Two tickets; the code comes with the approval.',
    },
  },
];

/**
 * Makes the demo mall; answers false when the demo merchant, its admin or the demo player is missing, or the mall
 * was made already (at an earlier start, or by another server starting now).
 */
export async function seedDemoPoints(db: Db, now = new Date()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const [admin, player] = await Promise.all([
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
      .where('username', '=', DEMO_WELCOME_DEPOSIT.username)
      .executeTakeFirst(),
  ]);
  if (!admin || !player) return false;
  // The once: the labelled grant (a concurrent start waits on the player's points account, then finds it).
  const grant = await postPoints(db, {
    merchantId: merchant.id,
    memberId: player.id,
    points: BigInt(DEMO_WELCOME_POINTS),
    kind: 'DEMO_GRANT',
    idempotencyKey: grantKey,
    detail: { label: 'DEMO welcome points' },
  });
  if (grant.replayed) return false;

  const { report_utc_offset_minutes: offset } = await db
    .selectFrom('merchants')
    .select('report_utc_offset_minutes')
    .where('id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  await startAccrual(db, merchant.id, reportDayStart(latestDueDay(now, offset), offset));
  const config: PointsConfigBody = pointsConfigBodySchema.parse(demoPointsConfig);
  await setPointsConfig(db, merchant.id, admin.id, config, demoOrigin, now);
  for (const [index, item] of demoPointsItems.entries()) {
    const body: PointsItemBody = pointsItemBodySchema.parse({ ...item, sort: (index + 1) * 10 });
    await createItem(db, merchant.id, admin.id, body, demoOrigin);
  }
  // The job's own path: the demo rounds of the last closed day earn their points now.
  await runPointsAccrual(db, { now, merchantId: merchant.id });
  return true;
}
