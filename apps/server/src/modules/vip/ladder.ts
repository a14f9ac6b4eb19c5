import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type { OpsVipLadder, VipLevel, VipUpgradeRule, vipLadderBodySchema } from '@msp/contracts/vip.ts';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { minorOf } from '../promotions/rules.ts';
import type { VipLevelRow } from './tables.ts';

/**
 * A merchant's VIP ladder (docs/vip.md): its settings (the qualifying period in report days, ANY or ALL of a
 * level's thresholds) and its levels, rank 1..N. Operators set the whole ladder at once; every change moves the
 * settings' `version`, which the job and the operator's member call hold (FOR SHARE) while they change a member's
 * level, so a level is never given that the ladder no longer has.
 */

export interface Ladder {
  merchantId: number;
  qualifyDays: number;
  upgradeRule: VipUpgradeRule;
  /** 0 while the merchant has never set a ladder. */
  version: number;
  scannedVersion: number;
  scannedDay: string | null;
  /** By rank, from 1. */
  levels: VipLevelRow[];
}

const DEFAULT_QUALIFY_DAYS = 30;

export async function ladderOf(db: Db, merchantId: number): Promise<Ladder> {
  const [settings, levels] = await Promise.all([
    db.selectFrom('vip_settings').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst(),
    db.selectFrom('vip_levels').selectAll().where('merchant_id', '=', merchantId).orderBy('rank').execute(),
  ]);
  return {
    merchantId,
    qualifyDays: settings?.qualify_days ?? DEFAULT_QUALIFY_DAYS,
    upgradeRule: settings?.upgrade_rule ?? 'ANY',
    version: settings?.version ?? 0,
    scannedVersion: settings?.scanned_version ?? 0,
    scannedDay: settings?.scanned_day ?? null,
    levels,
  };
}

/** Inside a transaction: holds the ladder as `ladder` read it; false when it has changed since (or is gone). */
export async function holdLadder(trx: Db, ladder: Pick<Ladder, 'merchantId' | 'version'>): Promise<boolean> {
  const { rows } = await sql<{ version: number }>`
    SELECT version FROM vip_settings WHERE merchant_id = ${ladder.merchantId} FOR SHARE`.execute(trx);
  return rows[0]?.version === ladder.version;
}

const amountOrNull = (amount: bigint | null) => (amount === null ? null : formatMinor(amount));

/** A level as members read it, in their language. */
export const presentLevel = (level: VipLevelRow, language: Language): VipLevel => ({
  rank: level.rank,
  label: pickLanguage(level.label, language),
  depositThreshold: amountOrNull(level.deposit_threshold),
  validBetThreshold: amountOrNull(level.valid_bet_threshold),
  keepValidBet: formatMinor(level.keep_valid_bet),
  levelUpBonus: formatMinor(level.level_up_bonus),
  birthdayBonus: formatMinor(level.birthday_bonus),
  turnoverMultiple: level.turnover_multiple,
});

/** The ladder as its operators read it: both languages, and how many members hold each level now. */
export async function opsLadder(db: Db, merchantId: number): Promise<OpsVipLadder> {
  const [ladder, counts] = await Promise.all([
    ladderOf(db, merchantId),
    db
      .selectFrom('member_vip')
      .select(['rank', (eb) => eb.fn.countAll<string>().as('members')])
      .where('merchant_id', '=', merchantId)
      .where('rank', '>', 0)
      .groupBy('rank')
      .execute(),
  ]);
  const membersAt = new Map(counts.map((row) => [row.rank, Number(row.members)]));
  return {
    qualifyDays: ladder.qualifyDays,
    upgradeRule: ladder.upgradeRule,
    levels: ladder.levels.map((level) => ({
      ...presentLevel(level, 'en'),
      label: { bn: level.label.bn ?? '', en: level.label.en ?? '' },
      members: membersAt.get(level.rank) ?? 0,
    })),
  };
}

