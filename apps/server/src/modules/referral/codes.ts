import { randomBytes } from 'node:crypto';
import { isAgentType, isTrialType } from '@msp/contracts/enums.ts';
import type { Db } from '../../db/database.ts';

/**
 * Members' personal referral codes: 6 characters without look-alikes (0/O, 1/I/L), unique per merchant, made the
 * first time a member asks for its own. Agents' codes are 8 characters and their links 10, so a code is never
 * both; registration tries an agent's invitation first anyway (identity/registration-service.ts).
 */

const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 6;

export function newReferralCode() {
  return Array.from(randomBytes(REFERRAL_CODE_LENGTH), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** The registration link of a code on the site the member asked from. */
export const referralLink = (siteOrigin: string, code: string) =>
  `${siteOrigin}/register?referralCode=${encodeURIComponent(code)}`;

/** The member's code, made on first ask (a clash with another member's code draws again). */
export async function referralCodeOf(db: Db, merchantId: number, memberId: number): Promise<string> {
  const existing = () =>
    db.selectFrom('referral_codes').select('code').where('member_id', '=', memberId).executeTakeFirst();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const found = await existing();
    if (found) return found.code;
    // Any conflict does nothing: the member's own row (made by a request at the same moment) or the code taken.
    await db
      .insertInto('referral_codes')
      .values({ member_id: memberId, merchant_id: merchantId, code: newReferralCode() })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  const found = await existing();
  if (!found) throw new Error(`member ${memberId}: no free referral code after 8 draws`);
  return found.code;
}

/** Who a member's code belongs to, and the agent its friends join under. */
export interface Referrer {
  memberId: number;
  code: string;
  /** The referrer's own upline agent (active), whose team the friend joins; null: the friend has no parent. */
  uplineId: number | null;
}

/**
 * The active, real member whose code this is (any case, spaces trimmed), or undefined. A friend joins the agent
 * tree beside its referrer: under the referrer's upline agent when it has an active one (so the agent keeps the
 * players its members bring), else at the top.
 */
export async function findReferrer(
  db: Db,
  merchantId: number,
  rawCode: string,
): Promise<Referrer | undefined> {
  const code = rawCode.trim().toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return undefined;
  const row = await db
    .selectFrom('referral_codes as c')
    .innerJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('members as p', 'p.id', 'm.parent_member_id')
    .select([
      'm.id',
      'm.status',
      'm.type',
      'p.id as parent_id',
      'p.status as parent_status',
      'p.type as parent_type',
    ])
    .where('c.merchant_id', '=', merchantId)
    .where('c.code', '=', code)
    .executeTakeFirst();
  if (!row || row.status !== 'ACTIVE' || isTrialType(row.type)) return undefined;
  const activeUpline =
    row.parent_id !== null && row.parent_status === 'ACTIVE' && isAgentType(row.parent_type ?? 0);
  return { memberId: row.id, code, uplineId: activeUpline ? row.parent_id : null };
}
