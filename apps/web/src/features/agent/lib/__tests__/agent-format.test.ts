import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDay,
  formatDigits,
  formatMoney,
  formatPercent,
  formatTime,
} from '../agent-format.ts';

describe('agent number formats', () => {
  it('writes money with grouping and two decimals, never through a float', () => {
    expect(formatMoney('1234.5', 'en')).toBe('1,234.50');
    expect(formatMoney('-1234567.89', 'en')).toBe('-1,234,567.89');
    expect(formatMoney('0', 'en')).toBe('0.00');
    expect(formatMoney('90071992547409931.99', 'en')).toBe('90,071,992,547,409,931.99');
  });

  it('writes Bangla digits with lakh grouping in Bangla', () => {
    expect(formatMoney('123456.78', 'bn')).toBe('১,২৩,৪৫৬.৭৮');
    expect(formatMoney('-1234.5', 'bn')).toBe('-১,২৩৪.৫০');
    expect(formatCount(1234, 'bn')).toBe('১,২৩৪');
    expect(formatCount(0, 'bn')).toBe('০');
    expect(formatCount(1234, 'en')).toBe('1,234');
  });

  it('leaves a value that is not a money string as it is', () => {
    expect(formatMoney('n/a', 'en')).toBe('n/a');
  });

  it('writes days and times with the language digits', () => {
    expect(formatDay('2026-03-12', 'bn')).toBe('২০২৬-০৩-১২');
    expect(formatDay('2026-03-12T10:00:00.000Z', 'en')).toBe('2026-03-12');
    const local = new Date(2026, 2, 12, 9, 5).toISOString();
    expect(formatTime(local, 'en')).toBe('2026-03-12 09:05');
    expect(formatTime(local, 'bn')).toBe('২০২৬-০৩-১২ ০৯:০৫');
  });

  it('writes percent rates and labels with the language digits', () => {
    expect(formatPercent('0.5', 'en')).toBe('0.50%');
    expect(formatPercent('12.75', 'bn')).toBe('১২.৭৫%');
    expect(formatDigits('2026-11-23 14:00', 'bn')).toBe('২০২৬-১১-২৩ ১৪:০০');
    expect(formatDigits('2026-11-23', 'en')).toBe('2026-11-23');
  });
});
