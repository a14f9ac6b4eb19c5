import type { MemberRebates, PaidRebate, RebateRow } from '@msp/contracts/rebates.ts';

/** The member's rate per category (VIP rank 0, the spec's defaults). */
export const defaultRates: MemberRebates['rates'] = [
  { category: 'LOTT', percent: '1' },
  { category: 'ELOTT', percent: '1' },
  { category: 'LIVE', percent: '0.8' },
  { category: 'SPORTS', percent: '1' },
  { category: 'FISH', percent: '1' },
  { category: 'RNG', percent: '1.2' },
  { category: 'PVP', percent: '0' },
  { category: 'ESPORTS', percent: '1' },
];

export const rebateRow = (overrides: Partial<RebateRow> = {}): RebateRow => ({
  id: '31',
  day: '2025-03-14',
  category: 'RNG',
  validBet: '1234.50',
  percent: '1.2',
  amount: '14.81',
  ...overrides,
});

export const paidRebate = (overrides: Partial<PaidRebate> = {}): PaidRebate => ({
  ...rebateRow({
    id: '21',
    day: '2025-03-12',
    category: 'LIVE',
    validBet: '5000.00',
    percent: '0.8',
    amount: '40.00',
  }),
  paidAt: '2025-03-13T04:00:00.000Z',
  mode: 'CLAIM',
  ...overrides,
});

export const rebatesOf = (overrides: Partial<MemberRebates> = {}): MemberRebates => ({
  payoutMode: 'CLAIM',
  minPayout: '1.00',
  turnoverMultiple: 1,
  unpaidTotal: '0.00',
  claimable: false,
  unpaid: [],
  history: { content: [], pageNum: 1, totalPages: 0, totalElements: 0 },
  vipRank: 0,
  rates: defaultRates,
  ...overrides,
});
