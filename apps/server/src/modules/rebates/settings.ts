import { sql } from 'kysely';
import { amountPattern } from '@msp/contracts/enums.ts';
import {
  bpOfPercent,
  defaultRebateRatesBp,
  maxRebateMinPayout,
  maxRebatePercent,
  maxRebateTurnoverMultiple,
  maxRebateVipRank,
  percentOfBp,
  rebateCategories,
  type OpsRebateRates,
  type OpsRebateRatesBody,
  type RebateCategory,
  type RebatePayoutMode,
  type RebateSettings,
} from '@msp/contracts/rebates.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { minorOf } from '../promotions/rules.ts';

/**
 * A merchant's rebate settings and rates. Without a settings row a merchant pays by CLAIM with a turnover of ×1
 * and a minimum of ৳1.00; without a rank-0 rate for a category it has the spec's default (PVP none). A member's
 * rate for a category is its VIP rank's, else rank 0's. Operators read with any role and change with ADMIN,
 * audited.
 */

export interface RebateConfig {
  payoutMode: RebatePayoutMode;
  turnoverMultiple: number;
  /** Minor units. */
  minPayout: bigint;
}

const defaults: RebateConfig = { payoutMode: 'CLAIM', turnoverMultiple: 1, minPayout: 100n };

export async function rebateConfigOf(db: Db, merchantId: number): Promise<RebateConfig> {
  const row = await db
    .selectFrom('rebate_settings')
    .select(['payout_mode', 'turnover_multiple', 'min_payout'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row
    ? { payoutMode: row.payout_mode, turnoverMultiple: row.turnover_multiple, minPayout: row.min_payout }
    : defaults;
}

/** The merchant's rates: `rateOf(rank, category)` in basis points. */
export interface RateTable {
  rateOf(rank: number, category: RebateCategory): number;
  /** The rates the merchant set, by rank, and whether rank 0's of a category is the default. */
  explicit: Map<number, Map<RebateCategory, number>>;
}

export async function rateTableOf(db: Db, merchantId: number): Promise<RateTable> {
  const rows = await db
    .selectFrom('rebate_rates')
    .select(['vip_rank', 'category', 'rate_bp'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const explicit = new Map<number, Map<RebateCategory, number>>();
  for (const row of rows) {
    const rank = explicit.get(row.vip_rank) ?? new Map<RebateCategory, number>();
    rank.set(row.category, row.rate_bp);
    explicit.set(row.vip_rank, rank);
  }
  return {
    explicit,
    rateOf: (rank, category) =>
      explicit.get(rank)?.get(category) ?? explicit.get(0)?.get(category) ?? defaultRebateRatesBp[category],
  };
}

/** Rank 0's rate of a category, as a number of percent (the lottery pages show it). */
export async function defaultRatePercent(db: Db, merchantId: number, category: RebateCategory) {
  const row = await db
    .selectFrom('rebate_rates')
    .select('rate_bp')
    .where('merchant_id', '=', merchantId)
    .where('vip_rank', '=', 0)
    .where('category', '=', category)
    .executeTakeFirst();
  return (row?.rate_bp ?? defaultRebateRatesBp[category]) / 100;
}

// ---- Operator side -------------------------------------------------------------------------------------------

const presentSettings = (config: RebateConfig): RebateSettings => ({
  payoutMode: config.payoutMode,
  turnoverMultiple: config.turnoverMultiple,
  minPayout: formatMinor(config.minPayout),
});

export const opsRebateSettings = async (db: Db, merchantId: number) =>
  presentSettings(await rebateConfigOf(db, merchantId));

/** 400 `rebate.turnover.invalid` / `rebate.minimum.invalid`; else saved and audited. */
export async function setRebateSettings(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: RebateSettings,
  origin: RequestOrigin,
): Promise<RebateSettings> {
  if (body.turnoverMultiple < 0 || body.turnoverMultiple > maxRebateTurnoverMultiple)
    throw new AppError(
      'rebate.turnover.invalid',
      { max: String(maxRebateTurnoverMultiple) },
      'turnoverMultiple',
    );
  const minPayout = amountPattern.test(body.minPayout) ? minorOf(body.minPayout) : undefined;
  if (minPayout === undefined || minPayout > BigInt(maxRebateMinPayout) * 100n)
    throw new AppError('rebate.minimum.invalid', { max: String(maxRebateMinPayout) }, 'minPayout');
  const config: RebateConfig = {
    payoutMode: body.payoutMode,
    turnoverMultiple: body.turnoverMultiple,
    minPayout,
  };
  return db.transaction().execute(async (trx) => {
    const before = await rebateConfigOf(trx, merchantId);
    await trx
      .insertInto('rebate_settings')
      .values({
        merchant_id: merchantId,
        payout_mode: config.payoutMode,
        turnover_multiple: config.turnoverMultiple,
        min_payout: config.minPayout,
      })
      .onConflict((conflict) =>
        conflict.column('merchant_id').doUpdateSet({
          payout_mode: config.payoutMode,
          turnover_multiple: config.turnoverMultiple,
          min_payout: config.minPayout,
          updated_at: sql`now()`,
        }),
      )
      .execute();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'REBATE_SETTINGS_SET',
      origin,
      detail: { before: presentSettings(before), after: presentSettings(config) },
    });
    return presentSettings(config);
  });
}

/** Every rank-0 rate (the defaults marked) and every rate of a VIP rank the merchant set, by rank then category. */
export async function opsRebateRates(db: Db, merchantId: number): Promise<OpsRebateRates> {
  const { explicit } = await rateTableOf(db, merchantId);
  const rates: OpsRebateRates['rates'] = rebateCategories.map((category) => {
    const own = explicit.get(0)?.get(category);
    return {
      vipRank: 0,
      category,
      percent: percentOfBp(own ?? defaultRebateRatesBp[category]),
      isDefault: own === undefined,
    };
  });
  for (const rank of [...explicit.keys()].filter((rank) => rank > 0).sort((a, b) => a - b))
    for (const category of rebateCategories) {
      const bp = explicit.get(rank)!.get(category);
      if (bp !== undefined)
        rates.push({ vipRank: rank, category, percent: percentOfBp(bp), isDefault: false });
    }
  return { rates };
}

/**
 * Sets each named rate, or removes it (`percent` null: the rank falls back to rank 0's, rank 0 to the default).
 * All checked first (400 `rebate.rank.invalid`, `rebate.rate.invalid`, `rebate.rate.duplicate` naming the entry),
 * then written together and audited.
 */
export async function setRebateRates(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: OpsRebateRatesBody,
  origin: RequestOrigin,
): Promise<OpsRebateRates> {
  const seen = new Set<string>();
  const changes = body.rates.map((rate, index) => {
    if (rate.vipRank < 0 || rate.vipRank > maxRebateVipRank)
      throw new AppError('rebate.rank.invalid', { max: String(maxRebateVipRank) }, `rates.${index}.vipRank`);
    const key = `${rate.vipRank}:${rate.category}`;
    if (seen.has(key)) throw new AppError('rebate.rate.duplicate', {}, `rates.${index}`);
    seen.add(key);
    if (rate.percent === null) return { ...rate, bp: null };
    const bp = bpOfPercent(rate.percent);
    if (bp === undefined)
      throw new AppError('rebate.rate.invalid', { max: String(maxRebatePercent) }, `rates.${index}.percent`);
    return { ...rate, bp };
  });
  await db.transaction().execute(async (trx) => {
    for (const change of changes) {
      if (change.bp === null)
        await trx
          .deleteFrom('rebate_rates')
          .where('merchant_id', '=', merchantId)
          .where('vip_rank', '=', change.vipRank)
          .where('category', '=', change.category)
          .execute();
      else
        await trx
          .insertInto('rebate_rates')
          .values({
            merchant_id: merchantId,
            vip_rank: change.vipRank,
            category: change.category,
            rate_bp: change.bp,
          })
          .onConflict((conflict) =>
            conflict.columns(['merchant_id', 'vip_rank', 'category']).doUpdateSet({ rate_bp: change.bp }),
          )
          .execute();
    }
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'REBATE_RATES_SET',
      origin,
      detail: {
        rates: changes.map((change) => ({
          vipRank: change.vipRank,
          category: change.category,
          percent: change.bp === null ? null : percentOfBp(change.bp),
        })),
      },
    });
  });
  return opsRebateRates(db, merchantId);
}
