import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayPresets,
  editDayRange,
  isDay,
  localToday,
  presetDayRange,
  presetOfDayRange,
  stepDayRange,
} from '../day-range.ts';

/* 2026-03-12 is a Thursday. */
const today = '2026-03-12';

describe('agent day ranges', () => {
  it('counts every preset from the given today', () => {
    expect(presetDayRange('today', today)).toEqual({ from: today, to: today });
    expect(presetDayRange('yesterday', today)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(presetDayRange('thisWeek', today)).toEqual({ from: '2026-03-09', to: today });
    expect(presetDayRange('lastWeek', today)).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(presetDayRange('thisMonth', today)).toEqual({ from: '2026-03-01', to: today });
    expect(presetDayRange('lastMonth', today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetDayRange('last7', today)).toEqual({ from: '2026-03-06', to: today });
    expect(presetDayRange('last30', today)).toEqual({ from: '2026-02-11', to: today });
  });

  it('starts the week on Monday, also when today is a Sunday or a Monday', () => {
    expect(presetDayRange('thisWeek', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(presetDayRange('thisWeek', '2026-03-16')).toEqual({ from: '2026-03-16', to: '2026-03-16' });
    expect(presetDayRange('lastWeek', '2026-03-16')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
  });

  it('crosses year ends and leap days', () => {
    expect(presetDayRange('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetDayRange('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('steps back by whole blocks of days right before the range', () => {
    const week = presetDayRange('last7', today);
    expect(stepDayRange(week, -7, today)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(stepDayRange(week, -30, today)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
  });

  it('steps forward but never past today, and not at all from a range that reaches it', () => {
    expect(stepDayRange(presetDayRange('today', today), 7, today)).toBeNull();
    expect(stepDayRange({ from: '2026-02-20', to: '2026-02-26' }, 7, today)).toEqual({
      from: '2026-02-27',
      to: '2026-03-05',
    });
    expect(stepDayRange({ from: '2026-03-01', to: '2026-03-07' }, 30, today)).toEqual({
      from: '2026-03-08',
      to: today,
    });
  });

  it('names the preset a range is, and none for a stepped range', () => {
    for (const preset of dayPresets.filter((preset) => preset !== 'thisWeek'))
      expect(presetOfDayRange(presetDayRange(preset, today), today)).toBe(preset);
    expect(presetOfDayRange({ from: '2026-02-27', to: '2026-03-05' }, today)).toBeNull();
  });

  it("reads this device's today as a calendar day", () => {
    expect(localToday(new Date(2026, 2, 12, 23, 59).getTime())).toBe('2026-03-12');
    expect(localToday(new Date(2026, 0, 1, 0, 0).getTime())).toBe('2026-01-01');
  });
});

describe('editDayRange', () => {
  const typedToday = '2025-03-15';
  const short = { from: '2025-03-09', to: '2025-03-10' };
  it.each([
    ['a later first day pulls the last one along', short, { from: '2025-03-12' }, '2025-03-12/2025-03-12'],
    ['an earlier last day pulls the first one along', short, { to: '2025-03-01' }, '2025-03-01/2025-03-01'],
    ['a last day past today stops at today', short, { to: '2025-04-01' }, '2025-03-09/2025-03-15'],
    ['a first day past today stops at today', short, { from: '2025-05-01' }, '2025-03-15/2025-03-15'],
    [
      'an early first day keeps 92 days at most',
      { from: '2025-03-01', to: '2025-03-15' },
      { from: '2024-10-01' },
      '2024-10-01/2024-12-31',
    ],
    [
      'a late last day keeps 92 days at most',
      { from: '2024-10-01', to: '2024-10-05' },
      { to: '2025-03-15' },
      '2024-12-14/2025-03-15',
    ],
  ])('%s', (_, range, edit, expected) => {
    const edited = editDayRange(range, edit, typedToday);
    expect(`${edited.from}/${edited.to}`).toBe(expected);
  });
});

describe('isDay', () => {
  it('takes whole days, not the keystrokes of a year', () => {
    expect(isDay('2025-03-01')).toBe(true);
    expect(isDay('0002-03-01')).toBe(false);
    expect(isDay('0202-03-01')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
