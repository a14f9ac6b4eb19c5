import { describe, expect, it } from 'vitest';
import { levels, silver } from '../../components/__tests__/vip-fixtures.ts';
import { tierOf } from '../tiers.ts';
import { progressToNext } from '../vip-format.ts';

describe('VIP figures', () => {
  it('measure the member against each threshold of the next level, in minor units', () => {
    expect(progressToNext(silver, levels)).toEqual([
      { figure: 'deposit', current: '5000.00', target: '20000.00', remaining: '15000.00', percent: 25 },
      { figure: 'validBet', current: '1200.00', target: '100000.00', remaining: '98800.00', percent: 1.2 },
    ]);
    // A threshold the level does not set is left out; one passed shows nothing left.
    const depositOnly = levels.map((level) =>
      level.rank === 3 ? { ...level, validBetThreshold: null } : level,
    );
    expect(
      progressToNext({ ...silver, progress: { ...silver.progress, deposits: '25000.10' } }, depositOnly),
    ).toEqual([
      { figure: 'deposit', current: '25000.10', target: '20000.00', remaining: '0.00', percent: 100 },
    ]);
    expect(progressToNext({ ...silver, progress: { ...silver.progress, nextRank: null } }, levels)).toEqual(
      [],
    );
  });

  it('colour ranks from bronze to crown, crown above the sixth', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(tierOf)).toEqual([
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
      'crown',
      'crown',
      'crown',
    ]);
  });
});
