import { verify as verifyTotp } from 'otplib';
import type { Language } from '@msp/contracts/errors.ts';
import type { NewIpMethod } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import type { InvalidationBus } from '../../shared/invalidation-bus.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Merchant } from '../merchant/service.ts';
import { consumeVerificationCode, issueVerificationCode } from '../verification/service.ts';
import type { MessageSender } from '../verification/senders.ts';
import { smsDestination } from '../verification/destination.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { rememberIp } from './known-ips.ts';
import { findMemberById, type MemberRow } from './member-repository.ts';
import { liftRestriction, type ActiveSession } from './session-service.ts';

/** The way this member proves a new IP: the merchant's choice when the member has it, else what they have. */
export function verificationMethodFor(merchant: Merchant, member: MemberRow): NewIpMethod | null {
  if (merchant.new_ip_verification === 'NONE') return null;
  const available: Record<NewIpMethod, boolean> = {
    SMS: Boolean(member.mobile_num && member.country_dialing_code),
    EMAIL: Boolean(member.email),
    TOTP: Boolean(member.totp_secret),
    BANK_NAME: Boolean(member.payee_name),
  };
  const order: NewIpMethod[] = [merchant.new_ip_verification, 'SMS', 'EMAIL', 'TOTP', 'BANK_NAME'];
  return order.find((method) => available[method]) ?? null;
}

const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** Sends the SMS or email code of the new-IP step (other methods need nothing sent). */
export async function sendNewIpCode(
  db: Db,
  sender: MessageSender,
  merchant: Merchant,
  session: ActiveSession,
  language: Language,
  origin: RequestOrigin,
) {
  const member = await findMemberById(db, merchant.id, session.memberId);
  const method = verificationMethodFor(merchant, member);
  if (method === 'SMS' && member.mobile_num && member.country_dialing_code) {
    return issueVerificationCode(db, sender, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: smsDestination(member.country_dialing_code, member.mobile_num),
      purpose: 'NEW_IP',
      language,
      ip: origin.ip,
    });
  }
  if (method === 'EMAIL' && member.email) {
    return issueVerificationCode(db, sender, {
      merchantId: merchant.id,
      channel: 'EMAIL',
      destination: member.email.trim().toLowerCase(),
      purpose: 'NEW_IP',
      language,
      ip: origin.ip,
    });
  }
  throw new AppError('member.verification.failed');
}

/** Checks the answer of the new-IP step; success lifts the session's restriction and remembers the IP. */
export async function verifyNewIp(
  db: Db,
  bus: InvalidationBus,
  merchant: Merchant,
  session: ActiveSession,
  answer: string,
  origin: RequestOrigin,
) {
  const member = await findMemberById(db, merchant.id, session.memberId);
  const method = verificationMethodFor(merchant, member);
  let passed = false;
  if (method === 'SMS' && member.mobile_num && member.country_dialing_code) {
    await consumeVerificationCode(db, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: smsDestination(member.country_dialing_code, member.mobile_num),
      purpose: 'NEW_IP',
      code: answer,
    });
    passed = true;
  } else if (method === 'EMAIL' && member.email) {
    await consumeVerificationCode(db, {
      merchantId: merchant.id,
      channel: 'EMAIL',
      destination: member.email.trim().toLowerCase(),
      purpose: 'NEW_IP',
      code: answer,
    });
    passed = true;
  } else if (method === 'TOTP' && member.totp_secret) {
    passed =
      /^\d{6}$/.test(answer) && (await verifyTotp({ secret: member.totp_secret, token: answer })).valid;
  } else if (method === 'BANK_NAME' && member.payee_name) {
    passed = normalizeName(answer) === normalizeName(member.payee_name);
  } else {
    passed = true; // nothing to verify with: the step cannot apply
  }
  if (!passed) {
    await writeAudit(db, {
      merchantId: merchant.id,
      memberId: member.id,
      action: 'NEW_IP_VERIFY_FAILED',
      origin,
      detail: { method },
    });
    throw new AppError('member.verification.failed', {}, 'answer');
  }
  await liftRestriction(db, bus, session);
  await rememberIp(db, member.id, origin.ip);
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'NEW_IP_VERIFIED',
    origin,
    detail: { method },
  });
  return { verified: true as const };
}
