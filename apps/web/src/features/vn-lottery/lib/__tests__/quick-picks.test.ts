import { describe, expect, it } from 'vitest';
import { boardNumbers, quickPick, twoDigitNumbers } from '../quick-picks.ts';

describe('quick picks over 00–99', () => {
  it('đầu d: the ten numbers whose tens digit is d', () => {
    expect(quickPick({ kind: 'head', digit: 0 })).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
    ]);
    expect(quickPick({ kind: 'head', digit: 7 })).toEqual([
      '70',
      '71',
      '72',
      '73',
      '74',
      '75',
      '76',
      '77',
      '78',
      '79',
    ]);
  });

  it('đuôi d: the ten numbers whose units digit is d', () => {
    expect(quickPick({ kind: 'tail', digit: 3 })).toEqual([
      '03',
      '13',
      '23',
      '33',
      '43',
      '53',
      '63',
      '73',
      '83',
      '93',
    ]);
  });

  it('chẵn / lẻ: the even and the odd numbers, fifty each', () => {
    const even = quickPick({ kind: 'even' });
    const odd = quickPick({ kind: 'odd' });
    expect(even).toHaveLength(50);
    expect(odd).toHaveLength(50);
    expect(even.slice(0, 6)).toEqual(['00', '02', '04', '06', '08', '10']);
    expect(odd.slice(0, 6)).toEqual(['01', '03', '05', '07', '09', '11']);
    expect([...even, ...odd].sort()).toEqual(twoDigitNumbers);
  });

  it('tổng s: digit sum mod 10 is s', () => {
    expect(quickPick({ kind: 'sum', digit: 5 })).toEqual([
      '05',
      '14',
      '23',
      '32',
      '41',
      '50',
      '69',
      '78',
      '87',
      '96',
    ]);
    expect(quickPick({ kind: 'sum', digit: 0 })).toEqual([
      '00',
      '19',
      '28',
      '37',
      '46',
      '55',
      '64',
      '73',
      '82',
      '91',
    ]);
    // Every number has exactly one tổng.
    const all = Array.from({ length: 10 }, (_, digit) => quickPick({ kind: 'sum', digit })).flat();
    expect(all.sort()).toEqual(twoDigitNumbers);
  });

  it('kép: the doubles 00, 11 … 99', () => {
    expect(quickPick({ kind: 'doubles' })).toEqual([
      '00',
      '11',
      '22',
      '33',
      '44',
      '55',
      '66',
      '77',
      '88',
      '99',
    ]);
  });

  it('all: 00–99 in order, with their leading zeros', () => {
    const all = quickPick({ kind: 'all' });
    expect(all).toHaveLength(100);
    expect(all[0]).toBe('00');
    expect(all[9]).toBe('09');
    expect(all[99]).toBe('99');
  });
});

describe('quick picks within a hundred of 000–999', () => {
  it('đầu and đuôi read the last two digits, prefixed by the hundred', () => {
    expect(quickPick({ kind: 'head', digit: 3 }, 4)).toEqual([
      '430',
      '431',
      '432',
      '433',
      '434',
      '435',
      '436',
      '437',
      '438',
      '439',
    ]);
    expect(quickPick({ kind: 'tail', digit: 9 }, 0)).toEqual([
      '009',
      '019',
      '029',
      '039',
      '049',
      '059',
      '069',
      '079',
      '089',
      '099',
    ]);
    expect(quickPick({ kind: 'all' }, 9)).toEqual(Array.from({ length: 100 }, (_, n) => String(900 + n)));
  });

  it('the boards hold 00–99 and 000–999', () => {
    expect(boardNumbers(2)).toEqual(twoDigitNumbers);
    const three = boardNumbers(3);
    expect(three).toHaveLength(1000);
    expect([three[0], three[7], three[42], three[999]]).toEqual(['000', '007', '042', '999']);
  });
});
