import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  computeSlotRtp,
  evaluateSpin,
  linePay,
  slotConfig,
  slotSymbols,
  spin,
  type SlotConfig,
  type SlotSymbol,
} from '../src/engines/slot.ts';

const games = readFileSync(new URL('../GAMES.md', import.meta.url), 'utf8');

function symbols(text: string): SlotSymbol[] {
  return text.split(' ') as SlotSymbol[];
}

describe('slot line evaluation', () => {
  it('pays left to right with WILD substituting and the best combination only', () => {
    expect(linePay(symbols('7 7 7 K A'), slotConfig.linePays)).toEqual({
      multiple: 50,
      symbol: '7',
      count: 3,
    });
    expect(linePay(symbols('W W W 7 7'), slotConfig.linePays)).toEqual({
      multiple: 1000,
      symbol: '7',
      count: 5,
    });
    expect(linePay(symbols('W W W T K'), slotConfig.linePays)).toEqual({
      multiple: 100,
      symbol: 'W',
      count: 3,
    });
    expect(linePay(symbols('W W W W W'), slotConfig.linePays)).toEqual({
      multiple: 2500,
      symbol: 'W',
      count: 5,
    });
    expect(linePay(symbols('Q W Q Q J'), slotConfig.linePays)).toEqual({
      multiple: 30,
      symbol: 'Q',
      count: 4,
    });
  });

  it('does not pay two in a row, a broken run or scatters on a line', () => {
    expect(linePay(symbols('A A K A A'), slotConfig.linePays)).toBeNull();
    expect(linePay(symbols('K A A A A'), slotConfig.linePays)).toBeNull();
    expect(linePay(symbols('S S S S S'), slotConfig.linePays)).toBeNull();
    expect(linePay(symbols('W W S A A'), slotConfig.linePays)).toBeNull();
  });

  it('pays scatters anywhere as multiples of the total bet, on top of line wins', () => {
    // Reel 1 shows S at position 10, reel 2 at 13, reel 3 at 2 (each in the top row).
    const result = evaluateSpin([10, 13, 2, 0, 0], 1000);
    expect(result.scatter.count).toBe(3);
    expect(result.scatter.win).toBe(2000);
    expect(result.scatter.positions).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    const lines = result.lineWins.reduce((sum, win) => sum + win.win, 0);
    expect(result.win).toBe(lines + 2000);
  });

  it('pays line wins in whole minor units of the line bet', () => {
    const result = evaluateSpin([0, 0, 0, 0, 0], 2000);
    for (const win of result.lineWins) {
      const pays = slotConfig.linePays[win.symbol];
      expect(win.win).toBe((pays[win.count - 3] ?? 0) * (2000 / 20));
    }
  });
});

describe('slot return to player', () => {
  it('has the documented strips: 5 reels of 32 known symbols, scatters never two in one window', () => {
    expect(slotConfig.strips).toHaveLength(5);
    for (const strip of slotConfig.strips) {
      expect(strip).toHaveLength(32);
      expect([...strip].every((symbol) => (slotSymbols as readonly string[]).includes(symbol))).toBe(true);
      expect(games).toContain(`\`${strip}\``);
    }
    expect(slotConfig.lines).toHaveLength(20);
    expect(new Set(slotConfig.lines.map((line) => line.join(''))).size).toBe(20);
    for (const bet of slotConfig.bets) expect(bet % slotConfig.lines.length).toBe(0);
  });

  it('computes the RTP exactly: equal, as a fraction, to enumerating every stop of a small machine', () => {
    const small: SlotConfig = {
      ...slotConfig,
      strips: ['WSA7K', 'AWKS', 'SAK7W', 'KAWS', 'A7SKW'],
      lines: slotConfig.lines.slice(0, 5),
      bets: [500],
    };
    let total = 0n;
    let combinations = 0n;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === 5) {
        total += BigInt(evaluateSpin(stops, 500, small).win);
        combinations++;
        return;
      }
      for (let stop = 0; stop < (small.strips[reel] ?? '').length; stop++) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    const exact = computeSlotRtp(small);
    // total / (combinations × bet) = numerator / denominator, cross-multiplied.
    expect(total * exact.denominator).toBe(exact.numerator * combinations * 500n);
    expect(exact.rtp).toBeGreaterThan(0);
  });

  it('documents the computed RTP, about 96 %', () => {
    const { rtp, lineRtp, scatterRtp } = computeSlotRtp();
    expect(rtp).toBeGreaterThan(0.955);
    expect(rtp).toBeLessThan(0.965);
    expect(games).toContain(
      `**RTP = ${computeSlotRtp().numerator} / ${computeSlotRtp().denominator} = ${(rtp * 100).toFixed(2)} %**`,
    );
    expect(games).toContain(
      `lines ${(lineRtp * 100).toFixed(2)} %, scatter ${(scatterRtp * 100).toFixed(2)} %`,
    );
  });

  it('matches a 2,000,000-spin simulation of spin() within 4.5 standard errors', () => {
    const spins = 2_000_000;
    const bet = 100;
    let sum = 0;
    let sumOfSquares = 0;
    for (let i = 0; i < spins; i++) {
      const ratio = spin(bet).win / bet;
      sum += ratio;
      sumOfSquares += ratio * ratio;
    }
    const mean = sum / spins;
    const standardError = Math.sqrt((sumOfSquares / spins - mean * mean) / spins);
    const { rtp } = computeSlotRtp();
    console.log(
      `slot RTP exact ${(rtp * 100).toFixed(4)} %, simulated ${(mean * 100).toFixed(4)} % ± ${(standardError * 100).toFixed(4)}`,
    );
    expect(Math.abs(mean - rtp)).toBeLessThan(4.5 * standardError);
  }, 180_000);
});
