import type { LoginRequest, LoginResult } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Merchant } from '../merchant/service.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { createSession } from './session-service.ts';

/**
 * Username and password login. An unknown username costs the same argon2 verification as a wrong password
 * and answers the same error, so the answer does not tell whether an account exists.
 */
export async function loginWithPassword(
  db: Db,
  merchant: Merchant,
  request: Pick<LoginRequest, 'username' | 'password'>,
  ip: string,
): Promise<LoginResult> {
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', request.username.toLowerCase())
    .executeTakeFirst();
  const passwordOk = await verifyPassword(
    member?.password_hash ?? (await decoyPasswordHash()),
    request.password,
  );
  if (!member || !passwordOk) throw new AppError('login.invalid.credentials');
  if (member.status !== 'ACTIVE') throw new AppError('login.account.unavailable');

  const firstTimeLogin = member.last_login_at === null;
  const token = await createSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    ip,
    maxHours: merchant.session_max_hours,
    firstLogin: firstTimeLogin,
  });
  await db
    .updateTable('members')
    .set({ last_login_at: new Date(), last_login_ip: ip })
    .where('id', '=', member.id)
    .execute();
  return {
    token,
    firstTimeLogin,
    passwordExpired: false,
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    language: member.language,
    lastLoginTime: member.last_login_at?.getTime() ?? null,
    lastLoginIp: member.last_login_ip,
  };
}
