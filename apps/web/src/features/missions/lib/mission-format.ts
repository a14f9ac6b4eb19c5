import type { Mission } from '@msp/contracts/missions.ts';
import { categoryPagePath } from '../../../shared/lib/game-categories.ts';
import { fromMinor, toMinor } from '../../../shared/lib/minor-units.ts';
import { formatAmount } from '../../reward-center/lib/amounts.ts';

/**
 * How the missions page writes its figures: money with the currency symbol and thousands separators (the reward
 * center's `formatAmount`), counts as whole numbers, and the time left of a period.
 */

/** A mission's target or progress: "৳1,000.00" for money, "3" for counts. */
export const figureOf = (mission: Pick<Mission, 'unit'>, value: string, symbol: string) =>
  mission.unit === 'AMOUNT' ? formatAmount(value, symbol) : value;

/** Where a member goes to work on a mission: the category's games, the deposit page, the lottery; none for logins. */
export function goPathOf(mission: Pick<Mission, 'kind' | 'category'>): string | null {
  switch (mission.kind) {
    case 'BET_CATEGORY':
      return mission.category ? categoryPagePath[mission.category] : null;
    case 'DEPOSIT':
      return '/member/depositv2';
    case 'LOTTERY_DRAWS':
      return '/lottery';
    case 'LOGIN_DAYS':
      return null;
  }
}

/** The sum of the rewards of some missions ("0.00" for none). */
export const rewardsOf = (missions: readonly Pick<Mission, 'reward'>[]) =>
  fromMinor(missions.reduce((total, mission) => total + (toMinor(mission.reward) ?? 0n), 0n));

const pad = (value: number) => String(value).padStart(2, '0');

/** Whole seconds until an ISO instant, never negative. */
export const secondsUntil = (at: string, now: number) =>
  Math.max(0, Math.ceil((Date.parse(at) - now) / 1000));

/** Seconds left as days and a clock: 93784 → { days: 1, time: "02:03:04" }. */
export function countdownParts(seconds: number): { days: number; time: string } {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return { days, time: `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}` };
}

/** The first letter of a (masked) name, for its avatar. */
export const initialOf = (name: string) => [...name.trim()][0]?.toUpperCase() ?? '?';
