import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, inRange, quickAmounts, signOf, toMinor } from '../money.ts';

describe('formatMoney (spec §2: symbol, thousands separators, 2 decimals, mask)', () => {
  it.each([
    ['0', '৳0.00'],
    ['5', '৳5.00'],
    ['1234.5', '৳1,234.50'],
    ['1234567.89', '৳1,234,567.89'],
    ['999999999999.99', '৳999,999,999,999.99'],
    ['-500', '-৳500.00'],
    ['-12345.6', '-৳12,345.60'],
  ])('%s → %s', (amount, shown) => {
    expect(formatMoney(amount, { symbol: '৳' })).toBe(shown);
  });

  it('never goes through floats', () => {
    expect(formatMoney('0.1')).toBe('0.10');
    expect(formatMoney('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('masks with asterisks and keeps the symbol', () => {
    expect(formatMoney('1234.56', { symbol: '৳', masked: true })).toBe('৳******');
    expect(formatMoney('1234.56', { symbol: '৳', masked: true })).not.toMatch(/\d/);
  });

  it('signs records and compacts chips', () => {
    expect(formatMoney('500.00', { symbol: '৳', signed: true })).toBe('+৳500.00');
    expect(formatMoney('-500.00', { symbol: '৳', signed: true })).toBe('-৳500.00');
    expect(formatMoney('0.00', { symbol: '৳', signed: true })).toBe('৳0.00');
    expect(formatMoney('25000.00', { symbol: '৳', compact: true })).toBe('৳25,000');
    expect(formatMoney('250.50', { symbol: '৳', compact: true })).toBe('৳250.50');
  });

  it('shows anything that is not an amount as it is', () => {
    expect(formatMoney('n/a', { symbol: '৳' })).toBe('n/a');
  });
});

describe('minor units', () => {
  it('parses and prints amounts exactly', () => {
    expect(toMinor('1234.5')).toBe(123450n);
    expect(toMinor('-0.05')).toBe(-5n);
    expect(toMinor('1.234')).toBeNull();
    expect(toMinor('1,000')).toBeNull();
    expect(fromMinor(123450n)).toBe('1234.50');
    expect(fromMinor(-5n)).toBe('-0.05');
  });

  it('compares against limits and gives signs', () => {
    expect(inRange('200', '200.00', '25000.00')).toBe(true);
    expect(inRange('199.99', '200.00', '25000.00')).toBe(false);
    expect(inRange('25000.01', '200.00', '25000.00')).toBe(false);
    expect(signOf('-1.00')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
    expect(signOf('3')).toBe(1);
  });

  it('offers quick amounts inside the limits only', () => {
    expect(quickAmounts('200.00', '25000.00')).toEqual(['200.00', '500.00', '1000.00', '2000.00', '5000.00']);
    expect(quickAmounts('30000.00', '40000.00')).toEqual([]);
  });
});
