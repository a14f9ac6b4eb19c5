import type { Language } from '@msp/contracts/errors.ts';
import type { MemberInfo } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import type { ActiveSession } from './session-service.ts';

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
