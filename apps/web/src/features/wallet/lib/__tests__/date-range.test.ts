import { describe, expect, it } from 'vitest';
import { presetOf, presetRange, stepRange } from '../date-range.ts';

/* Local wall-clock times, so the test holds in any time zone. */
const at = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0) =>
  new Date(year, month - 1, day, hour, minute, second, ms).getTime();
const now = at(2025, 3, 15, 14, 30);

describe('date presets (spec §9) → from/to in ms', () => {
  it('today is 00:00:00.000 to 23:59:59.999 of today', () => {
    expect(presetRange('today', now)).toEqual({
      from: at(2025, 3, 15),
      to: at(2025, 3, 15, 23, 59, 59, 999),
    });
  });

  it('yesterday is the whole previous day, across a month boundary too', () => {
    expect(presetRange('yesterday', now)).toEqual({
      from: at(2025, 3, 14),
      to: at(2025, 3, 14, 23, 59, 59, 999),
    });
    expect(presetRange('yesterday', at(2025, 3, 1, 9))).toEqual({
      from: at(2025, 2, 28),
      to: at(2025, 2, 28, 23, 59, 59, 999),
    });
  });

  it('the last 7 and 30 days include today', () => {
    expect(presetRange('last7', now)).toEqual({ from: at(2025, 3, 9), to: at(2025, 3, 15, 23, 59, 59, 999) });
    expect(presetRange('last30', now)).toEqual({
      from: at(2025, 2, 14),
      to: at(2025, 3, 15, 23, 59, 59, 999),
    });
  });

  it('recognises a range as its preset', () => {
    expect(presetOf(presetRange('last30', now), now)).toBe('last30');
    expect(presetOf({ from: at(2025, 3, 1), to: at(2025, 3, 2) }, now)).toBeNull();
  });
});

describe('previous and next 7 and 30 days', () => {
  const last7 = presetRange('last7', now);

  it('the previous 7 or 30 days end right before the shown range', () => {
    expect(stepRange(last7, -7, now)).toEqual({ from: at(2025, 3, 2), to: at(2025, 3, 8, 23, 59, 59, 999) });
    expect(stepRange(last7, -30, now)).toEqual({
      from: at(2025, 2, 7),
      to: at(2025, 3, 8, 23, 59, 59, 999),
    });
  });

  it('the next 7 or 30 days start right after it and stop at today', () => {
    const earlier = { from: at(2025, 2, 1), to: at(2025, 2, 7, 23, 59, 59, 999) };
    expect(stepRange(earlier, 7, now)).toEqual({
      from: at(2025, 2, 8),
      to: at(2025, 2, 14, 23, 59, 59, 999),
    });
    expect(stepRange(earlier, 30, now)).toEqual({
      from: at(2025, 2, 8),
      to: at(2025, 3, 9, 23, 59, 59, 999),
    });
    const recent = { from: at(2025, 3, 1), to: at(2025, 3, 10, 23, 59, 59, 999) };
    expect(stepRange(recent, 30, now)).toEqual({
      from: at(2025, 3, 11),
      to: at(2025, 3, 15, 23, 59, 59, 999),
    });
  });

  it('offers no next range once the range reaches today', () => {
    expect(stepRange(last7, 7, now)).toBeNull();
    expect(stepRange(presetRange('today', now), 30, now)).toBeNull();
  });
});
