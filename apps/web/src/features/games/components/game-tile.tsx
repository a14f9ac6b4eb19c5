import type { Game } from '@msp/contracts/games.ts';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../shared/ui/lazy-image.tsx';
import { ArrowRightIcon, FireIcon, PlayIcon } from '../../../shared/ui/icons.tsx';
import { useImageUrl } from '../hooks/use-image-url.ts';
import { defaultGameIcon } from '../lib/default-icon.ts';
import { liveClassOf } from '../lib/live-class.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { useGameLaunch, type LaunchableGame } from './use-game-launch.ts';
import './game-tile.css';

/** The fields a tile shows; the game list, favourites, recent games and home's hot games all carry them. */
export type TileGame = LaunchableGame &
  Pick<Game, 'gameName' | 'nodeName' | 'iconUrl' | 'showIcon' | 'supportPlay' | 'isTop'> &
  Partial<Pick<Game, 'favourite'>>;

interface GameTileProps {
  game: TileGame;
  /** The vendor's display name (default: its code). */
  vendorName?: string;
  /** Called when a launch goes ahead (a pop-up list closes itself). */
  onStarted?: () => void;
  /** Show the favourite heart (default: for games, not for vendor groups). */
  favourite?: boolean;
  /** Load the icon with the page (a tile of the first screen), not once in view. */
  eager?: boolean;
}

/**
 * A game tile: icon (lazy, CDN host, one retry, default icon), name, vendor, hot badge (isTop), the live
 * class of a LIVE game, a favourite heart, play and — where supportPlay is 0 — a free demo. Every launch goes
 * through useGameLaunch.
 */
export function GameTile({ game, vendorName, onStarted, favourite, eager = false }: GameTileProps) {
  const { t } = useTranslation('games');
  const { launchGame } = useGameLaunch();
  const imageUrl = useImageUrl();
  const name = game.gameName || game.nodeName || game.gameCode;
  const group = game.isGame === 'VASSALAGE';
  const liveClass = game.gameType === 'LIVE' ? liveClassOf(game) : null;
  const demo = !group && game.supportPlay === 0;
  const icon = game.showIcon || game.iconUrl;
  const launchOptions = onStarted ? { onStarted } : {};

  return (
    <article
      className={`game-tile${group ? ' game-tile--group' : ''}`}
      data-testid="game-tile"
      data-node-id={game.nodeId}
      data-game-code={game.gameCode}
      data-vendor={game.vassalage}
    >
      <div className="game-tile__media">
        <LazyImage
          src={icon ? imageUrl(icon) : ''}
          fallbackSrc={defaultGameIcon}
          alt={name}
          className="game-tile__image"
          eager={eager}
          testId="game-tile-image"
        />
        <div className="game-tile__badges">
          {game.isTop ? (
            <span className="game-badge game-badge--hot">
              <FireIcon />
              <span className="game-badge__text">{t('tile.hot')}</span>
            </span>
          ) : null}
          {game.gameType === 'LIVE' ? (
            <span className="game-badge game-badge--live" data-live-class={liveClass ?? ''}>
              <span className="game-badge__dot" aria-hidden="true" />
              <span className="game-badge__text">
                {liveClass ? t(`liveClasses.${liveClass}`) : t('tile.live')}
              </span>
            </span>
          ) : null}
        </div>
        <button
          type="button"
          className="game-tile__play"
          onClick={() => launchGame(game, launchOptions)}
          aria-label={group ? t('tile.openGroup', { name }) : t('tile.playName', { name })}
          data-testid="game-tile-play"
        >
          <span className="game-tile__play-icon" aria-hidden="true">
            {group ? <ArrowRightIcon /> : <PlayIcon />}
          </span>
          <span className="game-tile__play-label">{group ? t('tile.openGroupShort') : t('play')}</span>
        </button>
        {(favourite ?? !group) ? <FavouriteToggle game={game} name={name} /> : null}
      </div>
      <div className="game-tile__info">
        <h3 className="game-tile__name" title={name}>
          {name}
        </h3>
        <div className="game-tile__meta">
          <p className="game-tile__vendor">{vendorName ?? game.vassalage}</p>
          {demo ? (
            <button
              type="button"
              className="game-tile__demo"
              onClick={() => launchGame(game, { ...launchOptions, demo: true })}
              aria-label={t('tile.demoName', { name })}
              data-testid="game-tile-demo"
            >
              {t('tile.demo')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}

/** A grey tile of the loading grid. */
export function GameTileSkeleton() {
  return (
    <div className="game-tile game-tile--skeleton" aria-hidden="true">
      <div className="game-tile__media">
        <span className="lazy-image" />
      </div>
      <div className="game-tile__info">
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}
