/**
 * The slip of the Vietnamese lottery (docs/lottery.md "Money"): every bet is bought by the unit stake u; it costs
 * u × its point cost (what the member pays, the bet's `stake`) and each hit pays u × odds / 100 (odds in
 * hundredths per hit per unit, the stake not included), rounded down to the minor unit.
 */
import { MAX_SLIP_BETS } from '@msp/contracts/lottery/api.ts';
import { toMinor } from '../../../shared/lib/minor-units.ts';
import { hitsManyTimes, numbersOf, type MenuPlayType } from './play-types.ts';

/** Most bets one slip takes (the server's limit). */
export { MAX_SLIP_BETS };

export interface VnLine {
  betKey: string;
  playType: string;
  numbers: string[];
  pointCost: number;
  /** Hundredths per hit per unit. */
  odds: number;
  /** What the member pays for it, minor units. */
  cost: bigint;
  /** What each hit pays, minor units. */
  winPerHit: bigint;
  /** Lô and đá pay once per hit, so a win may be several times this. */
  perHit: boolean;
  soldOut: boolean;
  /** What it costs passes the limit per key. */
  overKeyLimit: boolean;
}

export type UnitProblem = 'amount' | 'belowMin' | 'aboveMax' | null;

export interface VnSlip {
  lines: VnLine[];
  /** Minor units, or null when the unit stake is not an amount. */
  unit: bigint | null;
  unitProblem: UnitProblem;
  total: bigint;
  overNumeroLimit: boolean;
  tooMany: boolean;
  valid: boolean;
}

export interface VnLimits {
  minStake: string;
  maxStake: string;
  maxStakePerKey: string;
  maxStakePerNumero: string;
}

/** Prices the slip's keys at the unit stake typed (a major-unit string) with the board's odds and limits. */
export function priceVnSlip(
  keys: readonly { betKey: string; playType: MenuPlayType }[],
  unitText: string,
  odds: Record<string, number>,
  limits: VnLimits,
  soldOut: ReadonlySet<string>,
): VnSlip {
  const parsed = toMinor(unitText);
  const unit = parsed !== null && parsed > 0n ? parsed : null;
  const min = toMinor(limits.minStake);
  const max = toMinor(limits.maxStake);
  const perKey = toMinor(limits.maxStakePerKey);
  const perNumero = toMinor(limits.maxStakePerNumero);
  const unitProblem: UnitProblem =
    unit === null
      ? 'amount'
      : min !== null && unit < min
        ? 'belowMin'
        : max !== null && unit > max
          ? 'aboveMax'
          : null;
  const lines = keys.map(({ betKey, playType }): VnLine => {
    const multiplier = odds[playType.playType] ?? 0;
    const cost = (unit ?? 0n) * BigInt(playType.pointCost);
    return {
      betKey,
      playType: playType.playType,
      numbers: numbersOf(betKey),
      pointCost: playType.pointCost,
      odds: multiplier,
      cost,
      winPerHit: ((unit ?? 0n) * BigInt(multiplier)) / 100n,
      perHit: hitsManyTimes(playType.playType),
      soldOut: soldOut.has(betKey),
      overKeyLimit: perKey !== null && cost > perKey,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.cost, 0n);
  const overNumeroLimit = perNumero !== null && total > perNumero;
  const tooMany = lines.length > MAX_SLIP_BETS;
  return {
    lines,
    unit,
    unitProblem,
    total,
    overNumeroLimit,
    tooMany,
    valid:
      lines.length > 0 &&
      unitProblem === null &&
      !overNumeroLimit &&
      !tooMany &&
      lines.every((line) => !line.soldOut && !line.overKeyLimit),
  };
}
