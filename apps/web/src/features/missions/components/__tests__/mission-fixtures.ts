import type { Leaderboard, LeaderboardRow, Mission, MissionBoard } from '@msp/contracts/missions.ts';

export const member = { id: 7, account: 'demoplayer', nickname: 'Rahim', type: 0, language: 'bn' as const };

export const balance = { balance: '100.00', held: '0.00', currency: 'BDT', currencySymbol: '৳' };

/** Ends a little over a day from now, so the countdown shows days. */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export const mission = (overrides: Partial<Mission> = {}): Mission => ({
  id: 1,
  period: 'DAILY',
  kind: 'BET_CATEGORY',
  category: 'RNG',
  title: 'Bet ৳500 on slots',
  description: 'Place ৳500 of valid bets on slot games today and get ৳20.',
  unit: 'AMOUNT',
  target: '500.00',
  current: '300.00',
  percent: 60,
  state: 'inProgress',
  reward: '20.00',
  turnoverMultiple: 1,
  periodStart: '2026-11-24',
  endsAt: inHours(5),
  ...overrides,
});

export const boardOf = (missions: Mission[], overrides: Partial<MissionBoard> = {}): MissionBoard => ({
  missions,
  toClaim: missions.filter((item) => item.state === 'claim').length,
  daily: { periodStart: '2026-11-24', startsAt: inHours(-19), endsAt: inHours(5) },
  weekly: { periodStart: '2026-11-23', startsAt: inHours(-43), endsAt: inHours(125) },
  leaderboards: [],
  ...overrides,
});

export const row = (rank: number, overrides: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  rank,
  name: `pl***${String(rank).padStart(2, '0')}`,
  validBet: `${(30 - rank) * 1000}.00`,
  prize: rank <= 3 ? ['5000.00', '3000.00', '2000.00'][rank - 1]! : null,
  you: false,
  ...overrides,
});

export const leaderboard = (overrides: Partial<Leaderboard> = {}): Leaderboard => ({
  board: 'WEEKLY',
  periodStart: '2026-11-23',
  startsAt: inHours(-43),
  endsAt: inHours(125),
  status: 'running',
  prizes: ['5000.00', '3000.00', '2000.00'],
  turnoverMultiple: 3,
  top: [1, 2, 3, 4, 5].map((rank) => row(rank)),
  you: { rank: null, name: 'demoplayer', validBet: '0.00', prize: null, you: true },
  ...overrides,
});
