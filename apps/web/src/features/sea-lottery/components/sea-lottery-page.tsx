import type { SlipBody } from '@msp/contracts/lottery/api.ts';
import { fourDResultOf } from '@msp/contracts/lottery/point-games.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { clockOffset, phaseOf } from '../../../shared/lib/server-clock.ts';
import { useServerNow } from '../../../shared/lib/use-server-now.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { CheckIcon, CloseIcon, LotteryIcon, SparkIcon, TicketIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import {
  boardQueryOptions,
  lotteryKey,
  resultsQueryOptions,
  type SlipAnswer,
} from '../../lottery/api/lottery.ts';
import { useLotteryEvents } from '../../lottery/api/use-lottery-events.ts';
import { useSlipSubmit } from '../../lottery/api/use-slip-submit.ts';
import { MyBets } from '../../lottery/components/my-bets.tsx';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import { Money } from '../../wallet/components/money.tsx';
import type { SlipBet } from '../lib/entry.ts';
import type { PastDraw } from '../lib/search.ts';
import { DrawCalendar } from './draw-calendar.tsx';
import { EntryForm } from './entry-form.tsx';
import { NumberSearch } from './number-search.tsx';
import { PrizeTable } from './prize-table.tsx';
import { ResultBoard } from './result-board.tsx';
import { SeaHeader } from './sea-header.tsx';
import { BetName, SlipConfirm } from './slip-confirm.tsx';
import '../../lottery/components/lottery.css';
import './sea-lottery.css';
import './sea-lottery-page.css';

/** The demo merchant's 4D game, the only game of the SEA4D family today. */
export const DEFAULT_GAME = 'SEA4D';
/** Results the number search and the calendar look through (about four months of draws). */
const RESULTS_PAGE_SIZE = 50;

/**
 * /seaLottery (login required): SEA 4D. `?gameCode=` selects the game (SEA4D by default). The header card with
 * the draw and its countdown on the server's clock, the entry form and its confirm step, the prize table, the
 * results (latest, calendar, number search) and the member's bets of the game.
 */
export function SeaLotteryPage() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim().toUpperCase() || DEFAULT_GAME;
  return (
    <div className="s4d-page container" data-testid="sea-page" data-game-code={gameCode}>
      <SeaGame key={gameCode} gameCode={gameCode} />
    </div>
  );
}

