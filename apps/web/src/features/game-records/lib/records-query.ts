import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { VendorCategoryMenu } from '@msp/contracts/system.ts';
import type { DateRange } from '../../../shared/lib/date-range.ts';

/** Rounds per page of the betting record. */
export const bettingRecordPageSize = 10;

export interface BettingRecordFilters {
  range: DateRange;
  /** A category (gameType); null for every category. */
  gameType: VendorCategory | null;
  /** A vendor code; null for every vendor (of the category). */
  vendor: string | null;
  page: number;
}

/** The query of GET /wps/game/records for the page's filters (empty filters are left out). */
export function bettingRecordQuery(filters: BettingRecordFilters) {
  return {
    from: filters.range.from,
    to: filters.range.to,
    gameType: filters.gameType ?? undefined,
    vendor: filters.vendor ?? undefined,
    pageNo: filters.page,
    pageSize: bettingRecordPageSize,
  };
}
export type BettingRecordQuery = ReturnType<typeof bettingRecordQuery>;

export interface VendorOption {
  code: string;
  name: string;
  gameType: VendorCategory;
}

/** The vendors of game_menus a member can filter by: those of the picked category, or all of them once. */
export function vendorOptions(
  menus: readonly VendorCategoryMenu[] | undefined,
  gameType: VendorCategory | null,
): VendorOption[] {
  const seen = new Set<string>();
  const options: VendorOption[] = [];
  for (const menu of menus ?? []) {
    if (gameType && menu.gameType !== gameType) continue;
    for (const card of menu.cards) {
      if (seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      options.push({ code: card.vassalage, name: card.displayName, gameType: menu.gameType });
    }
  }
  return options;
}

/** The categories that have vendors (game_menus), in its order. */
export function categoryOptions(menus: readonly VendorCategoryMenu[] | undefined): VendorCategory[] {
  return (menus ?? []).filter((menu) => menu.cards.length > 0).map((menu) => menu.gameType);
}
