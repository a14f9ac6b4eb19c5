import type { Page } from '@msp/contracts/envelope.ts';

/** One page of a list as the API answers it (`pageNo` from 1). */
export const pageOf = <T>(content: T[], pageNo: number, pageSize: number, total: number): Page<T> => ({
  content,
  pageNum: pageNo,
  totalPages: Math.ceil(total / pageSize),
  totalElements: total,
});
