import { describe, expect, it } from 'vitest';
import { sortPicked } from '../../../../shared/lib/picked-images.ts';
import { remarkLength } from '../application.ts';
import { listFiltersOf, listParamsOf, wantedPromotion } from '../promotion-filters.ts';
import { progressPercent, promoMoney, promoPercent, timesAmount } from '../promotion-format.ts';

const params = (search: string) => new URLSearchParams(search);

describe('the list filters in the address', () => {
  it('reads the category, the tag and the page, and the links written before the tags', () => {
    expect(listFiltersOf(params(''))).toEqual({ filter: 'all', tag: null, page: 1 });
    expect(listFiltersOf(params('category=liveCasino&tag=vip&page=3'))).toEqual({
      filter: 'liveCasino',
      tag: 'vip',
      page: 3,
    });
    expect(listFiltersOf(params('tag=newPlayer')).filter).toBe('newPlayer');
    expect(listFiltersOf(params('tag=new_player')).filter).toBe('newPlayer');
    expect(listFiltersOf(params('filter=SLOTS')).filter).toBe('slots');
    expect(listFiltersOf(params('tag=nonsense&page=-2'))).toEqual({ filter: 'all', tag: null, page: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(listParamsOf({ filter: 'all', tag: null, page: 1 })).toEqual({});
    expect(listParamsOf({ filter: 'slots', tag: 'daily', page: 2 })).toEqual({
      category: 'slots',
      tag: 'daily',
      page: '2',
    });
  });

  it('knows which promotion to open: a code, or an id', () => {
    expect(wantedPromotion(params('code=NEW_PLAYER'))).toEqual({ code: 'NEW_PLAYER' });
    expect(wantedPromotion(params('id=42'))).toEqual({ id: 42 });
    expect(wantedPromotion(params('id=DEPOSIT'))).toEqual({ code: 'DEPOSIT' });
    expect(wantedPromotion(params('tag=vip'))).toBeNull();
  });
});

describe('the numbers of the promotions', () => {
  it('writes money and percentages in the language, whole bonuses without decimals', () => {
    expect(promoMoney('300.00', 'bn', '৳')).toBe('৳৩০০');
    expect(promoMoney('123456.5', 'bn', '৳')).toBe('৳১,২৩,৪৫৬.৫০');
    expect(promoMoney('5000', 'en', '৳')).toBe('৳5,000');
    expect(promoPercent('12.5', 'bn')).toBe('১২.৫%');
    // As the API writes them: two decimals.
    expect(promoPercent('12.50', 'en')).toBe('12.5%');
    expect(promoPercent('100.00', 'en')).toBe('100%');
    expect(promoPercent('100', 'en')).toBe('100%');
  });

  it('multiplies and measures progress in minor units', () => {
    expect(timesAmount('300.00', 10)).toBe('3000.00');
    expect(timesAmount('0.15', 3)).toBe('0.45');
    expect(progressPercent('1200.00', '3000.00')).toBe(40);
    expect(progressPercent('3500.00', '3000.00')).toBe(100);
    expect(progressPercent('0.00', '0.00')).toBe(100);
  });
});

describe("the application's checks", () => {
  it('counts the trimmed remark in code points, as the server does', () => {
    expect(remarkLength('  abc  ')).toBe(3);
    expect(remarkLength('😀')).toBe(1);
  });

  it('keeps png and jpg images of 5 MB at most, up to 3', () => {
    const file = (name: string, type: string, size = 10) => ({ name, type, size });
    const { accepted, problems } = sortPicked(
      [
        file('a.gif', 'image/gif'),
        file('b.png', 'image/png', 5 * 1024 * 1024 + 1),
        file('c.png', 'image/png'),
        file('d.jpg', 'image/jpeg'),
        file('e.png', 'image/png'),
      ],
      1,
      3,
    );
    expect(accepted.map((picked) => picked.name)).toEqual(['c.png', 'd.jpg']);
    expect(problems).toEqual([
      { kind: 'type', name: 'a.gif' },
      { kind: 'size', name: 'b.png' },
      { kind: 'count', name: 'e.png' },
    ]);
  });
});
