import type { Language } from '@msp/contracts/errors.ts';
import {
  gameSubcategories,
  vendorCategories,
  type GameSubcategory,
  type VendorCategory,
} from '@msp/contracts/enums.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import type { Db } from '../../db/database.ts';

const categoryTitles: Record<VendorCategory, Record<Language, string>> = {
  LOTT: { bn: 'লটারি', en: 'Lottery' },
  ELOTT: { bn: 'ই-লটারি', en: 'E-Lottery' },
  LIVE: { bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
  SPORTS: { bn: 'স্পোর্টস', en: 'Sports' },
  FISH: { bn: 'ফিশিং', en: 'Fishing' },
  RNG: { bn: 'স্লট', en: 'Slots' },
  PVP: { bn: 'কার্ড গেম', en: 'Card Games' },
  ESPORTS: { bn: 'ই-স্পোর্টস', en: 'E-Sports' },
  COCKFIGHT: { bn: 'মোরগ লড়াই', en: 'Cockfight' },
};

const isVendorCategory = (value: string): value is VendorCategory =>
  (vendorCategories as readonly string[]).includes(value);
const isSubcategory = (value: string | null): value is GameSubcategory =>
  value !== null && (gameSubcategories as readonly string[]).includes(value);

/**
 * The vendor menus of the header and the game pages: one entry per category that has at least one enabled
 * vendor, in the spec's category order, each with the subcategories its games use.
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
    .select(['game_type', 'game_classify'])
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('game_classify', 'is not', null)
    .execute();

  return vendorCategories.flatMap((category): VendorCategoryMenu[] => {
    const cards = vendors
      .filter((vendor) => isVendorCategory(vendor.game_type) && vendor.game_type === category)
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
        (row) => row.game_type === category && isSubcategory(row.game_classify) && row.game_classify === sub,
      ),
    );
    return [{ title: categoryTitles[category][language], gameType: category, gameClassify, cards }];
  });
}

/** Vendor logos live in their category's folder, except ESPORTS (in SPORTS) and JL (in RNG). */
export function vendorLogoPath(code: string, category: VendorCategory): string {
  const folder = code === 'JL' ? 'RNG' : category === 'ESPORTS' ? 'SPORTS' : category;
  return `/demo-assets/vendors/${folder}/${code}.svg`;
}
