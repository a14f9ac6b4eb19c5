/** Spec §9: the announcement pop-up lists titles in pages of 7. */
export const announcementPageSize = 7;

export function pageCount(total: number, pageSize: number = announcementPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize: number = announcementPageSize): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}
