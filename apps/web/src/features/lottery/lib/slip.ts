import { bestMultiplier } from '@msp/contracts/lottery/bets.ts';
import type { LotteryFamily } from '@msp/contracts/lottery/families.ts';
import { toMinor } from '../../../shared/lib/minor-units.ts';

/** One bet of the slip: a key and the stake typed for it (a major-unit string, "10" or "12.50"). */
export interface SlipLine {
  betKey: string;
  amount: string;
}

export interface SlipLimits {
  minStake: string;
  maxStake: string;
  maxStakePerNumero: string;
}

export type LineProblem = 'amount' | 'belowMin' | 'aboveMax';

export interface PricedLine extends SlipLine {
  /** Minor units; null when the amount is not a valid amount. */
  stake: bigint | null;
  /** The most the key pays per unit staked, in hundredths, stake included (bestMultiplier). */
  multiplier: number;
  /** What the bet gets back if it wins at its best: stake × multiplier, rounded down to the minor unit. */
  potentialWin: bigint;
  problem: LineProblem | null;
}

export interface SlipTotals {
  lines: PricedLine[];
  /** Minor units. */
  totalStake: bigint;
  /** The sum of every line's best win (a win includes the stake), minor units. */
  potentialWin: bigint;
  /** The slip as a whole is over the numero's limit. */
  overNumeroLimit: boolean;
  /** Every line has a valid stake within the limits and the slip is not empty. */
  valid: boolean;
}

/** Prices a slip with the board's odds: each line's stake, multiplier and best win, and the totals. */
export function priceSlip(
  family: LotteryFamily,
  odds: Record<string, number>,
  lines: readonly SlipLine[],
  limits?: SlipLimits,
): SlipTotals {
  const min = limits ? toMinor(limits.minStake) : null;
  const max = limits ? toMinor(limits.maxStake) : null;
  const priced = lines.map((line): PricedLine => {
    const stake = toMinor(line.amount);
    const multiplier = bestMultiplier(family, odds, line.betKey);
    const valid = stake !== null && stake > 0n;
    const problem: LineProblem | null = !valid
      ? 'amount'
      : min !== null && stake < min
        ? 'belowMin'
        : max !== null && stake > max
          ? 'aboveMax'
          : null;
    return {
      ...line,
      stake: valid ? stake : null,
      multiplier,
      potentialWin: valid ? (stake * BigInt(multiplier)) / 100n : 0n,
      problem,
    };
  });
  const totalStake = priced.reduce((total, line) => total + (line.stake ?? 0n), 0n);
  const potentialWin = priced.reduce((total, line) => total + line.potentialWin, 0n);
  const perNumero = limits ? toMinor(limits.maxStakePerNumero) : null;
  const overNumeroLimit = perNumero !== null && totalStake > perNumero;
  return {
    lines: priced,
    totalStake,
    potentialWin,
    overNumeroLimit,
    valid: priced.length > 0 && priced.every((line) => line.problem === null) && !overNumeroLimit,
  };
}

/** A multiplier in hundredths as shown: 194 → "1.94", 97000 → "970". */
export function formatMultiplier(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const cents = hundredths % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/** Adds a key to the slip, or takes it off when it is already on it (a second tap on a cell). */
export function toggleLine(lines: readonly SlipLine[], betKey: string, amount: string): SlipLine[] {
  return lines.some((line) => line.betKey === betKey)
    ? lines.filter((line) => line.betKey !== betKey)
    : [...lines, { betKey, amount }];
}

/** Adds keys that are not on the slip yet (quick picks), up to `maxSlipLines`. */
export function addLines(lines: readonly SlipLine[], betKeys: readonly string[], amount: string): SlipLine[] {
  const next = [...lines];
  for (const betKey of betKeys) {
    if (next.length >= maxSlipLines) break;
    if (!next.some((line) => line.betKey === betKey)) next.push({ betKey, amount });
  }
  return next;
}

/** A slip of these boards holds at most 50 bets (the server takes up to 200: a Vietnamese lô on every number). */
export const maxSlipLines = 50;

/** The amount as the API takes it: no leading zeros, at most two decimals ("010" → "10", "5.50" stays). */
export function normalizeAmount(amount: string): string {
  const minor = toMinor(amount);
  if (minor === null) return amount.trim();
  const whole = minor / 100n;
  const cents = minor % 100n;
  return cents === 0n ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
