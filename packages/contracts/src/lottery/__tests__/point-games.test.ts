import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../testing/seeded-random.ts';
import { fourDPayoutOf, fourDPointCost, fourDWins, fourDDefaultPrizes, derive4dResult } from '../sea4d.ts';
import { deriveVnResult, vnDefaultOdds, vnHits, vnOddsKeyOf, vnPayoutOf, vnPointCost } from '../vn.ts';
import {
  derivePointDraw,
  fourDResultOf,
  isPointBetKey,
  isPointDraw,
  isTruotKey,
  maxPointWinPerUnit,
  payingPointKeys,
  pointCostOf,
  pointDefaultOdds,
  pointDrawDigits,
  pointPayout,
  pointWin,
  truotEndingsOf,
  vnResultOf,
  type PointFamily,
} from '../point-games.ts';

/**
 * The settlement's short list of paying keys against the rules one bet at a time (vn.ts's `vnHits` and sea4d.ts's
 * `fourDWins`, each tested against a plain reading of the rules), on random results of the three layouts: a key
 * missing from the list, or paying differently there, would pay a member wrongly.
 */

const families: PointFamily[] = ['VN_NORTH', 'VN_SOUTH', 'SEA4D'];

function randomDraw(family: PointFamily, next: () => number) {
  const digits = pointDrawDigits(family);
  // Few distinct endings make repeats (a number on two prizes) and multi-hit bets common.
  const drawn: number[] = [];
  while (drawn.length < digits.length) {
    const places = digits[drawn.length]!;
    const value = Math.floor(next() * 10 ** places);
    const biased = family === 'SEA4D' ? value : value - (value % 100) + Math.floor(next() * 12) * 7;
    const candidate = biased % 10 ** places;
    if (family === 'SEA4D' && drawn.includes(candidate)) continue;
    drawn.push(candidate);
  }
  return drawn;
}

const pad = (value: number, digits: number) => String(value).padStart(digits, '0');
const pickDistinct = (count: number, digits: number, next: () => number, from: string[] = []) => {
  const picks = new Set<string>();
  while (picks.size < count) {
    const fromDrawn = from.length > 0 && next() < 0.7;
    picks.add(
      fromDrawn ? from[Math.floor(next() * from.length)]! : pad(Math.floor(next() * 10 ** digits), digits),
    );
  }
  return [...picks].sort();
};

/** Keys of every VN bet type, most of them on numbers the result holds, so wins are common. */
function randomVnKey(drawn: number[], family: 'VN_NORTH' | 'VN_SOUTH', next: () => number) {
  const endings = truotEndingsOf(family, drawn);
  const result = vnResultOf(family, drawn);
  const endings3 = result.prizes.flatMap(({ numbers }) =>
    numbers.filter((n) => n.length >= 3).map((n) => n.slice(-3)),
  );
  const special = result.prizes[0]!.numbers[0]!;
  const heads = [
    'LO2',
    'LO3',
    'DE',
    'DE_DAU',
    'DE_DUOI',
    'DE_G1',
    'CANG3',
    'CANG4',
    'XIEN2',
    'XIEN3',
    'XIEN4',
  ];
  const head = [...heads, 'TRUOT4', 'TRUOT8', 'TRUOT10', 'DA'][Math.floor(next() * 15)]!;
  const near = next() < 0.6;
  switch (head) {
    case 'LO2':
      return `LO2:${pickDistinct(1, 2, next, endings)[0]}`;
    case 'LO3':
      return `LO3:${pickDistinct(1, 3, next, endings3)[0]}`;
    case 'DE':
      return `DE:${near ? special.slice(-2) : pad(Math.floor(next() * 100), 2)}`;
    case 'DE_DAU':
      return `DE_DAU:${Math.floor(next() * 10)}`;
    case 'DE_DUOI':
      return `DE_DUOI:${Math.floor(next() * 10)}`;
    case 'DE_G1':
      return `DE_G1:${near ? result.prizes[1]!.numbers[0]!.slice(-2) : pad(Math.floor(next() * 100), 2)}`;
    case 'CANG3':
      return `CANG3:${near ? special.slice(-3) : pad(Math.floor(next() * 1000), 3)}`;
    case 'CANG4':
      return `CANG4:${near ? special.slice(-4) : pad(Math.floor(next() * 10000), 4)}`;
    case 'XIEN2':
    case 'XIEN3':
    case 'XIEN4':
      return `${head}:${pickDistinct(Number(head.slice(4)), 2, next, endings).join('-')}`;
    case 'DA':
      return `DA:${pickDistinct(2, 2, next, endings).join('-')}`;
    default:
      return `${head}:${pickDistinct(Number(head.slice(5)), 2, next, near ? [] : endings).join('-')}`;
  }
}

