import { randomBytes } from 'node:crypto';
import { memberTypes, type RegistrationField } from '@msp/contracts/enums.ts';
import type { Language } from '@msp/contracts/errors.ts';
import { matchesAcceptedPattern, registrationFieldLabels } from '@msp/contracts/registration-fields.ts';
import type { RegisterFieldRule } from '@msp/contracts/system.ts';
import type { LoginResult, RegisterRequest } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import { verifyChallenge } from '../challenge/service.ts';
import { isSwitchOn, registerFieldRules, type Merchant } from '../merchant/service.ts';
import { consumeVerificationCode } from '../verification/service.ts';
import { smsDestination } from '../verification/destination.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import { startSession } from './login-service.ts';
import { emailInUse, mobileInUse, normalizeMobile, normalizeUsername } from './member-repository.ts';
import { hashPassword } from './password.ts';
import { memberTypeOf, recordJoin, resolveInvitation } from '../agents/invitations.ts';
import { checkRoomBelow } from '../agents/tree.ts';
import { findReferrer } from '../referral/codes.ts';
import { rememberDevice } from '../referral/devices.ts';
import { recordReferral } from '../referral/signup.ts';

export type RegistrationMode = 'username' | 'mobile';

/** Fields the server always needs, whatever the merchant's form shows. */
const alwaysRequired: Record<RegistrationMode, RegistrationField[]> = {
  username: ['username', 'password', 'confirmPassword'],
  mobile: ['mobileNum', 'password', 'confirmPassword'],
};

const fieldError = (
  code: 'register.field.required' | 'register.field.format' | 'register.field.length',
  field: RegistrationField,
  language: Language,
  extra: Record<string, string> = {},
) => new AppError(code, { field: registrationFieldLabels[field][language], ...extra }, field);

/**
 * Checks every submitted field against the merchant's per-field rules: enabled, required, length and the
 * accepted pattern (`*` = anything). The first failing field answers, named in the envelope's `field`.
 */
export function validateRegistrationFields(
  rules: RegisterFieldRule[],
  input: Partial<Record<RegistrationField, string | undefined>>,
  mode: RegistrationMode,
  language: Language,
) {
  const byField = new Map(rules.map((rule) => [rule.fieldName, rule]));
  const checked = new Set<RegistrationField>([
    ...alwaysRequired[mode],
    ...rules.filter((rule) => rule.enabled).map((rule) => rule.fieldName),
  ]);
  // In mobile mode the mobile number is the username: the username rules do not apply.
  if (mode === 'mobile') checked.delete('username');
  for (const field of checked) {
    if (field === 'captcha' || field === 'verificationCode') continue; // checked against their own stores
    const rule = byField.get(field);
    const value = input[field]?.trim() ?? '';
    const required = alwaysRequired[mode].includes(field) || Boolean(rule?.enabled && rule.required);
    if (!value) {
      if (required) throw fieldError('register.field.required', field, language);
      continue;
    }
    if (!rule) continue;
    const min = rule.minLength ?? 0;
    const max = rule.maxLength ?? Number.MAX_SAFE_INTEGER;
    if ([...value].length < min || [...value].length > max) {
      throw fieldError('register.field.length', field, language, {
        min: String(min),
        max: String(rule.maxLength ?? '∞'),
      });
    }
    if (!matchesAcceptedPattern(value, rule.acceptedPattern))
      throw fieldError('register.field.format', field, language);
  }
}

/** The agent an invitation code (its own code or one of its links) names, or undefined. */
export async function findAffiliateAgent(db: Db, merchantId: number, code: string) {
  const invitation = await resolveInvitation(db, merchantId, code);
  return invitation && { id: invitation.agentId, username: invitation.agentAccount };
}

