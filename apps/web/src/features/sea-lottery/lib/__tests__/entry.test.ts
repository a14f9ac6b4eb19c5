import { is4dBetKey } from '@msp/contracts/lottery/sea4d.ts';
import { describe, expect, it } from 'vitest';
import {
  fourDBetKey,
  priceFourDEntry,
  priceSlip,
  priceThreeDEntry,
  type FourDEntry,
  type ThreeDEntry,
} from '../entry.ts';
import { majorOf, minorOf } from '../minor-units.ts';

const fourD = (
  number: string,
  big: string,
  small = '',
  mode: FourDEntry['mode'] = 'STRAIGHT',
): FourDEntry => ({
  number,
  big,
  small,
  mode,
});
const threeD = (number: string, amount: string, position: ThreeDEntry['position'] = 'A'): ThreeDEntry => ({
  number,
  amount,
  position,
});
const limits = { minStake: '0.10', maxStake: '500' };

describe('4D keys', () => {
  it('writes a straight bet as typed, leading zeros kept', () => {
    expect(priceFourDEntry(fourD('0917', '1')).bets).toEqual([{ betKey: 'BIG:0917', amount: '1' }]);
    expect(priceFourDEntry(fourD('0917', '', '2')).bets).toEqual([{ betKey: 'SMALL:0917', amount: '2' }]);
  });

  it('makes a Big and a Small bet of a line with both stakes', () => {
    expect(priceFourDEntry(fourD('4321', '1', '0.50')).bets).toEqual([
      { betKey: 'BIG:4321', amount: '1' },
      { betKey: 'SMALL:4321', amount: '0.50' },
    ]);
  });

  it('sorts the digits ascending for iBox and Box', () => {
    expect(priceFourDEntry(fourD('4321', '1', '2', 'IBOX')).bets.map((bet) => bet.betKey)).toEqual([
      'IBOX_BIG:1234',
      'IBOX_SMALL:1234',
    ]);
    expect(priceFourDEntry(fourD('9070', '1', '', 'BOX')).bets.map((bet) => bet.betKey)).toEqual([
      'BOX_BIG:0079',
    ]);
    expect(fourDBetKey('2211', 'BOX', 'SMALL')).toBe('BOX_SMALL:1122');
  });

  it('makes only keys the rules accept', () => {
    for (const mode of ['STRAIGHT', 'IBOX', 'BOX'] as const)
      for (const number of ['0001', '1212', '5123', '9876'])
        for (const column of ['BIG', 'SMALL'] as const)
          expect(is4dBetKey(fourDBetKey(number, mode, column)), `${mode} ${number}`).toBe(true);
  });

  it('refuses to box four equal digits, and takes them straight', () => {
    for (const mode of ['IBOX', 'BOX'] as const) {
      const line = priceFourDEntry(fourD('7777', '1', '', mode));
      expect(line.problem).toBe('boxSame');
      expect(line.bets).toEqual([]);
      expect(line.cost).toBe(0n);
    }
    expect(priceFourDEntry(fourD('7777', '1')).bets).toEqual([{ betKey: 'BIG:7777', amount: '1' }]);
  });
});

describe('permutation counts', () => {
  it.each([
    ['7777', 1],
    ['1112', 4],
    ['2111', 4],
    ['1122', 6],
    ['1212', 6],
    ['1123', 12],
    ['3121', 12],
    ['1234', 24],
  ])('%s has %i orderings', (number, count) => {
    expect(priceFourDEntry(fourD(number, '1')).permutations).toBe(count);
  });

  it('has none until the number is complete, and none for 3D', () => {
    expect(priceFourDEntry(fourD('123', '1')).permutations).toBeNull();
    expect(priceThreeDEntry(threeD('123', '1')).permutations).toBeNull();
  });
});

