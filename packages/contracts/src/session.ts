import { z } from 'zod';
import type { RegistrationField } from './enums.ts';
import { avatarChoices } from './profile-fields.ts';

/** Login, registration, passwords, trial play and the member's own profile (spec §3–§6). */

const trimmed = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => trimmed(max).optional();
/** A day of the calendar as `YYYY-MM-DD` that exists (a `date` column refuses 2024-02-30, month 13 or year 0). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(0);
    date.setUTCFullYear(year, month - 1, day);
    return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  });

/** The proof-of-work answer every username-mode login and SMS send carries. */
export const challengeAnswerSchema = z.object({
  challengeId: z.string().max(64),
  challengeNonce: z.string().max(32),
});

export const loginRequestSchema = z.object({
  username: trimmed(64).min(1),
  password: z.string().min(1).max(128),
  /** In sms mode `username` holds the mobile number and `password` the verification code. */
  type: z.enum(['username', 'sms']).default('username'),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('880'),
  captchaId: optionalText(64),
  captcha: optionalText(16),
  challengeId: optionalText(64),
  challengeNonce: optionalText(32),
  /** Logins from the agent site (/agentHome) are refused for non-agents. */
  agentSite: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const memberInfoSchema = z.object({
  id: z.number(),
  account: z.string(),
  nickname: z.string(),
  /** Agents 1, 2, 41, 42; trial 4; others members. */
  type: z.number(),
  language: z.enum(['bn', 'en']),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/**
 * The VIP part of the public state (the vip module, docs/vip.md): whether the merchant has VIP levels, and the
 * caller's level (its label in the request's language; null and 0 when it has none).
 */
export const vipPublicStateSchema = z.object({
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  /** 0: no VIP level. */
  vipRankLevel: z.number().int().min(0),
});
export type VipPublicState = z.infer<typeof vipPublicStateSchema>;

/**
 * The spec's public state (§3). Trial players, and a session that must change its password first, get 0, false
 * and null.
 */
export const memberPublicStateSchema = z.object({
  /** The caller's spendable (MAIN) balance, as the wallet's balance call answers it ("1234.50"). */
  balance: z.string(),
  currencySymbol: z.string(),
  ...vipPublicStateSchema.shape,
  /** The caller's rewards ready to claim: the count of the reward center's `unclaimed`. */
  availablePromoCount: z.number().int().min(0),
  availablePromo: z.object({
    /** The merchant runs an ACTIVE REFERRAL promotion whose period has started and not ended. */
    REFERRAL: z.object({ enabled: z.boolean() }),
  }),
  /** The caller's missions of today and this week ready to claim (the missions module, docs/missions.md). */
  missionsToClaim: z.number().int().min(0),
  /** The caller's unread messages (the messages module, docs/messages.md). */
  unreadMessage: z.number().int().min(0),
});
export type MemberPublicState = z.infer<typeof memberPublicStateSchema>;

/** `GET /wps/member/info`: the member and its public state. */
export const memberInfoResultSchema = memberInfoSchema.extend(memberPublicStateSchema.shape);
export type MemberInfoResult = z.infer<typeof memberInfoResultSchema>;

/** What must happen before the session may do anything else. */
export const sessionRestrictionSchema = z.enum(['PASSWORD_CHANGE', 'NEW_IP']).nullable();
export const newIpMethodSchema = z.enum(['SMS', 'EMAIL', 'TOTP', 'BANK_NAME']);
export type NewIpMethod = z.infer<typeof newIpMethodSchema>;

export const loginResultSchema = memberInfoSchema.extend({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The account was given the merchant's default password: change it first. */
  mustChangePassword: z.boolean(),
  restriction: sessionRestrictionSchema,
  /** How to pass the new-IP step, when `restriction` is NEW_IP. */
  verificationMethod: newIpMethodSchema.nullable(),
  /** ms timestamp and IP of the previous login, null on the first. */
  lastLoginTime: z.number().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const registerRequestSchema = z.object({
  username: optionalText(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalText(64),
  email: optionalText(128),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('880'),
  recommenderId: optionalText(32),
  captchaId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(8),
  affiliateCode: optionalText(32),
  referralCode: optionalText(32),
  paymentPassword: z.string().max(64).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  telegram: optionalText(64),
  zalo: optionalText(64),
  idNumber: optionalText(32),
  nickname: optionalText(32),
  fullname: optionalText(64),
  birthday: calendarDate.optional(),
  address: optionalText(256),
  nationality: optionalText(64),
  occupation: optionalText(64),
  sourceOfIncome: optionalText(128),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
  /** Age 18 or older, terms and privacy policy accepted. */
  acceptTerms: z.boolean().default(false),
  challengeId: optionalText(64),
  challengeNonce: optionalText(32),
  login: z.boolean().default(true),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Every configurable registration field is a key of the register request: the web form sends them by name. */
export type RegisterRequestCoversEveryField = RegistrationField extends keyof RegisterRequest ? true : never;
const registerRequestCoversEveryField: RegisterRequestCoversEveryField = true;
void registerRequestCoversEveryField;

export const affiliateQuerySchema = z.object({ code: trimmed(32).min(1), domain: optionalText(253) });
export const affiliateResultSchema = z.object({ valid: z.boolean(), agentAccount: z.string().nullable() });

export const changePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const paymentPasswordSchema = z.object({
  /** The login password when setting it the first time; the old payment password when changing it. */
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().regex(/^\d{6}$/),
  confirmNewPassword: z.string().regex(/^\d{6}$/),
});
export const forgotByEmailSchema = z.object({ username: trimmed(64).min(1), email: trimmed(128).min(3) });
export const resetByEmailSchema = forgotByEmailSchema.extend({
  verificationCode: z.string().regex(/^\d{6}$/),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
});
export const resetByPhoneSchema = z.object({
  mobileNum: trimmed(20).min(1),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('880'),
  verificationCode: z.string().regex(/^\d{6}$/),
  newPassword: z.string().min(1).max(128),
});

export const newIpVerifySchema = z.object({
  /** SMS, email or authenticator code, or the bank account name. */
  answer: trimmed(128).min(1),
});

export const freeplayRequestSchema = z.object({
  os: optionalText(32),
  platform: z.enum(['W', 'M']).default('W'),
  gatewayVersion: z.coerce.number().int().default(3),
});

export { profileFields } from './profile-fields.ts';

export const profileSchema = z.object({
  id: z.number(),
  account: z.string(),
  type: z.number(),
  nickname: z.string(),
  fullname: z.string().nullable(),
  email: z.string().nullable(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  payeeName: z.string().nullable(),
  telegram: z.string().nullable(),
  zalo: z.string().nullable(),
  whatsapp: z.string().nullable(),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
  nationality: z.string().nullable(),
  occupation: z.string().nullable(),
  sourceOfIncome: z.string().nullable(),
  /** One of `avatarChoices`; the web app draws it. */
  avatar: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  /** An authenticator app is enrolled (new-IP step by TOTP). */
  totpEnabled: z.boolean(),
  lastLoginTime: z.number().nullable(),
  lastLoginIp: z.string().nullable(),
  trialCredit: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  nickname: optionalText(32),
  fullname: optionalText(64),
  telegram: optionalText(64),
  zalo: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  line: optionalText(64),
  birthday: calendarDate.optional(),
  address: optionalText(256),
  nationality: optionalText(64),
  occupation: optionalText(64),
  sourceOfIncome: optionalText(128),
});

export { avatarChoices } from './profile-fields.ts';
export const avatarUpdateSchema = z.object({ avatar: z.enum(avatarChoices) });

export const bindContactSchema = z.object({
  password: z.string().min(1).max(128),
  value: trimmed(128).min(3),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('880'),
  verificationCode: z.string().regex(/^\d{6}$/),
});
export const bindCodeRequestSchema = z.object({
  channel: z.enum(['SMS', 'EMAIL']),
  value: trimmed(128).min(3),
  countryDialingCode: z
    .string()
    .regex(/^\d{1,4}$/)
    .default('880'),
});

export const loginHistoryItemSchema = z.object({
  time: z.number(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  current: z.boolean(),
});

/** Authenticator (TOTP) enrolment: a secret to scan, then a code that proves the app has it. */
export const totpSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export const totpConfirmSchema = z.object({
  /** Base32, at least 128 bits (26 letters), as the setup call gives it. */
  secret: z.string().regex(/^[A-Za-z2-7]{26,64}$/),
  code: z.string().regex(/^\d{6}$/),
});
