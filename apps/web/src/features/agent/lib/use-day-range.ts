import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionToken } from '../../../shared/lib/session-store.ts';
import { teamOverviewQueryOptions } from '../api/center.ts';
import { localToday, presetDayRange, presetOfDayRange, type DayPreset, type DayRange } from './day-range.ts';

/** A day range, the day presets count from and what changes it: what the day range picker takes. */
export interface Period {
  value: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}

/**
 * The period of an agent page: a preset until the member picks days of its own (a preset follows `today`, a
 * stepped or typed range stays as it is). Presets count from the merchant's today once it is known (the device
 * may be in another time zone), from the device's day until then.
 */
export function useDayRange(initial: DayPreset, merchantToday: string | null | undefined) {
  const [deviceToday] = useState(() => localToday());
  const today = merchantToday ?? deviceToday;
  const [selection, setSelection] = useState<{ preset: DayPreset } | { range: DayRange }>({
    preset: initial,
  });
  const range = 'preset' in selection ? presetDayRange(selection.preset, today) : selection.range;
  const setRange = (next: DayRange) => {
    const preset = presetOfDayRange(next, today);
    setSelection(preset ? { preset } : { range: next });
  };
  const period: Period = { value: range, today, onChange: setRange };
  return { today, range, setRange, period };
}

/** The merchant's today as the team overview answers it (the reports ask it of the overview); null until in. */
export function useMerchantToday(): string | null {
  const token = useSessionToken();
  const { data: overview } = useQuery(teamOverviewQueryOptions(token, null));
  return overview?.today ?? null;
}
