import type { Page } from '@msp/contracts/envelope.ts';
import type { Promotion, PromotionDetail, Turnover } from '@msp/contracts/promotions.ts';
import { mockFetch, type RecordedCall } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';

/** The promotions' test fixtures: the first-deposit bonus of the docs' worked example, and its variants. */

export const memberToken = 'member-token';
export const logIn = () => window.sessionStorage.setItem('token', memberToken);

/** FIRST_DEPOSIT by button, 100 % up to ৳500 from ৳200, turnover 10 times, until 31 December 2026. */
export function promotionOf(extra: Partial<Promotion> = {}): Promotion {
  return {
    id: 5,
    code: 'NEW_PLAYER',
    type: 'FIRST_DEPOSIT',
    category: 'newPlayer',
    tags: ['newbie', 'limited'],
    title: 'প্রথম জমায় ১০০% বোনাস',
    summary: 'প্রথম জমায় সর্বোচ্চ ৳৫০০ পর্যন্ত বোনাস',
    imageUrl: null,
    startsAt: '2025-01-01T06:00:00.000Z',
    endsAt: '2026-12-31T12:00:00.000Z',
    joinMode: 'BUTTON',
    audience: 'ALL',
    state: 'join',
    closedReason: null,
    reward: null,
    ...extra,
  };
}

export function detailOf(extra: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionOf(),
    content: '<p>নতুন সদস্যদের জন্য <strong>বিশেষ</strong> বোনাস।</p>',
    rules: { percent: '100', cap: '500.00', minDeposit: '200.00', turnoverMultiple: 10 },
    budgetLeftPercent: null,
    entry: null,
    ...extra,
  };
}

export function pageOf<T>(content: T[], extra: Partial<Page<T>> = {}): Page<T> {
  return { content, pageNum: 1, totalPages: 1, totalElements: content.length, ...extra };
}

export const noTurnover: Turnover = { remaining: '0.00', requirements: [] };

/** The turnover of the promotion's ৳300 bonus: ৳3,000 required, ৳1,200 bet. */
export const turnoverOf = (completed = '1200.00'): Turnover => ({
  remaining: '1800.00',
  requirements: [
    {
      id: 'r1',
      required: '3000.00',
      completed,
      remaining: '1800.00',
      promotionId: 5,
      promotionTitle: 'প্রথম জমায় ১০০% বোনাস',
      source: 'BONUS:1',
      createdAt: '2025-03-15T08:00:00.000Z',
    },
    {
      id: 'r2',
      required: '1000.00',
      completed: '0.00',
      remaining: '1000.00',
      promotionId: 9,
      promotionTitle: 'Another',
      source: 'BONUS:2',
      createdAt: '2025-03-15T08:00:00.000Z',
    },
  ],
});

/** The promotions API answering `routes` (path → value or handler), with the site's permission. */
export function mockPromotions(routes: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/system/banners': [],
    ...routes,
  });
}

export const callsTo = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
