import type { Page } from '@msp/contracts/envelope.ts';
import { recordsPaths } from '@msp/contracts/api-paths.ts';
import type { BonusRecord, Profit, Transaction, TransactionType } from '@msp/contracts/records.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import { walletKey } from './wallet-cache.ts';

export const recordPageSize = 10;

export interface RecordRange {
  from: number;
  to: number;
}

/** GET /wps/records/transactions?from=&to=&type=&pageNo=&pageSize= (`transactionHistory`). */
export const transactionsQueryOptions = (
  token: string | null,
  query: RecordRange & { pageNo: number; type: TransactionType | null },
) =>
  queryOptions({
    queryKey: [walletKey, 'transactions', token, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<Transaction>>(recordsPaths.transactions, {
        query: { ...query, pageSize: recordPageSize },
        contract: () => import('@msp/contracts/records.ts').then((c) => c.transactionPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/records/profit?from=&to= (`personalProfit`). */
export const profitQueryOptions = (token: string | null, range: RecordRange) =>
  queryOptions({
    queryKey: [walletKey, 'profit', token, range],
    queryFn: ({ signal }) =>
      apiRequest<Profit>(recordsPaths.profit, {
        query: { ...range },
        contract: () => import('@msp/contracts/records.ts').then((c) => c.profitSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/records/bonus?from=&to=&pageNo=&pageSize= (`bonusDetails`). */
export const bonusQueryOptions = (token: string | null, query: RecordRange & { pageNo: number }) =>
  queryOptions({
    queryKey: [walletKey, 'bonus', token, query],
    queryFn: ({ signal }) =>
      apiRequest<Page<BonusRecord>>(recordsPaths.bonus, {
        query: { ...query, pageSize: recordPageSize },
        contract: () => import('@msp/contracts/records.ts').then((c) => c.bonusPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
