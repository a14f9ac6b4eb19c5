import type { Language } from '@msp/contracts/errors.ts';
import { vendorCategories, type VendorCategory } from '@msp/contracts/enums.ts';

export const categoryTitles: Record<VendorCategory, Record<Language, string>> = {
  LOTT: { bn: 'লটারি', en: 'Lottery' },
  ELOTT: { bn: 'ই-লটারি', en: 'E-Lottery' },
  LIVE: { bn: 'লাইভ ক্যাসিনো', en: 'Live Casino' },
  SPORTS: { bn: 'স্পোর্টস', en: 'Sports' },
  FISH: { bn: 'ফিশিং', en: 'Fishing' },
  RNG: { bn: 'স্লট', en: 'Slots' },
  PVP: { bn: 'কার্ড গেম', en: 'Card Games' },
  ESPORTS: { bn: 'ই-স্পোর্টস', en: 'E-Sports' },
  COCKFIGHT: { bn: 'মোরগ লড়াই', en: 'Cockfight' },
};

/** Cockfight vendor codes (spec §3). Filed under SPORTS, they still count as COCKFIGHT (spec §4). */
export const cockfightVendorCodes: readonly string[] = ['DS88', 'DIG', 'WGB'];

/**
 * The order categories are answered in: the spec's, except that COCKFIGHT follows SPORTS (cockfight cards
 * split out of SPORTS form a category right after it).
 */
export const catalogueCategoryOrder: readonly VendorCategory[] = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'COCKFIGHT',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
];

export const isVendorCategory = (value: string): value is VendorCategory =>
  (vendorCategories as readonly string[]).includes(value);

/** The category a vendor's games are shown in: a cockfight vendor filed under SPORTS counts as COCKFIGHT. */
export function effectiveCategory(vendorCode: string, gameType: string): VendorCategory | undefined {
  if (gameType === 'SPORTS' && cockfightVendorCodes.includes(vendorCode)) return 'COCKFIGHT';
  return isVendorCategory(gameType) ? gameType : undefined;
}

/** Vendor logos live in their category's folder, except ESPORTS (in SPORTS) and JL (in RNG). */
export function vendorLogoPath(code: string, category: VendorCategory): string {
  const folder = code === 'JL' ? 'RNG' : category === 'ESPORTS' ? 'SPORTS' : category;
  return `/demo-assets/vendors/${folder}/${code}.svg`;
}
