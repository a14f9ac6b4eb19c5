import { describe, expect, it } from 'vitest';
import { addsUpTo, isZero, percentOf, unpaidOf } from '../bill-math.ts';

describe('bill arithmetic', () => {
  it('takes a percent of an amount to the cent, rounded down as the bills are', () => {
    expect(percentOf('12000.00', '0.50')).toBe('60.00');
    expect(percentOf('5000', '0.3')).toBe('15.00');
    expect(percentOf('333.33', '0.50')).toBe('1.66');
    expect(percentOf('100', '12.75')).toBe('12.75');
    expect(percentOf('-100', '10')).toBe('-10.00');
    expect(percentOf('x', '10')).toBeNull();
  });

  it('says whether parts add up to a total exactly', () => {
    expect(addsUpTo(['15.00', '15.00'], '30.00')).toBe(true);
    expect(addsUpTo(['15.00', '15.01'], '30.00')).toBe(false);
    expect(addsUpTo(['15.00', null], '15.00')).toBe(false);
  });

  it('leaves what is unpaid, never below zero', () => {
    expect(unpaidOf('100.00', '40.50')).toBe('59.50');
    expect(unpaidOf('100.00', '120')).toBe('0.00');
    expect(isZero('0.00')).toBe(true);
    expect(isZero('0.01')).toBe(false);
  });
});
