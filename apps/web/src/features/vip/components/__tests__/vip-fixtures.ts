import type { VipLevel, VipMember, VipPage } from '@msp/contracts/vip.ts';

/** The VIP tests' answers: the demo ladder's first three levels, and a Silver member on its way to Gold. */

export const member = { id: 7, account: 'demoplayer', nickname: 'Rahim', type: 0, language: 'bn' as const };
export const balance = { balance: '5126.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' };

const level = (
  rank: number,
  label: string,
  deposit: string,
  bets: string,
  extra: Partial<VipLevel> = {},
) => ({
  rank,
  label,
  depositThreshold: deposit,
  validBetThreshold: bets,
  keepValidBet: '0.00',
  levelUpBonus: '38.00',
  birthdayBonus: '58.00',
  turnoverMultiple: 1,
  ...extra,
});

export const levels: VipLevel[] = [
  level(1, 'Bronze', '1000.00', '5000.00'),
  level(2, 'Silver', '5000.00', '30000.00', {
    keepValidBet: '3000.00',
    levelUpBonus: '88.00',
    turnoverMultiple: 2,
  }),
  level(3, 'Gold', '20000.00', '100000.00', {
    keepValidBet: '15000.00',
    levelUpBonus: '288.00',
    turnoverMultiple: 3,
  }),
];

export const silver: VipMember = {
  rank: 2,
  label: 'Silver',
  reachedAt: '2026-05-02T10:00:00.000Z',
  progress: { from: '2026-04-20', to: '2026-05-19', deposits: '5000.00', validBets: '1200.00', nextRank: 3 },
  keep: {
    month: '2026-05-01',
    checkOn: '2026-06-01',
    required: '3000.00',
    validBets: '1200.00',
    remaining: '1800.00',
    status: 'OPEN',
  },
  rewards: [
    {
      kind: 'LEVEL_UP',
      rank: 2,
      label: 'Silver',
      amount: '88.00',
      turnoverRequired: '176.00',
      paidAt: '2026-05-02T10:00:00.000Z',
      state: 'process',
    },
    {
      kind: 'LEVEL_UP',
      rank: 1,
      label: 'Bronze',
      amount: '38.00',
      turnoverRequired: '38.00',
      paidAt: '2026-05-02T10:00:00.000Z',
      state: 'issued',
    },
  ],
};

export const pageOf = (memberPart: VipMember | null, extra: Partial<VipPage> = {}): VipPage => ({
  qualifyDays: 30,
  upgradeRule: 'ANY',
  levels,
  member: memberPart,
  ...extra,
});
