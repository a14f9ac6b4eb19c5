import { sql } from 'kysely';
import {
  pointsCategories,
  type OpsPointsConfig,
  type PointsCategory,
  type PointsConfig,
  type PointsConfigBody,
} from '@msp/contracts/points.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { isSwitchOn } from '../merchant/service.ts';

/**
 * The merchant's points settings: the PTSYS3 switch that opens the mall, the ratios per category, the conversion
 * rate and the limits. Operators set them all at once (every change checked and audited).
 */

/** Whether the merchant's points mall is open (its PTSYS3 switch and every switch above it on). */
export const pointsMallOpen = (db: Db, merchantId: number) => isSwitchOn(db, merchantId, 'PTSYS3');

/** Every member call of the mall first: 403 `points.disabled` where the merchant has not opened it. */
export async function requirePointsMall(db: Db, merchantId: number): Promise<void> {
  if (!(await pointsMallOpen(db, merchantId))) throw new AppError('points.disabled');
}

export interface PointsSettings {
  convertEnabled: boolean;
  /** Every `convertPoints` points pay `convertAmount` minor units. */
  convertPoints: number;
  convertAmount: bigint;
  minConvertPoints: number;
  maxConvertPoints: number;
  convertTurnoverMultiple: number;
  maxRedeemQuantity: number;
}

/** A merchant without a settings row: conversion off at 100 points = ৳1.00, 10 pieces a redemption. */
export const defaultPointsSettings: PointsSettings = {
  convertEnabled: false,
  convertPoints: 100,
  convertAmount: 100n,
  minConvertPoints: 100,
  maxConvertPoints: 1_000_000,
  convertTurnoverMultiple: 1,
  maxRedeemQuantity: 10,
};

export async function pointsSettingsOf(db: Db, merchantId: number): Promise<PointsSettings> {
  const row = await db
    .selectFrom('points_settings')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) return defaultPointsSettings;
  return {
    convertEnabled: row.convert_enabled,
    convertPoints: row.convert_points,
    convertAmount: row.convert_amount,
    minConvertPoints: Number(row.min_convert_points),
    maxConvertPoints: Number(row.max_convert_points),
    convertTurnoverMultiple: row.convert_turnover_multiple,
    maxRedeemQuantity: row.max_redeem_quantity,
  };
}

/** The merchant's ratios: category → minor units of valid bets per point (a category absent earns nothing). */
export async function ratiosOf(db: Db, merchantId: number): Promise<Map<PointsCategory, bigint>> {
  const rows = await db
    .selectFrom('points_ratios')
    .select(['category', 'valid_bet_per_point'])
    .where('merchant_id', '=', merchantId)
    .execute();
  return new Map(rows.map((row) => [row.category, row.valid_bet_per_point]));
}

/** The largest conversion the settings allow with `points` at hand: whole steps, within the limits; 0 for none. */
export function convertiblePoints(settings: PointsSettings, points: bigint): number {
  if (!settings.convertEnabled) return 0;
  const cap = points < BigInt(settings.maxConvertPoints) ? Number(points) : settings.maxConvertPoints;
  const steps = Math.floor(cap / settings.convertPoints) * settings.convertPoints;
  return steps >= settings.minConvertPoints ? steps : 0;
}

/** The config call (members and operators alike): ratios in the categories' order, conversion, limits. */
export async function pointsConfig(db: Db, merchantId: number): Promise<PointsConfig> {
  const [settings, ratios] = await Promise.all([pointsSettingsOf(db, merchantId), ratiosOf(db, merchantId)]);
  return {
    ratios: pointsCategories.flatMap((category) => {
      const perPoint = ratios.get(category);
      return perPoint === undefined ? [] : [{ category, validBetPerPoint: formatMinor(perPoint) }];
    }),
    convert: {
      enabled: settings.convertEnabled,
      points: settings.convertPoints,
      amount: formatMinor(settings.convertAmount),
      minPoints: settings.minConvertPoints,
      maxPoints: settings.maxConvertPoints,
      turnoverMultiple: settings.convertTurnoverMultiple,
    },
    maxRedeemQuantity: settings.maxRedeemQuantity,
    neverExpire: true,
  };
}

