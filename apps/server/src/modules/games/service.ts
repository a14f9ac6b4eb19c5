import type { Language } from '@msp/contracts/errors.ts';
import { gameSubcategories, type GameSubcategory } from '@msp/contracts/enums.ts';
import type { z } from 'zod';
import type { vendorLanesSchema } from '@msp/contracts/games.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import type { Db } from '../../db/database.ts';
import { catalogueCategoryOrder, categoryTitles, effectiveCategory, vendorLogoPath } from './categories.ts';

// The games module's service: the catalogue's calls live in the files beside this one, re-exported here for
// the other modules (the launch uses findGameByNodeId and recordRecentGame).
export { findGameByNodeId, recordRecentGame, type CatalogueGame } from './catalogue.ts';
export { cockfightVendorCodes, effectiveCategory, vendorLogoPath } from './categories.ts';
export { replaceDemoMatches, type HotMatchInput } from './hot-matches.ts';

type VendorLanes = z.infer<typeof vendorLanesSchema>;

const isSubcategory = (value: string | null): value is GameSubcategory =>
  value !== null && (gameSubcategories as readonly string[]).includes(value);

/**
 * The vendor menus of the header and the game pages: one entry per category that has at least one enabled
 * vendor, in `catalogueCategoryOrder`, each with the subcategories its games use. Cockfight cards filed under
 * SPORTS move to COCKFIGHT (after SPORTS); a SPORTS left empty is dropped.
 */
export async function listVendorMenus(
  db: Db,
  merchantId: number,
  language: Language,
): Promise<VendorCategoryMenu[]> {
  const vendors = await db
    .selectFrom('vendors')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const classifies = await db
    .selectFrom('games')
    .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
    .select(['vendors.code', 'games.game_type', 'games.game_classify'])
    .distinct()
    .where('games.merchant_id', '=', merchantId)
    .where('games.enabled', '=', true)
    .where('vendors.enabled', '=', true)
    .where('games.game_classify', 'is not', null)
    .execute();

  return catalogueCategoryOrder.flatMap((category): VendorCategoryMenu[] => {
    const cards = vendors
      .filter((vendor) => effectiveCategory(vendor.code, vendor.game_type) === category)
      .map((vendor) => ({
        vassalage: vendor.code,
        gameType: category,
        displayName: vendor.display_name,
        accountTypeName: vendor.account_type_name,
        logoUrl: vendorLogoPath(vendor.code, category),
        lobbyGameCode: vendor.lobby_game_code,
      }));
    if (cards.length === 0) return [];
    const gameClassify = gameSubcategories.filter((sub) =>
      classifies.some(
        (row) =>
          effectiveCategory(row.code, row.game_type) === category &&
          isSubcategory(row.game_classify) &&
          row.game_classify === sub,
      ),
    );
    return [{ title: categoryTitles[category][language], gameType: category, gameClassify, cards }];
  });
}

/** The vendors call: one lane per category of the vendor menus, with its vendor cards. */
export async function vendorLanes(db: Db, merchantId: number, language: Language): Promise<VendorLanes> {
  const menus = await listVendorMenus(db, merchantId, language);
  return {
    lanes: menus.map((menu) => ({ gameType: menu.gameType, title: menu.title, vendors: menu.cards })),
  };
}

/** Vendor codes whose presence in the electronic-lottery category makes the prize mode ELOTT. */
const elottPrizeCards: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * The lottery prize mode (spec §4): ELOTT if the electronic-lottery category contains a TCG_LOTTO_VN or LOTT
 * card (by vendor code or account type), else LOTT.
 */
export function prizeMode(menus: readonly VendorCategoryMenu[]): 'ELOTT' | 'LOTT' {
  const elott = menus.find((menu) => menu.gameType === 'ELOTT');
  const found = elott?.cards.some(
    (card) => elottPrizeCards.includes(card.vassalage) || elottPrizeCards.includes(card.accountTypeName),
  );
  return found ? 'ELOTT' : 'LOTT';
}
