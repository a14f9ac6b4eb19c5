import { describe, expect, it } from 'vitest';
import { lastEndedPeriod, periodAt } from '../../../src/modules/agents/contracts/periods.ts';
import { capRefusal, computeBill, storedTerms } from '../../../src/modules/agents/contracts/terms.ts';
import type { AppError } from '../../../src/shared/app-error.ts';

/** The hand-worked examples of docs/agent-contracts.md, in the same numbers. */
describe('a bill, worked by hand', () => {
  it('daily salary: the highest rate among the tiers reached, on the team valid bet, rounded down', () => {
    const terms = storedTerms('DAILY_SALARY', {
      tiers: [
        { minValidBet: '10000', minActiveMembers: 3, rate: '0.5' },
        { minValidBet: '50000', minActiveMembers: 10, rate: '0.8' },
        { minValidBet: '100000', minActiveMembers: 5, rate: '1' },
      ],
    });
    const bill = computeBill('DAILY_SALARY', terms, {
      validBet: 12_345_678n,
      // The team won that day: a salary is owed on its bets all the same.
      netLoss: -500_000n,
      activeMembers: 8,
    });
    // Tier 2 wants 10 active members; tiers 1 and 3 are reached and 3 pays more: 123,456.78 × 1 % = 1,234.5678.
    expect(bill.amount).toBe(123_456n);
    expect(bill.explanation).toMatchObject({
      teamValidBet: '123456.78',
      activeMembers: 8,
      tier: { index: 3, minValidBet: '100000.00', minActiveMembers: 5, rate: '1.00' },
      rate: '1.00',
      base: '123456.78',
      netLoss: null,
    });
  });

  it('dividend: the rate on the net loss (valid bets − wins − bonuses − rebates); a team that won gets none', () => {
    const terms = storedTerms('DIVIDEND', {
      period: 'W',
      tiers: [
        { minValidBet: '100000', minActiveMembers: 5, minNetLoss: '0', rate: '20' },
        { minValidBet: '500000', minActiveMembers: 20, minNetLoss: '10000', rate: '30' },
      ],
    });
    // 620,000 − 560,000 − 8,000 − 2,000 = 50,000 net loss; 25 active: tier 2, 30 % = 15,000.00
    const bill = computeBill('DIVIDEND', terms, {
      validBet: 62_000_000n,
      netLoss: 5_000_000n,
      activeMembers: 25,
    });
    expect(bill.amount).toBe(1_500_000n);
    expect(bill.explanation).toMatchObject({ netLoss: '50000.00', base: '50000.00', rate: '30.00' });
    expect(bill.explanation.tier).toMatchObject({ index: 2, minNetLoss: '10000.00' });

    const won = computeBill('DIVIDEND', terms, {
      validBet: 62_000_000n,
      netLoss: -300_000n,
      activeMembers: 25,
    });
    expect(won.amount).toBe(0n);
    expect(won.explanation).toMatchObject({ tier: null, base: '0.00', netLoss: '-3000.00' });
  });

  it('hourly salary: the hour’s team valid bet', () => {
    const terms = storedTerms('HOURLY_SALARY', {
      tiers: [{ minValidBet: '5000', minActiveMembers: 2, rate: '0.3' }],
    });
    const bill = computeBill('HOURLY_SALARY', terms, { validBet: 777_777n, netLoss: 0n, activeMembers: 2 });
    expect(bill.amount).toBe(2_333n); // 7,777.77 × 0.30 % = 23.33331
    expect(
      computeBill('HOURLY_SALARY', terms, { validBet: 777_777n, netLoss: 0n, activeMembers: 1 }).amount,
    ).toBe(0n);
  });

  it('real-time salary: the win rate on counted bets not lost plus the loss rate on those lost', () => {
    const terms = storedTerms('REALTIME_SALARY', { winRate: '0.2', lossRate: '0.6', minBet: '100' });
    // Counted (≥ 100.00): 200.00 won and 100.00 pushed (300.00), 150.00 and 1,000.00 lost (1,150.00).
    const bill = computeBill('REALTIME_SALARY', terms, {
      validBet: 145_000n,
      netLoss: 0n,
      activeMembers: 3,
      winBets: { count: 2, stake: 30_000n },
      lossBets: { count: 2, stake: 115_000n },
    });
    expect(bill.amount).toBe(60n + 690n); // 0.60 + 6.90 = 7.50
    expect(bill.explanation).toMatchObject({
      winBets: { count: 2, stake: '300.00', rate: '0.20' },
      lossBets: { count: 2, stake: '1150.00', rate: '0.60' },
      minBet: '100.00',
      base: '1450.00',
    });
  });
});

