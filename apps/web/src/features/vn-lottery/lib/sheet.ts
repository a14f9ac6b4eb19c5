/** How a result sheet is read: the rows in the order the papers print them, and the lô tô tables. */
import { vnLayouts, vnLoNumbers, type VnResult, type VnTier } from '@msp/contracts/lottery/vn.ts';

/** The tiers' Vietnamese names, shown beside the translation whatever the language. */
export const vnTierNames: Record<VnTier, string> = {
  DB: 'Giải ĐB',
  G1: 'Giải nhất',
  G2: 'Giải nhì',
  G3: 'Giải ba',
  G4: 'Giải tư',
  G5: 'Giải năm',
  G6: 'Giải sáu',
  G7: 'Giải bảy',
  G8: 'Giải tám',
};

/**
 * The rows of a sheet as printed: the North from the special down to G7; the South upside down, G8 at the top
 * and the special last, as the Southern papers print it.
 */
export function sheetRows(result: VnResult): { tier: VnTier; numbers: string[] }[] {
  const tiers = vnLayouts[result.layout].map(({ tier }) => tier);
  const ordered = result.layout === 'SOUTH' ? [...tiers].reverse() : tiers;
  return ordered.map((tier) => ({
    tier,
    numbers: result.prizes.find((prize) => prize.tier === tier)?.numbers ?? [],
  }));
}

/** The đề: the special's last two digits (undefined on a sheet without a special). */
export function deOf(result: VnResult): string | undefined {
  return result.prizes.find((prize) => prize.tier === 'DB')?.numbers[0]?.slice(-2);
}

/**
 * The lô tô table: the lô numbers (repeats kept) grouped by their tens digit (`head`, "đầu 3: 31 34 34") or by
 * their units digit (`tail`), ascending within each of the ten rows.
 */
export function loTable(result: VnResult, by: 'head' | 'tail'): string[][] {
  const rows: string[][] = Array.from({ length: 10 }, () => []);
  for (const number of vnLoNumbers(result)) rows[Number(number[by === 'head' ? 0 : 1])]!.push(number);
  return rows.map((row) => row.sort());
}

/** Whether a prize ends with one of the member's numbers (two, three or four digits). */
export const endsWithAny = (prize: string, numbers: readonly string[]) =>
  numbers.some((number) => number.length <= prize.length && prize.endsWith(number));
