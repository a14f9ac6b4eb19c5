import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  crashDrawRange,
  crashPointFromDraw,
  crashRtp,
  drawCrashPoint,
  maxCrashHundredths,
  maxTargetHundredths,
  minTargetHundredths,
  playCrash,
  settleCrash,
} from '../src/engines/crash.ts';

describe('crash point', () => {
  it('maps the draw by max(1, floor(97 / (1 − U))) in hundredths', () => {
    expect(crashPointFromDraw(0)).toBe(100); // U = 0 → 0.97×, shown as 1.00×
    // N is odd: V = (N + 1) / 2 gives 97N/V = 194 · N/(N + 1), just under 1.94×.
    expect(crashPointFromDraw((crashDrawRange - 1) / 2)).toBe(193);
    expect(crashPointFromDraw((crashDrawRange - 1) / 2 - 1)).toBe(193);
    // V = 97 gives exactly N hundredths, far above the cap.
    expect(crashPointFromDraw(crashDrawRange - 97)).toBe(maxCrashHundredths);
    // 1.01× needs 97N/V ≥ 101, that is V ≤ 97N/101.
    const edge = Math.floor((97 * crashDrawRange) / 101);
    expect(crashPointFromDraw(crashDrawRange - edge)).toBe(101);
    expect(crashPointFromDraw(crashDrawRange - edge - 2)).toBe(100);
    expect(crashPointFromDraw(crashDrawRange - 1)).toBe(maxCrashHundredths);
    expect(() => crashPointFromDraw(crashDrawRange)).toThrow();
    expect(() => crashPointFromDraw(-1)).toThrow();
  });

  it('pays stake × target when the crash point reaches the target, else nothing', () => {
    expect(settleCrash(500, 250, 250)).toMatchObject({ won: true, win: 1250 });
    expect(settleCrash(500, 250, 249)).toMatchObject({ won: false, win: 0 });
    expect(settleCrash(100, 10_000, 10_000)).toMatchObject({ won: true, win: 10_000 });
    expect(() => playCrash(100, 100)).toThrow();
    expect(() => playCrash(100, 10_001)).toThrow();
  });

  it('returns 97 % for every target from 1.01× to 100× (closed form)', () => {
    for (let target = minTargetHundredths; target <= maxTargetHundredths; target++) {
      expect(Math.abs(crashRtp(target) - 0.97)).toBeLessThan(1e-12);
    }
  });

  it('documents the 3 % house edge derivation', () => {
    const games = readFileSync(new URL('../GAMES.md', import.meta.url), 'utf8');
    expect(games).toContain('c = max(100, ⌊97 · N / V⌋)');
    expect(games).toContain('RTP(_k_) = (_k_/100) · ⌊97N/_k_⌋ / N');
  });

  it('returns 97 % in a simulation of 1,000,000 crash points', () => {
    const rounds = 1_000_000;
    const targets = [101, 150, 200, 500, 1000];
    const reached = new Map(targets.map((target) => [target, 0]));
    for (let i = 0; i < rounds; i++) {
      const point = drawCrashPoint();
      for (const target of targets) if (point >= target) reached.set(target, (reached.get(target) ?? 0) + 1);
    }
    for (const target of targets) {
      const multiple = target / 100;
      const p = 0.97 / multiple;
      const rtp = ((reached.get(target) ?? 0) / rounds) * multiple;
      const standardError = (multiple * Math.sqrt(p * (1 - p))) / Math.sqrt(rounds);
      console.log(
        `crash ${multiple}×: simulated RTP ${(rtp * 100).toFixed(3)} % ± ${(standardError * 100).toFixed(3)}`,
      );
      expect(Math.abs(rtp - 0.97)).toBeLessThan(4.5 * standardError);
    }
  });
});
