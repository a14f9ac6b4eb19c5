import type { Language } from '@msp/contracts/errors.ts';
import { matchesAcceptedPattern } from '@msp/contracts/registration-fields.ts';
import type { Db } from '../../db/database.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { AppError } from '../../shared/app-error.ts';
import { registerFieldRules, type Merchant } from '../merchant/service.ts';
import { consumeVerificationCode, recordVerificationCode } from '../verification/service.ts';
import type { MessageSender } from '../verification/senders.ts';
import { normalizeEmail, smsDestination } from '../verification/destination.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { startSession } from './login-service.ts';
import {
  findMemberById,
  findMemberByMobile,
  findMemberByUsername,
  type MemberRow,
} from './member-repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { endMemberSessions, liftRestriction, type ActiveSession } from './session-service.ts';

/** A new login password must meet the merchant's password rule (the one the registration form shows). */
async function assertAcceptablePassword(db: Db, merchant: Merchant, member: MemberRow, password: string) {
  const rule = (await registerFieldRules(db, merchant.id)).find(
    (candidate) => candidate.fieldName === 'password',
  );
  const length = [...password].length;
  const min = rule?.minLength ?? 6;
  const max = rule?.maxLength ?? 128;
  if (length < min || length > max || (rule && !matchesAcceptedPattern(password, rule.acceptedPattern))) {
    throw new AppError('password.too.weak', {}, 'newPassword');
  }
  if (password.toLowerCase() === member.username) throw new AppError('password.too.weak', {}, 'newPassword');
}

/** Sets a new login password and ends every other session of the member. */
async function replacePassword(
  db: Db,
  bus: InvalidationBus,
  merchant: Merchant,
  member: MemberRow,
  password: string,
  keepSessionId?: string,
) {
  await assertAcceptablePassword(db, merchant, member, password);
  await db
    .updateTable('members')
    .set({
      password_hash: await hashPassword(password),
      password_changed_at: new Date(),
      must_change_password: false,
    })
    .where('id', '=', member.id)
    .execute();
  await endMemberSessions(db, bus, member.id, keepSessionId);
}

export async function changePassword(
  db: Db,
  bus: InvalidationBus,
  merchant: Merchant,
  session: ActiveSession,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  origin: RequestOrigin,
) {
  const member = await findMemberById(db, merchant.id, session.memberId);
  if (!(await verifyPassword(member.password_hash, body.oldPassword)))
    throw new AppError('password.old.incorrect', {}, 'oldPassword');
  if (body.newPassword !== body.confirmNewPassword)
    throw new AppError('password.confirm.mismatch', {}, 'confirmNewPassword');
  if (body.newPassword === body.oldPassword) throw new AppError('password.same.as.old', {}, 'newPassword');
  await replacePassword(db, bus, merchant, member, body.newPassword, session.sessionId);
  if (session.restriction === 'PASSWORD_CHANGE') await liftRestriction(db, bus, session);
  await writeAudit(db, { merchantId: merchant.id, memberId: member.id, action: 'PASSWORD_CHANGED', origin });
  return { changed: true as const };
}

/** Sets the payment password the first time (proven by the login password), or changes it (by the old one). */
export async function setPaymentPassword(
  db: Db,
  merchant: Merchant,
  session: ActiveSession,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  origin: RequestOrigin,
) {
  const member = await findMemberById(db, merchant.id, session.memberId);
  if (body.newPassword !== body.confirmNewPassword)
    throw new AppError('password.confirm.mismatch', {}, 'confirmNewPassword');
  const first = member.payment_password_hash === null;
  const proof = first ? member.password_hash : (member.payment_password_hash ?? '');
  if (!(await verifyPassword(proof, body.oldPassword)))
    throw new AppError('password.old.incorrect', {}, 'oldPassword');
  await db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword(body.newPassword) })
    .where('id', '=', member.id)
    .execute();
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: first ? 'PAYMENT_PASSWORD_SET' : 'PAYMENT_PASSWORD_CHANGED',
    origin,
  });
  return { changed: true as const };
}

const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Forgot password by email: a code goes to the address only when it belongs to that username; the answer is
 * the same either way, so the form does not reveal which accounts exist.
 */
export async function sendPasswordResetEmail(
  db: Db,
  sender: MessageSender,
  merchant: Merchant,
  body: { username: string; email: string },
  language: Language,
  origin: RequestOrigin,
) {
  const member = await findMemberByUsername(db, merchant.id, body.username);
  const matches = member !== undefined && member.status === 'ACTIVE' && sameEmail(member.email, body.email);
  // A mismatch records a decoy (never sent) so the throttle and the timing behave alike for every pair.
  const { message } = await recordVerificationCode(db, {
    merchantId: merchant.id,
    channel: 'EMAIL',
    destination: normalizeEmail(body.email),
    purpose: 'FORGOT_EMAIL',
    language,
    ip: origin.ip,
    brand: merchant.name,
    decoy: !matches,
  });
  if (message) await sender.send(message);
  return { sent: true as const };
}

export async function resetPasswordByEmail(
  db: Db,
  bus: InvalidationBus,
  merchant: Merchant,
  body: {
    username: string;
    email: string;
    verificationCode: string;
    newPassword: string;
    confirmNewPassword: string;
  },
  origin: RequestOrigin,
) {
  if (body.newPassword !== body.confirmNewPassword)
    throw new AppError('password.confirm.mismatch', {}, 'confirmNewPassword');
  const member = await findMemberByUsername(db, merchant.id, body.username);
  // Consumed whether or not the username matches, so a wrong guess still burns the code's tries.
  await consumeVerificationCode(db, {
    merchantId: merchant.id,
    channel: 'EMAIL',
    destination: body.email.trim().toLowerCase(),
    purpose: 'FORGOT_EMAIL',
    code: body.verificationCode,
  });
  if (!member || !sameEmail(member.email, body.email))
    throw new AppError('verification.code.invalid', {}, 'verificationCode');
  await replacePassword(db, bus, merchant, member, body.newPassword);
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'PASSWORD_RESET',
    origin,
    detail: { by: 'email' },
  });
  return { changed: true as const };
}

/** Forgot password by phone: the SMS code proves the number; the new password is set and the member logged in. */
export async function resetPasswordByPhone(
  db: Db,
  bus: InvalidationBus,
  merchant: Merchant,
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
  origin: RequestOrigin,
) {
  await consumeVerificationCode(db, {
    merchantId: merchant.id,
    channel: 'SMS',
    destination: smsDestination(body.countryDialingCode, body.mobileNum),
    purpose: 'FORGOT',
    code: body.verificationCode,
  });
  const member = await findMemberByMobile(db, merchant.id, body.countryDialingCode, body.mobileNum);
  if (!member || member.status !== 'ACTIVE')
    throw new AppError('verification.code.invalid', {}, 'verificationCode');
  await replacePassword(db, bus, merchant, member, body.newPassword);
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'PASSWORD_RESET',
    origin,
    detail: { by: 'sms' },
  });
  const fresh = await findMemberById(db, merchant.id, member.id);
  return startSession(db, merchant, fresh, origin, { viaSms: true });
}
