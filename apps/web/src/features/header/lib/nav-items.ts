import type { VendorCard, VendorCategoryMenu } from '@msp/contracts/system.ts';
import {
  categoryPagePath,
  cardsOf,
  navCategories,
  navPath,
  navVendorTypes,
  type NavCategory,
} from '../../../shared/lib/game-categories.ts';

/** Spec §2/§9: the header drop-down lists up to 9 vendors; with 9 a 'more games' tile is added. */
export const dropdownVendorCap = 9;

/** Entries that never get a drop-down (HOME, PROMO, DOWN; point mall has no vendors either). */
const noDropdown: readonly NavCategory[] = ['HOME', 'PROMO', 'POINTMALL'];

export interface NavItem {
  category: NavCategory;
  path: string;
  /** Vendors for the drop-down (empty: no drop-down). */
  cards: VendorCard[];
  /** The type's own page, opened by the 'more games' tile. */
  morePath: string;
}

/** The top navigation: a vendor category shows only when game_menus has a vendor for it. */
export function buildNavItems(
  menus: readonly VendorCategoryMenu[] | undefined,
  options: { pointMall: boolean },
): NavItem[] {
  const items: NavItem[] = [];
  for (const category of navCategories) {
    if (category === 'POINTMALL' && !options.pointMall) continue;
    const types = navVendorTypes[category];
    const cards = types ? cardsOf(menus, types) : [];
    if (types && cards.length === 0) continue;
    const firstType = types?.[0];
    items.push({
      category,
      path: navPath(category, menus),
      cards: noDropdown.includes(category) ? [] : cards,
      morePath: firstType ? categoryPagePath[firstType] : navPath(category, menus),
    });
  }
  return items;
}

export function dropdownEntries(cards: readonly VendorCard[]): { shown: VendorCard[]; showMore: boolean } {
  return { shown: cards.slice(0, dropdownVendorCap), showMore: cards.length >= dropdownVendorCap };
}
