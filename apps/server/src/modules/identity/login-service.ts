import { isAgentType, isTrialType } from '@msp/contracts/enums.ts';
import type { LoginRequest, LoginResult } from '@msp/contracts/session.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { verifyCaptcha } from '../captcha/service.ts';
import { verifyChallenge } from '../challenge/service.ts';
import { isSwitchOn, type Merchant } from '../merchant/service.ts';
import { consumeVerificationCode } from '../verification/service.ts';
import { smsDestination } from '../verification/destination.ts';
import { writeAudit, type RequestOrigin } from './audit.ts';
import {
  assertNotLocked,
  clearLoginFailures,
  loginFailureState,
  recordLoginFailure,
} from './login-protection.ts';
import { findMemberByMobile, findMemberByUsername, type MemberRow } from './member-repository.ts';
import { isKnownIp, rememberIp } from './known-ips.ts';
import { verificationMethodFor } from './new-ip-service.ts';
import { decoyPasswordHash, verifyPassword } from './password.ts';
import { createSession } from './session-service.ts';
import { rememberDevice } from '../referral/devices.ts';

/**
 * Login by username and password, or by mobile number and SMS code. Every failure answers alike and counts
 * against the account name; after the first failure the next attempts need a captcha, after a run of them the
 * name is locked for a while — whether or not the account exists.
 */
export async function login(
  db: Db,
  merchant: Merchant,
  request: LoginRequest,
  origin: RequestOrigin,
): Promise<LoginResult> {
  const { failures, lockedUntil } = await loginFailureState(db, merchant.id, request.username);
  assertNotLocked(lockedUntil);
  if (failures > 0) {
    if (!request.captchaId || !request.captcha)
      throw new AppError('captcha.required', {}, 'captcha', { captchaRequired: true });
    try {
      await verifyCaptcha(db, {
        merchantId: merchant.id,
        captchaId: request.captchaId,
        answer: request.captcha,
      });
    } catch (error) {
      if (error instanceof AppError)
        throw new AppError(error.code, error.params, 'captcha', { captchaRequired: true });
      throw error;
    }
  }

  let member: MemberRow | undefined;
  if (request.type === 'sms') {
    if (!(await isSwitchOn(db, merchant.id, 'MOBILEVERCODELOGIN3')))
      throw new AppError('login.invalid.credentials');
    member = await findMemberByMobile(db, merchant.id, request.countryDialingCode, request.username);
    const codeOk = member
      ? await consumeVerificationCode(db, {
          merchantId: merchant.id,
          channel: 'SMS',
          destination: smsDestination(request.countryDialingCode, request.username),
          purpose: 'LOGIN',
          code: request.password,
        }).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError) return false;
            throw error;
          },
        )
      : false;
    if (!member || !codeOk) return failLogin(db, merchant, request.username, member, origin);
  } else {
    // The page solves a proof-of-work challenge invisibly; scripts hammering the call must pay for each try.
    await verifyChallenge(db, {
      merchantId: merchant.id,
      challengeId: request.challengeId ?? '',
      nonce: request.challengeNonce ?? '',
    });
    member = await findMemberByUsername(db, merchant.id, request.username);
    const passwordOk = await verifyPassword(
      member?.password_hash ?? (await decoyPasswordHash()),
      request.password,
    );
    if (!member || !passwordOk) return failLogin(db, merchant, request.username, member, origin);
  }

  if (member.status !== 'ACTIVE') throw new AppError('login.account.unavailable');
  if (isTrialType(member.type)) throw new AppError('login.not.member');
  if (request.agentSite && !isAgentType(member.type)) throw new AppError('login.not.agent');
  await clearLoginFailures(db, merchant.id, request.username);
  return startSession(db, merchant, member, origin, {
    viaSms: request.type === 'sms',
    agentSite: request.agentSite,
  });
}

async function failLogin(
  db: Db,
  merchant: Merchant,
  username: string,
  member: MemberRow | undefined,
  origin: RequestOrigin,
): Promise<never> {
  const { failures, locked } = await recordLoginFailure(db, merchant, username);
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member?.id ?? null,
    action: locked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILED',
    origin,
    detail: { username: username.slice(0, 64), failures },
  });
  throw new AppError('login.invalid.credentials', {}, undefined, { captchaRequired: true });
}

/** Whether the password is past the merchant's maximum age (only when PWDEXPFORCECHANGE3 is on). */
async function passwordExpired(db: Db, merchant: Merchant, member: MemberRow) {
  const maxAgeMs = merchant.password_max_age_days * 86_400_000;
  return (
    Date.now() - member.password_changed_at.getTime() > maxAgeMs &&
    (await isSwitchOn(db, merchant.id, 'PWDEXPFORCECHANGE3'))
  );
}

/** A fresh session for a member who proved who they are, restricted when something must happen first. */
export async function startSession(
  db: Db,
  merchant: Merchant,
  member: MemberRow,
  origin: RequestOrigin,
  { viaSms = false, agentSite = false }: { viaSms?: boolean; agentSite?: boolean } = {},
): Promise<LoginResult> {
  const expired = !viaSms && (await passwordExpired(db, merchant, member));
  const mustChange = !viaSms && member.must_change_password;
  const method = (await isKnownIp(db, member.id, origin.ip)) ? null : verificationMethodFor(merchant, member);
  const restriction = mustChange || expired ? 'PASSWORD_CHANGE' : method ? 'NEW_IP' : null;
  const firstTimeLogin = member.last_login_at === null;

  const token = await createSession(db, {
    merchantId: merchant.id,
    memberId: member.id,
    ip: origin.ip,
    maxHours: merchant.session_max_hours,
    firstLogin: firstTimeLogin,
    restriction,
    userAgent: origin.userAgent,
    agentSite,
  });
  if (restriction !== 'NEW_IP') await rememberIp(db, member.id, origin.ip);
  // The devices a member used (the referral's anti-abuse check).
  await rememberDevice(db, member.id, origin);
  await db
    .updateTable('members')
    .set({ last_login_at: new Date(), last_login_ip: origin.ip })
    .where('id', '=', member.id)
    .execute();
  await writeAudit(db, {
    merchantId: merchant.id,
    memberId: member.id,
    action: 'LOGIN',
    origin,
    detail: { restriction, viaSms },
  });
  return {
    token,
    firstTimeLogin,
    passwordExpired: expired,
    mustChangePassword: mustChange,
    restriction,
    verificationMethod: restriction === 'NEW_IP' ? method : null,
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    language: member.language,
    lastLoginTime: member.last_login_at?.getTime() ?? null,
    lastLoginIp: member.last_login_ip,
  };
}
