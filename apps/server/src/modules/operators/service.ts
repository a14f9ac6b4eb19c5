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
import {
  claimTotpStep,
  ENROLMENT_MINUTES,
  issueRecoveryCodes,
  newEnrolmentToken,
  newTotpSecret,
  recoveryCodesLeft,
  totpStepOf,
  totpUri,
  useRecoveryCode,
} from './totp.ts';

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

export type OperatorLoginAnswer =
  | {
      step: 'SIGNED_IN';
      token: string;
      username: string;
      role: 'ADMIN' | 'CASHIER';
      recoveryCodesLeft: number;
    }
  | { step: 'ENROL_TOTP'; enrolmentToken: string; secret: string; otpauthUri: string };

/**
 * Password first, then the second factor: an authenticator code or a recovery code. The first login with the
 * right password enrols the authenticator instead of signing in (`confirmTotpEnrolment`). Every attempt is
 * audited; wrong passwords and wrong codes count towards the name's lock alike.
 */
export async function loginOperator(
  db: Db,
  merchant: Merchant,
  {
    username,
    password,
    code,
    recoveryCode,
  }: { username: string; password: string; code?: string; recoveryCode?: string },
  origin: RequestOrigin,
): Promise<OperatorLoginAnswer> {
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

  if (operator.totp_secret === null) {
    await clearLoginFailures(db, merchant.id, lockKey(name));
    return startTotpEnrolment(db, merchant, operator);
  }
  if (recoveryCode !== undefined) {
    if (!(await useRecoveryCode(db, operator.id, recoveryCode))) {
      const { failures, locked } = await recordLoginFailure(db, merchant, lockKey(name));
      await failed(operator.id, { reason: 'BAD_RECOVERY_CODE', failures, locked });
      throw new AppError('operator.totp.invalid', {}, 'recoveryCode');
    }
  } else if (code === undefined) {
    await failed(operator.id, { reason: 'TOTP_REQUIRED' });
    throw new AppError('operator.totp.required', {}, 'code');
  } else {
    const step = await totpStepOf(operator.totp_secret, code, operator.totp_last_step);
    if (step === undefined || !(await claimTotpStep(db, operator.id, step))) {
      const { failures, locked } = await recordLoginFailure(db, merchant, lockKey(name));
      await failed(operator.id, { reason: 'BAD_TOTP', failures, locked });
      throw new AppError('operator.totp.invalid', {}, 'code');
    }
  }
  await clearLoginFailures(db, merchant.id, lockKey(name));
  return openOperatorSession(db, merchant, operator, origin, {
    secondFactor: recoveryCode === undefined ? 'TOTP' : 'RECOVERY_CODE',
  });
}

type OperatorRow = { id: number; username: string; role: 'ADMIN' | 'CASHIER' };

async function openOperatorSession(
  db: Db,
  merchant: Merchant,
  operator: OperatorRow,
  origin: RequestOrigin,
  detail: Record<string, unknown>,
) {
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
    detail,
  });
  return {
    step: 'SIGNED_IN' as const,
    token,
    username: operator.username,
    role: operator.role,
    recoveryCodesLeft: await recoveryCodesLeft(db, operator.id),
  };
}

/** A secret for the operator to scan, kept for a few minutes under a one-time enrolment token. */
async function startTotpEnrolment(db: Db, merchant: Merchant, operator: OperatorRow) {
  const secret = newTotpSecret();
  const enrolmentToken = newEnrolmentToken();
  await db
    .insertInto('operator_totp_enrolments')
    .values({
      token_hash: hashToken(enrolmentToken),
      operator_id: operator.id,
      merchant_id: merchant.id,
      secret,
      expires_at: new Date(Date.now() + ENROLMENT_MINUTES * 60_000),
    })
    .execute();
  return {
    step: 'ENROL_TOTP' as const,
    enrolmentToken,
    secret,
    otpauthUri: totpUri(merchant.name, operator.username, secret),
  };
}

/**
 * Finishes a first login: the code shows the app holds the secret, which becomes the operator's; ten recovery
 * codes are issued (shown this once) and a session opens.
 */
export async function confirmTotpEnrolment(
  db: Db,
  merchant: Merchant,
  { enrolmentToken, code }: { enrolmentToken: string; code: string },
  origin: RequestOrigin,
) {
  const enrolment = await db
    .selectFrom('operator_totp_enrolments')
    .innerJoin('operators', 'operators.id', 'operator_totp_enrolments.operator_id')
    .select(['operators.id', 'operators.username', 'operators.role', 'operator_totp_enrolments.secret'])
    .where('operator_totp_enrolments.token_hash', '=', hashToken(enrolmentToken))
    .where('operator_totp_enrolments.merchant_id', '=', merchant.id)
    .where('operator_totp_enrolments.expires_at', '>', new Date())
    .where('operators.status', '=', 'ACTIVE')
    .where('operators.totp_secret', 'is', null)
    .executeTakeFirst();
  if (!enrolment) throw new AppError('operator.enrolment.expired');
  const step = await totpStepOf(enrolment.secret, code, null);
  if (step === undefined) throw new AppError('verification.code.invalid', {}, 'code');
  const recoveryCodes = await db.transaction().execute(async (trx) => {
    // Only the first of two confirmations sent at once enrols; the other finds the secret set.
    const enrolled = await trx
      .updateTable('operators')
      .set({ totp_secret: enrolment.secret, totp_last_step: step })
      .where('id', '=', enrolment.id)
      .where('totp_secret', 'is', null)
      .executeTakeFirst();
    if (enrolled.numUpdatedRows === 0n) throw new AppError('operator.enrolment.expired');
    await trx.deleteFrom('operator_totp_enrolments').where('operator_id', '=', enrolment.id).execute();
    return issueRecoveryCodes(trx, enrolment.id);
  });
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: null,
    operatorId: enrolment.id,
    action: 'OPERATOR_TOTP_ENABLED',
    origin,
  });
  const session = await openOperatorSession(db, merchant, enrolment, origin, { secondFactor: 'ENROLMENT' });
  return { ...session, recoveryCodes };
}

/** Ten fresh recovery codes for a signed-in operator who proves the authenticator again; the old ones end. */
export async function renewRecoveryCodes(
  db: Db,
  merchant: Merchant,
  session: OperatorSession,
  { code }: { code: string },
  origin: RequestOrigin,
) {
  const operator = await db
    .selectFrom('operators')
    .select(['totp_secret', 'totp_last_step'])
    .where('id', '=', session.operatorId)
    .where('merchant_id', '=', merchant.id)
    .executeTakeFirstOrThrow();
  const step =
    operator.totp_secret === null
      ? undefined
      : await totpStepOf(operator.totp_secret, code, operator.totp_last_step);
  if (step === undefined || !(await claimTotpStep(db, session.operatorId, step))) {
    throw new AppError('operator.totp.invalid', {}, 'code');
  }
  const recoveryCodes = await db.transaction().execute((trx) => issueRecoveryCodes(trx, session.operatorId));
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: null,
    operatorId: session.operatorId,
    action: 'OPERATOR_RECOVERY_CODES_ISSUED',
    origin,
  });
  return { recoveryCodes };
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

/** Runs `listener(operatorId)` after an operator's sessions changed, in this process or another. */
export const onOperatorSessionsChanged = (bus: InvalidationBus, listener: (operatorId: number) => void) =>
  bus.on(OPERATOR_SESSIONS_TOPIC, (operatorId) => listener(Number(operatorId)));

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
