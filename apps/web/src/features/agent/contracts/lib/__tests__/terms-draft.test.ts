import type { ContractTerms } from '@msp/contracts/agent-contracts.ts';
import { describe, expect, it } from 'vitest';
import { checkOffer, draftOf, emptyTier, type TermsDraft } from '../terms-draft.ts';

const mine: ContractTerms = {
  tiers: [
    { minValidBet: '10000', minActiveMembers: 3, rate: '0.30' },
    { minValidBet: '50000', minActiveMembers: 10, rate: '0.50' },
  ],
};

const draft = (tiers: TermsDraft['tiers'], extra: Partial<TermsDraft> = {}): TermsDraft => ({
  period: 'D',
  tiers,
  winRate: '',
  lossRate: '',
  minBet: '',
  ...extra,
});

describe('checkOffer', () => {
  it('passes terms within the cap and gives the terms to send', () => {
    const check = checkOffer(
      'DAILY_SALARY',
      draft([
        { ...emptyTier, minValidBet: '20000', minActiveMembers: '5', rate: '0.3' },
        { ...emptyTier, minValidBet: '60000', minActiveMembers: '12', rate: '0.45' },
      ]),
      mine,
    );
    expect(check.capped).toBe(false);
    expect(check.tiers.map((tier) => tier.cap)).toEqual(['0.30', '0.50']);
    expect(check.terms).toEqual({
      tiers: [
        { minValidBet: '20000', minActiveMembers: 5, rate: '0.3' },
        { minValidBet: '60000', minActiveMembers: 12, rate: '0.45' },
      ],
    });
  });

  it('refuses a rate above my own rate at its thresholds', () => {
    const check = checkOffer(
      'DAILY_SALARY',
      draft([{ ...emptyTier, minValidBet: '20000', minActiveMembers: '5', rate: '0.40' }]),
      mine,
    );
    expect(check.capped).toBe(true);
    expect(check.terms).toBeNull();
    expect(check.tiers[0]!.problems.rate).toEqual({ kind: 'cap', cap: '0.30' });
  });

  it('refuses any rate where my own tiers pay nothing', () => {
    const check = checkOffer(
      'HOURLY_SALARY',
      draft([{ ...emptyTier, minValidBet: '500', minActiveMembers: '1', rate: '0.01' }]),
      mine,
    );
    expect(check.tiers[0]!.problems.rate).toEqual({ kind: 'cap', cap: '0.00' });
  });

  it('refuses a rate above the highest rate of the type before the cap', () => {
    const check = checkOffer(
      'DAILY_SALARY',
      draft([{ ...emptyTier, minValidBet: '50000', minActiveMembers: '10', rate: '11' }]),
      mine,
    );
    expect(check.tiers[0]!.problems.rate).toEqual({ kind: 'max', max: '10' });
    expect(check.capped).toBe(false);
  });

  it('refuses badly written fields, missing ones and two tiers with the same thresholds', () => {
    const check = checkOffer(
      'DAILY_SALARY',
      draft([
        { ...emptyTier, minValidBet: '1,000', minActiveMembers: '2.5', rate: '0.123' },
        { ...emptyTier, minValidBet: '', rate: '' },
        { ...emptyTier, minValidBet: '20000', minActiveMembers: '5', rate: '0.1' },
        { ...emptyTier, minValidBet: '20000.00', minActiveMembers: '5', rate: '0.2' },
      ]),
      mine,
    );
    expect(check.tiers[0]!.problems).toEqual({
      minValidBet: { kind: 'amount' },
      minActiveMembers: { kind: 'count' },
      rate: { kind: 'rate' },
    });
    expect(check.tiers[1]!.problems).toEqual({
      minValidBet: { kind: 'required' },
      rate: { kind: 'required' },
    });
    expect(check.tiers[2]!.problems).toEqual({});
    expect(check.tiers[3]!.problems).toEqual({ minValidBet: { kind: 'duplicate' } });
    expect(check.terms).toBeNull();
  });

  it('keeps a dividend on my own period, with net loss thresholds', () => {
    const myDividend: ContractTerms = {
      period: 'W',
      tiers: [{ minValidBet: '0', minActiveMembers: 0, minNetLoss: '0', rate: '25' }],
    };
    const start = draftOf(null, myDividend.period);
    expect(start.period).toBe('W');
    const check = checkOffer(
      'DIVIDEND',
      { ...start, tiers: [{ minValidBet: '1000', minActiveMembers: '2', minNetLoss: '500', rate: '20' }] },
      myDividend,
    );
    expect(check.terms).toEqual({
      period: 'W',
      tiers: [{ minValidBet: '1000', minActiveMembers: 2, minNetLoss: '500', rate: '20' }],
    });
    expect(checkOffer('DIVIDEND', { ...start, period: 'M' }, myDividend).terms).toBeNull();
  });

  it('caps a real-time salary: rates at most mine, the smallest bet at least mine', () => {
    const realtime: ContractTerms = { winRate: '0.30', lossRate: '0.50', minBet: '10' };
    const over = checkOffer(
      'REALTIME_SALARY',
      draft([], { winRate: '0.35', lossRate: '0.5', minBet: '5' }),
      realtime,
    );
    expect(over.realtime).toEqual({
      winRate: { kind: 'cap', cap: '0.30' },
      minBet: { kind: 'minBet', min: '10.00' },
    });
    expect(over.capped).toBe(true);
    const within = checkOffer(
      'REALTIME_SALARY',
      draft([], { winRate: '0.2', lossRate: '0.5', minBet: '20' }),
      realtime,
    );
    expect(within.terms).toEqual({ winRate: '0.2', lossRate: '0.5', minBet: '20' });
  });

  it('starts a draft from given terms, or one empty tier', () => {
    expect(draftOf(mine, undefined).tiers).toEqual([
      { minValidBet: '10000', minActiveMembers: '3', minNetLoss: '0', rate: '0.30' },
      { minValidBet: '50000', minActiveMembers: '10', minNetLoss: '0', rate: '0.50' },
    ]);
    expect(draftOf(null, undefined).tiers).toEqual([emptyTier]);
  });
});
