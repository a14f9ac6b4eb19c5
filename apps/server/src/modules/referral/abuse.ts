import { sql } from 'kysely';
import { referralSignupsPerIpPerDay } from '@msp/contracts/referral.ts';
import type { Db } from '../../db/database.ts';
import { normalizeMobile } from '../identity/member-repository.ts';
import type { RecordedRefusal } from './tables.ts';

/**
 * The referral's anti-abuse checks. At the sign-up (in the registration's transaction), first match wins:
 * TRIAL_ACCOUNT, SELF_REFERRAL, SAME_DEVICE, SAME_IP, IP_RATE_LIMIT (NO_PROMOTION is the caller's). Before any
 * reward is paid (and whenever the referrer's page is read) SELF_REFERRAL is checked again, since a friend binds
 * its bank accounts after registering. A refusal is written on the referral and is final.
 */

/** What says who a member is: its contact details, its names and its withdrawal accounts. */
interface IdentityMarks {
  mobiles: Set<string>;
  emails: Set<string>;
  /** Names as a bank account holder would read them (lower case, spaces collapsed). */
  names: Set<string>;
  accountNumbers: Set<string>;
}

const nameKey = (name: string | null) => (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
const digitsKey = (value: string | null) => (value ?? '').replace(/\D/g, '');

const emptyMarks = (): IdentityMarks => ({
  mobiles: new Set(),
  emails: new Set(),
  names: new Set(),
  accountNumbers: new Set(),
});

const add = (set: Set<string>, value: string) => {
  if (value !== '') set.add(value);
};

/** The identity marks of members: the members' rows and their bound withdrawal accounts (two reads). */
async function identityMarks(db: Db, memberIds: readonly number[]): Promise<Map<number, IdentityMarks>> {
  const ids = [...new Set(memberIds)];
  const [members, accounts] = await Promise.all([
    db
      .selectFrom('members')
      .select(['id', 'mobile_num', 'email', 'fullname', 'payee_name'])
      .where('id', 'in', ids)
      .execute(),
    db
      .selectFrom('member_bank_accounts')
      .select(['member_id', 'account_name', 'account_number', 'mobile_num'])
      .where('member_id', 'in', ids)
      .execute(),
  ]);
  const marks = new Map(ids.map((id) => [id, emptyMarks()]));
  for (const member of members) {
    const mark = marks.get(member.id)!;
    if (member.mobile_num) add(mark.mobiles, normalizeMobile(member.mobile_num));
    add(mark.emails, nameKey(member.email));
    add(mark.names, nameKey(member.fullname));
    add(mark.names, nameKey(member.payee_name));
  }
  for (const account of accounts) {
    const mark = marks.get(account.member_id)!;
    add(mark.names, nameKey(account.account_name));
    add(mark.accountNumbers, digitsKey(account.account_number));
    add(mark.mobiles, normalizeMobile(account.mobile_num));
  }
  return marks;
}

const overlaps = (a: Set<string>, b: Set<string>) => [...a].some((value) => b.has(value));

/** The same mobile number, email, holder name or withdrawal account: the same person. */
const sameIdentity = (a: IdentityMarks, b: IdentityMarks) =>
  overlaps(a.mobiles, b.mobiles) ||
  overlaps(a.emails, b.emails) ||
  overlaps(a.names, b.names) ||
  overlaps(a.accountNumbers, b.accountNumbers);

/** The friends (of `friendIds`) who are the referrer by their identity marks. */
export async function selfReferrals(
  db: Db,
  referrerId: number,
  friendIds: readonly number[],
): Promise<Set<number>> {
  if (friendIds.length === 0) return new Set();
  const marks = await identityMarks(db, [referrerId, ...friendIds]);
  const referrer = marks.get(referrerId)!;
  return new Set(friendIds.filter((id) => sameIdentity(referrer, marks.get(id)!)));
}

export interface SignupFacts {
  referrerId: number;
  friendId: number;
  friendIsTrial: boolean;
  /** The member signed in on the request that registered the friend, if any. */
  signedInMemberId: number | null;
  ip: string;
  /** member_devices.fingerprint of the registering browser. */
  device: string | null;
  now: Date;
}

/**
 * Why a friend registered with a member's code earns nothing, or null. Runs in the registration's transaction,
 * after the referrer's code row is locked (so two sign-ups with one code count each other for the daily limit).
 */
export async function signupRefusal(trx: Db, facts: SignupFacts): Promise<RecordedRefusal | null> {
  if (facts.friendIsTrial) return 'TRIAL_ACCOUNT';
  if (facts.signedInMemberId === facts.referrerId) return 'SELF_REFERRAL';
  if ((await selfReferrals(trx, facts.referrerId, [facts.friendId])).size > 0) return 'SELF_REFERRAL';
  if (facts.device) {
    const used = await trx
      .selectFrom('member_devices')
      .select('member_id')
      .where('member_id', '=', facts.referrerId)
      .where('fingerprint', '=', facts.device)
      .executeTakeFirst();
    if (used) return 'SAME_DEVICE';
  }
  // Every IP the referrer registered or logged in from (logins are remembered in member_known_ips).
  const { rows: sameIp } = await sql<{ found: number }>`
    SELECT 1 AS found FROM members
    WHERE id = ${facts.referrerId} AND (register_ip = ${facts.ip} OR last_login_ip = ${facts.ip})
    UNION ALL
    SELECT 1 FROM member_known_ips WHERE member_id = ${facts.referrerId} AND ip = ${facts.ip}
    LIMIT 1`.execute(trx);
  if (sameIp.length > 0) return 'SAME_IP';
  const since = new Date(facts.now.getTime() - 24 * 60 * 60 * 1000);
  const { count } = await trx
    .selectFrom('referrals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('referrer_id', '=', facts.referrerId)
    .where('signup_ip', '=', facts.ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(count) >= referralSignupsPerIpPerDay) return 'IP_RATE_LIMIT';
  return null;
}
