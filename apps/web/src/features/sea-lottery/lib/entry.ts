/**
 * The 4D entry form's lines turned into slip bets (docs/lottery.md "SEA 4D"): canonical keys, what each line
 * costs and the slip's total. A line's amounts are unit stakes; a bet costs unit × `fourDPointCost(key)` (a Box
 * of ABCD 24 units, 3D ABC 3), all in integer minor units.
 */
import { fourDPointCost, permutationCount } from '@msp/contracts/lottery/sea4d.ts';
import { minorOf } from './minor-units.ts';

export const fourDModes = ['STRAIGHT', 'IBOX', 'BOX'] as const;
export type FourDMode = (typeof fourDModes)[number];

export const threeDPositions = ['A', 'B', 'C', 'ABC'] as const;
export type ThreeDPosition = (typeof threeDPositions)[number];

/** A 4D line: a number with a Big and/or a Small unit stake (either may be left blank). */
export interface FourDEntry {
  number: string;
  big: string;
  small: string;
  mode: FourDMode;
}

/** A 3D line: the last three digits of the first, second or third prize (or all three). */
export interface ThreeDEntry {
  number: string;
  amount: string;
  position: ThreeDPosition;
}

/** One bet of the slip as the API takes it: the key and the unit stake. */
export interface SlipBet {
  betKey: string;
  amount: string;
}

/**
 * Why a line cannot be bet, for the UI to translate: `digits` the number is not 4 (3D: 3) digits, `boxSame` an
 * iBox/Box of four equal digits (one ordering, operators refuse it), `empty` no stake at all (or nothing typed),
 * `amount` a stake that is not a positive amount, `range` a stake outside the game's limits.
 */
export type EntryProblem = 'digits' | 'boxSame' | 'empty' | 'amount' | 'range';

export interface StakeLimits {
  minStake: string;
  maxStake: string;
}

export interface PricedEntry {
  /** The line's bets; none while the line has a problem. */
  bets: SlipBet[];
  /** The distinct orderings of a complete 4D number (ABCD 24 … AAAA 1); null for 3D or an incomplete number. */
  permutations: number | null;
  /** What the line costs, minor units; 0 while it has a problem. */
  cost: bigint;
  problem: EntryProblem | null;
  /** Nothing typed at all: the slip leaves the line out instead of refusing it. */
  blank: boolean;
}

const isDigits = (value: string, count: number) => new RegExp(`^[0-9]{${count}}$`).test(value);

/** Digits ascending, as iBox and Box keys are written (4321 → 1234). */
const ascending = (digits: string) => [...digits].sort().join('');

/** The canonical key of a 4D bet: `BIG:0917`, `IBOX_SMALL:1234` for 4321 in iBox. */
export function fourDBetKey(number: string, mode: FourDMode, column: 'BIG' | 'SMALL'): string {
  return mode === 'STRAIGHT' ? `${column}:${number}` : `${mode}_${column}:${ascending(number)}`;
}

export const threeDBetKey = (number: string, position: ThreeDPosition) => `3D_${position}:${number}`;

/** A line that cannot be bet; a blank one (nothing typed) is left out of the slip. */
const refused = (problem: EntryProblem, permutations: number | null = null, blank = false): PricedEntry => ({
  bets: [],
  permutations,
  cost: 0n,
  problem,
  blank,
});

/** A typed unit stake's minor units, or why it is refused. */
function readStake(typed: string, limits?: StakeLimits): bigint | 'amount' | 'range' {
  const minor = minorOf(typed);
  if (minor === null || minor <= 0n) return 'amount';
  const min = limits ? minorOf(limits.minStake) : null;
  const max = limits ? minorOf(limits.maxStake) : null;
  if ((min !== null && minor < min) || (max !== null && minor > max)) return 'range';
  return minor;
}

/** Prices the stakes of a line whose number is valid: its first problem, or its bets and their cost. */
function priceStakes(
  stakes: Array<{ betKey: string; typed: string }>,
  permutations: number | null,
  limits?: StakeLimits,
): PricedEntry {
  const given = stakes.map(({ betKey, typed }) => ({ betKey, amount: typed.trim() })).filter((s) => s.amount);
  if (given.length === 0) return refused('empty', permutations);
  let cost = 0n;
  for (const { betKey, amount } of given) {
    const unit = readStake(amount, limits);
    if (typeof unit !== 'bigint') return refused(unit, permutations);
    cost += unit * BigInt(fourDPointCost(betKey));
  }
  return { bets: given, permutations, cost, problem: null, blank: false };
}

/** A 4D line's bets (Big and Small make two), the number's count of orderings and the line's cost. */
export function priceFourDEntry(entry: FourDEntry, limits?: StakeLimits): PricedEntry {
  const number = entry.number.trim();
  if (number === '' && entry.big.trim() === '' && entry.small.trim() === '')
    return refused('empty', null, true);
  if (!isDigits(number, 4)) return refused('digits');
  const permutations = permutationCount(number);
  if (entry.mode !== 'STRAIGHT' && permutations === 1) return refused('boxSame', permutations);
  return priceStakes(
    [
      { betKey: fourDBetKey(number, entry.mode, 'BIG'), typed: entry.big },
      { betKey: fourDBetKey(number, entry.mode, 'SMALL'), typed: entry.small },
    ],
    permutations,
    limits,
  );
}

/** A 3D line's bet and cost (ABC costs three units: one on each position). */
export function priceThreeDEntry(entry: ThreeDEntry, limits?: StakeLimits): PricedEntry {
  const number = entry.number.trim();
  if (number === '' && entry.amount.trim() === '') return refused('empty', null, true);
  if (!isDigits(number, 3)) return refused('digits');
  return priceStakes([{ betKey: threeDBetKey(number, entry.position), typed: entry.amount }], null, limits);
}

export interface PricedSlip {
  fourD: PricedEntry[];
  threeD: PricedEntry[];
  /** Every bet of the lines that are not blank, 4D first. */
  bets: SlipBet[];
  /** The sum of the lines' costs, minor units. */
  total: bigint;
  /** The first problem of a line that is not blank, or `empty` when every line is blank. */
  problem: EntryProblem | null;
  valid: boolean;
}

/** Prices the whole form: blank lines are left out; any other line with a problem makes the slip invalid. */
export function priceSlip(
  fourD: readonly FourDEntry[],
  threeD: readonly ThreeDEntry[],
  limits?: StakeLimits,
): PricedSlip {
  const pricedFourD = fourD.map((entry) => priceFourDEntry(entry, limits));
  const pricedThreeD = threeD.map((entry) => priceThreeDEntry(entry, limits));
  const lines = [...pricedFourD, ...pricedThreeD].filter((line) => !line.blank);
  const problem = lines.length === 0 ? 'empty' : (lines.find((line) => line.problem)?.problem ?? null);
  return {
    fourD: pricedFourD,
    threeD: pricedThreeD,
    bets: lines.flatMap((line) => line.bets),
    total: lines.reduce((total, line) => total + line.cost, 0n),
    problem,
    valid: problem === null,
  };
}
