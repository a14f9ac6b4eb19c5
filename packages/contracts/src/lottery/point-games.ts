/**
 * The Vietnamese lottery and SEA 4D on the draw engine (docs/lottery.md "Point games"): the families whose bets are
 * bought by the unit and paid per hit, unlike the first families (bets.ts), whose multiplier includes the stake.
 *
 * - A numero's result is stored as the engine stores every result, a list of integers: the prizes of the sheet in
 *   the layout's order (27 or 18), or the 23 numbers of a 4D draw; each prize's count of digits comes from its
 *   place, so leading zeros are not lost.
 * - A bet's stake is what the member paid: the unit stake times the key's point cost (a Northern lô 2 số costs 27
 *   units, a 4D Box 24 for ABCD). What it wins is `stake × multiplier ÷ (100 × divisor)`, rounded down once, with
 *   the multiplier (hundredths, summed over the bet's hits) and divisor (the point cost, times the orderings an
 *   iBox shares its unit with) of `pointWin`. So settlement needs only the short list of keys a result pays
 *   (`payingPointKeys`), plus, for lô trượt, the result's lô endings: a trượt pays when none of its numbers is
 *   among them, which no short list can name.
 * - Odds are one flat record per numero, as for the first families: the VN odds keys of vn.ts, and for 4D the
 *   prize table flattened (`BIG_FIRST`, `SMALL_THIRD`, `3D_SECOND`, …).
 */
import { drawBytes } from './draw.ts';
import type { PointFamily } from './families.ts';
import {
  draw4dResult,
  fourDDefaultPrizes,
  fourDPlaces,
  fourDPointCost,
  fourDTiers,
  fourDWins,
  is4dBetKey,
  permutationCount,
  type FourDPrizeTable,
  type FourDResult,
  type FourDTier,
} from './sea4d.ts';
import {
  deriveVnResult,
  isVnBetKey,
  vnDefaultOdds,
  vnHits,
  vnLayouts,
  vnLoNumbers,
  vnOddsKeyOf,
  vnPointCost,
  type VnLayout,
  type VnResult,
} from './vn.ts';

export { isPointFamily, pointFamilyNames, type PointFamily } from './families.ts';

export const vnLayoutOf = (family: 'VN_NORTH' | 'VN_SOUTH'): VnLayout =>
  family === 'VN_NORTH' ? 'NORTH' : 'SOUTH';

/** How many integers a family's result holds, and how many digits each has. */
export function pointDrawDigits(family: PointFamily): number[] {
  if (family === 'SEA4D') return Array.from({ length: 23 }, () => 4);
  return vnLayouts[vnLayoutOf(family)].flatMap(({ count, digits }) =>
    Array.from({ length: count }, () => digits),
  );
}

