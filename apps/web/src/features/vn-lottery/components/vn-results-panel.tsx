import type { DrawnNumero, NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { resultsQueryOptions } from '../../lottery/api/lottery.ts';
import { VerifyLink } from '../../lottery/components/verify-link.tsx';
import { clockTime, dayTime, sheetOf, type VnFamily } from '../lib/games.ts';
import { ResultSheet } from './result-sheet.tsx';
import { VnStats } from './vn-stats.tsx';

/** How many drawn numeros the statistics read, and how many the selector offers. */
const STAT_DRAWS = 30;
const PICKABLE = 10;

/**
 * The game's results: the latest sheet (or one of the last ten, picked), with the member's numbers marked and its
 * lô tô table, and the statistics of the last 30 draws. Once a numero the page showed is due to draw and
 * its result is not in, the results are asked for often (the events stream refreshes them too).
 */
export function VnResultsPanel({
  gameCode,
  family,
  title,
  daily,
  highlight,
  watched,
  offset,
  live,
}: {
  gameCode: string;
  family: VnFamily;
  title: string;
  daily: boolean;
  highlight: readonly string[];
  /** The numeros the page has shown as taking bets. */
  watched: readonly NumeroInfo[];
  /** The server's clock minus the device's, ms. */
  offset: number;
  live: boolean;
}) {
  const { t } = useTranslation('vnLottery');
  const { data, error, isPending } = useQuery({
    ...resultsQueryOptions(gameCode, 1, STAT_DRAWS),
    refetchInterval: (query) => {
      const drawn = new Set(query.state.data?.content.map((numero) => numero.numero));
      const waiting = watched.some(
        (numero) => !drawn.has(numero.numero) && Date.now() + offset >= Date.parse(numero.drawsAt) - 2_000,
      );
      return waiting ? 3_000 : live ? 60_000 : 20_000;
    },
  });
  const [picked, setPicked] = useState<string | null>(null);
  if (error)
    return (
      <p className="form-error" role="alert">
        {errorMessageOf(error)}
      </p>
    );
  if (isPending) return <LoadingBlock height={360} />;
  const drawn = data.content.filter(
    (numero): numero is DrawnNumero & { result: number[] } => sheetOf(family, numero.result) !== null,
  );
  const shown = drawn.find((numero) => numero.numero === picked) ?? drawn[0] ?? null;
  const sheets = drawn.map((numero) => sheetOf(family, numero.result)!);
  const marked = highlight.filter((number) => number.length >= 2);
  return (
    <div className="vn-results-panel">
      <div className="vn-results-panel__sheet" data-numero={shown?.numero}>
        {drawn.length > 1 ? (
          <div className="vn-history" role="group" aria-label={t('results.pick')}>
            {drawn.slice(0, PICKABLE).map((numero, index) => {
              const on = numero.numero === shown?.numero;
              return (
                <button
                  key={numero.numero}
                  type="button"
                  className={`vn-history__item${on ? ' is-on' : ''}`}
                  aria-pressed={on}
                  title={numero.numero}
                  onClick={() => setPicked(index === 0 ? null : numero.numero)}
                  data-testid="vn-result-pick"
                  data-numero={numero.numero}
                >
                  {index === 0 ? <span className="vn-history__latest">{t('results.latest')}</span> : null}
                  {daily ? dayTime(numero.drawsAt) : clockTime(numero.drawsAt)}
                </button>
              );
            })}
          </div>
        ) : null}
        <ResultSheet
          result={shown ? sheetOf(family, shown.result) : null}
          numero={shown?.numero}
          highlight={marked}
          title={shown ? t('results.title', { game: title, numero: shown.numero }) : title}
          drawsAt={shown?.drawsAt}
        />
        {shown ? (
          <p className="vn-results-panel__verify">
            <VerifyLink gameCode={gameCode} numero={shown.numero} />
          </p>
        ) : null}
      </div>
      <VnStats results={sheets} draws={STAT_DRAWS} highlight={marked.filter((n) => n.length === 2)} />
    </div>
  );
}
