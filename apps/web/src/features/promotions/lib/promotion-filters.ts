import {
  promotionCategories,
  promotionTags,
  type PromotionCategory,
  type PromotionTag,
} from '@msp/contracts/enums.ts';

/** Promotion filters of the spec (§2), in order: "all", then the categories a promotion is filed under. */
export const promotionFilters = ['all', ...promotionCategories] as const;
export type PromotionFilter = (typeof promotionFilters)[number];

/** The spec's tags (newbie, limited, special offer, daily, high rebate, VIP), a second filter beside the first. */
export const promotionTagFilters = promotionTags;

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A category filter from the address: "newPlayer", "new_player", "NEW-PLAYER" alike; "all" for anything else. */
export function filterFromQuery(value: string | null): PromotionFilter {
  const match = promotionFilters.find((filter) => value !== null && normalise(filter) === normalise(value));
  return match ?? 'all';
}

/** A tag from the address, or null. */
export function tagFromQuery(value: string | null): PromotionTag | null {
  return promotionTags.find((tag) => value !== null && normalise(tag) === normalise(value)) ?? null;
}

/** What the list shows: a category (`all`: any), a tag (null: any) and the page. */
export interface ListFilters {
  filter: PromotionFilter;
  tag: PromotionTag | null;
  page: number;
}

/**
 * The list's filters from its address. `?category=` and `?tag=` are the API's own names. Links written before
 * the tags existed put the category in `?tag=` (`/promotions?tag=pointsMall`) or `?filter=`; the categories and
 * the tags share no name, so such a `tag` still opens its category.
 */
export function listFiltersOf(params: URLSearchParams): ListFilters {
  const tagParam = params.get('tag');
  const tag = tagFromQuery(tagParam);
  const legacyCategory = tag === null ? tagParam : null;
  const filter = filterFromQuery(params.get('category') ?? legacyCategory ?? params.get('filter'));
  const page = Number(params.get('page'));
  return { filter, tag, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The address of the list's filters (the defaults left out). */
export function listParamsOf({ filter, tag, page }: ListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter !== 'all') params.category = filter;
  if (tag) params.tag = tag;
  if (page > 1) params.page = String(page);
  return params;
}

/** The API's query for a category filter. */
export const categoryOf = (filter: PromotionFilter): PromotionCategory | undefined =>
  filter === 'all' ? undefined : filter;

/**
 * Which promotion the address asks to open: `?code=NEW_PLAYER` (home's hot promotions), or `?id=` (a banner's
 * PROMOTION linkage), which is a promotion's id when it is a number and otherwise a code. Null: none.
 */
export function wantedPromotion(params: URLSearchParams): { id: number } | { code: string } | null {
  const code = params.get('code')?.trim();
  if (code) return { code };
  const id = params.get('id')?.trim();
  if (!id) return null;
  return /^\d{1,9}$/.test(id) ? { id: Number(id) } : { code: id };
}
