import type { Language } from '@msp/contracts/errors.ts';
import type { GameSubcategory, VendorCategory } from '@msp/contracts/enums.ts';
import type { GameListParams } from '../api/games.ts';

/** Spec §3 "Game query": client type 3, flash and HTML5 desktop platforms. */
export const gameQueryDefaults = { clientType: 3, platform: 'flash,html5-desktop' } as const;

/** What the filters of a game list page say. */
export interface GameFilters {
  /** The category (none: every category, as on /hot). */
  gameType?: VendorCategory | undefined;
  /** The vendor tab (none: "all"). */
  vassalage?: string | undefined;
  gameClassify?: GameSubcategory | undefined;
  /** The search box (trimmed; blank is no search). */
  gameName?: string | undefined;
}

/** The game list request of the filters: only the filters that are set, plus the fixed query fields. */
export function buildGameListParams(
  filters: GameFilters,
  context: { language: Language; merchant?: string | null | undefined },
): GameListParams {
  const params: GameListParams = { ...gameQueryDefaults, language: context.language };
  if (context.merchant) params.merchant = context.merchant;
  if (filters.gameType) params.gameType = filters.gameType;
  const vassalage = filters.vassalage?.trim();
  if (vassalage) params.vassalage = vassalage;
  if (filters.gameClassify) params.gameClassify = filters.gameClassify;
  const name = filters.gameName?.trim();
  if (name) params.gameName = name.slice(0, 60);
  return params;
}

/** The favourites and recent lists have no server-side name or subcategory filter: they are applied here. */
export function matchesLocalFilters(
  game: { gameName: string; nodeName: string; gameClassify: GameSubcategory | null },
  filters: Pick<GameFilters, 'gameClassify' | 'gameName'>,
): boolean {
  if (filters.gameClassify && game.gameClassify !== filters.gameClassify) return false;
  const name = filters.gameName?.trim().toLowerCase();
  if (!name) return true;
  return (game.gameName || game.nodeName).toLowerCase().includes(name);
}
