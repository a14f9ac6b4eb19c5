/**
 * Crash, dressed as fishing: the line's multiplier climbs until the fish breaks free (the crash point).
 * The player names a cash-out target in advance; the round pays stake × target when the crash point
 * reaches the target. 3 % house edge, so 97 % return for every target (derivation in GAMES.md).
 */
import { cryptoRandomInt, type RandomInt } from './random.ts';

/** Size of the integer draw: randomInt accepts ranges below 2^48. */
export const crashDrawRange = 2 ** 48 - 1;
/** 100 − house edge in percent: the crash point is floor(97 / (1 − U)) hundredths. */
export const crashEdgeFactor = 97;
export const minTargetHundredths = 101;
export const maxTargetHundredths = 10_000;
export const crashStakes: readonly number[] = [100, 200, 500, 1000, 2000, 5000, 10000];
/** Crash points are reported capped at 1,000,000× (only the display sees it: targets stop at 100×). */
export const maxCrashHundredths = 100_000_000;

/**
 * The crash point in hundredths (100 = 1.00×) for a draw R in [0, N): with V = N − R in [1, N] playing
 * 1 − U, crash = max(100, floor(97·N / V)). BigInt keeps the division exact.
 */
export function crashPointFromDraw(draw: number): number {
  if (!Number.isSafeInteger(draw) || draw < 0 || draw >= crashDrawRange) throw new Error('draw out of range');
  const remaining = BigInt(crashDrawRange - draw);
  const hundredths = (BigInt(crashEdgeFactor) * BigInt(crashDrawRange)) / remaining;
  return Math.max(100, Math.min(maxCrashHundredths, Number(hundredths)));
}

export function drawCrashPoint(random: RandomInt = cryptoRandomInt): number {
  return crashPointFromDraw(random(crashDrawRange));
}

export interface CrashRound {
  stake: number;
  /** Hundredths: 250 = 2.50×. */
  targetHundredths: number;
  crashHundredths: number;
  won: boolean;
  /** Minor units: stake × target when won, else 0. */
  win: number;
}

/** The win for a stake and target given a crash point (stake × target is whole minor units when the stake is). */
export function settleCrash(stake: number, targetHundredths: number, crashHundredths: number): CrashRound {
  const won = crashHundredths >= targetHundredths;
  return {
    stake,
    targetHundredths,
    crashHundredths,
    won,
    win: won ? Math.floor((stake * targetHundredths) / 100) : 0,
  };
}

export function playCrash(
  stake: number,
  targetHundredths: number,
  random: RandomInt = cryptoRandomInt,
): CrashRound {
  if (!Number.isSafeInteger(targetHundredths) || targetHundredths < minTargetHundredths) {
    throw new Error('target below 1.01×');
  }
  if (targetHundredths > maxTargetHundredths) throw new Error('target above 100×');
  return settleCrash(stake, targetHundredths, drawCrashPoint(random));
}

/**
 * The exact probability that the crash point reaches k hundredths (k ≥ 97): the draws with
 * floor(97N/V) ≥ k are those with V ≤ 97N/k, so there are floor(97N/k) of N.
 */
export function crashReachProbability(targetHundredths: number): { ways: bigint; of: bigint } {
  const range = BigInt(crashDrawRange);
  return { ways: (BigInt(crashEdgeFactor) * range) / BigInt(targetHundredths), of: range };
}

/** Return to player for a target, as a float: target × P(crash ≥ target). */
export function crashRtp(targetHundredths: number): number {
  const { ways, of } = crashReachProbability(targetHundredths);
  const scale = 10n ** 15n;
  return Number((BigInt(targetHundredths) * ways * scale) / (of * 100n)) / 1e15;
}
