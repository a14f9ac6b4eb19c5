import type { Page } from '@msp/contracts/envelope.ts';
import type {
  PointsBalance,
  PointsConfig,
  PointsItem,
  PointsReward,
  PointsTransaction,
  Redemption,
} from '@msp/contracts/points.ts';
import type { Permission } from '@msp/contracts/system.ts';
import { permission } from '../../../../test/fixtures.ts';

export const member = { id: 7, account: 'demoplayer', nickname: 'Rahim', type: 0, language: 'bn' as const };
export const walletBalance = { balance: '100.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' };

/** The merchant's configuration with the points mall's switch on (under PROMO, as the demo has it) or off. */
export const mallPermission = (open = true): Permission =>
  permission({
    whitelabelVal: [
      { modId: 'DIRECTREG3', enabled: '1', childrenNodes: [] },
      {
        modId: 'PROMO',
        enabled: '1',
        childrenNodes: [{ modId: 'PTSYS3', enabled: open ? '1' : '0', childrenNodes: [] }],
      },
    ],
  });

export const pointsBalance = (overrides: Partial<PointsBalance> = {}): PointsBalance => ({
  points: 1_340,
  earned: 1_640,
  redeemed: 300,
  converted: 0,
  inProcess: 1,
  ...overrides,
});

export const pointsConfig = (overrides: Partial<PointsConfig> = {}): PointsConfig => ({
  ratios: [
    { category: 'LIVE', validBetPerPoint: '20.00' },
    { category: 'RNG', validBetPerPoint: '10.00' },
  ],
  convert: {
    enabled: true,
    points: 100,
    amount: '1.00',
    minPoints: 500,
    maxPoints: 100_000,
    turnoverMultiple: 1,
  },
  maxRedeemQuantity: 5,
  neverExpire: true,
  ...overrides,
});

export const item = (overrides: Partial<PointsItem> = {}): PointsItem => ({
  id: 1,
  kind: 'BONUS_CREDIT',
  name: '৳20 bonus (DEMO)',
  imageUrl: '/demo-assets/points/bonus-coins.svg',
  pointsCost: 250,
  cashCost: '0.00',
  bonusAmount: '20.00',
  turnoverMultiple: 1,
  quantityLeft: 500,
  remark: 'Credited to your wallet at once.',
  maxQuantity: 5,
  shortOf: null,
  ...overrides,
});

export const rewardOf = (items: PointsItem[], overrides: Partial<PointsReward> = {}): PointsReward => ({
  points: 1_340,
  cashBalance: '100.00',
  items,
  convertible: { points: 1_300, amount: '13.00' },
  ...overrides,
});

export const redemption = (overrides: Partial<Redemption> = {}): Redemption => ({
  id: '11',
  itemId: 4,
  kind: 'PHYSICAL',
  name: 'Team jersey (DEMO)',
  imageUrl: '/demo-assets/points/jersey.svg',
  quantity: 1,
  points: 300,
  cashAmount: '0.00',
  bonusAmount: null,
  turnoverRequired: '0.00',
  status: 'IN_PROCESS',
  memberNote: 'House 3, Road 5',
  operatorNote: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

export const entry = (overrides: Partial<PointsTransaction> = {}): PointsTransaction => ({
  id: '5',
  kind: 'ACCRUAL',
  points: 140,
  balanceAfter: 1_640,
  createdAt: '2026-11-24T09:00:00.000Z',
  validBet: '2050.00',
  categories: ['LIVE', 'FISH', 'RNG'],
  redemptionId: null,
  itemName: null,
  quantity: null,
  amount: null,
  ...overrides,
});

export const pageOf = <T>(content: T[]): Page<T> => ({
  content,
  pageNum: 1,
  totalPages: 1,
  totalElements: content.length,
});
