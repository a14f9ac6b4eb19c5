import { sql } from 'kysely';
import type { Language } from '@msp/contracts/errors.ts';
import type {
  OpsPointsItem,
  PointsItem,
  PointsItemBody,
  PointsReward,
  PointsShortage,
} from '@msp/contracts/points.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { pickLanguage } from '../../shared/localized.ts';
import { formatMinor, parseMajor } from '../../shared/money.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import type { Merchant } from '../merchant/service.ts';
import { memberWallet } from '../wallet/service.ts';
import { pointsOf } from './ledger.ts';
import { convertiblePoints, pointsSettingsOf } from './settings.ts';
import type { PointsItemRow } from './tables.ts';
import { convertAmountMinor } from '@msp/contracts/points.ts';

/**
 * The mall's items: operators keep them (every change checked and audited), members see those ON_SALE with what
 * they could redeem now. Texts are plain text (the web renders them as text, never as HTML).
 */

/** A cash amount of the API that may be 0 ("0", "0.00"): minor units, or undefined when malformed. */
function parseMajorOrZero(text: string): bigint | undefined {
  return /^0(\.0{1,2})?$/.test(text.trim()) ? 0n : parseMajor(text);
}

function storedItem(body: PointsItemBody) {
  const cashCost = parseMajorOrZero(body.cashCost);
  if (cashCost === undefined) throw new AppError('wallet.amount.invalid', {}, 'cashCost');
  const bonus = body.bonusAmount === null ? 0n : parseMajorOrZero(body.bonusAmount);
  if (bonus === undefined) throw new AppError('wallet.amount.invalid', {}, 'bonusAmount');
  if ((body.kind === 'BONUS_CREDIT') !== bonus > 0n)
    throw new AppError('points.item.bonus.invalid', {}, 'bonusAmount');
  return {
    kind: body.kind,
    name: body.name,
    image_url: body.imageUrl,
    points_cost: BigInt(body.pointsCost),
    cash_cost: cashCost,
    bonus_amount: bonus,
    turnover_multiple: body.kind === 'BONUS_CREDIT' ? body.turnoverMultiple : 0,
    quantity_left: body.quantityLeft,
    remark: body.remark,
    status: body.status,
    sort: body.sort,
  };
}

interface RedemptionCounts {
  inProcess: number;
  approved: number;
  rejected: number;
  pieces: number;
}

async function redemptionCounts(db: Db, itemIds: number[]) {
  const counts = new Map<number, RedemptionCounts>();
  if (itemIds.length === 0) return counts;
  const rows = await db
    .selectFrom('points_redemptions')
    .select([
      'item_id',
      'status',
      (eb) => eb.fn.countAll<string>().as('count'),
      sql<string>`sum(quantity)::text`.as('pieces'),
    ])
    .where('item_id', 'in', itemIds)
    .groupBy(['item_id', 'status'])
    .execute();
  for (const row of rows) {
    const current = counts.get(row.item_id) ?? { inProcess: 0, approved: 0, rejected: 0, pieces: 0 };
    const count = Number(row.count);
    if (row.status === 'IN_PROCESS') current.inProcess += count;
    if (row.status === 'APPROVED') current.approved += count;
    if (row.status === 'REJECTED') current.rejected += count;
    else current.pieces += Number(row.pieces);
    counts.set(row.item_id, current);
  }
  return counts;
}

const noRedemptions: RedemptionCounts = { inProcess: 0, approved: 0, rejected: 0, pieces: 0 };

const presentOpsItem = (row: PointsItemRow, counts: RedemptionCounts): OpsPointsItem => ({
  id: row.id,
  kind: row.kind,
  name: { bn: row.name.bn ?? '', en: row.name.en ?? '' },
  imageUrl: row.image_url,
  pointsCost: Number(row.points_cost),
  cashCost: formatMinor(row.cash_cost),
  bonusAmount: row.kind === 'BONUS_CREDIT' ? formatMinor(row.bonus_amount) : null,
  turnoverMultiple: row.turnover_multiple,
  quantityLeft: row.quantity_left,
  remark: { bn: row.remark.bn ?? '', en: row.remark.en ?? '' },
  status: row.status,
  sort: row.sort,
  redemptions: { inProcess: counts.inProcess, approved: counts.approved, rejected: counts.rejected },
  piecesRedeemed: counts.pieces,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

const auditDetail = (row: PointsItemRow) => ({
  itemId: row.id,
  kind: row.kind,
  name: row.name,
  pointsCost: String(row.points_cost),
  cashCost: formatMinor(row.cash_cost),
  bonusAmount: formatMinor(row.bonus_amount),
  turnoverMultiple: row.turnover_multiple,
  quantityLeft: row.quantity_left,
  status: row.status,
});

/** The merchant's items for its operators, in the members' order. */
export async function listOpsItems(db: Db, merchantId: number): Promise<OpsPointsItem[]> {
  const rows = await db
    .selectFrom('points_items')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const counts = await redemptionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentOpsItem(row, counts.get(row.id) ?? noRedemptions));
}

export async function createItem(
  db: Db,
  merchantId: number,
  operatorId: number,
  body: PointsItemBody,
  origin: RequestOrigin,
): Promise<OpsPointsItem> {
  const values = storedItem(body);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('points_items')
      .values({ ...values, merchant_id: merchantId })
      .returningAll()
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'POINTS_ITEM_CREATED',
      origin,
      detail: auditDetail(row),
    });
    return presentOpsItem(row, noRedemptions);
  });
}

