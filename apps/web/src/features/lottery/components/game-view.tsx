import type { DrawnNumero, NumeroInfo } from '@msp/contracts/lottery/api.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementVisible } from '../../../shared/lib/use-element-visible.ts';
import { Link, Navigate } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ChevronLeftIcon, ClockIcon, LockIcon, LotteryIcon, SparkIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { permissionQueryOptions } from '../../system/api/permission.ts';
import {
  boardQueryOptions,
  lobbyQueryOptions,
  lotteryKey,
  openedNumeroQueryOptions,
  resultsQueryOptions,
} from '../api/lottery.ts';
import { useLotteryEvents } from '../api/use-lottery-events.ts';
import { useServerNow } from '../../../shared/lib/use-server-now.ts';
import { quickPick } from '../lib/bet-keys.ts';
import { clockOffset, formatCountdown, phaseOf, secondsUntil } from '../../../shared/lib/server-clock.ts';
import { gameName, hasLotteryFamily, pointGamePage } from '../lib/game-names.ts';
import { addLines, toggleLine, type SlipLine } from '../lib/slip.ts';
import { toMinor } from '../../../shared/lib/minor-units.ts';
import { BetSlip } from './bet-slip.tsx';
import { FamilyBoard } from './boards.tsx';
import { Countdown } from './countdown.tsx';
import { DrawDisplay } from './draw-pieces.tsx';
import { MyBets } from './my-bets.tsx';
import { ResultsHistory } from './results-history.tsx';
import { RulesPanel } from './rules-panel.tsx';
import { TrendPanel } from './trend-panel.tsx';
import { VerifyLink } from './verify-link.tsx';

const chipValues = ['10', '20', '50', '100', '500', '1000', '5000'];
type Panel = 'results' | 'trend' | 'myBets' | 'rules';

/** The stake chips the game's limits allow (at least the minimum stake). */
function chipsFor(minStake: string, maxStake: string): string[] {
  const min = toMinor(minStake) ?? 0n;
  const max = toMinor(maxStake) ?? 0n;
  const chips = chipValues.filter((value) => {
    const minor = toMinor(value)!;
    return minor >= min && minor <= max;
  });
  return chips.length > 0 ? chips : [minStake.replace(/\.00$/, '')];
}

/** The draw panel: the numero being drawn (rolling), or the latest result (rolled in when it has just come). */
function DrawStage({
  gameCode,
  family,
  drawing,
  latest,
  witnessed,
  now,
}: {
  gameCode: string;
  family: Parameters<typeof DrawDisplay>[0]['family'];
  drawing: NumeroInfo | null;
  latest: DrawnNumero | undefined;
  witnessed: boolean;
  now: number;
}) {
  const { t } = useTranslation('lottery');
  if (drawing) {
    const phase = phaseOf(drawing, now);
    return (
      <div className="lt-stage__draw is-drawing" data-testid="draw-stage" data-numero={drawing.numero}>
        <header className="lt-stage__drawhead">
          <span className="lt-live-dot" aria-hidden="true" />
          <span>{t('stage.drawingNumero', { numero: drawing.numero })}</span>
          {phase === 'closed' ? (
            <span className="lt-stage__in lt-mono">
              {formatCountdown(secondsUntil(drawing.drawsAt, now))}
            </span>
          ) : null}
        </header>
        <DrawDisplay key={`pending-${drawing.numero}`} family={family} result={null} testId="draw-display" />
      </div>
    );
  }
  if (!latest?.result)
    return (
      <div className="lt-stage__draw" data-testid="draw-stage">
        <p className="lt-stage__none">{t('stage.noResult')}</p>
      </div>
    );
  return (
    <div className="lt-stage__draw" data-testid="draw-stage" data-numero={latest.numero}>
      <header className="lt-stage__drawhead">
        <span>{t('stage.latest')}</span>
        <strong className="lt-mono" data-testid="latest-numero">
          {latest.numero}
        </strong>
        <VerifyLink gameCode={gameCode} numero={latest.numero} />
      </header>
      <DrawDisplay
        key={`result-${latest.numero}`}
        family={family}
        result={latest.result}
        animate={witnessed}
        testId="draw-display"
      />
    </div>
  );
}