function random4dKey(drawn: number[], next: () => number) {
  const numbers = drawn.map((value) => pad(value, 4));
  const number =
    next() < 0.7
      ? numbers[Math.floor(next() * (next() < 0.5 ? 3 : 23))]!
      : pad(Math.floor(next() * 10000), 4);
  const sorted = [...number].sort().join('');
  const head = [
    'BIG',
    'SMALL',
    'IBOX_BIG',
    'IBOX_SMALL',
    'BOX_BIG',
    'BOX_SMALL',
    '3D_A',
    '3D_B',
    '3D_C',
    '3D_ABC',
  ][Math.floor(next() * 10)]!;
  if (head.startsWith('3D')) return `${head}:${number.slice(1)}`;
  return head.includes('BOX') ? `${head}:${sorted}` : `${head}:${number}`;
}

describe('point games: the paying keys of a result', () => {
  it.each(families)(
    '%s: lists every winning key with the win the rules give it, and no other key',
    (family) => {
      const next = mulberry32(family.length * 7919);
      const odds = pointDefaultOdds(family);
      let checked = 0;
      let wins = 0;
      for (let round = 0; round < 40; round += 1) {
        const drawn = randomDraw(family, next);
        expect(isPointDraw(family, drawn)).toBe(true);
        const paying = payingPointKeys(family, drawn, odds);
        for (const [betKey, win] of paying) {
          expect(isPointBetKey(family, betKey), betKey).toBe(true);
          expect(pointWin(family, betKey, drawn, odds), betKey).toEqual(win);
        }
        for (let bet = 0; bet < 400; bet += 1) {
          const betKey = family === 'SEA4D' ? random4dKey(drawn, next) : randomVnKey(drawn, family, next);
          if (!isPointBetKey(family, betKey)) continue; // a box of AAAA: refused at the door
          const win = pointWin(family, betKey, drawn, odds);
          checked += 1;
          if (win.multiplier > 0) wins += 1;
          if (isTruotKey(betKey)) {
            const overlaps = betKey
              .split(':')[1]!
              .split('-')
              .some((n) => truotEndingsOf(family as 'VN_NORTH', drawn).includes(n));
            expect(win.multiplier > 0, betKey).toBe(!overlaps);
            expect(paying.has(betKey)).toBe(false);
          } else {
            expect(paying.get(betKey) ?? { multiplier: 0 }, `${betKey} on ${drawn.join(' ')}`).toMatchObject({
              multiplier: win.multiplier,
            });
          }
        }
      }
      // The comparison means something only when many bets win.
      expect(checked).toBeGreaterThan(10_000);
      expect(wins).toBeGreaterThan(checked / 10);
    },
  );

  it('pays what vn.ts and sea4d.ts pay for a unit stake times the point cost', () => {
    const next = mulberry32(4242);
    const vnOdds = { VN_NORTH: vnDefaultOdds('NORTH'), VN_SOUTH: vnDefaultOdds('SOUTH') };
    for (const family of families) {
      const odds = pointDefaultOdds(family);
      for (let round = 0; round < 30; round += 1) {
        const drawn = randomDraw(family, next);
        for (let bet = 0; bet < 100; bet += 1) {
          const betKey = family === 'SEA4D' ? random4dKey(drawn, next) : randomVnKey(drawn, family, next);
          if (!isPointBetKey(family, betKey)) continue;
          const unit = BigInt(1 + Math.floor(next() * 997));
          const stake = unit * BigInt(pointCostOf(family, betKey));
          const expected =
            family === 'SEA4D'
              ? fourDPayoutOf(unit, fourDWins(betKey, fourDResultOf(drawn), fourDDefaultPrizes))
              : vnPayoutOf(
                  unit,
                  vnHits(betKey, vnResultOf(family, drawn)),
                  vnOdds[family][vnOddsKeyOf(betKey)],
                );
          expect(pointPayout(family, betKey, stake, drawn, odds), `${betKey} × ${unit}`).toBe(expected);
          const best = maxPointWinPerUnit(family, odds, betKey);
          expect(
            pointPayout(family, betKey, stake, drawn, odds) <= (unit * BigInt(best)) / 100n,
            betKey,
          ).toBe(true);
        }
      }
    }
  }, 60_000);

  it('pays a lô twice when its number ends two prizes, a xiên once, and đá by the rarer of its pair', () => {
    // Southern sheet, prizes in layout order: DB, G1, G2, G3 ×2, G4 ×7, G5, G6 ×3, G7, G8.
    const drawn = [123412, 55512, 77734, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 914, 34];
    const odds = pointDefaultOdds('VN_SOUTH');
    const paying = payingPointKeys('VN_SOUTH', drawn, odds);
    expect(paying.get('LO2:12')).toEqual({ multiplier: 2 * odds.LO2!, divisor: 18 });
    expect(paying.get('LO2:34')).toEqual({ multiplier: 2 * odds.LO2!, divisor: 18 });
    expect(paying.get('XIEN2:12-34')).toEqual({ multiplier: odds.XIEN2, divisor: 1 });
    expect(paying.get('DA:12-34')).toEqual({ multiplier: 2 * odds.DA!, divisor: 1 });
    expect(paying.get('DA:01-12')).toEqual({ multiplier: odds.DA, divisor: 1 });
    expect(paying.get('DE:12')).toEqual({ multiplier: odds.DE, divisor: 1 });
    // 18 prizes at a unit of 10.00 (1000 minor units): the member paid 180.00 and the two hits pay 2 × 97 %.
    expect(pointPayout('VN_SOUTH', 'LO2:12', 18_000n, drawn, odds)).toBe(
      (1000n * 2n * BigInt(odds.LO2!)) / 100n,
    );
    expect(pointPayout('VN_SOUTH', 'TRUOT4:40-41-42-43', 100n, drawn, odds)).toBe(
      (100n * BigInt(odds.TRUOT4!)) / 100n,
    );
    expect(pointPayout('VN_SOUTH', 'TRUOT4:12-41-42-43', 100n, drawn, odds)).toBe(0n);
  });

  it('shares an iBox unit among its orderings and buys a Box unit per ordering', () => {
    const drawn = [1234, 4321, 5678, ...Array.from({ length: 20 }, (_, index) => 100 + index)];
    const odds = pointDefaultOdds('SEA4D');
    const paying = payingPointKeys('SEA4D', drawn, odds);
    const both = odds.BIG_FIRST! + odds.BIG_SECOND!;
    expect(paying.get('IBOX_BIG:1234')).toEqual({ multiplier: both, divisor: 24 });
    expect(paying.get('BOX_BIG:1234')).toEqual({ multiplier: both, divisor: 24 });
    // A Box of 24 units at 1.00 each (24.00 paid) wins both prizes whole; an iBox of 24.00 wins the same.
    expect(pointPayout('SEA4D', 'BOX_BIG:1234', 2400n, drawn, odds)).toBe(BigInt(both));
    expect(pointPayout('SEA4D', 'IBOX_BIG:1234', 2400n, drawn, odds)).toBe(BigInt(both));
    expect(pointCostOf('SEA4D', 'BOX_BIG:1234')).toBe(fourDPointCost('BOX_BIG:1234'));
    expect(paying.get('3D_ABC:234')).toEqual({ multiplier: odds['3D_FIRST'], divisor: 3 });
    expect(paying.get('SMALL:0100')).toBeUndefined();
    expect(paying.get('BIG:0100')).toEqual({ multiplier: odds.BIG_SPECIAL, divisor: 1 });
  });
});

