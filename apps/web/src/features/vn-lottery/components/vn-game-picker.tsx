import type { PointGame, VnGameMenu } from '@msp/contracts/lottery/api.ts';
import { useTranslation } from 'react-i18next';
import { ClockIcon, StarIcon } from '../../../shared/ui/icons.tsx';
import { clockTime, countdownOf, gameTitle, type VnMenu } from '../lib/games.ts';

type Menus = VnGameMenu['gameMenus'];

/** When a game draws: "Every 1 min" for the fast draws, else the time of its next draw on this device. */
function DrawTime({ game }: { game: PointGame }) {
  const { t } = useTranslation('vnLottery');
  if (game.intervalMinutes !== null)
    return <span className="vn-game__when">{t('game.every', { count: game.intervalMinutes })}</span>;
  const drawsAt = game.current?.drawsAt ?? game.last?.drawsAt;
  return drawsAt ? (
    <span className="vn-game__when">{t('game.drawAt', { time: clockTime(drawsAt) })}</span>
  ) : null;
}

function GameCard({
  game,
  now,
  selected,
  onSelect,
}: {
  game: PointGame;
  now: number;
  selected: boolean;
  onSelect: (gameCode: string) => void;
}) {
  const { t } = useTranslation('vnLottery');
  const { phase, text } = countdownOf(game.current, now);
  const daily = game.intervalMinutes === null;
  return (
    <button
      type="button"
      className={`vn-game${selected ? ' is-on' : ''}${daily && !game.drawsToday ? ' is-later' : ''}`}
      aria-pressed={selected}
      onClick={() => onSelect(game.gameCode)}
      data-testid="vn-game"
      data-game-code={game.gameCode}
      data-today={game.drawsToday}
    >
      <span className="vn-game__top">
        <span className="vn-game__name">{gameTitle(t, game)}</span>
        {daily && game.drawsToday ? <span className="vn-game__today">{t('game.today')}</span> : null}
      </span>
      <span className="vn-game__meta">
        <ClockIcon aria-hidden="true" />
        <DrawTime game={game} />
      </span>
      <span className={`vn-game__count vn-game__count--${phase}`} data-phase={phase}>
        {phase === 'open'
          ? t('game.closesIn', { time: text })
          : phase === 'closed'
            ? t('game.closed')
            : phase === 'drawing'
              ? t('countdown.drawing')
              : t('game.noNumero')}
      </span>
    </button>
  );
}

/**
 * The games of the Vietnamese lottery: the member's recent games, the region tabs (fast draws, North, Central,
 * South) and the games of the region shown, each with the countdown to its cut-off.
 */
export function VnGamePicker({
  menus,
  recent,
  region,
  onRegion,
  gameCode,
  onSelect,
  now,
}: {
  menus: Menus;
  recent: PointGame[];
  region: VnMenu;
  onRegion: (region: VnMenu) => void;
  gameCode: string | null;
  onSelect: (gameCode: string) => void;
  now: number;
}) {
  const { t } = useTranslation('vnLottery');
  const shown = menus.find((menu) => menu.menu === region) ?? menus[0];
  return (
    <section className="vn-picker" aria-label={t('page.games')}>
      {recent.length > 0 ? (
        <div className="vn-recent" data-testid="vn-recent">
          <span className="vn-recent__label">
            <StarIcon aria-hidden="true" />
            {t('page.recent')}
          </span>
          <div className="vn-recent__list">
            {recent.map((game) => (
              <button
                key={game.gameCode}
                type="button"
                className={`vn-recent__game${game.gameCode === gameCode ? ' is-on' : ''}`}
                aria-pressed={game.gameCode === gameCode}
                onClick={() => onSelect(game.gameCode)}
                data-testid="vn-recent-game"
                data-game-code={game.gameCode}
              >
                {gameTitle(t, game)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <div className="vn-regions" role="tablist" aria-label={t('page.regions')}>
        {menus.map((menu) => {
          const on = menu.menu === shown?.menu;
          return (
            <button
              key={menu.menu}
              type="button"
              role="tab"
              aria-selected={on}
              className={`vn-region${on ? ' is-on' : ''}`}
              onClick={() => onRegion(menu.menu)}
              data-testid="vn-region-tab"
              data-region={menu.menu}
            >
              <span className="vn-region__name">{t(`regions.${menu.menu}.name`)}</span>
              <span className="vn-region__vi" lang="vi">
                {t(`regions.${menu.menu}.vi`)}
              </span>
              <span className="vn-region__count">{menu.games.length}</span>
            </button>
          );
        })}
      </div>
      {shown ? (
        <div className="vn-games" role="tabpanel" aria-label={t(`regions.${shown.menu}.name`)}>
          {shown.games.map((game) => (
            <GameCard
              key={game.gameCode}
              game={game}
              now={now}
              selected={game.gameCode === gameCode}
              onSelect={onSelect}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
