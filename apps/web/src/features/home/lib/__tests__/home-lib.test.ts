import { describe, expect, it } from 'vitest';
import { bannerCarouselSettings, emblaDuration } from '../banner-linkage.ts';
import { maskedName } from '../mask-name.ts';
import { matchDate, matchTime } from '../match-time.ts';
import { hotGamesPageSize, pagesOf } from '../paging.ts';

describe('home helpers', () => {
  it('pages of 16 for the hot games', () => {
    expect(hotGamesPageSize).toBe(16);
    const pages = pagesOf(
      Array.from({ length: 33 }, (_, index) => index),
      hotGamesPageSize,
    );
    expect(pages.map((page) => page.length)).toEqual([16, 16, 1]);
    expect(pagesOf([], 16)).toEqual([]);
  });

  it('formats kick-off as HH:mm and YYYY-MM-DD of the local clock', () => {
    const local = new Date(2025, 0, 5, 7, 4).toISOString();
    expect(matchTime(local)).toBe('07:04');
    expect(matchDate(local)).toBe('2025-01-05');
    expect(matchTime('not a date')).toBe('--:--');
  });

  it('masks nicknames that arrive unmasked', () => {
    expect(maskedName('de***er')).toBe('de***er');
    expect(maskedName('rahimuddin')).toBe('ra***in');
    expect(maskedName('abcd')).toBe('a***d');
    expect(maskedName('ab')).toBe('a***');
  });

  it('turns the banner speed of 1000 ms into an Embla duration that settles in about that time', () => {
    const duration = emblaDuration(bannerCarouselSettings.speedMs);
    /* Embla's scroll body at 60 frames a second: velocity += distance / duration, then *= 0.68 (friction). */
    let location = 0;
    let velocity = 0;
    let frames = 0;
    while (Math.abs(1000 - location) > 5 && frames < 600) {
      velocity = (velocity + (1000 - location) / duration) * 0.68;
      location += velocity;
      frames += 1;
    }
    expect((frames * 1000) / 60).toBeGreaterThan(800);
    expect((frames * 1000) / 60).toBeLessThan(1200);
  });
});
