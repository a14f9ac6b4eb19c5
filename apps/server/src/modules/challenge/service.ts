import { randomBytes } from 'node:crypto';
import type { Challenge } from '@msp/contracts/verification.ts';
import { checkProofOfWork, maxNonceLength } from '@msp/contracts/proof-of-work.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';

/** About 65,000 hashes: well under a second in a browser, a real cost for a script asking by the thousand. */
export const defaultChallengeDifficulty = 16;
export const challengeLifetimeMs = 5 * 60_000;
/** Used and expired challenges are deleted this long after they expire. */
const keepExpiredMs = 60 * 60_000;

/** A fresh single-use challenge of this merchant. */
export async function createChallenge(
  db: Db,
  {
    merchantId,
    difficulty = defaultChallengeDifficulty,
    now = new Date(),
  }: { merchantId: number; difficulty?: number; now?: Date },
): Promise<Challenge> {
  const id = randomBytes(18).toString('base64url');
  const salt = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + challengeLifetimeMs);
  await db
    .insertInto('challenges')
    .values({ id, merchant_id: merchantId, salt, difficulty, expires_at: expiresAt, used_at: null })
    .execute();
  await purgeExpiredChallenges(db, now);
  return { challengeId: id, salt, difficulty, expiresAt: expiresAt.getTime() };
}

/**
 * Accepts a solved challenge once. The challenge is taken (marked used) by one atomic UPDATE before the proof
 * is checked, so of two concurrent uses only one can succeed, and a wrong nonce burns the challenge too.
 * Missing, unknown, foreign, expired, used or unsolved: `challenge.required`.
 */
export async function verifyChallenge(
  db: Db,
  {
    merchantId,
    challengeId,
    nonce,
  }: { merchantId: number; challengeId: string | undefined; nonce: string | undefined },
): Promise<void> {
  if (!challengeId || !nonce || nonce.length > maxNonceLength) throw new AppError('challenge.required');
  const now = new Date();
  const taken = await db
    .updateTable('challenges')
    .set({ used_at: now })
    .where('id', '=', challengeId)
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['salt', 'difficulty'])
    .executeTakeFirst();
  if (!taken || !(await checkProofOfWork(taken.salt, nonce, taken.difficulty)))
    throw new AppError('challenge.required');
}

/** Deletes a batch of long-expired challenges; rows another request is deleting are skipped, never waited on. */
async function purgeExpiredChallenges(db: Db, now: Date) {
  await db
    .deleteFrom('challenges')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('challenges')
        .select('id')
        .where('expires_at', '<', new Date(now.getTime() - keepExpiredMs))
        .limit(100)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}
