import type { NumeroInfo, PointGame } from '@msp/contracts/lottery/api.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementVisible } from '../../../shared/lib/use-element-visible.ts';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { clockOffset, phaseOf } from '../../../shared/lib/server-clock.ts';
import { useServerNow } from '../../../shared/lib/use-server-now.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { LockIcon, LotteryIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { boardQueryOptions, lotteryKey } from '../../lottery/api/lottery.ts';
import { useLotteryEvents } from '../../lottery/api/use-lottery-events.ts';
import { MyBets } from '../../lottery/components/my-bets.tsx';
import { vnOpenedNumeroQueryOptions } from '../api/vn-lottery.ts';
import { Money } from '../../wallet/components/money.tsx';
import { fromMinor, plainAmount, toMinor } from '../../../shared/lib/minor-units.ts';
import { gameTitle, vnFamilyOf } from '../lib/games.ts';
import {
  betKeysOf,
  formatOdds,
  inputOf,
  isCombination,
  soldOutNumbers,
  vnPlayTypeNames,
  type MenuPlayType,
} from '../lib/play-types.ts';
import { priceVnSlip, type VnLine } from '../lib/vn-slip.ts';
import { DigitRow } from './digit-row.tsx';
import { FourDigitPicker } from './four-digit-picker.tsx';
import { NumberBoard } from './number-board.tsx';
import { PlayTypeMenu } from './play-type-menu.tsx';
import { VnBetSlip } from './vn-bet-slip.tsx';
import { VnCountdown } from './vn-countdown.tsx';
import { VnResultsPanel } from './vn-results-panel.tsx';

type Loose = (key: string, options?: Record<string, unknown>) => string;

const chipValues = ['1', '2', '5', '10', '20', '50', '100', '500', '1000'];
const noNumbers: readonly string[] = [];

/** The unit stakes the game's limits allow (at least the minimum). */
function chipsFor(minStake: string, maxStake: string): string[] {
  const min = toMinor(minStake) ?? 0n;
  const max = toMinor(maxStake) ?? 0n;
  const chips = chipValues.filter((value) => {
    const minor = toMinor(value)!;
    return minor >= min && minor <= max;
  });
  return chips.length > 0 ? chips : [plainAmount(min)];
}

/**
 * One Vietnamese game: its numero and countdown on the server's clock, the play types of its region, the number
 * input of the play type, the slip, the results with their statistics, and the member's bets. Everything locks at
 * the cut-off.
 */
