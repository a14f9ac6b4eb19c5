import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { LocalCache } from '../../shared/local-cache.ts';
import { writeAudit, type RequestOrigin } from '../identity/audit.ts';
import {
  assertNotLocked,
  clearLoginFailures,
  loginFailureState,
  recordLoginFailure,
} from '../identity/login-protection.ts';
import { decoyPasswordHash, verifyPassword } from '../identity/password.ts';
import { hashToken } from '../identity/session-service.ts';
import type { Merchant } from '../merchant/service.ts';

export interface OperatorSession {
  operatorId: number;
  merchantId: number;
  role: 'ADMIN' | 'CASHIER';
  username: string;
}

/** Operator shifts are short: a token lives 8 hours at most, and 30 minutes without a call. */
const OPERATOR_SESSION_HOURS = 8;
export const OPERATOR_IDLE_MINUTES = 30;
/** A session's last call is written at most this often. */
const LAST_SEEN_WRITE_MS = 60_000;

/**
 * Failed operator logins count per name (whether or not the operator exists, so the lock tells a guesser
 * nothing), apart from members' names: `operator:<name>`. The merchant's threshold and lock time apply.
 */
const lockKey = (username: string) => `operator:${username.trim().toLowerCase()}`;

export async function loginOperator(
  db: Db,
  merchant: Merchant,
  { username, password }: { username: string; password: string },
  origin: RequestOrigin,
) {
  const name = username.trim().toLowerCase();
  const failed = (operatorId: number | null, detail: Record<string, unknown>) =>
    writeAudit(db, {
      merchantId: merchant.id,
      memberId: null,
      operatorId,
      action: 'OPERATOR_LOGIN_FAILED',
      origin,
      detail: { username: name.slice(0, 64), ...detail },
    });
  const state = await loginFailureState(db, merchant.id, lockKey(name));
  try {
    assertNotLocked(state.lockedUntil);
  } catch (error) {
    // Locked: even the right password is refused until the lock runs out; the attempt is still audited.
    await failed(null, { reason: 'LOCKED' });
    throw error;
  }
  const operator = await db
    .selectFrom('operators')
    .selectAll()
    .where('merchant_id', '=', merchant.id)
    .where('username', '=', name)
    .executeTakeFirst();
  const ok = await verifyPassword(operator?.password_hash ?? (await decoyPasswordHash()), password);
  if (!operator || !ok || operator.status !== 'ACTIVE') {
    const { failures, locked } = await recordLoginFailure(db, merchant, lockKey(name));
    await failed(operator?.id ?? null, { reason: 'BAD_CREDENTIALS', failures, locked });
    throw new AppError('login.invalid.credentials');
  }
  await clearLoginFailures(db, merchant.id, lockKey(name));
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({
      token_hash: hashToken(token),
      operator_id: operator.id,
      merchant_id: merchant.id,
      ip: origin.ip,
      expires_at: new Date(Date.now() + OPERATOR_SESSION_HOURS * 3_600_000),
      ended_at: null,
    })
    .execute();
  await writeAudit(db, {
    merchantId: merchant.id,
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

type CachedOperatorSession = OperatorSession & {
  sessionId: bigint;
  expiresAt: number;
  /** When the database last heard of a call of this session (ms). */
  lastSeenAt: number;
};

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
 * The operator behind a token, within this merchant only: a session that has not ended, is within its 8 hours
 * and has seen a call in the last 30 minutes. Seen in the last few seconds, it answers from memory; its
 * absolute end and idle time are checked against the remembered values on every call.
 */
export async function findOperatorSession(
  db: Db,
  cache: OperatorSessionCache,
  merchantId: number,
  token: string,
): Promise<OperatorSession | undefined> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const idleLimit = OPERATOR_IDLE_MINUTES * 60_000;
  let session = cache.get(tokenHash);
  if (
    !session ||
    session.merchantId !== merchantId ||
    session.expiresAt <= now ||
    now - session.lastSeenAt >= idleLimit
  ) {
    const since = cache.begin();
    const row = await db
      .selectFrom('operator_sessions')
      .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
      .select([
        'operator_sessions.id as session_id',
        'operators.id',
        'operators.role',
        'operators.username',
        'operator_sessions.expires_at',
        'operator_sessions.last_seen_at',
      ])
      .where('operator_sessions.token_hash', '=', tokenHash)
      .where('operator_sessions.merchant_id', '=', merchantId)
      .where('operator_sessions.ended_at', 'is', null)
      .where('operator_sessions.expires_at', '>', new Date(now))
      .where('operator_sessions.last_seen_at', '>', new Date(now - idleLimit))
      .where('operators.status', '=', 'ACTIVE')
      .executeTakeFirst();
    if (!row) return undefined;
    session = {
      sessionId: row.session_id,
      operatorId: row.id,
      merchantId,
      role: row.role,
      username: row.username,
      expiresAt: row.expires_at.getTime(),
      lastSeenAt: row.last_seen_at.getTime(),
    };
    cache.set(tokenHash, session, since);
  }
  if (now - session.lastSeenAt >= LAST_SEEN_WRITE_MS) {
    session.lastSeenAt = now;
    await db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', session.sessionId)
      .execute();
  }
  const { expiresAt: _expiresAt, lastSeenAt: _lastSeenAt, sessionId: _sessionId, ...operator } = session;
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
