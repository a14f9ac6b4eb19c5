import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Merchant } from '../merchant/service.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { findMemberById } from './member-repository.ts';
import type { ActiveSession } from './session-service.ts';

/** A fresh authenticator secret for the member to scan; nothing is stored until a code confirms it. */
export async function startTotpSetup(db: Db, merchant: Merchant, session: ActiveSession) {
  const member = await findMemberById(db, merchant.id, session.memberId);
  const secret = generateSecret();
  return { secret, otpauthUri: generateURI({ issuer: merchant.name, label: member.username, secret }) };
}

/** Keeps the secret once the member's app shows a matching code. */
export async function confirmTotpSetup(
  db: Db,
  merchant: Merchant,
  session: ActiveSession,
  { secret, code }: { secret: string; code: string },
  origin: RequestOrigin,
) {
  // otplib throws for a secret it cannot decode (a base32 length no encoder makes): the field is wrong.
  const checked = await verify({ secret, token: code }).catch(() => undefined);
  if (!checked) throw new AppError('request.invalid.field', { field: 'secret' }, 'secret');
  if (!checked.valid) throw new AppError('verification.code.invalid', {}, 'code');
  await db
    .updateTable('members')
    .set({ totp_secret: secret })
    .where('id', '=', session.memberId)
    .where('merchant_id', '=', merchant.id)
    .execute();
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: session.memberId,
    action: 'TOTP_ENABLED',
    origin,
  });
  return { changed: true as const };
}
