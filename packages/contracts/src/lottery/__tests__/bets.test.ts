import { describe, expect, it } from 'vitest';
import { defaultOdds, isBetKey, payoutOf, winningKeys, type Payout } from '../bets.ts';
import type { LotteryFamily } from '../families.ts';

/**
 * The payouts checked against a second, plain reading of docs/lottery.md: every key of every family is judged
 * on its own for random draws (no shared code with `winningKeys` but the key format), and the default odds'
 * return to player is recomputed from counts.
 */

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const sum = (numbers: number[]) => numbers.reduce((a, b) => a + b, 0);
const count = (numbers: number[], value: number) => numbers.filter((n) => n === value).length;

/** Every key a member can bet, listed by hand. */
function allKeys(family: LotteryFamily): string[] {
  switch (family) {
    case 'DIGITS3':
      return [
        ...range(0, 27).map((s) => `SUM:${s}`),
        ...['BIG', 'SMALL', 'ODD', 'EVEN', 'BIG_ODD', 'BIG_EVEN', 'SMALL_ODD', 'SMALL_EVEN'],
        ...['EXTREME_BIG', 'EXTREME_SMALL', 'TRIPLE', 'PAIR', 'STRAIGHT'],
        ...['GRAY', 'RED', 'GREEN', 'BLUE'].map((c) => `COLOUR:${c}`),
      ];
    case 'DICE':
      return [
        ...range(3, 18).map((s) => `SUM:${s}`),
        ...['BIG', 'SMALL', 'ODD', 'EVEN', 'ANY_TRIPLE'],
        ...range(1, 6).flatMap((f) => [`TRIPLE:${f}`, `PAIR:${f}`, `FACE:${f}`]),
        ...range(1, 6).flatMap((a) => range(a + 1, 6).map((b) => `COMBO:${a}-${b}`)),
      ];
    case 'DIGITS5': {
      const threes = range(0, 999).map((n) => String(n).padStart(3, '0'));
      return [
        ...range(1, 5).flatMap((p) =>
          [...range(0, 9), 'BIG', 'SMALL', 'ODD', 'EVEN'].map((v) => `P${p}:${v}`),
        ),
        ...['BIG', 'SMALL', 'ODD', 'EVEN'].map((v) => `SUM:${v}`),
        ...['FRONT', 'MIDDLE', 'BACK'].flatMap((w) => [
          ...threes.map((t) => `${w}:STRAIGHT:${t}`),
          ...threes
            .filter((t) => [...t].sort().join('') === t && new Set(t).size === 2)
            .map((t) => `${w}:GROUP3:${t}`),
          ...threes
            .filter((t) => [...t].sort().join('') === t && new Set(t).size === 3)
            .map((t) => `${w}:GROUP6:${t}`),
        ]),
      ];
    }
    case 'BALLS49': {
      const balls = range(1, 49);
      return [
        ...balls.map((b) => `SPECIAL:${b}`),
        ...['RED', 'BLUE', 'GREEN', 'BIG', 'SMALL', 'ODD', 'EVEN'].map((v) => `SPECIAL:${v}`),
        ...balls.map((b) => `MAIN:${b}`),
        ...balls.flatMap((a) => range(a + 1, 49).map((b) => `MAIN2:${a}-${b}`)),
        ...balls.flatMap((a) =>
          range(a + 1, 49).flatMap((b) => range(b + 1, 49).map((c) => `MAIN3:${a}-${b}-${c}`)),
        ),
      ];
    }
  }
}

const RED = [1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46];
const GREEN = [5, 6, 11, 16, 17, 21, 22, 27, 28, 32, 33, 38, 39, 43, 44, 49];

