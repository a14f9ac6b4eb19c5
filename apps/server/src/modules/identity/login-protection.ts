import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Merchant } from '../merchant/service.ts';

/**
 * Failed logins are counted per account name, whether or not such an account exists, so neither the captcha
 * nor the lock tells a guesser which names are real.
 */
const accountKey = (username: string) => username.trim().toLowerCase();

export async function loginFailureState(db: Db, merchantId: number, username: string) {
  const row = await db
    .selectFrom('login_failures')
    .select(['failures', 'locked_until'])
    .where('merchant_id', '=', merchantId)
    .where('username', '=', accountKey(username))
    .executeTakeFirst();
  return { failures: row?.failures ?? 0, lockedUntil: row?.locked_until ?? null };
}

export function assertNotLocked(lockedUntil: Date | null, now = new Date()) {
  if (lockedUntil && lockedUntil > now) {
    const minutes = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000));
    throw new AppError('login.too.many.attempts', { minutes: String(minutes) }, undefined, {
      captchaRequired: true,
    });
  }
}

/** Counts one more failure (atomically) and locks the name for a while after a run of them. */
export async function recordLoginFailure(db: Db, merchant: Merchant, username: string) {
  const row = await db
    .insertInto('login_failures')
    .values({ merchant_id: merchant.id, username: accountKey(username), failures: 1 })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'username']).doUpdateSet({
        // A lock that has run out starts a fresh run.
        failures: sql`CASE WHEN login_failures.locked_until IS NOT NULL AND login_failures.locked_until <= now()
                      THEN 1 ELSE login_failures.failures + 1 END`,
        locked_until: sql`CASE WHEN login_failures.locked_until IS NOT NULL AND login_failures.locked_until <= now()
                          THEN NULL ELSE login_failures.locked_until END`,
        last_failed_at: sql`now()`,
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  const locked = row.failures >= merchant.login_lock_threshold;
  if (locked) {
    await db
      .updateTable('login_failures')
      .set({ locked_until: new Date(Date.now() + merchant.login_lock_minutes * 60_000) })
      .where('merchant_id', '=', merchant.id)
      .where('username', '=', accountKey(username))
      .execute();
  }
  return { failures: row.failures, locked };
}

export async function clearLoginFailures(db: Db, merchantId: number, username: string) {
  await db
    .deleteFrom('login_failures')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', accountKey(username))
    .execute();
}
