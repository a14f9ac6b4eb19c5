import { vipLadderBodySchema, type VipLadderBody } from '@msp/contracts/vip.ts';
import type { Db } from '../../db/database.ts';
import { catchUpAgentStats } from '../agents/stats-job.ts';
import { findMerchantByCode } from '../merchant/repository.ts';
import { runVipLevels } from '../vip/job.ts';
import { setLadder } from '../vip/ladder.ts';
import { demoBrand, demoOperators } from './demo-content.ts';

/**
 * DEMO ONLY: the demo merchant's VIP ladder, six levels from Bronze to Crown (docs/vip.md), set once by the vip
 * module's own service as the demo admin would set it (audited), and then the `vip-levels` job's real path run
 * once over the demo members' figures: the demo player's ৳5,000 welcome deposit takes it to Silver with the
 * Bronze and Silver level-up bonuses, and the demo agent's team rises by its month of play. A second start finds
 * the ladder and does nothing (the job itself runs every minute).
 */

const demoOrigin = { ip: '127.0.0.1', userAgent: 'demo seed' };

/** Amounts in major units: deposits OR valid bets over the last 30 days reach a level. */
export const demoVipLadder: VipLadderBody = {
  qualifyDays: 30,
  upgradeRule: 'ANY',
  levels: [
    {
      rank: 1,
      label: { bn: 'ব্রোঞ্জ', en: 'Bronze' },
      depositThreshold: '1000',
      validBetThreshold: '5000',
      keepValidBet: '0',
      levelUpBonus: '38',
      birthdayBonus: '58',
      turnoverMultiple: 1,
    },
    {
      rank: 2,
      label: { bn: 'সিলভার', en: 'Silver' },
      depositThreshold: '5000',
      validBetThreshold: '30000',
      keepValidBet: '3000',
      levelUpBonus: '88',
      birthdayBonus: '128',
      turnoverMultiple: 2,
    },
    {
      rank: 3,
      label: { bn: 'গোল্ড', en: 'Gold' },
      depositThreshold: '20000',
      validBetThreshold: '100000',
      keepValidBet: '15000',
      levelUpBonus: '288',
      birthdayBonus: '388',
      turnoverMultiple: 3,
    },
    {
      rank: 4,
      label: { bn: 'প্লাটিনাম', en: 'Platinum' },
      depositThreshold: '50000',
      validBetThreshold: '300000',
      keepValidBet: '50000',
      levelUpBonus: '588',
      birthdayBonus: '888',
      turnoverMultiple: 5,
    },
    {
      rank: 5,
      label: { bn: 'ডায়মন্ড', en: 'Diamond' },
      depositThreshold: '150000',
      validBetThreshold: '1000000',
      keepValidBet: '150000',
      levelUpBonus: '1888',
      birthdayBonus: '1888',
      turnoverMultiple: 8,
    },
    {
      rank: 6,
      label: { bn: 'ক্রাউন', en: 'Crown' },
      depositThreshold: '500000',
      validBetThreshold: '3000000',
      keepValidBet: '500000',
      levelUpBonus: '5888',
      birthdayBonus: '5888',
      turnoverMultiple: 10,
    },
  ],
};

/**
 * Sets the demo ladder and runs the job once for the demo merchant; answers false when the demo merchant or its
 * admin operator is missing, or the merchant has a ladder already (an earlier start).
 */
export async function seedDemoVip(db: Db, now = new Date()): Promise<boolean> {
  const merchant = await findMerchantByCode(db, demoBrand.code);
  if (!merchant) return false;
  const adminName = demoOperators.find((operator) => operator.role === 'ADMIN')!.username;
  const [admin, existing] = await Promise.all([
    db
      .selectFrom('operators')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', adminName)
      .executeTakeFirst(),
    db
      .selectFrom('vip_levels')
      .select('rank')
      .where('merchant_id', '=', merchant.id)
      .limit(1)
      .executeTakeFirst(),
  ]);
  if (!admin || existing) return false;
  await setLadder(db, merchant.id, admin.id, vipLadderBodySchema.parse(demoVipLadder), demoOrigin);
  // The job's own path over figures the rollups have caught up with.
  await catchUpAgentStats(db);
  await runVipLevels(db, { now, merchantId: merchant.id });
  return true;
}
