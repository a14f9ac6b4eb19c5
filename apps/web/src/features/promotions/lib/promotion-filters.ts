import { promotionCategories } from '@msp/contracts/enums.ts';

/** Promotion filters of the spec (§2), in order: "all", then the categories a promotion is filed under. */
export const promotionFilters = ['all', ...promotionCategories] as const;
export type PromotionFilter = (typeof promotionFilters)[number];

const normalise = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Does an announcement's promotionType belong to a filter? 'all' takes everything. */
export function matchesFilter(promotionType: string | null, filter: PromotionFilter): boolean {
  if (filter === 'all') return true;
  if (!promotionType) return filter === 'other';
  return normalise(promotionType) === normalise(filter);
}

export function filterFromQuery(value: string | null): PromotionFilter {
  const match = promotionFilters.find((filter) => value !== null && normalise(filter) === normalise(value));
  return match ?? 'all';
}
