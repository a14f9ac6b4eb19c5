import { isBetKey } from '@msp/contracts/lottery/bets.ts';
import { describe, expect, it } from 'vitest';
import {
  comboKey,
  mainKey,
  quickMain,
  quickPick,
  quickThree,
  threeKey,
  windowsOfThree,
  threeKinds,
} from '../bet-keys.ts';

/** A seeded generator, so quick picks are the same every run. */
function seeded(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('bet keys built on the board', () => {
  it('writes dice combinations ascending, whichever face was picked first', () => {
    expect(comboKey(5, 2)).toBe('COMBO:2-5');
    expect(isBetKey('DICE', comboKey(5, 2))).toBe(true);
    expect(isBetKey('DICE', 'COMBO:5-2')).toBe(false);
  });

  it('keeps a straight three in order and sorts the groups; refuses digits that make no such bet', () => {
    expect(threeKey('FRONT', 'STRAIGHT', [3, 0, 9])).toBe('FRONT:STRAIGHT:309');
    expect(threeKey('MIDDLE', 'GROUP3', [7, 1, 7])).toBe('MIDDLE:GROUP3:177');
    expect(threeKey('BACK', 'GROUP6', [9, 2, 5])).toBe('BACK:GROUP6:259');
    expect(threeKey('BACK', 'GROUP6', [9, 9, 5])).toBeNull();
    expect(threeKey('FRONT', 'GROUP3', [1, 2, 3])).toBeNull();
    expect(threeKey('FRONT', 'GROUP3', [4, 4, 4])).toBeNull();
    for (const window of windowsOfThree)
      for (const kind of threeKinds) {
        const key = threeKey(window, kind, kind === 'GROUP3' ? [8, 0, 8] : [8, 0, 3]);
        expect(key && isBetKey('DIGITS5', key), `${window} ${kind}`).toBe(true);
      }
  });

  it('writes main-number bets ascending without leading zeros, and only with the right count', () => {
    expect(mainKey('MAIN2', [23, 7])).toBe('MAIN2:7-23');
    expect(mainKey('MAIN3', [49, 1, 12])).toBe('MAIN3:1-12-49');
    expect(mainKey('MAIN3', [1, 12])).toBeNull();
    expect(mainKey('MAIN2', [5, 5])).toBeNull();
    for (const key of ['MAIN2:7-23', 'MAIN3:1-12-49', mainKey('MAIN', [9])!])
      expect(isBetKey('BALLS49', key)).toBe(true);
  });

  it('makes quick picks of different keys, each a bet of the family', () => {
    const random = seeded();
    for (const family of ['DIGITS3', 'DICE', 'DIGITS5', 'BALLS49'] as const) {
      const picks = quickPick(family, 5, random);
      expect(new Set(picks).size).toBe(5);
      for (const key of picks) expect(isBetKey(family, key), `${family} ${key}`).toBe(true);
    }
    for (let round = 0; round < 50; round += 1) {
      expect(isBetKey('BALLS49', quickMain('MAIN2', random))).toBe(true);
      expect(isBetKey('BALLS49', quickMain('MAIN3', random))).toBe(true);
      expect(isBetKey('DIGITS5', quickThree('BACK', 'GROUP3', random))).toBe(true);
      expect(isBetKey('DIGITS5', quickThree('FRONT', 'GROUP6', random))).toBe(true);
    }
  });
});
