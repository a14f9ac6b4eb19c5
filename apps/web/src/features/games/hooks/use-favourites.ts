import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../../shared/lib/api-client.ts';
import { openPopup } from '../../../shared/lib/popup-store.ts';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { showToast } from '../../../shared/lib/toast-store.ts';
import {
  addFavourite,
  favouriteIdsQueryOptions,
  gamesKey,
  removeFavourite,
  type FavouriteGame,
} from '../api/games.ts';
import { createThrottle } from '../lib/throttle.ts';

/** Spec §9: the favourite toggle sends at most one call per 1000 ms (one gate for every heart). */
export const favouriteThrottleMs = 1000;
const favouriteThrottle = createThrottle(favouriteThrottleMs);

/** Opens the gate again (tests). */
export function resetFavouriteThrottle(): void {
  favouriteThrottle.reset();
}

export type FavouriteTarget = FavouriteGame & { favourite?: boolean };

/**
 * The member's favourites (spec §4): the ids of the ids call live in the query cache. Adding an existing game
 * does nothing; adding and removing change the cache first and then tell the server, and a refused call
 * puts the cache back. Guests get the login pop-up.
 */
export function useFavourites() {
  const { t } = useTranslation('games');
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const idsOptions = favouriteIdsQueryOptions(token);
  const idsKey = idsOptions.queryKey;
  const { data: ids } = useQuery(idsOptions);

  const isFavourite = useCallback(
    (game: Pick<FavouriteTarget, 'nodeId' | 'favourite'>) =>
      ids ? ids.includes(game.nodeId) : game.favourite === true,
    [ids],
  );

  const settle = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [gamesKey, 'favourites', 'list'] });
  }, [queryClient]);

  const add = useCallback(
    async (game: FavouriteTarget) => {
      const current = queryClient.getQueryData(idsKey) ?? (game.favourite ? [game.nodeId] : []);
      if (current.includes(game.nodeId)) return;
      await queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData(idsKey, (list = current) => [
        ...list.filter((id) => id !== game.nodeId),
        game.nodeId,
      ]);
      try {
        await addFavourite(game);
        settle();
      } catch (error) {
        queryClient.setQueryData(idsKey, (list = []) => list.filter((id) => id !== game.nodeId));
        showToast(errorMessageOf(error), 'error');
      }
    },
    [queryClient, idsKey, settle],
  );

  const remove = useCallback(
    async (game: FavouriteTarget) => {
      const current = queryClient.getQueryData(idsKey) ?? (game.favourite ? [game.nodeId] : []);
      const index = current.indexOf(game.nodeId);
      if (index < 0) return;
      await queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData(idsKey, (list = current) => list.filter((id) => id !== game.nodeId));
      try {
        await removeFavourite(game.nodeId);
        settle();
      } catch (error) {
        queryClient.setQueryData(idsKey, (list = []) => {
          if (list.includes(game.nodeId)) return list;
          const next = [...list];
          next.splice(Math.min(index, next.length), 0, game.nodeId);
          return next;
        });
        showToast(errorMessageOf(error), 'error');
      }
    },
    [queryClient, idsKey, settle],
  );

  /** The heart: login first; one call per second (a gentle note when faster). */
  const toggle = useCallback(
    (game: FavouriteTarget) => {
      if (!token) {
        openPopup('loginPopupModal', {});
        return;
      }
      if (!favouriteThrottle.tryPass()) {
        showToast(t('favourites.slowDown'), 'info', 2000);
        return;
      }
      void (isFavourite(game) ? remove(game) : add(game));
    },
    [token, t, isFavourite, add, remove],
  );

  return { ids, isFavourite, toggle, add, remove, loggedIn: token !== null };
}