describe('costs', () => {
  it('costs unit × orderings for a Box, one unit for an iBox or a straight bet', () => {
    expect(priceFourDEntry(fourD('1234', '0.10', '', 'BOX')).cost).toBe(240n); // 0.10 × 24 = 2.40
    expect(priceFourDEntry(fourD('1123', '0.10', '', 'BOX')).cost).toBe(120n);
    expect(priceFourDEntry(fourD('1122', '0.35', '', 'BOX')).cost).toBe(210n); // 0.35 × 6
    expect(priceFourDEntry(fourD('1112', '1.25', '', 'BOX')).cost).toBe(500n);
    expect(priceFourDEntry(fourD('1234', '0.10', '', 'IBOX')).cost).toBe(10n);
    expect(priceFourDEntry(fourD('1234', '0.10')).cost).toBe(10n);
  });

  it('adds Big and Small, each at its own cost', () => {
    // Box of 24: 0.10 × 24 + 0.05 × 24 = 3.60
    expect(priceFourDEntry(fourD('4321', '0.10', '0.05', 'BOX')).cost).toBe(360n);
  });

  it('costs three units for 3D ABC and one for a single position', () => {
    expect(priceThreeDEntry(threeD('017', '0.10', 'ABC'))).toMatchObject({
      bets: [{ betKey: '3D_ABC:017', amount: '0.10' }],
      cost: 30n,
      problem: null,
    });
    expect(priceThreeDEntry(threeD('017', '2', 'C'))).toMatchObject({
      bets: [{ betKey: '3D_C:017', amount: '2' }],
      cost: 200n,
    });
  });

  it('totals the slip exactly, where floats would not', () => {
    const slip = priceSlip(
      [fourD('1234', '0.10', '', 'BOX'), fourD('5678', '0.10', '0.20'), fourD('', '', '')],
      [threeD('999', '0.10', 'ABC')],
      limits,
    );
    // 2.40 + 0.30 + 0.30 = 3.00 (0.1 × 24 + 0.1 + 0.2 + 0.3 in floats is 3.0000000000000004)
    expect(slip.total).toBe(300n);
    expect(majorOf(slip.total)).toBe('3.00');
    expect(slip.valid).toBe(true);
    expect(slip.bets.map((bet) => bet.betKey)).toEqual([
      'BOX_BIG:1234',
      'BIG:5678',
      'SMALL:5678',
      '3D_ABC:999',
    ]);
  });
});

describe('validation', () => {
  it('names the number’s problem', () => {
    expect(priceFourDEntry(fourD('123', '1')).problem).toBe('digits');
    expect(priceFourDEntry(fourD('', '1')).problem).toBe('digits');
    expect(priceThreeDEntry(threeD('12', '1')).problem).toBe('digits');
    expect(priceThreeDEntry(threeD('1234', '1')).problem).toBe('digits');
  });

  it('names the stakes’ problems', () => {
    expect(priceFourDEntry(fourD('1234', '', '')).problem).toBe('empty');
    expect(priceThreeDEntry(threeD('123', '')).problem).toBe('empty');
    for (const bad of ['0', '0.00', '1.234', '.5', '1.', '01', 'abc'])
      expect(priceFourDEntry(fourD('1234', bad)).problem, bad).toBe('amount');
    expect(priceFourDEntry(fourD('1234', '1', '0.05'), limits).problem).toBe('range');
    expect(priceFourDEntry(fourD('1234', '500.01'), limits).problem).toBe('range');
    expect(priceFourDEntry(fourD('1234', '500', '0.10'), limits).problem).toBeNull();
  });

  it('leaves blank lines out, but an all-blank slip is empty', () => {
    expect(priceFourDEntry(fourD('', '', ''))).toMatchObject({ blank: true, bets: [] });
    const blank = priceSlip([fourD('', '', '')], [threeD('', '')]);
    expect(blank).toMatchObject({ valid: false, problem: 'empty', bets: [], total: 0n });
  });

  it('refuses the whole slip when one line is wrong', () => {
    const slip = priceSlip([fourD('1234', '1'), fourD('12', '1')], []);
    expect(slip.valid).toBe(false);
    expect(slip.problem).toBe('digits');
    expect(slip.fourD[0]!.problem).toBeNull();
  });
});

describe('minor units', () => {
  it('reads only what the API takes and writes two decimals', () => {
    expect(minorOf('0.10')).toBe(10n);
    expect(minorOf('12.5')).toBe(1250n);
    expect(minorOf('01')).toBeNull();
    expect(minorOf('-1')).toBeNull();
    expect(majorOf(240n)).toBe('2.40');
    expect(majorOf(5n)).toBe('0.05');
  });
});
