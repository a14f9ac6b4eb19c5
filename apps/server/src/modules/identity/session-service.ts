import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface ActiveSession {
  sessionId: string;
  memberId: number;
  merchantId: number;
  memberType: number;
  firstLogin: boolean;
  restriction: 'PASSWORD_CHANGE' | 'NEW_IP' | null;
  userAgent: string | null;
}

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

/**
 * The live session of a token within this merchant: not ended, not past its absolute end, not idle longer than
 * the merchant allows, and its member still active. Seeing it again moves its idle clock.
 */
export async function findActiveSession(
  db: Db,
  { merchantId, token, idleMinutes }: { merchantId: number; token: string; idleMinutes: number },
): Promise<ActiveSession | undefined> {
  const now = new Date();
  const row = await db
    .selectFrom('sessions')
    .innerJoin('members', 'members.id', 'sessions.member_id')
    .select([
      'sessions.id',
      'sessions.member_id',
      'sessions.last_seen_at',
      'sessions.first_login',
      'sessions.restriction',
      'sessions.user_agent',
      'members.type',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.merchant_id', '=', merchantId)
    .where('sessions.ended_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_seen_at', '>', new Date(now.getTime() - idleMinutes * 60_000))
    .where('members.status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!row) return undefined;
  // Touch at most once a minute: a busy page must not write on every call.
  if (now.getTime() - row.last_seen_at.getTime() > 60_000) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.id).execute();
  }
  return {
    sessionId: String(row.id),
    memberId: row.member_id,
    merchantId,
    memberType: row.type,
    firstLogin: row.first_login,
    restriction: row.restriction,
    userAgent: row.user_agent,
  };
}

/** Lifts the restriction of a session once its condition is met (password changed, new IP verified). */
export async function liftRestriction(db: Db, sessionId: string) {
  await db.updateTable('sessions').set({ restriction: null }).where('id', '=', sessionId).execute();
}

export async function endSession(db: Db, sessionId: string) {
  await db
    .updateTable('sessions')
    .set({ ended_at: new Date() })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a member (password change, lock, closure). */
export async function endMemberSessions(db: Db, memberId: number, exceptSessionId?: string) {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: new Date() })
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  await query.execute();
}
