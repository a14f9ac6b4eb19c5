import { describe, expect, it } from 'vitest';
import { loFrequency, loGan } from '../stats.ts';
import { run, sheetOf } from './sheets.ts';

/* Three Southern draws (18 prizes each), newest first. 07 ends three prizes of the newest draw. */
const draws = [
  sheetOf('SOUTH', ['07', '07', '07', '12', ...run(20, 14)]), // 20–33
  sheetOf('SOUTH', ['12', '45', ...run(46, 16)]), // 46–61
  sheetOf('SOUTH', ['07', ...run(62, 17)]), // 62–78
];
const countOf = (stats: { number: string; count: number }[], number: string) =>
  stats.find((stat) => stat.number === number)?.count;
const missingOf = (stats: { number: string; draws: number }[], number: string) =>
  stats.find((stat) => stat.number === number)?.draws;

describe('lô frequency', () => {
  it('counts every prize ending, repeats within a draw included, most frequent first', () => {
    const stats = loFrequency(draws);
    expect(stats).toHaveLength(100);
    expect(stats.slice(0, 3)).toEqual([
      { number: '07', count: 4 },
      { number: '12', count: 2 },
      { number: '20', count: 1 },
    ]);
    expect(countOf(stats, '45')).toBe(1);
    expect(countOf(stats, '78')).toBe(1);
    expect(countOf(stats, '99')).toBe(0);
    expect(stats.reduce((sum, stat) => sum + stat.count, 0)).toBe(3 * 18);
  });

  it('reads only the newest `last` draws', () => {
    const newest = loFrequency(draws, 1);
    expect(countOf(newest, '07')).toBe(3);
    expect(countOf(newest, '12')).toBe(1);
    expect(countOf(newest, '45')).toBe(0);
  });

  it('reads the newest 30 draws by default', () => {
    const thirtyOne = [
      ...Array.from({ length: 30 }, () => draws[1]!),
      sheetOf('SOUTH', ['99', ...run(0, 17)]),
    ];
    expect(countOf(loFrequency(thirtyOne), '99')).toBe(0);
    expect(countOf(loFrequency(thirtyOne), '12')).toBe(30);
    expect(countOf(loFrequency(thirtyOne, 31), '99')).toBe(1);
  });

  it('is zero for every number without results', () => {
    const stats = loFrequency([]);
    expect(stats).toHaveLength(100);
    expect(stats.every((stat) => stat.count === 0)).toBe(true);
    expect(stats[0]!.number).toBe('00');
  });
});

describe('lô gan', () => {
  it('counts the draws since each number last came; never: the number of draws', () => {
    const stats = loGan(draws);
    expect(stats).toHaveLength(100);
    expect(missingOf(stats, '07')).toBe(0);
    expect(missingOf(stats, '12')).toBe(0);
    expect(missingOf(stats, '45')).toBe(1);
    expect(missingOf(stats, '62')).toBe(2);
    expect(missingOf(stats, '99')).toBe(3);
  });

  it('sorts the longest missing first, then ascending', () => {
    const stats = loGan(draws);
    // 50 distinct numbers came (07, 12, 20–33, 45, 46–61, 62–78); the other 50 never did.
    expect(stats.filter((stat) => stat.draws === 3)).toHaveLength(50);
    expect(stats.slice(0, 3).map((stat) => stat.number)).toEqual(['00', '01', '02']);
    expect(stats[50]).toEqual({ number: '62', draws: 2 });
    expect(stats.at(-1)).toEqual({ number: '33', draws: 0 });
    const order = stats.map((stat) => stat.draws);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('reads a Northern sheet too (27 prizes, G7 of two digits)', () => {
    const north = sheetOf('NORTH', [...run(0, 26), '99']);
    expect(missingOf(loGan([north]), '99')).toBe(0);
    expect(missingOf(loGan([north]), '50')).toBe(1);
  });
});