export function VnGameDesk({
  game,
  playTypes,
  symbol,
}: {
  game: PointGame;
  playTypes: readonly MenuPlayType[];
  symbol: string;
}) {
  const { t: typed } = useTranslation('vnLottery');
  const t = typed as unknown as Loose;
  const queryClient = useQueryClient();
  const gameCode = game.gameCode;
  const family = vnFamilyOf(game);
  const live = useLotteryEvents(gameCode, (event) => {
    if (event.type !== 'SETTLED') void queryClient.invalidateQueries({ queryKey: [lotteryKey, 'vn-menu'] });
  });
  const boardQuery = useQuery(boardQueryOptions(gameCode));
  const openedQuery = useQuery({
    ...vnOpenedNumeroQueryOptions(gameCode),
    refetchInterval: (query) => {
      const opened = query.state.data;
      if (!opened?.current) return 5_000;
      const serverNow = Date.now() + clockOffset(opened.serverTime, query.state.dataUpdatedAt);
      return phaseOf(opened.current, serverNow) === 'open' ? (live ? 30_000 : 10_000) : 2_000;
    },
  });

  const serverTime = openedQuery.data?.serverTime ?? boardQuery.data?.serverTime;
  const receivedAt = openedQuery.data ? openedQuery.dataUpdatedAt : boardQuery.dataUpdatedAt;
  const offset = useMemo(
    () => (serverTime ? clockOffset(serverTime, receivedAt) : 0),
    [serverTime, receivedAt],
  );
  const now = useServerNow(offset);
  const current = openedQuery.data ? openedQuery.data.current : (boardQuery.data?.current ?? game.current);
  const phase = current ? phaseOf(current, now) : null;
  const locked = phase !== 'open';

  /* At the cut-off the next numero is asked for; a new numero has its own odds and sold-out keys. */
  useEffect(() => {
    if (phase && phase !== 'open')
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'opened'] });
  }, [phase, gameCode, queryClient]);
  const boardNumero = boardQuery.data?.current?.numero;
  useEffect(() => {
    if (current && boardNumero !== undefined && boardNumero !== current.numero)
      void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'board'] });
  }, [current, boardNumero, gameCode, queryClient]);

  /* The numeros this page has shown: one whose draw time has passed without a result is being drawn. */
  const [watched, setWatched] = useState<NumeroInfo[]>([]);
  if (current && !watched.some((numero) => numero.numero === current.numero))
    setWatched([...watched, current].slice(-3));

  const [playTypeCode, setPlayTypeCode] = useState(playTypes[0]?.playType ?? 'LO2');
  const [selections, setSelections] = useState<Record<string, string[]>>({});
  const [unitText, setUnitText] = useState<string | null>(null);
  /* Phones: the bar that leads to the slip hides while the slip itself is in view. */
  const slipInView = useElementVisible('vn-slip', boardQuery.data !== undefined);

  if (boardQuery.error)
    return (
      <EmptyState
        icon={<LotteryIcon />}
        title={t('game.notFound', { code: gameCode })}
        text={errorMessageOf(boardQuery.error)}
      />
    );
  if (boardQuery.isPending) return <LoadingBlock height={520} />;

  const board = boardQuery.data;
  const title = gameTitle(typed, game);
  const playType = playTypes.find((each) => each.playType === playTypeCode) ?? playTypes[0];
  if (!playType) return null;
  const chips = chipsFor(board.limits.minStake, board.limits.maxStake);
  const unit = unitText ?? chips[0]!;
  const selected = selections[playType.playType] ?? noNumbers;
  const setSelected = (numbers: string[]) =>
    setSelections((all) => ({ ...all, [playType.playType]: numbers }));
  const soldOutKeys = new Set(board.soldOut);
  const soldOut = soldOutNumbers(playType, board.soldOut);
  const keys = playTypes.flatMap((each) =>
    betKeysOf(each, selections[each.playType] ?? noNumbers).map((betKey) => ({ betKey, playType: each })),
  );
  const slip = priceVnSlip(keys, unit, board.odds, board.limits, soldOutKeys);
  const counts = Object.fromEntries(
    Object.entries(selections).map(([code, numbers]) => [code, numbers.length]),
  );
  const combination = isCombination(playType);
  const pending =
    combination && selected.length < playType.numbers
      ? t('input.pickExactly', {
          count: playType.numbers,
          name: vnPlayTypeNames[playType.playType] ?? playType.playType,
          left: playType.numbers - selected.length,
        })
      : null;
  const input = inputOf(playType);
  const multiplier = board.odds[playType.playType];

  const removeLine = (line: VnLine) =>
    setSelections((all) => {
      const owner = playTypes.find((each) => each.playType === line.playType);
      if (!owner) return all;
      const numbers = all[owner.playType] ?? [];
      return {
        ...all,
        [owner.playType]: isCombination(owner) ? [] : numbers.filter((number) => number !== line.numbers[0]),
      };
    });

  return (
    <div className="vn-desk" data-testid="vn-game-desk" data-game-code={gameCode} data-family={family}>
      <header className="vn-desk__head">
        <div className="vn-desk__title">
          <span className="vn-desk__eyebrow" lang="vi">
            {t(`regions.${game.region ?? 'FAST'}.vi`)} ·{' '}
            {t(`game.sheet${family === 'VN_NORTH' ? 'North' : 'South'}`)}
          </span>
          <h2>{title}</h2>
          <span className="vn-desk__numero">
            {current ? t('game.numero', { numero: current.numero }) : t('countdown.none')}
            <span className={`vn-live${live ? ' is-live' : ''}`}>
              <span className="vn-live__dot" aria-hidden="true" />
              {live ? t('game.live') : t('game.polling')}
            </span>
          </span>
        </div>
        <VnCountdown numero={current} now={now} />
      </header>

      <div className="vn-desk__play">
        <div className="vn-desk__main">
          <PlayTypeMenu
            playTypes={playTypes}
            odds={board.odds}
            value={playType.playType}
            onChange={setPlayTypeCode}
            counts={counts}
          />
          <section
            className={`vn-input${locked ? ' is-locked' : ''}`}
            data-testid="vn-input"
            data-locked={locked}
            data-play-type={playType.playType}
          >
            <header className="vn-input__head">
              <div>
                <h3 className="vn-input__title">
                  {t(`playTypes.names.${playType.playType}`, { defaultValue: playType.playType })}
                  <span lang="vi">{vnPlayTypeNames[playType.playType]}</span>
                </h3>
                <p className="vn-input__about">
                  {t(`playTypes.about.${playType.playType}`, { defaultValue: '' })}
                </p>
              </div>
              {multiplier !== undefined ? (
                <p className="vn-input__odds">
                  <strong lang="vi">
                    {playType.pointCost} ăn {formatOdds(multiplier)}
                  </strong>
                  <small>
                    {t(
                      combination || !['LO2', 'LO3'].includes(playType.playType)
                        ? 'playTypes.oddsOnce'
                        : 'playTypes.oddsLong',
                      {
                        cost: playType.pointCost,
                        win: formatOdds(multiplier),
                      },
                    )}
                  </small>
                </p>
              ) : null}
            </header>
            {pending ? (
              <p className="vn-input__pending" data-testid="vn-pending">
                {pending}
              </p>
            ) : null}
            {input.kind === 'board' ? (
              <NumberBoard
                key={playType.playType}
                digits={input.digits}
                selected={selected}
                onChange={setSelected}
                soldOut={soldOut}
                maxSelectable={combination ? playType.numbers : undefined}
                disabled={locked}
              />
            ) : input.kind === 'digit' ? (
              <DigitRow selected={selected} onChange={setSelected} soldOut={soldOut} disabled={locked} />
            ) : (
              <FourDigitPicker
                selected={selected}
                onChange={setSelected}
                soldOut={soldOut}
                disabled={locked}
              />
            )}
            {locked ? (
              <div className="vn-lock" data-testid="vn-lock">
                <LockIcon aria-hidden="true" />
                <strong>{current ? t('lock.closed') : t('countdown.none')}</strong>
                <span>{t('lock.next')}</span>
              </div>
            ) : null}
          </section>
        </div>
        <VnBetSlip
          gameCode={gameCode}
          numero={current}
          now={now}
          locked={locked}
          slip={slip}
          limits={board.limits}
          symbol={symbol}
          unitText={unit}
          chips={chips}
          onUnit={setUnitText}
          onRemove={removeLine}
          onClear={() => setSelections({})}
          pending={pending}
          onPlaced={() => {
            setSelections({});
            void queryClient.invalidateQueries({ queryKey: [lotteryKey, gameCode, 'board'] });
            void queryClient.invalidateQueries({ queryKey: [lotteryKey, 'vn-recent'] });
          }}
        />
      </div>

      <section className="vn-desk__results" aria-label={t('results.heading')}>
        <h2 className="vn-section-title">{t('results.heading')}</h2>
        <VnResultsPanel
          gameCode={gameCode}
          family={family}
          title={title}
          daily={game.intervalMinutes === null}
          highlight={selected}
          watched={watched}
          offset={offset}
          live={live}
        />
      </section>

      <section className="vn-desk__bets vn-mybets" aria-label={t('myBets.heading')}>
        <h2 className="vn-section-title">{t('myBets.heading')}</h2>
        <MyBets
          gameCode={gameCode}
          cancellable={current && phase === 'open' ? current.numero : null}
          live={live}
          symbol={symbol}
        />
      </section>

      {slip.lines.length > 0 && !slipInView ? (
        <a href="#vn-slip" className="vn-mobilebar" data-testid="vn-slip-mobilebar">
          <span>{t('slip.mobile', { count: slip.lines.length })}</span>
          <strong>
            <Money amount={fromMinor(slip.total)} symbol={symbol} /> · {t('slip.open')}
          </strong>
        </a>
      ) : null}
    </div>
  );
}
