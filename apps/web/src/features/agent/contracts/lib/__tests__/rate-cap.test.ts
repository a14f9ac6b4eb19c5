import type { ContractTerms, ContractTier } from '@msp/contracts/agent-contracts.ts';
import { describe, expect, it } from 'vitest';
import { paysLessSomewhere, rateAt, reaches, realtimeCaps } from '../rate-cap.ts';

const tier = (
  minValidBet: string,
  minActiveMembers: number,
  rate: string,
  minNetLoss?: string,
): ContractTier => ({
  minValidBet,
  minActiveMembers,
  rate,
  ...(minNetLoss === undefined ? {} : { minNetLoss }),
});

/** The upline's own daily salary: 0.3% from 10k and 3 members, 0.5% from 50k and 10, 0.8% from 200k and 20. */
const mine = [tier('10000', 3, '0.30'), tier('50000', 10, '0.50'), tier('200000', 20, '0.80')];

describe('rate cap', () => {
  it('is the highest rate among my tiers whose thresholds are all at or below the offered ones', () => {
    expect(rateAt(mine, tier('10000', 3, '0'))).toBe('0.30');
    expect(rateAt(mine, tier('60000', 12, '0'))).toBe('0.50');
    expect(rateAt(mine, tier('1000000', 100, '0'))).toBe('0.80');
  });

  it('needs every threshold reached: a higher bet with too few members caps at the lower tier', () => {
    expect(rateAt(mine, tier('500000', 5, '0'))).toBe('0.30');
    expect(rateAt(mine, tier('20000', 50, '0'))).toBe('0.30');
  });

  it('is 0 below all my tiers', () => {
    expect(rateAt(mine, tier('9999.99', 50, '0'))).toBe('0.00');
    expect(rateAt(mine, tier('10000', 2, '0'))).toBe('0.00');
    expect(rateAt([], tier('1000000', 100, '0'))).toBe('0.00');
  });

  it('takes the highest rate reached, whatever the order of the tiers', () => {
    const unordered = [tier('0', 0, '0.90'), tier('100', 1, '0.20')];
    expect(rateAt(unordered, tier('100', 1, '0'))).toBe('0.90');
  });

  it('compares amounts exactly, never through floats', () => {
    expect(reaches(tier('0.1', 0, '0'), tier('0.10', 0, '0'))).toBe(true);
    expect(reaches(tier('10000.01', 0, '0'), tier('10000', 0, '0'))).toBe(false);
    expect(rateAt([tier('0', 0, '12.75')], tier('0', 0, '0'))).toBe('12.75');
  });

  it('counts a dividend tier net loss as a threshold too (none named: 0)', () => {
    const dividend = [tier('0', 0, '20', '0'), tier('100000', 5, '30', '20000')];
    expect(rateAt(dividend, tier('100000', 5, '0', '20000'))).toBe('30.00');
    expect(rateAt(dividend, tier('100000', 5, '0', '19999'))).toBe('20.00');
    expect(rateAt(dividend, tier('100000', 5, '0'))).toBe('20.00');
  });

  it('caps a real-time salary by my own rates and smallest bet', () => {
    expect(realtimeCaps({ winRate: '0.3', lossRate: '0.5', minBet: '10' })).toEqual({
      winRate: '0.30',
      lossRate: '0.50',
      minBet: '10.00',
    });
  });
});

describe('paysLessSomewhere', () => {
  const now: ContractTerms = { tiers: mine };

  it('is false for the same or better terms', () => {
    expect(paysLessSomewhere({ tiers: mine }, now)).toBe(false);
    expect(paysLessSomewhere({ tiers: [tier('0', 0, '0.80')] }, now)).toBe(false);
  });

  it('is true when some threshold of the current terms would pay less', () => {
    expect(paysLessSomewhere({ tiers: [tier('10000', 3, '0.30'), tier('50000', 10, '0.50')] }, now)).toBe(
      true,
    );
    expect(paysLessSomewhere({ tiers: [tier('20000', 3, '0.80')] }, now)).toBe(true);
  });

  it('compares real-time rates, the smallest bet and the dividend period', () => {
    const realtime = { winRate: '0.30', lossRate: '0.50', minBet: '10.00' };
    expect(paysLessSomewhere({ ...realtime, winRate: '0.40' }, realtime)).toBe(false);
    expect(paysLessSomewhere({ ...realtime, lossRate: '0.40' }, realtime)).toBe(true);
    expect(paysLessSomewhere({ ...realtime, minBet: '20' }, realtime)).toBe(true);
    expect(paysLessSomewhere({ period: 'M', tiers: mine }, { period: 'W', tiers: mine })).toBe(true);
  });
});
