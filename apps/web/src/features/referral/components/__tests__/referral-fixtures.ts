import type { ReferralFriend, ReferralOverview } from '@msp/contracts/referral.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { permission } from '../../../../test/fixtures.ts';

export const member = {
  id: 7,
  account: 'demoplayer',
  nickname: 'Rahim',
  type: 0,
  language: 'en' as const,
  availablePromoCount: 2,
  availablePromo: { REFERRAL: { enabled: true } },
};

export const friendOf = (overrides: Partial<ReferralFriend> = {}): ReferralFriend => ({
  id: '21',
  account: 'de***d1',
  joinedAt: '2026-11-20T08:30:00.000Z',
  status: 'waiting',
  reason: null,
  validBets: '400.00',
  friendTurnover: '1000.00',
  ready: '0.00',
  paid: '0.00',
  ...overrides,
});

/** The demo's promotion: ৳100 per friend, 20 % of the first deposit up to ৳1,000, after ৳1,000 of bets, 3×. */
export const overviewOf = (overrides: Partial<ReferralOverview> = {}): ReferralOverview => ({
  code: 'K7MPQ2',
  link: 'http://localhost/register?referralCode=K7MPQ2',
  promotion: {
    id: 9,
    title: 'Refer a friend, earn a bonus',
    summary: '৳100 for every friend, plus 20% of their first deposit.',
    content: '<p>Share your link.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    rules: {
      fixedAmount: '100.00',
      percent: '20.00',
      cap: '1000.00',
      friendTurnover: '1000.00',
      turnoverMultiple: 3,
    },
    startsAt: '2026-10-25T00:00:00.000Z',
    endsAt: null,
  },
  totals: { invited: 3, qualified: 1, paid: '220.00', ready: '500.00', readyCount: 2 },
  friends: {
    content: [
      friendOf({ id: '23', account: 'pl***07', status: 'notEligible', reason: 'SAME_IP', validBets: '0.00' }),
      friendOf(),
      friendOf({
        id: '20',
        account: 'de***d0',
        status: 'ready',
        validBets: '1200.00',
        ready: '500.00',
        paid: '0.00',
      }),
    ],
    pageNum: 1,
    totalPages: 1,
    totalElements: 3,
  },
  ...overrides,
});

export function site(routes: Record<string, unknown>) {
  return mockFetch({
    'GET /wps/system/permission': permission(),
    'GET /wps/member/info': member,
    'GET /wps/v2/wallets/balance': { balance: '1000.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' },
    ...routes,
  });
}
