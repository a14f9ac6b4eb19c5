/** The hot RNG carousel (spec §9): 4 per view in 4 rows, so a page holds 16 tiles on a wide screen. */
export const hotGamesRows = 4;
export const hotGamesColumns = 4;
/** A phone shows fewer columns (the 4 rows stay). */
export const hotGamesPhoneColumns = 3;
export const hotGamesPageSize = hotGamesRows * hotGamesColumns;

/** Splits a list into pages of `size` items (the last one may be shorter). */
export function pagesOf<T>(items: readonly T[], size: number): T[][] {
  if (size < 1) throw new RangeError('page size must be at least 1');
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages;
}