describe('terms', () => {
  it('refuses the fields of another type, a rate over the maximum and two tiers alike', () => {
    const refused = (fn: () => unknown) => {
      try {
        fn();
      } catch (error) {
        return (error as AppError).code;
      }
      return null;
    };
    const tier = { minValidBet: '100', minActiveMembers: 1, rate: '1' };
    expect(refused(() => storedTerms('DAILY_SALARY', { tiers: [tier], period: 'D' }))).toBe(
      'agent.contract.terms.invalid',
    );
    expect(refused(() => storedTerms('DIVIDEND', { tiers: [tier] }))).toBe('agent.contract.terms.invalid');
    expect(refused(() => storedTerms('DAILY_SALARY', { tiers: [{ ...tier, rate: '10.01' }] }))).toBe(
      'agent.contract.terms.invalid',
    );
    expect(refused(() => storedTerms('DAILY_SALARY', { tiers: [tier, { ...tier, rate: '2' }] }))).toBe(
      'agent.contract.terms.invalid',
    );
    expect(refused(() => storedTerms('REALTIME_SALARY', { winRate: '1', lossRate: '1' }))).toBe(
      'agent.contract.terms.invalid',
    );
    expect(
      refused(() => storedTerms('DIVIDEND', { period: 'M', tiers: [{ ...tier, rate: '100' }] })),
    ).toBeNull();
  });

  it('caps a downline tier by the upline’s best rate at the same thresholds', () => {
    const upline = storedTerms('DAILY_SALARY', {
      tiers: [
        { minValidBet: '10000', minActiveMembers: 3, rate: '0.5' },
        { minValidBet: '100000', minActiveMembers: 5, rate: '1' },
      ],
    });
    const offer = (minValidBet: string, minActiveMembers: number, rate: string) =>
      capRefusal(
        'DAILY_SALARY',
        upline,
        storedTerms('DAILY_SALARY', { tiers: [{ minValidBet, minActiveMembers, rate }] }),
      );
    expect(offer('50000', 3, '0.6')).toBe('agent.contract.rate.cap'); // the upline pays 0.5 % there
    expect(offer('50000', 3, '0.5')).toBeNull();
    expect(offer('100000', 10, '0.9')).toBeNull(); // the upline pays 1 % there
    expect(offer('5000', 3, '0.1')).toBe('agent.contract.rate.cap'); // the upline pays nothing below 10,000

    const realtime = storedTerms('REALTIME_SALARY', { winRate: '0.2', lossRate: '0.6', minBet: '100' });
    const rt = (winRate: string, lossRate: string, minBet: string) =>
      capRefusal('REALTIME_SALARY', realtime, storedTerms('REALTIME_SALARY', { winRate, lossRate, minBet }));
    expect(rt('0.2', '0.5', '100')).toBeNull();
    expect(rt('0.3', '0.5', '100')).toBe('agent.contract.rate.cap');
    expect(rt('0.1', '0.5', '50')).toBe('agent.contract.rate.cap');

    const weekly = storedTerms('DIVIDEND', {
      period: 'W',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, rate: '30' }],
    });
    const monthly = storedTerms('DIVIDEND', {
      period: 'M',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, rate: '10' }],
    });
    expect(capRefusal('DIVIDEND', weekly, monthly)).toBe('agent.contract.period.mismatch');
  });
});

describe('periods of the report time zone (UTC+6)', () => {
  const at = (iso: string) => Date.parse(iso);
  it('days, weeks from Monday, half-months, months, hours and 5-minute windows', () => {
    // 2026-11-24 03:30 in Dhaka is 2026-11-23 21:30 UTC.
    const instant = at('2026-11-23T21:30:00Z');
    expect(periodAt('D', instant, 360)).toMatchObject({
      start: new Date('2026-11-23T18:00:00Z'),
      end: new Date('2026-11-24T18:00:00Z'),
      label: '2026-11-24',
    });
    expect(periodAt('W', instant, 360).label).toBe('2026-11-23 – 2026-11-29');
    expect(periodAt('H', instant, 360).label).toBe('2026-11-16 – 2026-11-30');
    expect(periodAt('H', at('2026-02-10T00:00:00Z'), 360).label).toBe('2026-02-01 – 2026-02-15');
    expect(periodAt('M', instant, 360).label).toBe('2026-11-01 – 2026-11-30');
    expect(periodAt('HOUR', instant, 360)).toMatchObject({ label: '2026-11-24 03:00–04:00' });
    expect(periodAt('WINDOW', at('2026-11-23T21:33:10Z'), 360)).toMatchObject({
      start: new Date('2026-11-23T21:30:00Z'),
      end: new Date('2026-11-23T21:35:00Z'),
      label: '2026-11-24 03:30–03:35',
    });
    expect(lastEndedPeriod('D', instant, 360).label).toBe('2026-11-23');
  });
});
