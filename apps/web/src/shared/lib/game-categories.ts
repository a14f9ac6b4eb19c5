import type { GameCategory, VendorCategory } from '@msp/contracts/enums.ts';
import type { VendorCard, VendorCategoryMenu } from '@msp/contracts/system.ts';

/** Order of the top navigation (spec §2). LOTT stands for the whole lottery family (LOTT and ELOTT). */
export const navCategories = [
  'HOME',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'PROMO',
  'COCKFIGHT',
  'POINTMALL',
] as const satisfies readonly GameCategory[];
export type NavCategory = (typeof navCategories)[number];

/** Categories whose menu entry needs at least one vendor in game_menus, and which vendor types they show. */
export const navVendorTypes: Partial<Record<NavCategory, readonly VendorCategory[]>> = {
  LOTT: ['LOTT', 'ELOTT'],
  LIVE: ['LIVE'],
  SPORTS: ['SPORTS'],
  FISH: ['FISH'],
  RNG: ['RNG'],
  PVP: ['PVP'],
  ESPORTS: ['ESPORTS'],
  COCKFIGHT: ['COCKFIGHT'],
};

/** The page of each vendor category (the game list or game centre). */
export const categoryPagePath: Record<VendorCategory, string> = {
  LOTT: '/lott',
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
};

/** Vendor code of the in-house games (spec §3). */
export const inHouseVendorCodes: readonly string[] = ['BGS'];

export function cardsOf(
  menus: readonly VendorCategoryMenu[] | undefined,
  types: readonly VendorCategory[],
): VendorCard[] {
  if (!menus) return [];
  return types.flatMap((type) => menus.find((menu) => menu.gameType === type)?.cards ?? []);
}

export function allCards(menus: readonly VendorCategoryMenu[] | undefined): VendorCard[] {
  return (menus ?? []).flatMap((menu) => menu.cards);
}

const vendorCodeOf = (card: Pick<VendorCard, 'accountTypeName' | 'vassalage'>) =>
  [card.accountTypeName, card.vassalage].map((code) => code.toUpperCase());

/** Lottery page of a lottery vendor: TCG_LOTTO_VN → /vnLottery, TCG_SEA → /seaLottery, others /lottery. */
export function lotteryPath(card: Pick<VendorCard, 'accountTypeName' | 'vassalage'> | undefined): string {
  if (!card) return '/lottery';
  const codes = vendorCodeOf(card);
  if (codes.includes('TCG_LOTTO_VN')) return '/vnLottery';
  if (codes.includes('TCG_SEA')) return '/seaLottery';
  return '/lottery';
}

/** Does a click on this vendor start a game (needs login and a real account)? */
export function isLaunchCard(card: VendorCard): boolean {
  return card.gameType === 'LOTT' || card.gameType === 'ELOTT' || card.lobbyGameCode !== null;
}

/** Where a click on a vendor card leads (spec §4 "Game launch"). */
export function vendorTarget(card: VendorCard): string {
  if (card.gameType === 'LOTT' || card.gameType === 'ELOTT') {
    const path = lotteryPath(card);
    return card.lobbyGameCode ? `${path}?gameCode=${encodeURIComponent(card.lobbyGameCode)}` : path;
  }
  if (card.lobbyGameCode) {
    const query = new URLSearchParams({
      vassalage: card.vassalage,
      gameType: card.gameType,
      gameCode: card.lobbyGameCode,
    });
    return `/seamless?${query.toString()}`;
  }
  return `${categoryPagePath[card.gameType]}?vassalage=${encodeURIComponent(card.vassalage)}`;
}

/** Target of a navigation entry. */
export function navPath(category: NavCategory, menus: readonly VendorCategoryMenu[] | undefined): string {
  switch (category) {
    case 'HOME':
      return '/';
    case 'LOTT':
      return lotteryPath(cardsOf(menus, ['LOTT', 'ELOTT'])[0]);
    case 'PROMO':
      return '/promotions';
    case 'POINTMALL':
      return '/pointMall';
    default:
      return categoryPagePath[category];
  }
}