/** A member's own invitation code: 8 characters without look-alikes (0/O, 1/I/L). */
export function newAffiliateCode() {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

const uniqueViolation = (error: unknown): string | undefined => {
  const candidate = error as { code?: string; constraint?: string; message?: string };
  if (candidate?.code !== '23505') return undefined;
  return candidate.constraint ?? candidate.message ?? '';
};

export async function registerMember(
  db: Db,
  merchant: Merchant,
  request: RegisterRequest,
  mode: RegistrationMode,
  origin: RequestOrigin,
  language: Language,
  /** The member signed in on the request, if any (a referral's self-referral check). */
  signedInMemberId: number | null = null,
): Promise<LoginResult> {
  if (!(await isSwitchOn(db, merchant.id, 'DIRECTREG3'))) throw new AppError('register.disabled');
  if (mode === 'username' && !(await isSwitchOn(db, merchant.id, 'USERNAMEREG3')))
    throw new AppError('register.disabled');
  if (mode === 'mobile' && !(await isSwitchOn(db, merchant.id, 'MOBILENUMREG3')))
    throw new AppError('register.mobile.mode');
  if (!request.acceptTerms) throw new AppError('register.terms.required', {}, 'acceptTerms');

  const rules = await registerFieldRules(db, merchant.id);
  validateRegistrationFields(rules, request, mode, language);
  if (request.password !== request.confirmPassword)
    throw new AppError('password.confirm.mismatch', {}, 'confirmPassword');
  const username = normalizeUsername(
    mode === 'mobile' ? normalizeMobile(request.mobileNum ?? '') : (request.username ?? ''),
  );
  if (request.password?.toLowerCase() === username) throw new AppError('password.too.weak', {}, 'password');

  const captchaRule = rules.find((rule) => rule.fieldName === 'captcha');
  if (captchaRule?.enabled && captchaRule.required) {
    try {
      await verifyCaptcha(db, {
        merchantId: merchant.id,
        captchaId: request.captchaId ?? '',
        answer: request.captcha ?? '',
      });
    } catch (error) {
      // Named as the captcha field's error, so the form shows it beside the captcha.
      if (error instanceof AppError) throw new AppError(error.code, error.params, 'captcha');
      throw error;
    }
  }
  await verifyChallenge(db, {
    merchantId: merchant.id,
    challengeId: request.challengeId ?? '',
    nonce: request.challengeNonce ?? '',
  });

  const inviteCode = request.affiliateCode || request.referralCode;
  const invitation = inviteCode ? await resolveInvitation(db, merchant.id, inviteCode) : undefined;
  // Not an agent's invitation: a member's referral code (the referral module, docs/referral.md).
  const referrer = inviteCode && !invitation ? await findReferrer(db, merchant.id, inviteCode) : undefined;
  if (inviteCode && !invitation && !referrer)
    throw new AppError(
      'register.affiliate.invalid',
      {},
      request.affiliateCode ? 'affiliateCode' : 'referralCode',
    );
  if (invitation) await checkRoomBelow(db, merchant.id, invitation.agentPath);

  const mobile = request.mobileNum ? normalizeMobile(request.mobileNum) : null;
  if (await findMemberExists(db, merchant.id, username))
    throw new AppError('register.username.taken', {}, mode === 'mobile' ? 'mobileNum' : 'username');
  if (request.email && (await emailInUse(db, merchant.id, request.email)))
    throw new AppError('register.email.taken', {}, 'email');
  if (mobile && (await mobileInUse(db, merchant.id, mobile)))
    throw new AppError('register.mobile.taken', {}, 'mobileNum');

  // REGMOBVERF3: the mobile number must be proven with an SMS code before it is bound to an account.
  if (mobile && (await isSwitchOn(db, merchant.id, 'REGMOBVERF3'))) {
    await consumeVerificationCode(db, {
      merchantId: merchant.id,
      channel: 'SMS',
      destination: smsDestination(request.countryDialingCode, mobile),
      purpose: 'REGISTER',
      code: request.verificationCode ?? '',
    });
  }

  const passwordHash = await hashPassword(request.password ?? '');
  let memberId: number;
  try {
    // The member, its place in the tree and the count on its invitation link commit together.
    const inserted = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('members')
        .values({
          merchant_id: merchant.id,
          username,
          password_hash: passwordHash,
          type: invitation ? memberTypeOf(invitation.kind) : memberTypes.member,
          nickname: request.nickname ?? '',
          language,
          // A referred friend joins beside its referrer: under the referrer's upline agent, if any.
          parent_member_id: invitation?.agentId ?? referrer?.uplineId ?? null,
          mobile_num: mobile,
          country_dialing_code: mobile ? request.countryDialingCode : null,
          email: request.email?.trim() || null,
          payee_name: request.payeeName ?? null,
          fullname: request.fullname ?? null,
          id_number: request.idNumber ?? null,
          qq_num: request.qqNum ?? null,
          line: request.line ?? null,
          whatsapp: request.whatsapp ?? null,
          facebook: request.facebook ?? null,
          wechat: request.wechat ?? null,
          telegram: request.telegram ?? null,
          zalo: request.zalo ?? null,
          birthday: request.birthday ?? null,
          address: request.address ?? null,
          nationality: request.nationality ?? null,
          occupation: request.occupation ?? null,
          source_of_income: request.sourceOfIncome ?? null,
          affiliate_code: newAffiliateCode(),
          payment_password_hash: request.paymentPassword ? await hashPassword(request.paymentPassword) : null,
          register_ip: origin.ip,
          register_url: request.registerUrl ?? null,
          register_method: request.registerMethod,
          last_login_at: null,
          last_login_ip: null,
          avatar_url: null,
          totp_secret: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (invitation) await recordJoin(trx, row.id, invitation);
      await rememberDevice(trx, row.id, origin);
      if (referrer)
        await recordReferral(trx, {
          merchantId: merchant.id,
          referrer,
          friendId: row.id,
          friendIsTrial: false,
          signedInMemberId,
          origin,
        });
      return row;
    });
    memberId = inserted.id;
  } catch (error) {
    // Two sign-ups racing for the same name, email or number: the unique index decides, the loser is told why.
    const constraint = uniqueViolation(error);
    if (constraint === undefined) throw error;
    if (constraint.includes('email')) throw new AppError('register.email.taken', {}, 'email');
    if (constraint.includes('mobile')) throw new AppError('register.mobile.taken', {}, 'mobileNum');
    throw new AppError('register.username.taken', {}, 'username');
  }
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId,
    action: 'REGISTER',
    origin,
    detail: {
      mode,
      agentId: invitation?.agentId ?? null,
      via: invitation?.via ?? null,
      referrerId: referrer?.memberId ?? null,
    },
  });
  const member = await db
    .selectFrom('members')
    .selectAll()
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return startSession(db, merchant, member, origin);
}

async function findMemberExists(db: Db, merchantId: number, username: string) {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', username)
    .executeTakeFirst();
  return row !== undefined;
}
