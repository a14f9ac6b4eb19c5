import type { VendorCard, VendorCategoryMenu } from '@msp/contracts/system.ts';
import { allCards } from '../../../shared/lib/game-categories.ts';

/** Folder of a vendor logo: ESPORTS logos live in SPORTS, vendor JL in RNG (spec §2, footer). */
export function vendorLogoFolder(card: Pick<VendorCard, 'gameType' | 'vassalage'>): string {
  if (card.vassalage.toUpperCase() === 'JL') return 'RNG';
  if (card.gameType === 'ESPORTS') return 'SPORTS';
  return card.gameType;
}

export function vendorLogoPath(card: Pick<VendorCard, 'gameType' | 'vassalage'>): string {
  return `/demo-assets/vendors/${vendorLogoFolder(card)}/${card.vassalage}.svg`;
}

/** Footer vendor strip: one logo per vendor code, TCG vendors skipped. */
export function footerVendors(menus: readonly VendorCategoryMenu[] | undefined): VendorCard[] {
  const seen = new Set<string>();
  const result: VendorCard[] = [];
  for (const card of allCards(menus)) {
    const code = card.vassalage.toUpperCase();
    if (code.startsWith('TCG') || card.accountTypeName.toUpperCase().startsWith('TCG')) continue;
    if (seen.has(code)) continue;
    seen.add(code);
    result.push(card);
  }
  return result;
}
