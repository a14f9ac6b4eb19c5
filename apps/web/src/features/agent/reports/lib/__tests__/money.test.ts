import { describe, expect, it } from 'vitest';
import { sumAmounts, toneOf } from '../money.ts';

describe('report money', () => {
  it('sums amounts without floats and tells their sign', () => {
    expect(sumAmounts(['0.10', '0.20', '1000000000.05'])).toBe('1000000000.35');
    expect(sumAmounts([])).toBe('0.00');
    expect(toneOf('-0.01')).toBe('down');
    expect(toneOf('0.00')).toBe('flat');
    expect(toneOf('12.5')).toBe('up');
  });
});
