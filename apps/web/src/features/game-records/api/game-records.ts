import { gameRecordPaths } from '@msp/contracts/api-paths.ts';
import type { GameRecordPage, GameRoundDetail } from '@msp/contracts/game-records.ts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/lib/api-client.ts';
import type { BettingRecordQuery } from '../lib/records-query.ts';

const recordsKey = 'game-records';

/** GET /wps/game/records?from=&to=&gameType=&vendor=&pageNo=&pageSize= (`personalHistoryCopy`). */
export const gameRecordsQueryOptions = (token: string | null, query: BettingRecordQuery) =>
  queryOptions({
    queryKey: [recordsKey, 'list', token, query],
    queryFn: ({ signal }) =>
      apiRequest<GameRecordPage>(gameRecordPaths.records, {
        query,
        contract: () => import('@msp/contracts/game-records.ts').then((c) => c.gameRecordPageSchema),
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

/** GET /wps/game/records/:id: one round with every transaction of it. */
export const roundDetailQueryOptions = (token: string | null, id: string | null) =>
  queryOptions({
    queryKey: [recordsKey, 'detail', token, id],
    queryFn: ({ signal }) =>
      apiRequest<GameRoundDetail>(gameRecordPaths.recordDetail.replace(':id', encodeURIComponent(id ?? '')), {
        contract: () => import('@msp/contracts/game-records.ts').then((c) => c.gameRoundDetailSchema),
        signal,
      }),
    enabled: token !== null && id !== null,
    staleTime: 15_000,
  });