export async function opsPointsConfig(db: Db, merchantId: number): Promise<OpsPointsConfig> {
  const [config, enabled, cursor] = await Promise.all([
    pointsConfig(db, merchantId),
    pointsMallOpen(db, merchantId),
    db
      .selectFrom('points_accrual_cursor')
      .select('accrued_to')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst(),
  ]);
  return { ...config, enabled, accruedTo: cursor?.accrued_to.toISOString() ?? null };
}

/**
 * Valid bets settled from `from` on earn points (idempotent: a merchant whose accrual has started keeps its
 * cursor). The job accrues only for merchants with a cursor: setting the ratios starts it at that moment, so bets
 * settled before a merchant set its first ratios earn nothing.
 */
export async function startAccrual(db: Db, merchantId: number, from: Date): Promise<void> {
  await db
    .insertInto('points_accrual_cursor')
    .values({ merchant_id: merchantId, accrued_to: from })
    .onConflict((conflict) => conflict.column('merchant_id').doNothing())
    .execute();
}

function storedConfig(body: PointsConfigBody) {
  const seen = new Set<string>();
  const ratios = body.ratios.map((ratio, index) => {
    if (seen.has(ratio.category)) throw new AppError('points.ratio.duplicate', {}, `ratios.${index}`);
    seen.add(ratio.category);
    const perPoint = parseMajor(ratio.validBetPerPoint);
    if (perPoint === undefined)
      throw new AppError('wallet.amount.invalid', {}, `ratios.${index}.validBetPerPoint`);
    return { category: ratio.category, valid_bet_per_point: perPoint };
  });
  const convert = body.convert;
  const amount = parseMajor(convert.amount);
  if (amount === undefined) throw new AppError('wallet.amount.invalid', {}, 'convert.amount');
  if (
    convert.minPoints > convert.maxPoints ||
    convert.minPoints % convert.points !== 0 ||
    convert.maxPoints % convert.points !== 0
  )
    throw new AppError('points.convert.limits.invalid', {}, 'convert');
  return {
    ratios,
    settings: {
      convert_enabled: convert.enabled,
      convert_points: convert.points,
      convert_amount: amount,
      min_convert_points: BigInt(convert.minPoints),
      max_convert_points: BigInt(convert.maxPoints),
      convert_turnover_multiple: convert.turnoverMultiple,
      max_redeem_quantity: body.maxRedeemQuantity,
    },
  };
}

/** Sets the whole configuration (ADMIN): the ratios given replace every ratio; accrual starts now if it had not. */
export async function setPointsConfig(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: PointsConfigBody,
  origin: RequestOrigin,
  now = new Date(),
): Promise<OpsPointsConfig> {
  const { ratios, settings } = storedConfig(body);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('points_settings')
      .values({ merchant_id: merchantId, ...settings })
      .onConflict((conflict) =>
        conflict.column('merchant_id').doUpdateSet({ ...settings, updated_at: sql`now()` }),
      )
      .execute();
    await trx.deleteFrom('points_ratios').where('merchant_id', '=', merchantId).execute();
    if (ratios.length > 0)
      await trx
        .insertInto('points_ratios')
        .values(ratios.map((ratio) => ({ merchant_id: merchantId, ...ratio })))
        .execute();
    if (ratios.length > 0) await startAccrual(trx, merchantId, now);
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'POINTS_CONFIG_SET',
      origin,
      detail: {
        ratios: ratios.map((ratio) => ({
          category: ratio.category,
          validBetPerPoint: formatMinor(ratio.valid_bet_per_point),
        })),
        convert: { ...body.convert },
        maxRedeemQuantity: body.maxRedeemQuantity,
      },
    });
  });
  return opsPointsConfig(db, merchantId);
}
