import { describe, expect, it } from 'vitest';
import { rewardChips } from '../referral-format.ts';
import { promotionPageOf } from '../referral-links.ts';

describe("the referral promotion's offer in words", () => {
  it('says what a friend brings and when, with the language digits', () => {
    const rules = {
      fixedAmount: '100.00',
      percent: '20.00',
      cap: '1000.00',
      friendTurnover: '1000.00',
      turnoverMultiple: 3,
    };
    expect(rewardChips(rules, 'en', '৳')).toEqual([
      { key: 'perFriend', amount: '৳100' },
      { key: 'ofDepositCap', percent: '20%', cap: '৳1,000' },
      { key: 'afterTurnover', amount: '৳1,000' },
    ]);
    expect(rewardChips(rules, 'bn', '৳')[1]).toEqual({ key: 'ofDepositCap', percent: '২০%', cap: '৳১,০০০' });
  });

  it('leaves out what the promotion does not pay, and says when nothing needs betting', () => {
    expect(rewardChips({ percent: '12.50', turnoverMultiple: 0 }, 'en', '৳')).toEqual([
      { key: 'ofDeposit', percent: '12.5%' },
      { key: 'afterSignUp' },
    ]);
    expect(
      rewardChips({ fixedAmount: '50.00', friendTurnover: '0.00', turnoverMultiple: 1 }, 'en', '৳'),
    ).toEqual([{ key: 'perFriend', amount: '৳50' }, { key: 'afterSignUp' }]);
  });
});

describe("an announcement's way to its promotion", () => {
  it("leads a referral's to the referral page and any other to the reward center", () => {
    expect(promotionPageOf('REFERRAL')).toBe('/member/referral');
    expect(promotionPageOf('DEPOSIT')).toBe('/member/rewardCenter');
    expect(promotionPageOf(null)).toBe('/member/rewardCenter');
  });
});
