import { describe, expect, it } from 'vitest';
import { deOf, endsWithAny, loTable, sheetRows } from '../sheet.ts';
import { run, sheetOf } from './sheets.ts';

describe('the sheet as printed', () => {
  it('North: the special first, then G1 … G7, each with its numbers', () => {
    const rows = sheetRows(sheetOf('NORTH', run(0, 27)));
    expect(rows.map((row) => row.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(rows[0]!.numbers).toEqual(['12300']);
    expect(rows[7]!.numbers).toEqual(['23', '24', '25', '26']);
  });

  it('South: G8 at the top and the special last, as the Southern papers print it', () => {
    const rows = sheetRows(sheetOf('SOUTH', run(0, 18)));
    expect(rows.map((row) => row.tier)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']);
    expect(rows[0]!.numbers).toEqual(['17']);
    expect(rows[8]!.numbers).toEqual(['123400']);
  });

  it('the đề is the special’s last two digits', () => {
    expect(deOf(sheetOf('SOUTH', ['58', ...run(0, 17)]))).toBe('58');
  });
});

describe('the lô tô table', () => {
  const result = sheetOf('NORTH', ['34', '31', '34', '05', ...run(40, 23)]); // 40–62

  it('groups the lô numbers by head digit, repeats kept, ascending', () => {
    const heads = loTable(result, 'head');
    expect(heads).toHaveLength(10);
    expect(heads[3]).toEqual(['31', '34', '34']);
    expect(heads[0]).toEqual(['05']);
    expect(heads[6]).toEqual(['60', '61', '62']);
    expect(heads[9]).toEqual([]);
    expect(heads.flat()).toHaveLength(27);
  });

  it('or by tail digit', () => {
    const tails = loTable(result, 'tail');
    expect(tails[4]).toEqual(['34', '34', '44', '54']);
    expect(tails[1]).toEqual(['31', '41', '51', '61']);
  });

  it('marks a prize that ends in one of the member’s numbers of two, three or four digits', () => {
    expect(endsWithAny('12345', ['45'])).toBe(true);
    expect(endsWithAny('12345', ['345', '99'])).toBe(true);
    expect(endsWithAny('12345', ['2345'])).toBe(true);
    expect(endsWithAny('45', ['345'])).toBe(false);
    expect(endsWithAny('12345', ['44', '135'])).toBe(false);
    expect(endsWithAny('12345', [])).toBe(false);
  });
});
