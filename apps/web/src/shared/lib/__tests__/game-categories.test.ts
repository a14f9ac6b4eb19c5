import { describe, expect, it } from 'vitest';
import { vendor } from '../../../test/fixtures.ts';
import { isLaunchCard, lotteryTarget, vendorTarget, visibleSubcategories } from '../game-categories.ts';

describe('visibleSubcategories (spec §3: BG only with a TY language)', () => {
  it('never shows bingo on a BN/EN site, keeps the others in the spec order', () => {
    expect(visibleSubcategories(['BG', 'TG', 'SC', 'AC', 'JP', 'VP'], ['bn', 'en'])).toEqual([
      'SC',
      'VP',
      'JP',
      'TG',
      'AC',
    ]);
  });

  it('shows bingo when the site supports a TY language', () => {
    expect(visibleSubcategories(['BG', 'SC'], ['bn', 'ty'])).toEqual(['SC', 'BG']);
    expect(visibleSubcategories(['BG'], ['TY'])).toEqual(['BG']);
  });

  it('shows only what the category offers', () => {
    expect(visibleSubcategories(undefined, ['bn'])).toEqual([]);
    expect(visibleSubcategories(['TG'], ['bn'])).toEqual(['TG']);
  });
});

describe('lottery targets (spec §4 "Game launch")', () => {
  it('sends TCG_LOTTO_VN to /vnLottery, TCG_SEA to /seaLottery and LOTT/ELOTT to /lottery with the game code', () => {
    expect(lotteryTarget({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' }, 'VN1')).toBe(
      '/vnLottery?gameCode=VN1',
    );
    expect(lotteryTarget({ vassalage: 'X', accountTypeName: 'TCG_SEA', gameType: 'LOTT' }, null)).toBe(
      '/seaLottery',
    );
    expect(lotteryTarget({ vassalage: 'GPI', gameType: 'ELOTT' }, 'K3 1')).toBe('/lottery?gameCode=K3%201');
    expect(lotteryTarget({ vassalage: 'PG', gameType: 'RNG' }, 'X')).toBeNull();
  });

  it('routes vendor cards: lottery page, lobby stage or the category list', () => {
    expect(vendorTarget(vendor('LOTT', 'TCG_LOTTO_VN'))).toBe('/vnLottery');
    expect(vendorTarget(vendor('COCKFIGHT', 'DS88', { lobbyGameCode: 'DS88_LOBBY' }))).toBe(
      '/seamless?vassalage=DS88&gameType=COCKFIGHT&gameCode=DS88_LOBBY',
    );
    expect(vendorTarget(vendor('RNG', 'PG'))).toBe('/rng?vassalage=PG');
    expect(isLaunchCard(vendor('RNG', 'PG'))).toBe(false);
    expect(isLaunchCard(vendor('ELOTT', 'GPI'))).toBe(true);
    expect(isLaunchCard(vendor('LIVE', 'EVO', { lobbyGameCode: 'EVO_LOBBY' }))).toBe(true);
  });
});
