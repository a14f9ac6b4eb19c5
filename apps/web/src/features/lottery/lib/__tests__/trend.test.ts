import { describe, expect, it } from 'vitest';
import { beadRoad, hotAndCold, numberStats, parityOf, roadsOf, sizeOf, streakOf, tally } from '../trend.ts';

const draws = (results: number[][]) => results.map((result, index) => ({ numero: `N${index}`, result }));

describe('trend', () => {
  it('counts 28-style sums and how long each has been missing (draws newest first)', () => {
    const trend = draws([
      [9, 9, 9], // 27, newest
      [1, 2, 3], // 6
      [0, 0, 6], // 6
      [5, 5, 3], // 13
    ]);
    const stats = numberStats('DIGITS3', trend);
    expect(stats).toHaveLength(28);
    expect(stats.find((stat) => stat.number === 6)).toEqual({ number: 6, count: 2, missing: 1 });
    expect(stats.find((stat) => stat.number === 27)).toEqual({ number: 27, count: 1, missing: 0 });
    expect(stats.find((stat) => stat.number === 0)).toEqual({ number: 0, count: 0, missing: 4 });
    const { hot, cold } = hotAndCold(stats, 3);
    expect(hot.map((stat) => stat.number)).toEqual([6, 27, 13]);
    expect(cold[0]!.count).toBe(0);
    expect(cold.map((stat) => stat.number)).toEqual([0, 1, 2]);
  });

  it('counts every die face and every ball of a draw', () => {
    const dice = numberStats(
      'DICE',
      draws([
        [2, 2, 5],
        [1, 2, 3],
      ]),
    );
    expect(dice.find((stat) => stat.number === 2)!.count).toBe(3);
    const balls = numberStats('BALLS49', draws([[1, 2, 3, 4, 5, 6, 49]]));
    expect(balls.filter((stat) => stat.count === 1).map((stat) => stat.number)).toEqual([
      1, 2, 3, 4, 5, 6, 49,
    ]);
  });

  it('reads big/small and odd/even as the bets do: a dice triple and the special 49 are neither', () => {
    expect(sizeOf('DIGITS3', [4, 5, 5])).toBe('BIG');
    expect(sizeOf('DIGITS3', [4, 4, 5])).toBe('SMALL');
    expect(sizeOf('DICE', [4, 4, 4])).toBe('TIE');
    expect(parityOf('DICE', [4, 4, 4])).toBe('TIE');
    expect(sizeOf('DICE', [6, 4, 1])).toBe('BIG');
    expect(sizeOf('DIGITS5', [9, 9, 5, 0, 0])).toBe('BIG');
    expect(sizeOf('DIGITS5', [9, 9, 4, 0, 0])).toBe('SMALL');
    expect(sizeOf('BALLS49', [1, 2, 3, 4, 5, 6, 49])).toBe('TIE');
    expect(sizeOf('BALLS49', [1, 2, 3, 4, 5, 6, 25])).toBe('BIG');
    expect(parityOf('BALLS49', [1, 2, 3, 4, 5, 6, 24])).toBe('EVEN');
  });

  it('lays a road out oldest first, top to bottom, six to a column', () => {
    const road = beadRoad(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], 6);
    expect(road).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ['g', 'h'],
    ]);
    // The trend comes newest first: the newest draw is the last bead.
    const roads = roadsOf(
      'DIGITS3',
      draws([
        [9, 9, 9],
        [0, 0, 1],
        [0, 0, 0],
      ]),
    );
    expect(roads.size).toEqual([['SMALL', 'SMALL', 'BIG']]);
    expect(roads.parity).toEqual([['EVEN', 'ODD', 'ODD']]);
    expect(tally(roads.size)).toEqual({ SMALL: 2, BIG: 1 });
    expect(streakOf(['BIG', 'BIG', 'SMALL', 'BIG'])).toEqual({ outcome: 'BIG', length: 2 });
    expect(streakOf([])).toBeNull();
  });
});
