import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { GameTile, GameTileSkeleton, type TileGame } from './game-tile.tsx';

interface InfiniteSentinelProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

const supportsObserver = () => typeof IntersectionObserver !== 'undefined';

/**
 * The end of an infinite list: an IntersectionObserver sentinel loads the next page as it nears the viewport;
 * browsers without one get a "load more" button.
 */
export function InfiniteSentinel({ hasNextPage, isFetchingNextPage, fetchNextPage }: InfiniteSentinelProps) {
  const { t } = useTranslation('games');
  const sentinel = useRef<HTMLDivElement>(null);
  const observe = supportsObserver();
  const next = useRef(fetchNextPage);
  useEffect(() => {
    next.current = fetchNextPage;
  }, [fetchNextPage]);

  useEffect(() => {
    const node = sentinel.current;
    if (!observe || !node || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) next.current();
      },
      { rootMargin: '0px 0px 480px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [observe, hasNextPage, isFetchingNextPage]);

  if (!hasNextPage) return null;
  return (
    <div className="game-list-more" ref={sentinel} data-testid="game-list-sentinel">
      {isFetchingNextPage ? (
        <Spinner size={28} label={t('list.loadingMore')} />
      ) : observe ? null : (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => next.current()}
          data-testid="game-list-load-more"
        >
          {t('list.loadMore')}
        </button>
      )}
    </div>
  );
}

interface GameGridProps {
  games: readonly TileGame[];
  vendorNames?: ReadonlyMap<string, string>;
  /** First page still loading: skeleton tiles. */
  loading?: boolean;
  onStarted?: () => void;
  className?: string;
  footer?: ReactNode;
}

/** Tiles a phone's first screen shows (two rows of three): their icons load with the page, not once in view. */
export const firstScreenTiles = 6;

/** The responsive grid of game tiles. */
export function GameGrid({ games, vendorNames, loading, onStarted, className, footer }: GameGridProps) {
  const { t } = useTranslation('games');
  return (
    <>
      <ul
        className={`game-grid${className ? ` ${className}` : ''}`}
        aria-label={t('list.label')}
        aria-busy={loading || undefined}
        data-testid="game-grid"
      >
        {loading
          ? Array.from({ length: 12 }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <GameTileSkeleton />
              </li>
            ))
          : games.map((game, index) => (
              <li key={`${game.nodeId}-${game.vassalage}`}>
                <GameTile
                  game={game}
                  eager={index < firstScreenTiles}
                  vendorName={vendorNames?.get(game.vassalage.toUpperCase())}
                  {...(onStarted ? { onStarted } : {})}
                />
              </li>
            ))}
      </ul>
      {footer}
    </>
  );
}
