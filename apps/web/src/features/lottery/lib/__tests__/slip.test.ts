import { defaultOdds } from '@msp/contracts/lottery/bets.ts';
import { describe, expect, it } from 'vitest';
import { clockOffset, formatCountdown, phaseOf, secondsUntil } from '../../../../shared/lib/server-clock.ts';
import { addLines, formatMultiplier, normalizeAmount, priceSlip, toggleLine } from '../slip.ts';

const limits = { minStake: '1.00', maxStake: '5000.00', maxStakePerNumero: '20000.00' };

describe('slip totals', () => {
  it('adds the stakes and the best wins, stake included, rounded down to the minor unit', () => {
    const odds = defaultOdds('DIGITS3');
    const totals = priceSlip(
      'DIGITS3',
      odds,
      [
        { betKey: 'BIG', amount: '100' },
        { betKey: 'SUM:13', amount: '10.50' },
      ],
      limits,
    );
    expect(odds.BIG).toBe(194);
    expect(odds['SUM:13']).toBe(1293);
    expect(totals.totalStake).toBe(11_050n);
    expect(totals.lines[0]!.potentialWin).toBe(19_400n);
    // 1050 × 1293 / 100 = 13576.5 → 13576
    expect(totals.lines[1]!.potentialWin).toBe(13_576n);
    expect(totals.potentialWin).toBe(32_976n);
    expect(totals.valid).toBe(true);
  });

  it("prices a single die face at its three-dice odds (bestMultiplier) and the board's own odds", () => {
    const odds = { ...defaultOdds('DICE'), BIG: 195 };
    const totals = priceSlip('DICE', odds, [
      { betKey: 'FACE:3', amount: '10' },
      { betKey: 'BIG', amount: '10' },
    ]);
    expect(totals.lines.map((line) => line.multiplier)).toEqual([1400, 195]);
    expect(totals.potentialWin).toBe(14_000n + 1_950n);
  });

  it('flags stakes out of range, bad amounts and a slip over the numero limit', () => {
    const odds = defaultOdds('DICE');
    expect(priceSlip('DICE', odds, [{ betKey: 'BIG', amount: '0.50' }], limits).lines[0]!.problem).toBe(
      'belowMin',
    );
    expect(priceSlip('DICE', odds, [{ betKey: 'BIG', amount: '6000' }], limits).lines[0]!.problem).toBe(
      'aboveMax',
    );
    expect(priceSlip('DICE', odds, [{ betKey: 'BIG', amount: '1.234' }], limits).valid).toBe(false);
    const many = ['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY_TRIPLE'].map((betKey) => ({ betKey, amount: '5000' }));
    const over = priceSlip('DICE', odds, many, limits);
    expect(over.overNumeroLimit).toBe(true);
    expect(over.valid).toBe(false);
    expect(priceSlip('DICE', odds, [], limits).valid).toBe(false);
  });

  it('toggles keys, adds quick picks once, and writes amounts as the API takes them', () => {
    const lines = toggleLine([], 'BIG', '10');
    expect(toggleLine(lines, 'BIG', '10')).toEqual([]);
    expect(addLines(lines, ['BIG', 'SUM:3'], '20')).toEqual([
      { betKey: 'BIG', amount: '10' },
      { betKey: 'SUM:3', amount: '20' },
    ]);
    expect(normalizeAmount('010')).toBe('10');
    expect(normalizeAmount('12.5')).toBe('12.50');
    expect(formatMultiplier(194)).toBe('1.94');
    expect(formatMultiplier(97_000)).toBe('970');
    expect(formatMultiplier(2020)).toBe('20.2');
  });
});

describe('the clock', () => {
  const numero = {
    status: 'OPEN' as const,
    opensAt: '2025-03-01T10:00:00.000Z',
    closesAt: '2025-03-01T10:00:50.000Z',
    drawsAt: '2025-03-01T10:01:00.000Z',
  };

  it("corrects the device's clock by the server's time", () => {
    const device = Date.parse('2025-03-01T09:00:00.000Z');
    expect(clockOffset('2025-03-01T10:00:00.000Z', device)).toBe(3_600_000);
  });

  it('is open until the cut-off, closed until the draw, then drawing', () => {
    expect(phaseOf(numero, Date.parse('2025-03-01T10:00:49.999Z'))).toBe('open');
    expect(phaseOf(numero, Date.parse('2025-03-01T10:00:50.000Z'))).toBe('closed');
    expect(phaseOf(numero, Date.parse('2025-03-01T10:01:00.000Z'))).toBe('drawing');
    expect(phaseOf({ ...numero, status: 'DRAWN' }, Date.parse('2025-03-01T10:00:10.000Z'))).toBe('drawing');
    expect(secondsUntil(numero.closesAt, Date.parse('2025-03-01T10:00:48.200Z'))).toBe(2);
    expect(formatCountdown(75)).toBe('01:15');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(2 * 86_400 + 5)).toBe('2d 00:00:05');
  });
});
