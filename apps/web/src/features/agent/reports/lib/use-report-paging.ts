import { useState } from 'react';
import type { DayPreset } from '../../lib/day-range.ts';
import { useDayRange, useMerchantToday } from '../../lib/use-day-range.ts';

/**
 * A paged report's period (presets count from the merchant's today) and page. A new period, or any filter set
 * through `firstPage`, goes back to the first page.
 */
export function useReportPaging(initial: DayPreset) {
  const { range, period } = useDayRange(initial, useMerchantToday());
  const [page, setPage] = useState(1);
  const firstPage =
    <Value>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPage(1);
    };
  return {
    range,
    period: { ...period, onChange: firstPage(period.onChange) },
    paging: { page, setPage },
    firstPage,
  };
}
