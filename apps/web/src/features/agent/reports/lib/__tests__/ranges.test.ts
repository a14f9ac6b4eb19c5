import { describe, expect, it } from 'vitest';
import { editDayRange, isDay } from '../ranges.ts';
import { sumAmounts, toneOf } from '../money.ts';

const today = '2025-03-15';

describe('editDayRange', () => {
  it('keeps the range in order: the other day follows', () => {
    expect(editDayRange({ from: '2025-03-09', to: '2025-03-10' }, { from: '2025-03-12' }, today)).toEqual({
      from: '2025-03-12',
      to: '2025-03-12',
    });
    expect(editDayRange({ from: '2025-03-09', to: '2025-03-10' }, { to: '2025-03-01' }, today)).toEqual({
      from: '2025-03-01',
      to: '2025-03-01',
    });
  });

  it('never passes today', () => {
    expect(editDayRange({ from: '2025-03-09', to: '2025-03-10' }, { to: '2025-04-01' }, today)).toEqual({
      from: '2025-03-09',
      to: today,
    });
    expect(editDayRange({ from: '2025-03-09', to: '2025-03-10' }, { from: '2025-05-01' }, today)).toEqual({
      from: today,
      to: today,
    });
  });

  it('covers at most 92 days', () => {
    expect(editDayRange({ from: '2025-03-01', to: '2025-03-15' }, { from: '2024-10-01' }, today)).toEqual({
      from: '2024-10-01',
      to: '2024-12-31',
    });
    expect(editDayRange({ from: '2024-10-01', to: '2024-10-05' }, { to: '2025-03-15' }, today)).toEqual({
      from: '2024-12-14',
      to: '2025-03-15',
    });
  });
});

describe('report money', () => {
  it('sums amounts without floats and tells their sign', () => {
    expect(sumAmounts(['0.10', '0.20', '1000000000.05'])).toBe('1000000000.35');
    expect(sumAmounts([])).toBe('0.00');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('0.00')).toBe('flat');
    expect(toneOf('12.5')).toBe('up');
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
