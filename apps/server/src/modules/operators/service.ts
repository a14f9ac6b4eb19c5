import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { LocalCache } from '../../shared/local-cache.ts';
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

/** Safety net only: a logout is announced to every process (`operatorSessionsChanged`). */
const OPERATOR_SESSION_TTL_MS = 10_000;
const OPERATOR_SESSION_CACHE_MAX = 10_000;
const OPERATOR_SESSIONS_TOPIC = 'operator-sessions';

type CachedOperatorSession = OperatorSession & { expiresAt: number };

/** Live operator sessions by token hash, in memory for a few seconds. */
export type OperatorSessionCache = LocalCache<CachedOperatorSession>;

export function createOperatorSessionCache(bus: InvalidationBus): OperatorSessionCache {
  const cache = new LocalCache<CachedOperatorSession>({
    ttlMs: OPERATOR_SESSION_TTL_MS,
    maxEntries: OPERATOR_SESSION_CACHE_MAX,
    bus,
  });
  bus.on(OPERATOR_SESSIONS_TOPIC, (operatorId) =>
    cache.clear((session) => String(session.operatorId) === operatorId),
  );
  return cache;
}

/** Every process drops the operator's cached sessions (after a logout, or a change of the operator). */
export const operatorSessionsChanged = (bus: InvalidationBus, operatorId: number) =>
  bus.publish(OPERATOR_SESSIONS_TOPIC, String(operatorId));

/**
 * The operator behind a token, within this merchant only. Seen in the last few seconds, it answers from memory;
 * its absolute end is checked against the remembered value on every call.
 */
export async function findOperatorSession(
  db: Db,
  cache: OperatorSessionCache,
  merchantId: number,
  token: string,
): Promise<OperatorSession | undefined> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  let session = cache.get(tokenHash);
  if (!session || session.merchantId !== merchantId || session.expiresAt <= now) {
    const since = cache.begin();
    const row = await db
      .selectFrom('operator_sessions')
      .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
      .select(['operators.id', 'operators.role', 'operators.username', 'operator_sessions.expires_at'])
      .where('operator_sessions.token_hash', '=', tokenHash)
      .where('operator_sessions.merchant_id', '=', merchantId)
      .where('operator_sessions.ended_at', 'is', null)
      .where('operator_sessions.expires_at', '>', new Date(now))
      .where('operators.status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!row) return undefined;
    session = {
      operatorId: row.id,
      merchantId,
      role: row.role,
      username: row.username,
      expiresAt: row.expires_at.getTime(),
    };
    cache.set(tokenHash, session, since);
  }
  const { expiresAt: _expiresAt, ...operator } = session;
  return operator;
}

export async function logoutOperator(db: Db, bus: InvalidationBus, merchantId: number, token: string) {
  const ended = await db
    .updateTable('operator_sessions')
    .set({ ended_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('merchant_id', '=', merchantId)
    .where('ended_at', 'is', null)
    .returning('operator_id')
    .execute();
  for (const row of ended) await operatorSessionsChanged(bus, row.operator_id);
}
