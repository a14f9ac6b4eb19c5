import { describe, expect, it } from 'vitest';
import { countdownParts, figureOf, goPathOf, initialOf, rewardsOf, secondsUntil } from '../mission-format.ts';

describe('mission figures', () => {
  it('writes money with the symbol and counts as they are', () => {
    expect(figureOf({ unit: 'AMOUNT' }, '10000.00', '৳')).toBe('৳10,000.00');
    expect(figureOf({ unit: 'COUNT' }, '3', '৳')).toBe('3');
  });

  it('sums rewards in minor units', () => {
    expect(rewardsOf([{ reward: '20.00' }, { reward: '0.10' }, { reward: '0.20' }])).toBe('20.30');
    expect(rewardsOf([])).toBe('0.00');
  });

  it('sends a member where the mission is played', () => {
    expect(goPathOf({ kind: 'BET_CATEGORY', category: 'LIVE' })).toBe('/live');
    expect(goPathOf({ kind: 'DEPOSIT', category: null })).toBe('/member/depositv2');
    expect(goPathOf({ kind: 'LOTTERY_DRAWS', category: null })).toBe('/lottery');
    expect(goPathOf({ kind: 'LOGIN_DAYS', category: null })).toBeNull();
  });

  it('counts down in days and a clock, never below zero', () => {
    expect(countdownParts(93_784)).toEqual({ days: 1, time: '02:03:04' });
    expect(countdownParts(59)).toEqual({ days: 0, time: '00:00:59' });
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(secondsUntil('2026-11-24T10:00:01.200Z', now)).toBe(2);
    expect(secondsUntil('2026-11-24T09:00:00Z', now)).toBe(0);
  });

  it('takes the first letter of a masked name', () => {
    expect(initialOf('ra***88')).toBe('R');
    expect(initialOf('রহ***২৩')).toBe('র');
  });
});
