import { describe, expect, it } from 'vitest';
import { menu, vendor } from '../../../../test/fixtures.ts';
import { bettingRecordQuery, categoryOptions, vendorOptions } from '../records-query.ts';

const menus = [
  menu('RNG', [vendor('RNG', 'PG'), vendor('RNG', 'JL')]),
  menu('FISH', [vendor('FISH', 'JL'), vendor('FISH', 'FC')]),
  menu('PVP', []),
];

describe('betting record query', () => {
  it('leaves out empty filters and pages by 10', () => {
    expect(bettingRecordQuery({ range: { from: 1, to: 2 }, gameType: null, vendor: null, page: 3 })).toEqual({
      from: 1,
      to: 2,
      gameType: undefined,
      vendor: undefined,
      pageNo: 3,
      pageSize: 10,
    });
    expect(
      bettingRecordQuery({ range: { from: 1, to: 2 }, gameType: 'FISH', vendor: 'FC', page: 1 }),
    ).toMatchObject({
      gameType: 'FISH',
      vendor: 'FC',
    });
  });

  it('offers the vendors of the category, or every vendor once', () => {
    expect(vendorOptions(menus, 'FISH').map((option) => option.code)).toEqual(['JL', 'FC']);
    expect(vendorOptions(menus, null).map((option) => option.code)).toEqual(['PG', 'JL', 'FC']);
    expect(categoryOptions(menus)).toEqual(['RNG', 'FISH']);
  });
});
