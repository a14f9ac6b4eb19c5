import type { Promotion, RewardCenter, RewardHistoryItem, Turnover } from '@msp/contracts/promotions.ts';

export const member = { id: 7, account: 'demoplayer', nickname: 'Rahim', type: 0, language: 'bn' as const };

export const balance = (amount: string) => ({
  balance: amount,
  held: '0.00',
  currency: 'BDT',
  currencySymbol: '৳',
});

/** A promotion whose reward is ready to claim. */
export const readyPromotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 11,
  code: 'WELCOME300',
  type: 'SIGN_UP',
  category: 'newPlayer',
  tags: ['newbie'],
  title: 'Welcome bonus',
  summary: 'A gift for joining',
  imageUrl: null,
  startsAt: '2025-01-01T00:00:00+06:00',
  endsAt: null,
  joinMode: 'AUTO',
  audience: 'ALL',
  state: 'claim',
  closedReason: null,
  reward: '300.00',
  ...overrides,
});

/** The detail of a promotion, as far as the reward center reads it (its rules' turnover multiple). */
export const detailOf = (promotion: Promotion, turnoverMultiple: number) => ({
  ...promotion,
  content: '<p>Rules</p>',
  rules: { fixedAmount: promotion.reward ?? '0.00', turnoverMultiple },
  budgetLeftPercent: null,
  entry: null,
});

export const historyItem = (overrides: Partial<RewardHistoryItem> = {}): RewardHistoryItem => ({
  promotionId: 9,
  title: 'First deposit 100%',
  type: 'FIRST_DEPOSIT',
  reward: '500.00',
  claimedAt: '2025-03-14T08:00:00.000Z',
  turnoverRequired: '5000.00',
  state: 'process',
  ...overrides,
});

export const rewardsOf = (unclaimed: Promotion[] = [], history: RewardHistoryItem[] = []): RewardCenter => ({
  unclaimed,
  history,
});

export const noTurnover: Turnover = { remaining: '0.00', requirements: [] };

export const openTurnover: Turnover = {
  remaining: '4820.00',
  requirements: [
    {
      id: '41',
      required: '5000.00',
      completed: '1800.00',
      remaining: '3200.00',
      promotionId: 9,
      promotionTitle: 'First deposit 100%',
      source: 'BONUS:881',
      createdAt: '2025-03-14T08:00:00.000Z',
    },
    {
      id: '42',
      required: '1620.00',
      completed: '0.00',
      remaining: '1620.00',
      promotionId: null,
      promotionTitle: null,
      source: 'ADJUSTMENT:12',
      createdAt: '2025-03-15T02:30:00.000Z',
    },
  ],
};