describe('point games: results', () => {
  it('stores a drawn sheet as integers and reads it back with its leading zeros', async () => {
    for (const family of ['VN_NORTH', 'VN_SOUTH'] as const) {
      const seed = 'ab'.repeat(32);
      const drawn = await derivePointDraw(family, seed, 'VN_X', '20261124');
      expect(isPointDraw(family, drawn)).toBe(true);
      expect(vnResultOf(family, drawn)).toEqual(
        await deriveVnResult(family === 'VN_NORTH' ? 'NORTH' : 'SOUTH', seed, 'VN_X', '20261124'),
      );
    }
    const drawn = await derivePointDraw('SEA4D', 'cd'.repeat(32), 'SEA4D', '20261125');
    expect(fourDResultOf(drawn)).toEqual(await derive4dResult('cd'.repeat(32), 'SEA4D', '20261125'));
    expect(isPointDraw('SEA4D', drawn)).toBe(true);
  });

  it('refuses results of the wrong shape', () => {
    expect(
      isPointDraw(
        'VN_SOUTH',
        Array.from({ length: 27 }, () => 1),
      ),
    ).toBe(false);
    expect(isPointDraw('VN_NORTH', [100000, ...Array.from({ length: 26 }, () => 1)])).toBe(false);
    expect(
      isPointDraw(
        'SEA4D',
        Array.from({ length: 23 }, () => 7),
      ),
    ).toBe(false);
    expect(
      isPointDraw(
        'SEA4D',
        Array.from({ length: 23 }, (_, index) => index + 0.5),
      ),
    ).toBe(false);
  });

  it('costs a lô a point per prize and everything else one, as vn.ts does', () => {
    expect(pointCostOf('VN_NORTH', 'LO2:07')).toBe(vnPointCost('LO2:07', 'NORTH'));
    expect(pointCostOf('VN_SOUTH', 'LO3:007')).toBe(17);
    expect(pointCostOf('VN_SOUTH', 'XIEN2:07-08')).toBe(1);
    expect(isPointBetKey('VN_NORTH', 'BIG:1234')).toBe(false);
    expect(isPointBetKey('SEA4D', 'LO2:07')).toBe(false);
  });
});
