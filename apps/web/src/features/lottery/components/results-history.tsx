import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LotteryIcon } from '../../../shared/ui/icons.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { resultsQueryOptions } from '../api/lottery.ts';
import { DrawDisplay, ResultTags } from './draw-pieces.tsx';
import { VerifyLink } from './verify-link.tsx';

/** The drawn numeros of a game, newest first, paged; each links to its verification. */
export function ResultsHistory({ gameCode, family }: { gameCode: string; family: LotteryFamily }) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const { data, isPending, error, isPlaceholderData } = useQuery(resultsQueryOptions(gameCode, page, 10));
  if (error)
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(error)}
      </p>
    );
  if (isPending) return <LoadingBlock height={240} />;
  const drawn = data.content.filter((numero) => numero.result);
  if (drawn.length === 0)
    return <EmptyState icon={<LotteryIcon />} title={t('history.empty')} text={t('history.emptyText')} />;
  return (
    <div className={`lt-history${isPlaceholderData ? ' is-refreshing' : ''}`} data-testid="results-history">
      <ol className="lt-history__rows">
        {drawn.map((numero) => (
          <li
            key={numero.numero}
            className="lt-history__row"
            data-testid="history-row"
            data-numero={numero.numero}
          >
            <div className="lt-history__when">
              <strong className="lt-mono">{numero.numero}</strong>
              <span>{formatDateTime(Date.parse(numero.drawsAt))}</span>
            </div>
            <DrawDisplay family={family} result={numero.result} size="sm" />
            <div className="lt-history__tags">
              <ResultTags family={family} result={numero.result!} />
            </div>
            <VerifyLink gameCode={gameCode} numero={numero.numero} compact />
          </li>
        ))}
      </ol>
      <Pagination page={page} pageCount={Math.min(data.totalPages, 10)} onChange={setPage} />
    </div>
  );
}
