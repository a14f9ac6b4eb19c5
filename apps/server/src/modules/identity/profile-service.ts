import type { avatarChoices } from '@msp/contracts/session.ts';
import { type Profile } from '@msp/contracts/session.ts';
import type { Language } from '@msp/contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { formatMinor } from '../../shared/money.ts';
import type { Merchant } from '../merchant/service.ts';
import { consumeVerificationCode, issueVerificationCode } from '../verification/service.ts';
import type { MessageSender } from '../verification/senders.ts';
import { smsDestination } from '../verification/destination.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { emailInUse, findMemberById, mobileInUse, normalizeMobile } from './member-repository.ts';
import { verifyPassword } from './password.ts';
import type { ActiveSession } from './session-service.ts';
import { isTrialType } from '@msp/contracts/enums.ts';

export async function getProfile(db: Db, session: ActiveSession): Promise<Profile> {
  const member = await findMemberById(db, session.merchantId, session.memberId);
  return {
    id: member.id,
    account: member.username,
    type: member.type,
    nickname: member.nickname,
    fullname: member.fullname,
    email: member.email,
    mobileNum: member.mobile_num,
    countryDialingCode: member.country_dialing_code,
    payeeName: member.payee_name,
    telegram: member.telegram,
    zalo: member.zalo,
    whatsapp: member.whatsapp,
    facebook: member.facebook,
    line: member.line,
    birthday: member.birthday,
    address: member.address,
    nationality: member.nationality,
    occupation: member.occupation,
    sourceOfIncome: member.source_of_income,
    avatar: member.avatar_url,
    affiliateCode: member.affiliate_code,
    hasPaymentPassword: member.payment_password_hash !== null,
    totpEnabled: member.totp_secret !== null,
    lastLoginTime: member.last_login_at?.getTime() ?? null,
    lastLoginIp: member.last_login_ip,
    trialCredit: isTrialType(member.type) ? formatMinor(member.trial_credit) : null,
  };
}

const profileColumns = {
  nickname: 'nickname',
  fullname: 'fullname',
  telegram: 'telegram',
  zalo: 'zalo',
  whatsapp: 'whatsapp',
  facebook: 'facebook',
  line: 'line',
  birthday: 'birthday',
  address: 'address',
  nationality: 'nationality',
  occupation: 'occupation',
  sourceOfIncome: 'source_of_income',
} as const;

export async function updateProfile(
  db: Db,
  session: ActiveSession,
  changes: Partial<Record<keyof typeof profileColumns, string>>,
  origin: RequestOrigin,
) {
  const values: Record<string, string | null> = {};
  for (const [field, column] of Object.entries(profileColumns)) {
    const value = changes[field as keyof typeof profileColumns];
    if (value !== undefined) values[column] = field === 'nickname' ? value : value || null;
  }
  if (Object.keys(values).length > 0) {
    await db
      .updateTable('members')
      .set(values)
      .where('id', '=', session.memberId)
      .where('merchant_id', '=', session.merchantId)
      .execute();
    await writeAudit(db, {
      merchantId: session.merchantId,
      memberId: session.memberId,
      action: 'PROFILE_UPDATED',
      origin,
      detail: { fields: Object.keys(values) },
    });
  }
  return getProfile(db, session);
}

export async function setAvatar(db: Db, session: ActiveSession, avatar: (typeof avatarChoices)[number]) {
  await db
    .updateTable('members')
    .set({ avatar_url: avatar })
    .where('id', '=', session.memberId)
    .where('merchant_id', '=', session.merchantId)
    .execute();
  return getProfile(db, session);
}

/** Sends a code to a mobile number or email the member wants to bind; it must not belong to someone else. */
export async function sendBindCode(
  db: Db,
  sender: MessageSender,
  merchant: Merchant,
  session: ActiveSession,
  body: { channel: 'SMS' | 'EMAIL'; value: string; countryDialingCode: string },
  language: Language,
  origin: RequestOrigin,
) {
  if (body.channel === 'SMS') {
    if (await mobileInUse(db, merchant.id, body.value, session.memberId))
      throw new AppError('register.mobile.taken', {}, 'value');
    return issueVerificationCode(db, sender, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: smsDestination(body.countryDialingCode, body.value),
      purpose: 'BIND_MOBILE',
      language,
      ip: origin.ip,
    });
  }
  if (await emailInUse(db, merchant.id, body.value, session.memberId))
    throw new AppError('register.email.taken', {}, 'value');
  return issueVerificationCode(db, sender, {
    merchantId: merchant.id,
    channel: 'EMAIL',
    destination: body.value.trim().toLowerCase(),
    purpose: 'BIND_EMAIL',
    language,
    ip: origin.ip,
  });
}

/** Binds a new mobile number or email: needs the login password and the code sent to the new contact. */
export async function bindContact(
  db: Db,
  merchant: Merchant,
  session: ActiveSession,
  channel: 'SMS' | 'EMAIL',
  body: { password: string; value: string; countryDialingCode: string; verificationCode: string },
  origin: RequestOrigin,
) {
  const member = await findMemberById(db, merchant.id, session.memberId);
  if (!(await verifyPassword(member.password_hash, body.password)))
    throw new AppError('password.old.incorrect', {}, 'password');
  if (channel === 'SMS') {
    if (await mobileInUse(db, merchant.id, body.value, member.id))
      throw new AppError('register.mobile.taken', {}, 'value');
    await consumeVerificationCode(db, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: smsDestination(body.countryDialingCode, body.value),
      purpose: 'BIND_MOBILE',
      code: body.verificationCode,
    });
    await db
      .updateTable('members')
      .set({ mobile_num: normalizeMobile(body.value), country_dialing_code: body.countryDialingCode })
      .where('id', '=', member.id)
      .execute();
  } else {
    if (await emailInUse(db, merchant.id, body.value, member.id))
      throw new AppError('register.email.taken', {}, 'value');
    await consumeVerificationCode(db, {
      merchantId: merchant.id,
      channel: 'EMAIL',
      destination: body.value.trim().toLowerCase(),
      purpose: 'BIND_EMAIL',
      code: body.verificationCode,
    });
    await db.updateTable('members').set({ email: body.value.trim() }).where('id', '=', member.id).execute();
  }
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: channel === 'SMS' ? 'MOBILE_CHANGED' : 'EMAIL_CHANGED',
    origin,
    detail: { previous: channel === 'SMS' ? member.mobile_num : member.email },
  });
  return getProfile(db, session);
}

/** The member's recent logins (time, IP, device), newest first. */
export async function loginHistory(db: Db, session: ActiveSession) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'ip', 'user_agent'])
    .where('member_id', '=', session.memberId)
    .where('merchant_id', '=', session.merchantId)
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  return rows.map((row) => ({
    time: row.created_at.getTime(),
    ip: row.ip,
    device: row.user_agent,
    current: String(row.id) === session.sessionId,
  }));
}
