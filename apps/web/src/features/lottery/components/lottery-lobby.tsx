import type { LotteryGame } from '@msp/contracts/lottery/api.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ClockIcon, LotteryIcon, ShieldIcon, SparkIcon } from '../../../shared/ui/icons.tsx';
import { LoadingBlock } from '../../../shared/ui/spinner.tsx';
import { lobbyQueryOptions } from '../api/lottery.ts';
import { useServerNow } from '../../../shared/lib/use-server-now.ts';
import { clockOffset, formatCountdown, phaseOf, secondsUntil } from '../../../shared/lib/server-clock.ts';
import { gameName, type OfLotteryFamily } from '../lib/game-names.ts';
import { Ball, Die, DrawDisplay } from './draw-pieces.tsx';

/** The lobby lists the families in this order, each by its interval. */
const familyOrder = ['DIGITS3', 'DICE', 'DIGITS5', 'BALLS49'];

function FamilyArt({ game }: { game: OfLotteryFamily<LotteryGame> }) {
  switch (game.family) {
    case 'DIGITS3':
      return (
        <span className="lt-art">
          <Ball number={2} size="sm" />
          <Ball number={8} size="sm" />
          <Ball number={10} size="sm" tone="red" />
        </span>
      );
    case 'DICE':
      return (
        <span className="lt-art">
          <Die face={6} size="sm" />
          <Die face={3} size="sm" />
          <Die face={5} size="sm" />
        </span>
      );
    case 'DIGITS5':
      return (
        <span className="lt-art lt-art--digits">
          {[5, 0, 7, 2, 9].map((digit, index) => (
            <span key={index}>{digit}</span>
          ))}
        </span>
      );
    case 'BALLS49':
      return (
        <span className="lt-art">
          <Ball number={7} size="sm" tone="red" />
          <Ball number={20} size="sm" tone="blue" />
          <Ball number={49} size="sm" tone="green" />
        </span>
      );
  }
}

function GameCard({ game, now }: { game: OfLotteryFamily<LotteryGame>; now: number }) {
  const { t } = useTranslation('lottery');
  const { name, schedule } = gameName(t, game);
  const phase = game.current ? phaseOf(game.current, now) : null;
  return (
    <li>
      <Link
        to={`/lottery?gameCode=${encodeURIComponent(game.gameCode)}`}
        className={`lt-card lt-card--${game.family.toLowerCase()}`}
        data-testid="lottery-game-card"
        data-game-code={game.gameCode}
      >
        <span className="lt-card__glow" aria-hidden="true" />
        <span className="lt-card__top">
          <FamilyArt game={game} />
          <span className="lt-card__interval">
            <ClockIcon />
            {schedule}
          </span>
        </span>
        <span className="lt-card__name">{name}</span>
        <span className="lt-card__code lt-mono">{game.gameCode}</span>
        <span className="lt-card__timer">
          {game.current && phase === 'open' ? (
            <>
              <small>{t('countdown.closesIn')}</small>
              <b className="lt-mono" data-testid="card-countdown">
                {formatCountdown(secondsUntil(game.current.closesAt, now))}
              </b>
            </>
          ) : (
            <small>{game.current ? t('countdown.drawing') : t('countdown.none')}</small>
          )}
        </span>
        <span className="lt-card__last">
          {game.last?.result ? (
            <>
              <small>
                {t('lobby.last')} <span className="lt-mono">{game.last.numero}</span>
              </small>
              <DrawDisplay family={game.family} result={game.last.result} size="sm" />
            </>
          ) : (
            <small>{t('lobby.noResult')}</small>
          )}
        </span>
        <span className="lt-card__cta">{t('lobby.play')}</span>
      </Link>
    </li>
  );
}

/** The lobby: every ELOTT and LOTT game with its live countdown and last result. */
export function LotteryLobby() {
  const { t } = useTranslation('lottery');
  const { data, isPending, error, dataUpdatedAt } = useQuery({
    ...lobbyQueryOptions(),
    /* A card whose numero has closed fetches the next one soon. */
    refetchInterval: (query) => {
      const lobby = query.state.data;
      if (!lobby) return 15_000;
      const serverNow = Date.now() + clockOffset(lobby.serverTime, query.state.dataUpdatedAt);
      return lobby.games.some((game) => game.current && phaseOf(game.current, serverNow) !== 'open')
        ? 3_000
        : 15_000;
    },
  });
  const offset = useMemo(
    () => (data ? clockOffset(data.serverTime, dataUpdatedAt) : 0),
    [data, dataUpdatedAt],
  );
  const now = useServerNow(offset);
  const groups = (['ELOTT', 'LOTT'] as const).map((category) => ({
    category,
    games: (data?.games ?? [])
      .filter((game) => game.category === category)
      .sort(
        (a, b) =>
          familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family) ||
          (a.intervalMinutes ?? 10_000) - (b.intervalMinutes ?? 10_000),
      ),
  }));
  return (
    <div className="lt-lobby" data-testid="lottery-lobby">
      <section className="lt-hero">
        <div className="lt-hero__text">
          <p className="lt-hero__eyebrow">{t('eyebrow')}</p>
          <h1 className="lt-hero__title">{t('lobby.title')}</h1>
          <p className="lt-hero__subtitle">{t('lobby.subtitle')}</p>
          <p className="lt-hero__fair">
            <ShieldIcon />
            {t('lobby.fair')}{' '}
            <Link to="/verify" className="lt-hero__link">
              {t('verify.title')}
            </Link>
          </p>
        </div>
        <div className="lt-hero__balls" aria-hidden="true">
          <Ball number={8} tone="red" size="lg" />
          <Ball number={27} tone="gold" size="lg" />
          <Ball number={36} tone="blue" size="lg" />
          <Ball number={11} tone="green" size="lg" />
        </div>
      </section>
      {error ? (
        <p className="form-error" role="alert">
          {errorMessageOf(error)}
        </p>
      ) : isPending ? (
        <LoadingBlock height={360} />
      ) : data.games.length === 0 ? (
        <EmptyState icon={<LotteryIcon />} title={t('lobby.empty')} text={t('lobby.emptyText')} />
      ) : (
        groups
          .filter((group) => group.games.length > 0)
          .map((group) => (
            <section key={group.category} className="lt-lobby__group">
              <h2 className="lt-lobby__heading">
                <SparkIcon />
                {t(`lobby.category.${group.category}`)}
                <small>{t(`lobby.categoryHint.${group.category}`)}</small>
              </h2>
              <ul className="lt-lobby__grid">
                {group.games.map((game) => (
                  <GameCard key={game.gameCode} game={game} now={now} />
                ))}
              </ul>
            </section>
          ))
      )}
    </div>
  );
}
