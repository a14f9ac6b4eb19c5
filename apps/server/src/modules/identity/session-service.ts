import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { LocalCache } from '../../shared/local-cache.ts';

export interface ActiveSession {
  sessionId: string;
  memberId: number;
  merchantId: number;
  memberType: number;
  firstLogin: boolean;
  restriction: 'PASSWORD_CHANGE' | 'NEW_IP' | null;
  userAgent: string | null;
}

/** What names a session for the calls that change it. */
export type SessionRef = Pick<ActiveSession, 'sessionId' | 'memberId'>;

/** Stored form of a token: its SHA-256. The token (256 random bits) is only ever in the client's hands. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  {
    merchantId,
    memberId,
    ip,
    maxHours,
    firstLogin,
    restriction = null,
    userAgent = null,
    agentSite = false,
  }: {
    merchantId: number;
    memberId: number;
    ip: string | null;
    maxHours: number;
    firstLogin: boolean;
    restriction?: 'PASSWORD_CHANGE' | 'NEW_IP' | null;
    userAgent?: string | null;
    agentSite?: boolean;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      merchant_id: merchantId,
      member_id: memberId,
      ip,
      first_login: firstLogin,
      restriction,
      user_agent: userAgent?.slice(0, 512) ?? null,
      is_agent_site: agentSite,
      expires_at: new Date(Date.now() + maxHours * 3_600_000),
      ended_at: null,
    })
    .execute();
  return token;
}

/** Safety net only: every change to a session or its member is announced (see `memberSessionsChanged`). */
const SESSION_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;
/** The idle clock moves in steps of this much: a busy page must not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;
const MEMBER_SESSIONS_TOPIC = 'member-sessions';

interface CachedSession extends ActiveSession {
  expiresAt: number;
  /** The `last_seen_at` stored in the database, as far as this process knows. */
  lastSeenAt: number;
}

/** Live sessions by token hash, in memory for a few seconds; see `findActiveSession`. */
export type SessionCache = LocalCache<CachedSession>;

export function createSessionCache(bus: InvalidationBus): SessionCache {
  const cache = new LocalCache<CachedSession>({ ttlMs: SESSION_TTL_MS, maxEntries: SESSION_CACHE_MAX, bus });
  bus.on(MEMBER_SESSIONS_TOPIC, (memberId) =>
    cache.clear((session) => String(session.memberId) === memberId),
  );
  return cache;
}

/**
 * Every process drops the member's cached sessions: call it after anything that ends a session, changes one
 * (a lifted restriction) or changes what a session depends on (the member's status). They reload from the
 * database on their next use.
 */
export const memberSessionsChanged = (bus: InvalidationBus, memberId: number) =>
  bus.publish(MEMBER_SESSIONS_TOPIC, String(memberId));

/** Runs `listener(memberId)` after a member's sessions changed, in this process or another (live chat sockets). */
export const onMemberSessionsChanged = (bus: InvalidationBus, listener: (memberId: number) => void) =>
  bus.on(MEMBER_SESSIONS_TOPIC, (memberId) => listener(Number(memberId)));

const loadSession = (db: Db, merchantId: number, tokenHash: string, idleSince: Date, now: Date) =>
  db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id',
      'sessions.member_id',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'sessions.first_login',
      'sessions.restriction',
      'sessions.user_agent',
      'members.type',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.merchant_id', '=', merchantId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', idleSince)
    .where('members.status', '=', 'ACTIVE')
    .executeTakeFirst();

/**
 * The live session of a token within this merchant: not ended, not past its absolute end, not idle longer than
 * the merchant allows, and its member still active. Seeing it again moves its idle clock, in steps of a minute.
 *
 * A session seen in the last few seconds answers from memory; its absolute end and idle time-out are checked
 * against the remembered values on every call. An entry that looks idle is read again (another process may have
 * moved the clock).
 */
export async function findActiveSession(
  db: Db,
  cache: SessionCache,
  { merchantId, token, idleMinutes }: { merchantId: number; token: string; idleMinutes: number },
): Promise<ActiveSession | undefined> {
  const tokenHash = hashToken(token);
  const now = Date.now();
  const idleSince = now - idleMinutes * 60_000;
  let session = cache.get(tokenHash);
  if (
    !session ||
    session.merchantId !== merchantId ||
    session.expiresAt <= now ||
    session.lastSeenAt <= idleSince
  ) {
    const since = cache.begin();
    const row = await loadSession(db, merchantId, tokenHash, new Date(idleSince), new Date(now));
    if (!row) return undefined;
    session = {
      sessionId: String(row.id),
      memberId: row.member_id,
      merchantId,
      memberType: row.type,
      firstLogin: row.first_login,
      restriction: row.restriction,
      userAgent: row.user_agent,
      expiresAt: row.expires_at.getTime(),
      lastSeenAt: row.last_seen_at.getTime(),
    };
    cache.set(tokenHash, session, since);
  }
  if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
    // Moved first, so concurrent calls of this process do not write it again.
    session.lastSeenAt = now;
    await db
      .updateTable('sessions')
      .set({ last_seen_at: new Date(now) })
      .where('id', '=', session.sessionId)
      .execute();
  }
  const { expiresAt: _expiresAt, lastSeenAt: _lastSeenAt, ...active } = session;
  return active;
}

/** Lifts the restriction of a session once its condition is met (password changed, new IP verified). */
export async function liftRestriction(db: Db, bus: InvalidationBus, session: SessionRef) {
  await db.updateTable('sessions').set({ restriction: null }).where('id', '=', session.sessionId).execute();
  await memberSessionsChanged(bus, session.memberId);
}

export async function endSession(db: Db, bus: InvalidationBus, session: SessionRef) {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date() })
    .where('id', '=', session.sessionId)
    .where('ended_at', 'is', null)
    .execute();
  await memberSessionsChanged(bus, session.memberId);
}

/** Ends every open session of a member (password change, lock, closure). */
export async function endMemberSessions(
  db: Db,
  bus: InvalidationBus,
  memberId: number,
  exceptSessionId?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: new Date() })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
  await memberSessionsChanged(bus, memberId);
}