/** The betting page of one game: countdown, draw, board, slip, and the results, trend, bets and rules. */
export function GameView({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery');
  const queryClient = useQueryClient();
  const live = useLotteryEvents(gameCode);
  const boardQuery = useQuery(boardQueryOptions(gameCode));
  const openedQuery = useQuery({
    ...openedNumeroQueryOptions(gameCode),
    refetchInterval: (query) => {
      const opened = query.state.data;
      if (!opened?.current) return 5_000;
      const serverNow = Date.now() + clockOffset(opened.serverTime, query.state.dataUpdatedAt);
      return phaseOf(opened.current, serverNow) === 'open' ? (live ? 30_000 : 10_000) : 2_000;
    },
  });
  const { data: lobby } = useQuery(lobbyQueryOptions());
  const { data: permission } = useQuery(permissionQueryOptions());
  const symbol = permission?.merchant.currencySymbol ?? '৳';

  const serverTime = openedQuery.data?.serverTime ?? boardQuery.data?.serverTime;
  const receivedAt = openedQuery.data ? openedQuery.dataUpdatedAt : boardQuery.dataUpdatedAt;
  const offset = useMemo(
    () => (serverTime ? clockOffset(serverTime, receivedAt) : 0),
    [serverTime, receivedAt],
  );
  const now = useServerNow(offset);
  const current = openedQuery.data ? openedQuery.data.current : (boardQuery.data?.current ?? null);
  const phase = current ? phaseOf(current, now) : null;
  const locked = phase !== 'open';

  /* The numeros shown as current on this page: the one whose cut-off has passed is the draw to watch. */
  const [watched, setWatched] = useState<NumeroInfo[]>([]);
  if (current && !watched.some((numero) => numero.numero === current.numero))
    setWatched([...watched, current].slice(-4));

  const results = useQuery({
    ...resultsQueryOptions(gameCode, 1, 10),
    refetchInterval: (query) => {
      const drawn = new Set(query.state.data?.content.map((numero) => numero.numero));
      const waiting = watched.some(
        (numero) => !drawn.has(numero.numero) && Date.now() + offset >= Date.parse(numero.closesAt),
      );
      return waiting ? 2_000 : live ? 60_000 : 10_000;
    },
  });
  const latest = results.data?.content.find((numero) => numero.result);
  const drawnNumeros = new Set(
    results.data?.content.filter((numero) => numero.result).map((numero) => numero.numero),
  );
  const latestTime = latest ? Date.parse(latest.drawsAt) : 0;
  const drawing =
    [...watched]
      .reverse()
      .find(
        (numero) =>
          !drawnNumeros.has(numero.numero) &&
          now >= Date.parse(numero.closesAt) &&
          Date.parse(numero.drawsAt) > latestTime &&
          numero.status !== 'VOID',
      ) ?? null;

  /* At the cut-off the board locks and the next numero is asked for. */
  useEffect(() => {
    if (phase && phase !== 'open')
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'opened'] });
  }, [phase, gameCode, queryClient]);

  const [lines, setLines] = useState<SlipLine[]>([]);
  const [chip, setChip] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>('results');
  /* Phones: the bar that leads to the slip hides while the slip itself is in view. */
  const slipInView = useElementVisible('bet-slip', boardQuery.data !== undefined);

  if (boardQuery.error)
    return (
      <div className="lt-game lt-game--missing container">
        <EmptyState
          icon={<LotteryIcon />}
          title={t('game.notFound', { code: gameCode })}
          text={errorMessageOf(boardQuery.error)}
        />
        <Link to="/lottery" className="btn btn--outline">
          <ChevronLeftIcon />
          {t('game.back')}
        </Link>
      </div>
    );
  if (boardQuery.isPending) return <LoadingBlock height={520} />;
  // A Vietnamese or 4D game has a page of its own.
  if (!hasLotteryFamily(boardQuery.data)) {
    return (
      <Navigate
        replace
        to={`${pointGamePage(boardQuery.data.family)}?gameCode=${encodeURIComponent(gameCode)}`}
      />
    );
  }
  const board = boardQuery.data;
  const { name, schedule } = gameName(t, board);
  const chips = chipsFor(board.limits.minStake, board.limits.maxStake);
  const stake = chip && chips.includes(chip) ? chip : (chips.find((value) => value === '10') ?? chips[0]!);
  const siblings = (lobby?.games ?? []).filter((game) => game.family === board.family);
  const selected = new Set(lines.map((line) => line.betKey));
  const boardProps = {
    family: board.family,
    odds: board.odds,
    selected,
    locked,
    onToggle: (betKey: string) => setLines((current) => toggleLine(current, betKey, stake)),
    onAdd: (betKeys: string[]) => setLines((current) => addLines(current, betKeys, stake)),
  };
  const cancellable = current && phase === 'open' ? current.numero : null;

  return (
    <div
      className={`lt-game lt-game--${board.family.toLowerCase()}`}
      data-testid="lottery-game"
      data-game-code={gameCode}
      data-family={board.family}
    >
      <div className="lt-game__bar">
        <Link to="/lottery" className="lt-back" data-testid="lottery-back">
          <ChevronLeftIcon />
          <span>{t('game.lobby')}</span>
        </Link>
        <h1 className="lt-game__title">
          {name}
          <span className="lt-game__schedule">
            <ClockIcon />
            {schedule}
          </span>
          <span className="lt-game__terms" data-testid="lottery-terms">
            {t('game.prizeMode', { mode: board.prizeMode })} ·{' '}
            {t('game.rebate', { percent: board.rebatePercent })}
          </span>
        </h1>
        {siblings.length > 1 ? (
          <nav className="lt-switch" aria-label={t('game.switch')}>
            {siblings.map((game) => (
              <Link
                key={game.gameCode}
                to={`/lottery?gameCode=${encodeURIComponent(game.gameCode)}`}
                className={`lt-switch__item${game.gameCode === gameCode ? ' is-on' : ''}`}
                aria-current={game.gameCode === gameCode ? 'page' : undefined}
              >
                {game.intervalMinutes === null
                  ? t('schedule.classicShort')
                  : t('schedule.short', { count: game.intervalMinutes })}
              </Link>
            ))}
          </nav>
        ) : null}
        <span
          className={`lt-conn${live ? ' is-live' : ''}`}
          title={live ? t('game.live') : t('game.polling')}
        >
          <span className="lt-live-dot" aria-hidden="true" />
          {live ? t('game.live') : t('game.polling')}
        </span>
      </div>

      <section className="lt-stage">
        <Countdown numero={current} now={now} />
        <DrawStage
          gameCode={gameCode}
          family={board.family}
          drawing={drawing}
          latest={latest}
          witnessed={!!latest && watched.some((numero) => numero.numero === latest.numero)}
          now={now}
        />
      </section>

      <div className="lt-play">
        <div className="lt-play__main">
          <div className="lt-toolbar">
            <div className="lt-chips" role="group" aria-label={t('board.stake')}>
              <span className="lt-toolbar__label">{t('board.stake')}</span>
              {chips.map((value) => (
                <button
                  key={value}
                  type="button"
                  className={`lt-chip${value === stake ? ' is-on' : ''}`}
                  aria-pressed={value === stake}
                  onClick={() => setChip(value)}
                  data-testid="stake-chip"
                  data-amount={value}
                >
                  {value}
                </button>
              ))}
            </div>
            <div className="lt-quick" role="group" aria-label={t('board.quick')}>
              <SparkIcon />
              <span className="lt-toolbar__label">{t('board.quick')}</span>
              {[1, 3, 5].map((count) => (
                <button
                  key={count}
                  type="button"
                  className="lt-chip lt-chip--quick"
                  disabled={locked}
                  onClick={() =>
                    setLines((current) => addLines(current, quickPick(board.family, count), stake))
                  }
                  data-testid={`quick-pick-${count}`}
                >
                  ×{count}
                </button>
              ))}
            </div>
          </div>
          <div
            className={`lt-board-wrap${locked ? ' is-locked' : ''}`}
            data-testid="board"
            data-locked={locked}
          >
            <FamilyBoard {...boardProps} />
            {locked ? (
              <div className="lt-lock" data-testid="board-lock">
                <LockIcon />
                <strong>{current ? t('lock.closed') : t('countdown.none')}</strong>
                {current && phase === 'closed' ? (
                  <span>
                    {t('lock.drawIn', { time: formatCountdown(secondsUntil(current.drawsAt, now)) })}
                  </span>
                ) : current ? (
                  <span>{t('lock.next')}</span>
                ) : null}
              </div>
            ) : null}
          </div>
        </div>
        <BetSlip
          board={board}
          numero={current}
          locked={locked}
          lines={lines}
          onLines={setLines}
          symbol={symbol}
        />
      </div>

      <section className="lt-panels">
        <div className="lt-tabs" role="tablist" aria-label={t('panels.label')}>
          {(['results', 'trend', 'myBets', 'rules'] as const).map((option) => (
            <button
              key={option}
              type="button"
              role="tab"
              aria-selected={panel === option}
              className={`lt-tab${panel === option ? ' is-on' : ''}`}
              onClick={() => setPanel(option)}
              data-testid={`panel-${option}`}
            >
              {t(`panels.${option}`)}
            </button>
          ))}
        </div>
        <div className="lt-panels__body" role="tabpanel">
          {panel === 'results' ? <ResultsHistory gameCode={gameCode} family={board.family} /> : null}
          {panel === 'trend' ? <TrendPanel gameCode={gameCode} family={board.family} /> : null}
          {panel === 'myBets' ? (
            <MyBets gameCode={gameCode} cancellable={cancellable} live={live} symbol={symbol} />
          ) : null}
          {panel === 'rules' ? (
            <RulesPanel family={board.family} odds={board.odds} cutoffSeconds={board.cutoffSeconds} />
          ) : null}
        </div>
      </section>

      {lines.length > 0 && !slipInView ? (
        <a href="#bet-slip" className="lt-mobilebar" data-testid="slip-mobilebar">
          <span>{t('slip.mobile', { count: lines.length })}</span>
          <strong>{t('slip.open')}</strong>
        </a>
      ) : null}
    </div>
  );
}
