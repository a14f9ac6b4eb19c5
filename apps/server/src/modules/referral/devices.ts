import { createHash } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { RequestOrigin } from '../identity/audit.ts';

/**
 * The devices a member used, for the referral's SAME_DEVICE check: the web keeps a random id per browser and sends
 * it as the Device-Id header (identity/audit.ts reads it into the request's origin); only its sha-256 is stored.
 * Noted at registration, at every login (identity/login-service.ts) and when the member opens its referral page.
 * A caller that sends no id (another client, storage turned off) has no fingerprint, and the check cannot apply.
 */

export const fingerprintOf = (origin: Pick<RequestOrigin, 'deviceId'>): string | null =>
  origin.deviceId ? createHash('sha256').update(origin.deviceId).digest('hex') : null;

/** Notes the device of the request as one the member used (nothing without a Device-Id). */
export async function rememberDevice(db: Db, memberId: number, origin: Pick<RequestOrigin, 'deviceId'>) {
  const fingerprint = fingerprintOf(origin);
  if (!fingerprint) return;
  await db
    .insertInto('member_devices')
    .values({ member_id: memberId, fingerprint })
    .onConflict((conflict) =>
      conflict.columns(['member_id', 'fingerprint']).doUpdateSet({ last_seen_at: new Date() }),
    )
    .execute();
}
