/** Hand-made result sheets for the tests: the lô endings are chosen, the digits in front of them are filler. */
import { vnLayouts, type VnLayout, type VnResult } from '@msp/contracts/lottery/vn.ts';

const front = '123456';

/** A sheet whose prizes end, in the layout's order, in `endings` (27 for the North, 18 for the South). */
export function sheetOf(layout: VnLayout, endings: readonly string[]): VnResult {
  const total = vnLayouts[layout].reduce((sum, { count }) => sum + count, 0);
  if (endings.length !== total) throw new Error(`${layout} needs ${total} endings, got ${endings.length}`);
  let next = 0;
  return {
    layout,
    prizes: vnLayouts[layout].map(({ tier, count, digits }) => ({
      tier,
      numbers: Array.from({ length: count }, () => front.slice(0, digits - 2) + endings[next++]!),
    })),
  };
}

/** `count` consecutive two-digit endings from `from` (filler that the test can predict). */
export const run = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => String(from + index).padStart(2, '0'));
