import type { GameSubcategory, VendorCategory } from '@msp/contracts/enums.ts';
import type { VendorCard, VendorCategoryMenu } from '@msp/contracts/system.ts';
import { allCards, cardsOf, inHouseVendorCodes } from '../../../shared/lib/game-categories.ts';

/** Game-list routes and the vendor categories they show ('hot' shows every category). */
export const gameListRoutes = {
  rng: ['RNG'],
  live: ['LIVE'],
  fish: ['FISH'],
  pvp: ['PVP'],
  sports: ['SPORTS'],
  lott: ['LOTT'],
  elott: ['ELOTT'],
  hot: ['LOTT', 'ELOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'],
  inhouse: [],
  cockfight: ['COCKFIGHT'],
  esports: ['ESPORTS'],
} as const satisfies Record<string, readonly VendorCategory[]>;
export type GameListRoute = keyof typeof gameListRoutes;

export function routeKeyOf(pathname: string): GameListRoute {
  const key = pathname.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
  return (key in gameListRoutes ? key : 'hot') as GameListRoute;
}

/** Spec §9 rebate display per category ('-' for PVP). */
export const categoryRebates: Record<VendorCategory, string> = {
  LOTT: '1%',
  ELOTT: '1%',
  PVP: '-',
  FISH: '1%',
  RNG: '1.2%',
  LIVE: '0.8%',
  SPORTS: '1%',
  ESPORTS: '1%',
  COCKFIGHT: '-',
};

export interface VendorGroup {
  type: VendorCategory;
  cards: VendorCard[];
  subcategories: GameSubcategory[];
}

/** The vendors of a game-list route, grouped by category (in-house: vendors with an in-house code). */
export function vendorGroups(
  route: GameListRoute,
  menus: readonly VendorCategoryMenu[] | undefined,
): VendorGroup[] {
  if (route === 'inhouse') {
    const cards = allCards(menus).filter((card) => inHouseVendorCodes.includes(card.vassalage.toUpperCase()));
    const byType = new Map<VendorCategory, VendorCard[]>();
    for (const card of cards) byType.set(card.gameType, [...(byType.get(card.gameType) ?? []), card]);
    return [...byType].map(([type, list]) => ({ type, cards: list, subcategories: [] }));
  }
  return gameListRoutes[route]
    .map((type) => ({
      type,
      cards: cardsOf(menus, [type]),
      subcategories: menus?.find((menu) => menu.gameType === type)?.gameClassify ?? [],
    }))
    .filter((group) => group.cards.length > 0);
}
