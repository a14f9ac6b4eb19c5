import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import { decoyPasswordHash, verifyPassword } from '../identity/password.ts';
import { hashToken } from '../identity/session-service.ts';

export interface OperatorSession {
  operatorId: number;
  merchantId: number;
  role: 'ADMIN' | 'CASHIER';
  username: string;
}

/** Operator shifts are short: a token lives 8 hours at most. */
const OPERATOR_SESSION_HOURS = 8;

export async function loginOperator(
  db: Db,
  merchantId: number,
  { username, password }: { username: string; password: string },
  origin: RequestOrigin,
) {
  const operator = await db
    .selectFrom('operators')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  const ok = await verifyPassword(operator?.password_hash ?? (await decoyPasswordHash()), password);
  if (!operator || !ok || operator.status !== 'ACTIVE') {
    await writeAudit(db, {
      merchantId,
      memberId: null,
      operatorId: operator?.id ?? null,
      action: 'OPERATOR_LOGIN_FAILED',
      origin,
      detail: { username: username.slice(0, 64) },
    });
    throw new AppError('login.invalid.credentials');
  }
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operator.id,
      merchant_id: merchantId,
      ip: origin.ip,
      expires_at: new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000),
      ended_at: null,
    })
    .execute();
  await writeAudit(db, {
    merchantId,
    memberId: null,
    operatorId: operator.id,
    action: 'OPERATOR_LOGIN',
    origin,
  });
  return { token, username: operator.username, role: operator.role };
}

/** The operator behind a token, within this merchant only. */
export async function findOperatorSession(
  db: Db,
  merchantId: number,
  token: string,
): Promise<OperatorSession | undefined> {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select(['operators.id', 'operators.role', 'operators.username'])
    .where('operator_sessions.token_hash', '=', hashToken(token))
    .where('operator_sessions.merchant_id', '=', merchantId)
    .where('operator_sessions.ended_at', 'is', null)
    .where('operator_sessions.expires_at', '>', new Date())
    .where('operators.status', '=', 'ACTIVE')
    .executeTakeFirst();
  return row ? { operatorId: row.id, merchantId, role: row.role, username: row.username } : undefined;
}

export async function logoutOperator(db: Db, merchantId: number, token: string) {
  await db
    .updateTable('operator_sessions')
    .set({ ended_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('merchant_id', '=', merchantId)
    .where('ended_at', 'is', null)
    .execute();
}
