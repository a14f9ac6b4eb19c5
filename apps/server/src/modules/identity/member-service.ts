import type { Language } from '@msp/contracts/errors.ts';
import type { MemberInfo } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { endMemberSessions, type ActiveSession } from './session-service.ts';

/** The logged-in member's own record; the session already ties it to this merchant. */
export async function getMemberInfo(db: Db, session: ActiveSession): Promise<MemberInfo> {
  const member = await db
    .selectFrom('members')
    .select(['id', 'username', 'nickname', 'type', 'language'])
    .where('id', '=', session.memberId)
    .where('merchant_id', '=', session.merchantId)
    .executeTakeFirst();
  if (!member) throw new AppError('login.not.session');
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    language: member.language,
  };
}

export async function setMemberLanguage(db: Db, session: ActiveSession, language: Language) {
  await db
    .updateTable('members')
    .set({ language })
    .where('id', '=', session.memberId)
    .where('merchant_id', '=', session.merchantId)
    .execute();
}

export const memberStatuses = ['ACTIVE', 'LOCKED', 'CLOSED'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/**
 * An operator locks, closes or reopens a member of its merchant. A lock or closure ends every session of the
 * member at once, in every server process; reopening does not bring them back.
 */
export async function setMemberStatus(
  db: Db,
  bus: InvalidationBus,
  merchantId: number,
  { memberId, status, operatorId }: { memberId: number; status: MemberStatus; operatorId: number },
  origin: RequestOrigin,
) {
  const before = await db
    .selectFrom('members')
    .select('status')
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!before) throw new AppError('member.not.found');
  await db
    .updateTable('members')
    .set({ status })
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .execute();
  if (status !== 'ACTIVE') await endMemberSessions(db, bus, memberId);
  await writeAudit(db, {
    merchantId,
    memberId,
    operatorId,
    action: 'MEMBER_STATUS_CHANGED',
    origin,
    detail: { from: before.status, to: status },
  });
  return { memberId, status };
}
