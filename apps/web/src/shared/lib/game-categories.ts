import type { GameCategory, GameSubcategory, VendorCategory } from '@msp/contracts/enums.ts';
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

/** Order of the subcategory filters of a game list (spec §3). */
export const subcategoryOrder: readonly GameSubcategory[] = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];

/** A TY language: the only languages for which bingo (BG) is offered. */
export const isTyLanguage = (language: string) => language.trim().toUpperCase().startsWith('TY');

/**
 * The subcategory filters of a category (SC, VP, JP, TG, AC, BG from its gameClassify), in the spec's order.
 * BG (bingo) shows only when the site supports a TY language — ours offers BN and EN, so it never shows.
 */
export function visibleSubcategories(
  gameClassify: readonly GameSubcategory[] | undefined,
  siteLanguages: readonly string[],
): GameSubcategory[] {
  const offered = new Set(gameClassify ?? []);
  const bingo = siteLanguages.some(isTyLanguage);
  return subcategoryOrder.filter((code) => offered.has(code) && (code !== 'BG' || bingo));
}

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

/**
 * The lottery page of a lottery vendor or game (spec §4 "Game launch"): TCG_LOTTO_VN → /vnLottery, TCG_SEA →
 * /seaLottery, any other LOTT or ELOTT → /lottery; with `?gameCode=` when one is named. Null: not a lottery.
 */
export function lotteryTarget(
  entry: { vassalage: string; gameType: string; accountTypeName?: string | undefined },
  gameCode: string | null | undefined,
): string | null {
  const codes = [entry.vassalage, entry.accountTypeName ?? ''].map((code) => code.toUpperCase());
  const special = codes.includes('TCG_LOTTO_VN') || codes.includes('TCG_SEA');
  if (!special && entry.gameType !== 'LOTT' && entry.gameType !== 'ELOTT') return null;
  const path = lotteryPath({ vassalage: entry.vassalage, accountTypeName: entry.accountTypeName ?? '' });
  return gameCode ? `${path}?gameCode=${encodeURIComponent(gameCode)}` : path;
}

/** Does a click on this vendor start a game (needs login and a real account)? */
export function isLaunchCard(card: VendorCard): boolean {
  return lotteryTarget(card, null) !== null || card.lobbyGameCode !== null;
}

/** Where a click on a vendor card leads (spec §4 "Game launch"). */
export function vendorTarget(card: VendorCard): string {
  const lottery = lotteryTarget(card, card.lobbyGameCode);
  if (lottery) return lottery;
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
