import { describe, expect, it } from 'vitest';
import { formatAmount, isPositive, progressPercent, sumAmounts, turnoverOf } from '../amounts.ts';

describe('reward center amounts', () => {
  it('formats as the wallet pages do', () => {
    expect(formatAmount('1234.5', '৳')).toBe('৳1,234.50');
    expect(formatAmount('0', '৳')).toBe('৳0.00');
    expect(formatAmount('-500.00', '৳')).toBe('-৳500.00');
    expect(formatAmount('n/a', '৳')).toBe('n/a');
  });

  it('sums and multiplies in minor units', () => {
    expect(sumAmounts(['0.10', '0.20', '1000.05'])).toBe('1000.35');
    expect(sumAmounts([])).toBe('0.00');
    expect(turnoverOf('300.00', 5)).toBe('1500.00');
    expect(turnoverOf('33.33', 3)).toBe('99.99');
    expect(turnoverOf('300.00', 0)).toBe('0.00');
    expect(isPositive('0.01')).toBe(true);
    expect(isPositive('0.00')).toBe(false);
  });

  it('measures progress rounded down, between 0 and 100', () => {
    expect(progressPercent('180.00', '500.00')).toBe(36);
    expect(progressPercent('1.00', '3.00')).toBe(33.3);
    expect(progressPercent('499.99', '500.00')).toBe(99.9);
    expect(progressPercent('500.00', '500.00')).toBe(100);
    expect(progressPercent('600.00', '500.00')).toBe(100);
    expect(progressPercent('0.00', '500.00')).toBe(0);
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });
});
