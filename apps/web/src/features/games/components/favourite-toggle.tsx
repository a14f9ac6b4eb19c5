import { useTranslation } from 'react-i18next';
import { useFavourites, type FavouriteTarget } from '../hooks/use-favourites.ts';
import { HeartIcon } from './game-icons.tsx';

/** The heart of a game tile (login required; optimistic; one call per second). */
export function FavouriteToggle({ game, name }: { game: FavouriteTarget; name: string }) {
  const { t } = useTranslation('games');
  const { isFavourite, toggle } = useFavourites();
  const active = isFavourite(game);
  return (
    <button
      type="button"
      className={`favourite-toggle${active ? ' is-active' : ''}`}
      aria-pressed={active}
      aria-label={active ? t('favourites.remove', { name }) : t('favourites.add', { name })}
      title={active ? t('favourites.removeShort') : t('favourites.addShort')}
      onClick={(event) => {
        event.stopPropagation();
        toggle(game);
      }}
      data-testid="favourite-toggle"
    >
      <HeartIcon />
    </button>
  );
}