/** Whether a list of integers is a possible result of the family (a corrected result is checked by it). */
export function isPointDraw(family: PointFamily, drawn: readonly number[]) {
  const digits = pointDrawDigits(family);
  const fits =
    drawn.length === digits.length &&
    drawn.every((value, index) => Number.isInteger(value) && value >= 0 && value < 10 ** digits[index]!);
  return fits && (family !== 'SEA4D' || new Set(drawn).size === drawn.length);
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

export function vnResultOf(family: 'VN_NORTH' | 'VN_SOUTH', drawn: readonly number[]): VnResult {
  const layout = vnLayoutOf(family);
  let index = 0;
  return {
    layout,
    prizes: vnLayouts[layout].map(({ tier, count, digits }) => ({
      tier,
      numbers: Array.from({ length: count }, () => padded(drawn[index++]!, digits)),
    })),
  };
}

export function fourDResultOf(drawn: readonly number[]): FourDResult {
  const numbers = drawn.map((value) => padded(value, 4));
  return {
    first: numbers[0]!,
    second: numbers[1]!,
    third: numbers[2]!,
    special: numbers.slice(3, 13),
    consolation: numbers.slice(13, 23),
  };
}

/** The result of a numero, from its committed seed (vn.ts and sea4d.ts say how), as the engine stores it. */
export async function derivePointDraw(
  family: PointFamily,
  seedHex: string,
  gameCode: string,
  numero: string,
) {
  if (family === 'SEA4D') {
    const result = await draw4dResult(drawBytes(seedHex, gameCode, numero));
    return fourDPlaces(result).map(({ number }) => Number(number));
  }
  const result = await deriveVnResult(vnLayoutOf(family), seedHex, gameCode, numero);
  return result.prizes.flatMap(({ numbers }) => numbers.map(Number));
}

/** 4D odds key of a column's tier: `BIG_FIRST`, `3D_THIRD`. */
const fourDOddsKey = (column: keyof FourDPrizeTable, tier: FourDTier) => `${column}_${tier}`;

const fourDColumns = Object.keys(fourDDefaultPrizes) as Array<keyof FourDPrizeTable>;

function prizeTableOf(odds: Record<string, number>): FourDPrizeTable {
  const table = {} as Record<string, Record<string, number>>;
  for (const column of fourDColumns) {
    table[column] = {};
    for (const tier of Object.keys(fourDDefaultPrizes[column])) {
      table[column][tier] = odds[fourDOddsKey(column, tier as FourDTier)] ?? 0;
    }
  }
  return table as unknown as FourDPrizeTable;
}

/** The default odds of a family (hundredths; per hit and per unit, the stake not included). */
export function pointDefaultOdds(family: PointFamily): Record<string, number> {
  if (family !== 'SEA4D') return vnDefaultOdds(vnLayoutOf(family));
  const odds: Record<string, number> = {};
  for (const column of fourDColumns) {
    for (const [tier, prize] of Object.entries(fourDDefaultPrizes[column])) {
      odds[fourDOddsKey(column, tier as FourDTier)] = prize;
    }
  }
  return odds;
}

export const isPointBetKey = (family: PointFamily, betKey: string) =>
  family === 'SEA4D' ? is4dBetKey(betKey) : isVnBetKey(betKey, vnLayoutOf(family));

/** The units a unit stake of the key buys: what the member pays is the unit stake times this. */
export const pointCostOf = (family: PointFamily, betKey: string) =>
  family === 'SEA4D' ? fourDPointCost(betKey) : vnPointCost(betKey, vnLayoutOf(family));

/** How a key's win is figured from its stake: `stake × multiplier ÷ (100 × divisor)`, rounded down. */
export interface PointWin {
  multiplier: number;
  divisor: number;
}

const payoutFrom = (stake: bigint, win: PointWin) =>
  (stake * BigInt(win.multiplier)) / (100n * BigInt(win.divisor));

/** What one bet of the key wins on a result, from the rules of vn.ts and sea4d.ts (multiplier 0: it lost). */
export function pointWin(
  family: PointFamily,
  betKey: string,
  drawn: readonly number[],
  odds: Record<string, number>,
): PointWin {
  if (family === 'SEA4D') {
    const wins = fourDWins(betKey, fourDResultOf(drawn), prizeTableOf(odds));
    return {
      multiplier: wins.reduce((total, win) => total + win.multiplier, 0),
      divisor: fourDPointCost(betKey) * (wins[0]?.sharedBy ?? 1),
    };
  }
  const hits = vnHits(betKey, vnResultOf(family, drawn));
  return {
    multiplier: hits * (odds[vnOddsKeyOf(betKey)] ?? 0),
    divisor: vnPointCost(betKey, vnLayoutOf(family)),
  };
}

/** What a bet of `stake` (minor units, the unit stake times the point cost) wins on a result. */
export const pointPayout = (
  family: PointFamily,
  betKey: string,
  stake: bigint,
  drawn: readonly number[],
  odds: Record<string, number>,
) => payoutFrom(stake, pointWin(family, betKey, drawn, odds));

/** The lô trượt keys: they win when none of their numbers is among the result's lô endings. */
export const isTruotKey = (betKey: string) => betKey.startsWith('TRUOT');

/**
 * Every key that wins on a result, with how it pays (`pointWin`), except lô trượt: the keys a result pays are few
 * (the 27 prizes' endings and their combinations: at most 17,550 xiên 4 keys), so settlement pays them by joining
 * the bets to this list. Keys are canonical (bet keys written as `isPointBetKey` accepts them).
 */
export function payingPointKeys(
  family: PointFamily,
  drawn: readonly number[],
  odds: Record<string, number>,
): Map<string, PointWin> {
  return family === 'SEA4D' ? paying4dKeys(drawn, odds) : payingVnKeys(family, drawn, odds);
}

function addWin(paying: Map<string, PointWin>, betKey: string, multiplier: number, divisor: number) {
  if (multiplier <= 0) return;
  const win = paying.get(betKey);
  if (win) win.multiplier += multiplier;
  else paying.set(betKey, { multiplier, divisor });
}

const countsOf = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** The k-element subsets of `values` (ascending when `values` is), for the xiên keys. */
function* subsets(values: string[], k: number, from = 0, chosen: string[] = []): Generator<string[]> {
  if (chosen.length === k) {
    yield chosen;
    return;
  }
  for (let index = from; index <= values.length - (k - chosen.length); index += 1) {
    yield* subsets(values, k, index + 1, [...chosen, values[index]!]);
  }
}

function payingVnKeys(
  family: 'VN_NORTH' | 'VN_SOUTH',
  drawn: readonly number[],
  odds: Record<string, number>,
) {
  const layout = vnLayoutOf(family);
  const result = vnResultOf(family, drawn);
  const paying = new Map<string, PointWin>();
  const odd = (key: string) => odds[key] ?? 0;
  for (const digits of [2, 3] as const) {
    const head = `LO${digits}`;
    const cost = vnPointCost(`${head}:${'0'.repeat(digits)}`, layout);
    for (const [ending, hits] of countsOf(vnLoNumbers(result, digits))) {
      addWin(paying, `${head}:${ending}`, hits * odd(head), cost);
    }
  }
  const special = result.prizes[0]!.numbers[0]!;
  const first = result.prizes[1]!.numbers[0]!;
  addWin(paying, `DE:${special.slice(-2)}`, odd('DE'), 1);
  addWin(paying, `DE_DAU:${special.slice(-2, -1)}`, odd('DE_DAU'), 1);
  addWin(paying, `DE_DUOI:${special.slice(-1)}`, odd('DE_DUOI'), 1);
  addWin(paying, `DE_G1:${first.slice(-2)}`, odd('DE_G1'), 1);
  addWin(paying, `CANG3:${special.slice(-3)}`, odd('CANG3'), 1);
  addWin(paying, `CANG4:${special.slice(-4)}`, odd('CANG4'), 1);

  const endings = countsOf(vnLoNumbers(result, 2));
  const distinct = [...endings.keys()].sort();
  for (const k of [2, 3, 4]) {
    for (const numbers of subsets(distinct, k))
      addWin(paying, `XIEN${k}:${numbers.join('-')}`, odd(`XIEN${k}`), 1);
  }
  for (const [a, b] of subsets(distinct, 2)) {
    addWin(paying, `DA:${a}-${b}`, Math.min(endings.get(a!)!, endings.get(b!)!) * odd('DA'), 1);
  }
  return paying;
}

function paying4dKeys(drawn: readonly number[], odds: Record<string, number>) {
  const prizes = prizeTableOf(odds);
  const paying = new Map<string, PointWin>();
  const positions: Partial<Record<FourDTier, string>> = { FIRST: 'A', SECOND: 'B', THIRD: 'C' };
  for (const { tier, number } of fourDPlaces(fourDResultOf(drawn))) {
    const boxed = [...number].sort().join('');
    const orderings = permutationCount(number);
    for (const column of ['BIG', 'SMALL'] as const) {
      const prize = (prizes[column] as Partial<Record<FourDTier, number>>)[tier] ?? 0;
      addWin(paying, `${column}:${number}`, prize, 1);
      if (orderings > 1) {
        addWin(paying, `IBOX_${column}:${boxed}`, prize, orderings);
        addWin(paying, `BOX_${column}:${boxed}`, prize, orderings);
      }
    }
    const position = positions[tier];
    if (position) {
      const prize = (prizes['3D'] as Partial<Record<FourDTier, number>>)[tier] ?? 0;
      addWin(paying, `3D_${position}:${number.slice(1)}`, prize, 1);
      addWin(paying, `3D_ABC:${number.slice(1)}`, prize, 3);
    }
  }
  return paying;
}

/** The distinct lô endings of a Vietnamese result: a lô trượt wins when it names none of them. */
export const truotEndingsOf = (family: 'VN_NORTH' | 'VN_SOUTH', drawn: readonly number[]) => [
  ...new Set(vnLoNumbers(vnResultOf(family, drawn), 2)),
];

/**
 * The most a unit stake of the key can win, in hundredths per unit (the payout cap counts it): every hit it could
 * have at its odds. A lô 2 số could, however unlikely, come out on all 27 prizes; a Box is a straight bet on each
 * ordering, so several orderings may win; an iBox shares its unit among them.
 */
export function maxPointWinPerUnit(
  family: PointFamily,
  odds: Record<string, number>,
  betKey: string,
): number {
  if (family === 'SEA4D') {
    const prizes = prizeTableOf(odds);
    const [head = '', digits = ''] = betKey.split(':');
    const boxed = /^(IBOX_|BOX_)/.test(head);
    const column = (
      head.startsWith('3D_') ? '3D' : head.replace(/^(IBOX_|BOX_)/, '')
    ) as keyof FourDPrizeTable;
    const orderings = boxed ? permutationCount(digits) : 1;
    const places = head === '3D_ABC' ? 3 : orderings;
    const tiers = Object.values(prizes[column] as Record<string, number>).sort((a, b) => b - a);
    const best = tiers.slice(0, places).reduce((total, prize) => total + prize, 0);
    return head.startsWith('IBOX_') ? Math.floor(best / orderings) : best;
  }
  const layout = vnLayoutOf(family);
  const oddsKey = vnOddsKeyOf(betKey);
  const lo2 = vnPointCost('LO2:00', layout);
  const maxHits: Record<string, number> = {
    LO2: lo2,
    LO3: vnPointCost('LO3:000', layout),
    DA: Math.floor(lo2 / 2),
  };
  return (maxHits[oddsKey] ?? 1) * (odds[oddsKey] ?? 0);
}

/** The 4D tiers, for pages listing the prize table. */
export { fourDTiers };
