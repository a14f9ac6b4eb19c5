import { randomInt } from 'node:crypto';

/** A uniform integer in [0, maxExclusive). Every game outcome comes from one of these. */
export type RandomInt = (maxExclusive: number) => number;

/** The production source: node:crypto's CSPRNG (never Math.random). */
export const cryptoRandomInt: RandomInt = (maxExclusive) => randomInt(maxExclusive);