type LadderBody = z.infer<typeof vipLadderBodySchema>;

/**
 * The levels checked and in stored form: ranks 1, 2, 3… in order; each level sets a deposit or a valid-bet
 * threshold (or both); a threshold is never below the one the nearest lower level sets for the same figure.
 */
export function storedLevels(merchantId: number, body: LadderBody) {
  let deposit: bigint | null = null;
  let validBet: bigint | null = null;
  return body.levels.map((level, index) => {
    const rank = String(level.rank);
    if (level.rank !== index + 1) throw new AppError('vip.levels.ranks', {}, 'levels');
    if (level.depositThreshold === null && level.validBetThreshold === null)
      throw new AppError('vip.levels.threshold.missing', { rank }, 'levels');
    const depositThreshold = level.depositThreshold === null ? null : minorOf(level.depositThreshold);
    const validBetThreshold = level.validBetThreshold === null ? null : minorOf(level.validBetThreshold);
    if (
      (depositThreshold !== null && deposit !== null && depositThreshold < deposit) ||
      (validBetThreshold !== null && validBet !== null && validBetThreshold < validBet)
    )
      throw new AppError('vip.levels.threshold.order', { rank }, 'levels');
    deposit = depositThreshold ?? deposit;
    validBet = validBetThreshold ?? validBet;
    return {
      merchant_id: merchantId,
      rank: level.rank,
      label: { bn: level.label.bn, en: level.label.en },
      deposit_threshold: depositThreshold,
      valid_bet_threshold: validBetThreshold,
      keep_valid_bet: minorOf(level.keepValidBet),
      level_up_bonus: minorOf(level.levelUpBonus),
      birthday_bonus: minorOf(level.birthdayBonus),
      turnover_multiple: level.turnoverMultiple,
    };
  });
}

/**
 * `PUT /ops/vip/levels`: replaces the merchant's ladder (ADMIN), audited. A level members hold cannot be removed
 * (`vip.levels.in.use`): they are moved to a lower level first. Refused whole: nothing is written.
 */
export async function setLadder(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: LadderBody,
  origin: RequestOrigin,
): Promise<OpsVipLadder> {
  const levels = storedLevels(merchantId, body);
  await db.transaction().execute(async (trx) => {
    // The settings row is the ladder's lock: the job and the member call hold it FOR SHARE while they set levels.
    await trx
      .insertInto('vip_settings')
      .values({ merchant_id: merchantId, qualify_days: body.qualifyDays, upgrade_rule: body.upgradeRule })
      .onConflict((conflict) =>
        conflict.column('merchant_id').doUpdateSet({
          qualify_days: body.qualifyDays,
          upgrade_rule: body.upgradeRule,
          version: sql`vip_settings.version + 1`,
          updated_at: new Date(),
        }),
      )
      .execute();
    const held = await trx
      .selectFrom('member_vip')
      .select((eb) => eb.fn.max('rank').as('rank'))
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (held?.rank !== null && held?.rank !== undefined && held.rank > levels.length)
      throw new AppError('vip.levels.in.use', { rank: String(held.rank) }, 'levels');
    await trx.deleteFrom('vip_levels').where('merchant_id', '=', merchantId).execute();
    if (levels.length > 0) await trx.insertInto('vip_levels').values(levels).execute();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'VIP_LEVELS_SET',
      origin,
      detail: {
        qualifyDays: body.qualifyDays,
        upgradeRule: body.upgradeRule,
        levels: levels.map((level) => ({
          rank: level.rank,
          label: level.label,
          deposit: amountOrNull(level.deposit_threshold),
          validBet: amountOrNull(level.valid_bet_threshold),
          keep: formatMinor(level.keep_valid_bet),
          levelUpBonus: formatMinor(level.level_up_bonus),
          birthdayBonus: formatMinor(level.birthday_bonus),
          turnoverMultiple: level.turnover_multiple,
        })),
      },
    });
  });
  return opsLadder(db, merchantId);
}