function SeaGame({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('seaLottery');
  const queryClient = useQueryClient();
  const live = useLotteryEvents(gameCode, () => {
    // A numero opened, was drawn or settled: the board names the current numero and its odds.
    void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'board'] });
  });
  const boardQuery = useQuery({
    ...boardQueryOptions(gameCode),
    refetchInterval: (query) => {
      const board = query.state.data;
      if (!board?.current) return 10_000;
      const serverNow = Date.now() + clockOffset(board.serverTime, query.state.dataUpdatedAt);
      return phaseOf(board.current, serverNow) === 'open' ? (live ? 120_000 : 30_000) : 3_000;
    },
  });
  const { data: permission } = useQuery(permissionQueryOptions());
  const symbol = permission?.merchant.currencySymbol ?? '৳';

  const board = boardQuery.data;
  const offset = useMemo(
    () => (board ? clockOffset(board.serverTime, boardQuery.dataUpdatedAt) : 0),
    [board, boardQuery.dataUpdatedAt],
  );
  const now = useServerNow(offset);
  const current = board?.current ?? null;
  const phase = current ? phaseOf(current, now) : null;
  const locked = phase !== 'open';

  /* At the cut-off the form locks and the board is asked again (the next numero opens after the draw). */
  useEffect(() => {
    if (phase && phase !== 'open')
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'board'] });
  }, [phase, gameCode, queryClient]);

  const results = useQuery({
    ...resultsQueryOptions(gameCode, 1, RESULTS_PAGE_SIZE),
    refetchInterval: (query) => {
      const newest = query.state.data?.content.find((numero) => numero.result);
      const waiting = phase === 'drawing' && current?.numero !== newest?.numero;
      return waiting ? 3_000 : live ? 300_000 : 60_000;
    },
  });
  const draws: PastDraw[] = useMemo(
    () =>
      (results.data?.content ?? []).map((numero) => ({
        numero: numero.numero,
        drawsAt: numero.drawsAt,
        result: numero.result ? fourDResultOf(numero.result) : null,
      })),
    [results.data],
  );
  const drawnNumeros = useMemo(
    () => new Set(draws.filter((draw) => draw.result).map((draw) => draw.numero)),
    [draws],
  );
  const latest =
    draws.find((draw) => draw.result) ??
    (board?.last?.result
      ? { numero: board.last.numero, drawsAt: board.last.drawsAt, result: fourDResultOf(board.last.result) }
      : null);
  const [picked, setPicked] = useState<string | null>(null);
  const shown = (picked ? draws.find((draw) => draw.numero === picked) : null) ?? latest;
  const resultRef = useRef<HTMLDivElement>(null);
  const pick = (numero: string, scroll = false) => {
    setPicked(numero === latest?.numero ? null : numero);
    if (scroll) resultRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  // The calendar marks days by the minute: no need to rebuild the month every second.
  const minute = Math.floor(now / 60_000);
  const calendarNow = useMemo(() => new Date(minute * 60_000), [minute]);

  /* The slip being confirmed; it stays while the dialog fades out. */
  const [pending, setPending] = useState<SlipBet[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<{ answer: SlipAnswer; body: SlipBody } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { submit, isPending, error, reset } = useSlipSubmit((answer, body) => {
    setPlaced({ answer, body });
    setConfirming(false);
    setFormKey((key) => key + 1);
  });
  const soldOut = useMemo(() => new Set(board?.soldOut ?? []), [board?.soldOut]);

  if (boardQuery.error)
    return (
      <div className="s4d-missing">
        <EmptyState
          icon={<LotteryIcon />}
          title={t('page.notFound', { code: gameCode })}
          text={errorMessageOf(boardQuery.error)}
        />
      </div>
    );
  if (!board) return <LoadingBlock height={560} />;
  if (board.family !== 'SEA4D')
    return (
      <div className="s4d-missing">
        <EmptyState
          icon={<LotteryIcon />}
          title={t('page.notFourD', { code: gameCode })}
          action={
            <Link to="/lottery" className="btn btn--outline">
              {t('page.toLottery')}
            </Link>
          }
        />
      </div>
    );

  const confirm = () => {
    if (!confirming || !current || locked) return;
    submit({ gameCode, numero: current.numero, bets: pending });
  };
  const cancellable = current && phase === 'open' ? current.numero : null;

  return (
    <>
      <SeaHeader board={board} current={current} now={now} live={live} />

      <div className="s4d-page__play">
        <section className="s4d-page__entry" aria-label={t('entry.title')}>
          <h2 className="s4d-section-title">
            <TicketIcon />
            {t('entry.title')}
          </h2>
          {placed ? (
            <div className="s4d-placed" role="status" data-testid="s4d-placed">
              <span className="s4d-placed__icon" aria-hidden="true">
                <CheckIcon />
              </span>
              <div className="s4d-placed__text">
                <strong>{t('slip.placedTitle')}</strong>
                <span>
                  {t('slip.placed', { count: placed.answer.bets.length, numero: placed.body.numero })}
                </span>
                <ul className="s4d-placed__bets">
                  {placed.answer.bets.map((bet) => {
                    const [kind = '', number = ''] = bet.betKey.split(':');
                    return (
                      <li key={bet.id} data-testid="s4d-placed-bet" data-bet-key={bet.betKey}>
                        <BetName line={{ kind, number }} />
                        <Money amount={bet.stake} symbol={symbol} />
                      </li>
                    );
                  })}
                </ul>
              </div>
              <dl className="s4d-placed__sums">
                <div>
                  <dt>{t('slip.paid')}</dt>
                  <dd>
                    <Money amount={placed.answer.total} symbol={symbol} testId="s4d-placed-total" />
                  </dd>
                </div>
                <div>
                  <dt>{t('slip.balance')}</dt>
                  <dd>
                    <Money amount={placed.answer.balance.balance} symbol={symbol} />
                  </dd>
                </div>
              </dl>
              <button
                type="button"
                className="s4d-placed__close"
                onClick={() => setPlaced(null)}
                aria-label={t('slip.newSlip')}
              >
                <CloseIcon />
              </button>
            </div>
          ) : null}
          <EntryForm
            key={formKey}
            minStake={board.limits.minStake}
            maxStake={board.limits.maxStake}
            closed={locked}
            busy={isPending}
            symbol={symbol}
            onSubmit={(bets) => {
              reset();
              setPlaced(null);
              setPending(bets);
              setConfirming(true);
            }}
          />
        </section>
        <aside className="s4d-page__side">
          <PrizeTable odds={board.odds} symbol={symbol} />
        </aside>
      </div>

      <section className="s4d-page__results" aria-labelledby="s4d-results-title">
        <header className="s4d-page__head">
          <h2 id="s4d-results-title" className="s4d-section-title">
            <SparkIcon />
            {shown && shown.numero !== latest?.numero ? t('results.picked') : t('results.latest')}
          </h2>
          {shown && latest && shown.numero !== latest.numero ? (
            <button
              type="button"
              className="btn btn--ghost btn--sm"
              onClick={() => setPicked(null)}
              data-testid="s4d-latest"
            >
              {t('results.backToLatest')}
            </button>
          ) : null}
        </header>
        <div className="s4d-page__grid">
          <div
            className="s4d-page__board"
            ref={resultRef}
            data-testid="s4d-result-board"
            data-numero={shown?.numero ?? ''}
          >
            {shown ? (
              <ResultBoard result={shown.result} numero={shown.numero} drawsAt={shown.drawsAt} />
            ) : results.isPending ? (
              <LoadingBlock height={360} />
            ) : (
              <div className="s4d-panel">
                <EmptyState icon={<SparkIcon />} title={t('results.none')} text={t('results.noneText')} />
              </div>
            )}
          </div>
          <div className="s4d-page__tools">
            <div className="s4d-page__cell" data-testid="s4d-calendar">
              <DrawCalendar
                specialDays={board.calendar?.specialDays ?? []}
                drawnNumeros={drawnNumeros}
                now={calendarNow}
                onPick={(numero) => pick(numero)}
                selected={shown?.numero}
              />
            </div>
          </div>
          <div className="s4d-page__cell s4d-page__search" data-testid="s4d-search">
            <h3 className="s4d-section-title s4d-section-title--sm">
              {t('results.search')}
              {drawnNumeros.size > 0 ? (
                <small>{t('results.searchLead', { count: drawnNumeros.size })}</small>
              ) : null}
            </h3>
            <NumberSearch draws={draws} onPick={(numero) => pick(numero, true)} />
          </div>
        </div>
      </section>

      <section className="s4d-page__bets" aria-labelledby="s4d-bets-title">
        <h2 id="s4d-bets-title" className="s4d-section-title">
          <TicketIcon />
          {t('myBets.title')}
        </h2>
        <div className="s4d-panel s4d-page__mybets">
          <MyBets gameCode={gameCode} cancellable={cancellable} live={live} symbol={symbol} />
        </div>
      </section>

      <SlipConfirm
        open={confirming}
        bets={pending}
        numero={current?.numero ?? ''}
        soldOut={soldOut}
        locked={locked}
        busy={isPending}
        error={error ? errorMessageOf(error) : null}
        symbol={symbol}
        onBack={() => {
          reset();
          setConfirming(false);
        }}
        onConfirm={confirm}
      />
    </>
  );
}
