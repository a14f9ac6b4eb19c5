import { missionBodySchema, type MissionBody } from '@msp/contracts/missions.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { createMission, setLeaderboard } from '../missions/catalogue.ts';
import { demoBrand, demoOperators } from './demo-content.ts';

/**
 * DEMO ONLY: the demo merchant's missions and weekly leaderboard, so the missions page has something real to
 * show. Made once by the missions catalogue itself, as the demo admin operator would make them (each change
 * audited); a second start finds them and does nothing. Progress comes from real play like any mission's.
 */

const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };

/** In display order. */
export const demoMissions: z.input<typeof missionBodySchema>[] = [
  {
    code: 'DAILY_SLOTS',
    period: 'DAILY',
    kind: 'BET_CATEGORY',
    category: 'RNG',
    target: '500',
    reward: '20',
    turnoverMultiple: 1,
    title: { bn: 'স্লটে ৳৫০০ বাজি ধরুন', en: 'Bet ৳500 on slots' },
    description: {
      bn: 'আজ স্লট গেমে মোট ৳৫০০ বৈধ বাজি ধরলে ৳২০ পুরস্কার।',
      en: 'Place ৳500 of valid bets on slot games today and get ৳20.',
    },
  },
  {
    code: 'DAILY_DEPOSIT',
    period: 'DAILY',
    kind: 'DEPOSIT',
    category: null,
    target: '1000',
    reward: '30',
    turnoverMultiple: 1,
    title: { bn: '৳১,০০০ ডিপোজিট করুন', en: 'Deposit ৳1,000' },
    description: {
      bn: 'আজ মোট ৳১,০০০ বা তার বেশি ডিপোজিট করলে ৳৩০ পুরস্কার।',
      en: 'Deposit ৳1,000 or more in total today and get ৳30.',
    },
  },
  {
    code: 'DAILY_LOTTERY',
    period: 'DAILY',
    kind: 'LOTTERY_DRAWS',
    category: null,
    target: '3',
    reward: '15',
    turnoverMultiple: 1,
    title: { bn: '৩টি লটারি ড্রতে বাজি ধরুন', en: 'Bet on 3 lottery draws' },
    description: {
      bn: 'আজ আমাদের লটারির ৩টি আলাদা ড্রতে বাজি ধরলে ৳১৫ পুরস্কার।',
      en: 'Bet on 3 different draws of our lottery today and get ৳15.',
    },
  },
  {
    code: 'WEEKLY_LOGIN',
    period: 'WEEKLY',
    kind: 'LOGIN_DAYS',
    category: null,
    target: '5',
    reward: '50',
    turnoverMultiple: 2,
    title: { bn: 'এই সপ্তাহে ৫ দিন লগইন করুন', en: 'Log in on 5 days this week' },
    description: {
      bn: 'সোমবার থেকে রবিবারের মধ্যে ৫টি আলাদা দিনে লগইন করলে ৳৫০ পুরস্কার।',
      en: 'Log in on 5 different days from Monday to Sunday and get ৳50.',
    },
  },
  {
    code: 'WEEKLY_LIVE',
    period: 'WEEKLY',
    kind: 'BET_CATEGORY',
    category: 'LIVE',
    target: '10000',
    reward: '200',
    turnoverMultiple: 2,
    title: { bn: 'লাইভ ক্যাসিনোতে ৳১০,০০০ বাজি ধরুন', en: 'Bet ৳10,000 on live casino' },
    description: {
      bn: 'এই সপ্তাহে লাইভ ক্যাসিনোতে মোট ৳১০,০০০ বৈধ বাজি ধরলে ৳২০০ পুরস্কার।',
      en: 'Place ৳10,000 of valid bets at the live casino this week and get ৳200.',
    },
  },
];

/** The weekly leaderboard's prizes, rank 1 first. */
export const demoLeaderboardPrizes = [
  '5000',
  '3000',
  '2000',
  '1000',
  '800',
  '600',
  '500',
  '400',
  '300',
  '200',
];

/**
 * Creates the demo missions and the weekly leaderboard; answers false when the demo merchant or its admin
 * operator is missing, or they exist already (made at an earlier start, or by another server starting now).
 */
export async function seedDemoMissions(db: Db): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const admin = await db
    .selectFrom('operators')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', adminName)
    .executeTakeFirst();
  if (!admin) return false;
  const existing = await db
    .selectFrom('missions')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where(
      'code',
      'in',
      demoMissions.map((mission) => mission.code),
    )
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  try {
    for (const [index, mission] of demoMissions.entries()) {
      const body: MissionBody = missionBodySchema.parse({ ...mission, sort: (index + 1) * 10 });
      await createMission(db, merchant.id, admin.id, body, demoOrigin);
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'mission.code.taken') return false;
    throw error;
  }
  await setLeaderboard(
    db,
    merchant.id,
    admin.id,
    { period: 'WEEKLY', prizes: demoLeaderboardPrizes, turnoverMultiple: 3, status: 'ACTIVE' },
    demoOrigin,
  );
  return true;
}
