import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { effectiveCategory } from './categories.ts';

/** The operator who changes the catalogue, within their merchant. */
export interface CatalogueActor {
  merchantId: number;
  operatorId: number;
  origin: RequestOrigin;
}

export interface OperatorGame {
  nodeId: number;
  vassalage: string;
  gameType: string;
  gameCode: string;
  enabled: boolean;
  isTop: boolean;
  sortOrder: number;
}

export interface OperatorVendor {
  vassalage: string;
  gameType: string;
  enabled: boolean;
}

/**
 * Changes a game of the operator's merchant (enabled, hot, position); any other merchant's game is 404
 * `game.not.found`. Audited with the change. The caller invalidates the merchant's cached catalogue.
 */
export async function updateGame(
  db: Db,
  actor: CatalogueActor,
  nodeId: number,
  change: { enabled?: boolean | undefined; isTop?: boolean | undefined; sortOrder?: number | undefined },
): Promise<OperatorGame> {
  if (nodeId > 2_147_483_647) throw new AppError('game.not.found', {}, 'nodeId');
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('games')
      .select(['enabled', 'is_top', 'sort_order'])
      .where('id', '=', nodeId)
      .where('merchant_id', '=', actor.merchantId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new AppError('game.not.found', {}, 'nodeId');
    const game = await trx
      .updateTable('games')
      .set({
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
        ...(change.isTop !== undefined ? { is_top: change.isTop } : {}),
        ...(change.sortOrder !== undefined ? { sort_order: change.sortOrder } : {}),
      })
      .where('id', '=', nodeId)
      .where('merchant_id', '=', actor.merchantId)
      .returning(['id', 'vendor_id', 'game_code', 'game_type', 'enabled', 'is_top', 'sort_order'])
      .executeTakeFirstOrThrow();
    const vendor = await trx
      .selectFrom('vendors')
      .select('code')
      .where('id', '=', game.vendor_id)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      merchantId: actor.merchantId,
      memberId: null,
      operatorId: actor.operatorId,
      action: 'GAME_UPDATED',
      origin: actor.origin,
      detail: {
        nodeId,
        vendor: vendor.code,
        gameCode: game.game_code,
        before: { enabled: before.enabled, isTop: before.is_top, sortOrder: before.sort_order },
        after: { enabled: game.enabled, isTop: game.is_top, sortOrder: game.sort_order },
      },
    });
    return {
      nodeId: game.id,
      vassalage: vendor.code,
      gameType: effectiveCategory(vendor.code, game.game_type) ?? game.game_type,
      gameCode: game.game_code,
      enabled: game.enabled,
      isTop: game.is_top,
      sortOrder: game.sort_order,
    };
  });
}

/**
 * Switches a vendor of the operator's merchant on or off: every category it is filed in (JL has FISH, RNG and
 * PVP), or the one `gameType` names. None of the merchant's vendors has the code: 404 `game.vendor.not.found`.
 */
export async function updateVendor(
  db: Db,
  actor: CatalogueActor,
  code: string,
  change: { enabled: boolean; gameType?: VendorCategory | undefined },
): Promise<OperatorVendor[]> {
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('vendors')
      .set({ enabled: change.enabled })
      .where('merchant_id', '=', actor.merchantId)
      .where('code', '=', code);
    if (change.gameType) update = update.where('game_type', '=', change.gameType);
    const rows = await update.returning(['code', 'game_type', 'enabled']).execute();
    if (rows.length === 0) throw new AppError('game.vendor.not.found', {}, 'code');
    await writeAudit(trx, {
      merchantId: actor.merchantId,
      memberId: null,
      operatorId: actor.operatorId,
      action: 'VENDOR_UPDATED',
      origin: actor.origin,
      detail: { vendor: code, gameTypes: rows.map((row) => row.game_type), enabled: change.enabled },
    });
    return rows
      .map((row) => ({
        vassalage: row.code,
        gameType: effectiveCategory(row.code, row.game_type) ?? row.game_type,
        enabled: row.enabled,
      }))
      .sort((a, b) => a.gameType.localeCompare(b.gameType));
  });
}