/** The plain reading: what one key gets for one draw, as a multiple of the stake's odds key or a push. */
function judge(
  family: LotteryFamily,
  key: string,
  d: number[],
): 'LOSE' | 'PUSH' | 'WIN' | 'WIN_X2' | 'WIN_X3' {
  const yes = (won: boolean) => (won ? 'WIN' : 'LOSE');
  const [head, tail = ''] = [
    key.slice(0, key.indexOf(':') < 0 ? key.length : key.indexOf(':')),
    key.split(':').slice(1).join(':'),
  ];
  if (family === 'DIGITS3') {
    const s = sum(d);
    const sorted = [...d].sort((a, b) => a - b);
    const colour = [0, 13, 14, 27].includes(s)
      ? 'GRAY'
      : s % 3 === 0
        ? 'RED'
        : s % 3 === 1
          ? 'GREEN'
          : 'BLUE';
    const checks: Record<string, boolean> = {
      BIG: s >= 14,
      SMALL: s <= 13,
      ODD: s % 2 === 1,
      EVEN: s % 2 === 0,
      BIG_ODD: s >= 14 && s % 2 === 1,
      BIG_EVEN: s >= 14 && s % 2 === 0,
      SMALL_ODD: s <= 13 && s % 2 === 1,
      SMALL_EVEN: s <= 13 && s % 2 === 0,
      EXTREME_BIG: s >= 22,
      EXTREME_SMALL: s <= 5,
      TRIPLE: d[0] === d[1] && d[1] === d[2],
      PAIR: (d[0] === d[1] || d[1] === d[2] || d[0] === d[2]) && !(d[0] === d[1] && d[1] === d[2]),
      STRAIGHT: sorted[1]! - sorted[0]! === 1 && sorted[2]! - sorted[1]! === 1,
    };
    if (head === 'SUM') return yes(s === Number(tail));
    if (head === 'COLOUR') return yes(colour === tail);
    return yes(checks[head]!);
  }
  if (family === 'DICE') {
    const s = sum(d);
    const triple = d[0] === d[1] && d[1] === d[2];
    if (head === 'SUM') return yes(s === Number(tail));
    if (head === 'BIG') return yes(!triple && s >= 11);
    if (head === 'SMALL') return yes(!triple && s <= 10);
    if (head === 'ODD') return yes(!triple && s % 2 === 1);
    if (head === 'EVEN') return yes(!triple && s % 2 === 0);
    if (head === 'ANY_TRIPLE') return yes(triple);
    if (head === 'TRIPLE') return yes(triple && d[0] === Number(tail));
    if (head === 'PAIR') return yes(count(d, Number(tail)) >= 2);
    if (head === 'FACE') return (['LOSE', 'WIN', 'WIN_X2', 'WIN_X3'] as const)[count(d, Number(tail))]!;
    const [a, b] = tail.split('-').map(Number);
    return yes(d.includes(a!) && d.includes(b!));
  }
  if (family === 'DIGITS5') {
    if (head.startsWith('P')) {
      const digit = d[Number(head.slice(1)) - 1]!;
      if (tail === 'BIG') return yes(digit >= 5);
      if (tail === 'SMALL') return yes(digit <= 4);
      if (tail === 'ODD') return yes(digit % 2 === 1);
      if (tail === 'EVEN') return yes(digit % 2 === 0);
      return yes(digit === Number(tail));
    }
    if (head === 'SUM') {
      const s = sum(d);
      return yes({ BIG: s >= 23, SMALL: s <= 22, ODD: s % 2 === 1, EVEN: s % 2 === 0 }[tail]!);
    }
    const start = { FRONT: 0, MIDDLE: 1, BACK: 2 }[head]!;
    const three = d.slice(start, start + 3);
    const [kind, digits] = tail.split(':') as [string, string];
    if (kind === 'STRAIGHT') return yes(three.join('') === digits);
    // A group bet wins when the three digits are its digits in any order.
    return yes([...three].sort().join('') === digits);
  }
  const main = d.slice(0, 6);
  const special = d[6]!;
  if (head === 'SPECIAL') {
    if (/^\d+$/.test(tail)) return yes(special === Number(tail));
    if (['BIG', 'SMALL', 'ODD', 'EVEN'].includes(tail) && special === 49) return 'PUSH';
    if (tail === 'BIG') return yes(special >= 25);
    if (tail === 'SMALL') return yes(special <= 24);
    if (tail === 'ODD') return yes(special % 2 === 1);
    if (tail === 'EVEN') return yes(special % 2 === 0);
    const colour = RED.includes(special) ? 'RED' : GREEN.includes(special) ? 'GREEN' : 'BLUE';
    return yes(colour === tail);
  }
  return yes(tail.split('-').every((ball) => main.includes(Number(ball))));
}

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * below);
  };
}

function randomDraw(family: LotteryFamily, next: (below: number) => number) {
  if (family === 'BALLS49') {
    const drum = range(1, 49);
    return range(1, 7).map(() => drum.splice(next(drum.length), 1)[0]!);
  }
  const [n, low, high] = family === 'DICE' ? [3, 1, 6] : family === 'DIGITS3' ? [3, 0, 9] : [5, 0, 9];
  return range(1, n).map(() => low + next(high - low + 1));
}

const families: LotteryFamily[] = ['DIGITS3', 'DICE', 'DIGITS5', 'BALLS49'];