/**
 * Changes an item. Its quantity left is set as given (under the item's lock, so a redemption at the same moment
 * is either counted before or sees the new figure); redemptions made keep what they were redeemed at.
 */
export async function updateItem(
  db: Db,
  merchantId: number,
  operatorId: number,
  id: number,
  body: PointsItemBody,
  origin: RequestOrigin,
): Promise<OpsPointsItem> {
  const values = storedItem(body);
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('points_items')
      .set({ ...values, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError('points.item.not.found');
    await writeAudit(trx, {
      merchantId,
      memberId: null,
      operatorId,
      action: 'POINTS_ITEM_UPDATED',
      origin,
      detail: auditDetail(updated),
    });
    return updated;
  });
  const counts = await redemptionCounts(db, [row.id]);
  return presentOpsItem(row, counts.get(row.id) ?? noRedemptions);
}

/** How many of an item the member could redeem with `points` and `cash` now, and what stops one more. */
export function reachOf(
  item: Pick<PointsItemRow, 'points_cost' | 'cash_cost' | 'quantity_left'>,
  points: bigint,
  cash: bigint,
  maxQuantity: number,
): { maxQuantity: number; shortOf: PointsShortage | null } {
  const byPoints = points / item.points_cost;
  const byCash = item.cash_cost > 0n ? cash / item.cash_cost : BigInt(maxQuantity);
  const most = [byPoints, byCash, BigInt(item.quantity_left), BigInt(maxQuantity)].reduce((a, b) =>
    a < b ? a : b,
  );
  if (most > 0n) return { maxQuantity: Number(most), shortOf: null };
  return {
    maxQuantity: 0,
    shortOf: item.quantity_left <= 0 ? 'STOCK' : byPoints <= 0n ? 'POINTS' : 'CASH',
  };
}

export function presentItem(
  row: PointsItemRow,
  language: Language,
  reach: { maxQuantity: number; shortOf: PointsShortage | null },
): PointsItem {
  return {
    id: row.id,
    kind: row.kind,
    name: pickLanguage(row.name, language),
    imageUrl: row.image_url,
    pointsCost: Number(row.points_cost),
    cashCost: formatMinor(row.cash_cost),
    bonusAmount: row.kind === 'BONUS_CREDIT' ? formatMinor(row.bonus_amount) : null,
    turnoverMultiple: row.turnover_multiple,
    quantityLeft: row.quantity_left,
    remark: pickLanguage(row.remark, language),
    ...reach,
  };
}

/** The reward call (spec §7): the items on sale with what the caller can redeem now, and its conversion. */
export async function pointsReward(
  db: Db,
  merchant: Merchant,
  memberId: number,
  query: { kind?: PointsItemRow['kind'] | undefined; affordable?: boolean | undefined },
  language: Language,
): Promise<PointsReward> {
  let items = db
    .selectFrom('points_items')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('status', '=', 'ON_SALE');
  if (query.kind) items = items.where('kind', '=', query.kind);
  const [rows, points, wallet, settings] = await Promise.all([
    items.orderBy('sort').orderBy('id').execute(),
    pointsOf(db, memberId),
    memberWallet(db, merchant, memberId),
    pointsSettingsOf(db, merchant.id),
  ]);
  const cash = wallet.main.balance;
  const shown = rows
    .map((row) => presentItem(row, language, reachOf(row, points, cash, settings.maxRedeemQuantity)))
    .filter((item) => !query.affordable || item.maxQuantity > 0);
  const convertible = convertiblePoints(settings, points);
  return {
    points: Number(points),
    cashBalance: formatMinor(cash),
    items: shown,
    convertible: {
      points: convertible,
      amount: formatMinor(
        convertAmountMinor(convertible, {
          points: settings.convertPoints,
          amountMinor: settings.convertAmount,
        }),
      ),
    },
  };
}
