import { describe, expect, it } from 'vitest';
import {
  convertAmount,
  convertProblem,
  formatPoints,
  formatPointsChange,
  maxConvertible,
  timesAmount,
} from '../points-format.ts';

const rate = {
  enabled: true,
  points: 100,
  amount: '1.00',
  minPoints: 500,
  maxPoints: 10_000,
  turnoverMultiple: 1,
};

describe('points format', () => {
  it('groups thousands and signs changes', () => {
    expect(formatPoints(0)).toBe('0');
    expect(formatPoints(1_234_567)).toBe('1,234,567');
    expect(formatPointsChange(140)).toBe('+140');
    expect(formatPointsChange(-25_000)).toBe('-25,000');
  });

  it('multiplies amounts through minor units', () => {
    expect(timesAmount('2000.00', 3)).toBe('6000.00');
    expect(timesAmount('0.10', 7)).toBe('0.70');
  });

  it('converts whole steps only, within the limits and the points at hand', () => {
    expect(convertAmount(1_350, rate)).toBe('13.00');
    expect(convertProblem(450, rate, 5_000)).toBe('range');
    expect(convertProblem(550, rate, 5_000)).toBe('range');
    expect(convertProblem(20_000, rate, 50_000)).toBe('range');
    expect(convertProblem(900, rate, 800)).toBe('insufficient');
    expect(convertProblem(800, rate, 800)).toBeUndefined();
    expect(maxConvertible(rate, 1_399)).toBe(1_300);
    expect(maxConvertible(rate, 499)).toBe(0);
    expect(maxConvertible(rate, 80_000)).toBe(10_000);
    expect(maxConvertible({ ...rate, enabled: false }, 80_000)).toBe(0);
  });
});