describe('lottery payouts', () => {
  it.each(families)('%s: every key, on random draws, wins, pushes or loses as the rules say', (family) => {
    const keys = allKeys(family);
    const next = generator(20261124 + family.length);
    const draws = family === 'BALLS49' ? 25 : 200;
    // Draws that matter most, besides random ones: triples, the 49 as special.
    const special: number[][] = {
      DIGITS3: [
        [0, 0, 0],
        [9, 9, 9],
        [1, 2, 3],
        [9, 0, 1],
      ],
      DICE: [
        [6, 6, 6],
        [1, 1, 1],
        [2, 2, 5],
      ],
      DIGITS5: [
        [1, 1, 2, 2, 1],
        [9, 9, 9, 9, 9],
      ],
      BALLS49: [[1, 2, 3, 4, 5, 6, 49]],
    }[family];
    for (const draw of [...special, ...range(1, draws).map(() => randomDraw(family, next))]) {
      const paid = new Map(winningKeys(family, draw).map((payout) => [payout.betKey, payout]));
      for (const key of keys) {
        const expected = judge(family, key, draw);
        const payout = paid.get(key);
        const actual: string = !payout
          ? 'LOSE'
          : payout.outcome === 'PUSH'
            ? 'PUSH'
            : payout.oddsKey === 'FACE_X2'
              ? 'WIN_X2'
              : payout.oddsKey === 'FACE_X3'
                ? 'WIN_X3'
                : 'WIN';
        if (actual !== expected)
          throw new Error(`${family} ${key} on ${draw}: ${actual}, expected ${expected}`);
      }
      // Only keys a member can bet are paid.
      for (const key of paid.keys()) expect(isBetKey(family, key), key).toBe(true);
    }
  });

  it.each(families)('%s: accepts exactly the keys of the family', (family) => {
    const keys = allKeys(family);
    expect(keys.every((key) => isBetKey(family, key))).toBe(true);
    const wrong = ['', 'SUM', 'SUM:', 'SUM:-1', 'SUM:01', 'BIG:1', 'COMBO:2-1', 'MAIN2:7-7', 'MAIN2:23-7'];
    wrong.push('FRONT:GROUP3:211', 'FRONT:GROUP6:112', 'P6:1', 'SPECIAL:50', 'MAIN3:1-2', 'COLOUR:PINK');
    for (const key of wrong) expect(isBetKey(family, key), key).toBe(false);
  });

  it('pays between 95 % and 97 % back on every bet by default, counted over every draw', () => {
    for (const family of ['DIGITS3', 'DICE'] as const) {
      const odds = defaultOdds(family);
      const draws =
        family === 'DICE'
          ? range(1, 6).flatMap((a) => range(1, 6).flatMap((b) => range(1, 6).map((c) => [a, b, c])))
          : range(0, 999).map((n) => [...String(n).padStart(3, '0')].map(Number));
      for (const key of allKeys(family)) {
        let back = 0;
        for (const draw of draws) {
          const paid = winningKeys(family, draw).find((payout) => payout.betKey === key);
          if (paid) back += paid.outcome === 'PUSH' ? 100 : odds[paid.oddsKey]!;
        }
        // In hundredths of the stake, summed exactly.
        const rtp = back / 100 / draws.length;
        expect(rtp, `${family} ${key}`).toBeGreaterThanOrEqual(0.95);
        expect(rtp, `${family} ${key}`).toBeLessThanOrEqual(0.97 + 1e-12);
      }
    }
    // The five-digit and 49-ball chances, counted here without the module's own counting.
    const digits5 = defaultOdds('DIGITS5');
    const rtp = (odds: number, chance: number, push = 0) => (odds / 100) * chance + push;
    expect(rtp(digits5['POSITION:DIGIT']!, 1 / 10)).toBeCloseTo(0.97, 2);
    expect(rtp(digits5['POSITION:BIG']!, 1 / 2)).toBeCloseTo(0.97, 2);
    expect(rtp(digits5['SUM:BIG']!, 1 / 2)).toBeCloseTo(0.97, 2);
    expect(rtp(digits5['THREE:STRAIGHT']!, 1 / 1000)).toBeCloseTo(0.97, 2);
    expect(rtp(digits5['THREE:GROUP3']!, 3 / 1000)).toBeCloseTo(0.97, 2);
    expect(rtp(digits5['THREE:GROUP6']!, 6 / 1000)).toBeCloseTo(0.97, 2);
    const balls = defaultOdds('BALLS49');
    // Two given numbers among six of 49: (6/49)·(5/48); three: (6/49)·(5/48)·(4/47).
    expect(rtp(balls.MAIN2!, (6 / 49) * (5 / 48))).toBeCloseTo(0.97, 2);
    expect(rtp(balls.MAIN3!, (6 / 49) * (5 / 48) * (4 / 47))).toBeCloseTo(0.97, 2);
    expect(rtp(balls.MAIN!, 6 / 49)).toBeCloseTo(0.97, 2);
    expect(rtp(balls.SPECIAL!, 1 / 49)).toBeCloseTo(0.97, 2);
    expect(rtp(balls['SPECIAL:BIG']!, 24 / 49, 1 / 49)).toBeCloseTo(0.97, 2);
    expect(rtp(balls['SPECIAL:RED']!, 17 / 49)).toBeCloseTo(0.97, 2);
  });

  it('never pays a fraction of a minor unit, and a push returns the stake', () => {
    const win: Payout = { betKey: 'BIG', outcome: 'WIN', oddsKey: 'BIG' };
    expect(payoutOf(333n, win, 196)).toBe(652n);
    expect(payoutOf(333n, { ...win, outcome: 'PUSH' }, 196)).toBe(333n);
  });
});
