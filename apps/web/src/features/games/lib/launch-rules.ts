import type { VendorCategory } from '@msp/contracts/enums.ts';
import type { Game } from '@msp/contracts/games.ts';
import type { VendorCard } from '@msp/contracts/system.ts';
import { categoryPagePath, lotteryTarget } from '../../../shared/lib/game-categories.ts';

/** The fields of a game a launch needs (home's hot games and the game list both carry them). */
export type LaunchableGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'isGame' | 'gameCode'> &
  Partial<Pick<Game, 'gameName' | 'nodeName' | 'supportPlay' | 'iconUrl' | 'showIcon'>>;

/** A game tile, or a vendor card (a vendor with a lobby starts it; a lottery vendor opens its page). */
export type LaunchTarget = { kind: 'game'; game: LaunchableGame } | { kind: 'vendor'; card: VendorCard };

/** Spec §4: LIVE, SPORTS, ESPORTS and COCKFIGHT open in one named launcher window; the others in the stage. */
export const gameLauncherTypes: readonly VendorCategory[] = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];
/** The name of the one launcher window. */
export const gameLauncherWindow = 'game-launcher';

export type Launcher = 'GAME' | 'VENDOR';
export const launcherOf = (gameType: VendorCategory): Launcher =>
  gameLauncherTypes.includes(gameType) ? 'GAME' : 'VENDOR';

export type LaunchDecision =
  /** A vendor without a lobby: its game list (browsing needs no login). */
  | { type: 'browse'; to: string }
  | { type: 'login' }
  | { type: 'trial' }
  /** The site's own lottery pages. */
  | { type: 'route'; to: string }
  /** A VASSALAGE tile: the vendor's game list in a pop-up. */
  | { type: 'vendorGames' }
  | { type: 'start'; launcher: Launcher };

/** What a click on a game or vendor does (spec §4 "Game launch"), in the spec's order. */
export function decideLaunch(
  target: LaunchTarget,
  session: { loggedIn: boolean; trial: boolean },
): LaunchDecision {
  if (target.kind === 'vendor') {
    const { card } = target;
    const lottery = lotteryTarget(card, card.lobbyGameCode);
    if (!lottery && !card.lobbyGameCode) {
      return {
        type: 'browse',
        to: `${categoryPagePath[card.gameType]}?vassalage=${encodeURIComponent(card.vassalage)}`,
      };
    }
    if (!session.loggedIn) return { type: 'login' };
    if (session.trial) return { type: 'trial' };
    if (lottery) return { type: 'route', to: lottery };
    return { type: 'start', launcher: launcherOf(card.gameType) };
  }
  const { game } = target;
  if (!session.loggedIn) return { type: 'login' };
  if (session.trial) return { type: 'trial' };
  const lottery = lotteryTarget(game, game.gameCode || null);
  if (lottery) return { type: 'route', to: lottery };
  if (game.isGame === 'VASSALAGE') return { type: 'vendorGames' };
  return { type: 'start', launcher: launcherOf(game.gameType) };
}

/** The stage URL of a game (`/seamless?nodeId=…`, `&demo=1` for a free demo). */
export function stagePath(nodeId: number, demo: boolean): string {
  const query = new URLSearchParams({ nodeId: String(nodeId) });
  if (demo) query.set('demo', '1');
  return `/seamless?${query.toString()}`;
}

/** The stage URL of a vendor's lobby, named by its game code (the stage finds the game). */
export function lobbyStagePath(card: Pick<VendorCard, 'vassalage' | 'gameType' | 'lobbyGameCode'>): string {
  const query = new URLSearchParams({ vassalage: card.vassalage, gameType: card.gameType });
  if (card.lobbyGameCode) query.set('gameCode', card.lobbyGameCode);
  return `/seamless?${query.toString()}`;
}
