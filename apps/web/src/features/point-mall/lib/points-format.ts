import type { PointsConfig } from '@msp/contracts/points.ts';
import { fromMinor, toMinor } from '../../../shared/lib/minor-units.ts';

/** Whole points with thousands separators, as the wallet writes amounts: 5140 → "5,140". */
export function formatPoints(points: number): string {
  const sign = points < 0 ? '-' : '';
  return sign + String(Math.abs(Math.trunc(points))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A signed change of points: +25, -300. */
export function formatPointsChange(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : formatPoints(points);
}

/** What a major-unit amount times a whole number is ("50.00" × 3 → "150.00"). */
export function timesAmount(amount: string, times: number): string {
  return fromMinor((toMinor(amount) ?? 0n) * BigInt(Math.max(0, Math.trunc(times))));
}

/** The cash a conversion of `points` pays at the merchant's rate: whole steps only (the server's rule). */
export function convertAmount(points: number, rate: PointsConfig['convert']): string {
  const steps = Math.floor(Math.max(0, points) / rate.points);
  return timesAmount(rate.amount, steps);
}

/** Why a number of points cannot be converted: undefined when it can. */
export function convertProblem(
  points: number,
  rate: PointsConfig['convert'],
  have: number,
): 'range' | 'insufficient' | undefined {
  if (
    !Number.isInteger(points) ||
    points < rate.minPoints ||
    points > rate.maxPoints ||
    points % rate.points !== 0
  )
    return 'range';
  return points > have ? 'insufficient' : undefined;
}

/** The most the member may convert now (0 when nothing): whole steps within the limits and its points. */
export function maxConvertible(rate: PointsConfig['convert'], have: number): number {
  if (!rate.enabled) return 0;
  const steps = Math.floor(Math.min(have, rate.maxPoints) / rate.points) * rate.points;
  return steps >= rate.minPoints ? steps : 0;
}
