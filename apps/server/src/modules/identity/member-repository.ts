import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MembersTable } from './tables.ts';

export type MemberRow = Selectable<MembersTable>;

/** Account names are case-insensitive: stored and looked up in lower case. */
export const normalizeUsername = (username: string) => username.trim().toLowerCase();
/** National mobile number digits, as stored (e.g. 01712345678). */
export const normalizeMobile = (mobile: string) => mobile.replace(/[\s-]/g, '');

export function findMemberByUsername(db: Db, merchantId: number, username: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('username', '=', normalizeUsername(username))
    .executeTakeFirst();
}

export function findMemberByMobile(db: Db, merchantId: number, countryDialingCode: string, mobile: string) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('mobile_num', '=', normalizeMobile(mobile))
    .where('country_dialing_code', '=', countryDialingCode)
    .executeTakeFirst();
}

export function findMemberById(db: Db, merchantId: number, memberId: number) {
  return db
    .selectFrom('members')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
}

export async function emailInUse(db: Db, merchantId: number, email: string, exceptMemberId?: number) {
  let query = db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()));
  if (exceptMemberId) query = query.where('id', '!=', exceptMemberId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function mobileInUse(db: Db, merchantId: number, mobile: string, exceptMemberId?: number) {
  let query = db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('mobile_num', '=', normalizeMobile(mobile));
  if (exceptMemberId) query = query.where('id', '!=', exceptMemberId);
  return (await query.executeTakeFirst()) !== undefined;
}
