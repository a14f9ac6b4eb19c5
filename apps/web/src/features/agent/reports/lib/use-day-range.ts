import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionToken } from '../../../../shared/lib/session-store.ts';
import { teamOverviewQueryOptions } from '../../api/center.ts';
import {
  localToday,
  presetDayRange,
  presetOfDayRange,
  type DayPreset,
  type DayRange,
} from '../../lib/day-range.ts';

/**
 * The period of a report: a preset until the member picks days of its own. Presets count from the merchant's
 * `today` (the overview's answer: the device may be in another time zone), from the device's day until it is in.
 */
export function useDayRange(initial: DayPreset) {
  const token = useSessionToken();
  const { data: overview } = useQuery(teamOverviewQueryOptions(token, null));
  const [deviceToday] = useState(() => localToday());
  const today = overview?.today ?? deviceToday;
  const [selection, setSelection] = useState<{ preset: DayPreset } | { range: DayRange }>({
    preset: initial,
  });
  const range = 'preset' in selection ? presetDayRange(selection.preset, today) : selection.range;
  const setRange = (next: DayRange) => {
    const preset = presetOfDayRange(next, today);
    setSelection(preset ? { preset } : { range: next });
  };
  return { today, range, setRange };
}
