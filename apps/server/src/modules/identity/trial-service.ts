import { randomBytes, randomInt } from 'node:crypto';
import { memberTypes } from '@msp/contracts/enums.ts';
import type { LoginResult } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { isSwitchOn, type Merchant } from '../merchant/service.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { startSession } from './login-service.ts';
import { hashPassword } from './password.ts';

/** Demo credit of a trial account, in minor units (৳2,000.00). It lives on the trial member, never in the ledger. */
export const TRIAL_CREDIT_MINOR = 200_000n;

/**
 * Free play (FREEPLAY3): a throw-away trial member (type 4) with demo credit and a session. Its password is
 * random and never shown, so the account can only be used through this session.
 */
export async function startTrial(
  db: Db,
  merchant: Merchant,
  origin: RequestOrigin,
  language: 'bn' | 'en',
): Promise<LoginResult> {
  if (!(await isSwitchOn(db, merchant.id, 'FREEPLAY3'))) throw new AppError('login.freeplay.disabled');
  const member = await db
    .insertInto('members')
    .values({
      merchant_id: merchant.id,
      username: `trial${randomInt(10_000_000, 99_999_999)}${randomBytes(2).toString('hex')}`,
      password_hash: await hashPassword(randomBytes(32).toString('base64url')),
      type: memberTypes.trial,
      nickname: '',
      language,
      register_ip: origin.ip,
      register_url: null,
      register_method: 'WEB',
      trial_credit: TRIAL_CREDIT_MINOR,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await writeAudit(db, { merchantId: merchant.id, memberId: member.id, action: 'TRIAL_STARTED', origin });
  return startSession(db, merchant, member, origin);
}
