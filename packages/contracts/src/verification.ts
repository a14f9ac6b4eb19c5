import { z } from 'zod';
import { maxNonceLength } from './proof-of-work.ts';

/**
 * Verification codes by SMS (spec §3 "SMS code request", §4 "SMS send"), the image captcha and the
 * proof-of-work challenge that every tokenless SMS send carries.
 */
export { verificationPaths } from './api-paths.ts';

export const verificationChannels = ['SMS', 'EMAIL'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];

export const verificationPurposes = [
  'REGISTER',
  'LOGIN',
  'FORGOT',
  'BIND_MOBILE',
  'BIND_EMAIL',
  'NEW_IP',
  'FORGOT_EMAIL',
] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

/** How long a code lives, in minutes (also the web app's countdown: minutes × 60 s). */
export const verificationCodeMinutes = 5;

/** The solved proof-of-work challenge; checked by the server, which answers `challenge.required` without it. */
const challengeFields = {
  challengeId: z.string().trim().max(64).optional(),
  challengeNonce: z.string().trim().max(maxNonceLength).optional(),
};

/** Mobile numbers are checked by the server (`verification.mobile.invalid`), not by the schema. */
const mobileText = z.string().trim().max(32);
const dialingCodeText = z.string().trim().max(8);

export const smsNoLoginRequestSchema = z.object({
  mobileNum: mobileText,
  countryDialingCode: dialingCodeText,
  type: z.enum(['login', 'forgot']),
  ...challengeFields,
});
export type SmsNoLoginRequest = z.infer<typeof smsNoLoginRequestSchema>;

export const smsRegisterRequestSchema = z.object({
  mobileNo: mobileText,
  countryDialingCode: dialingCodeText,
  ...challengeFields,
});
export type SmsRegisterRequest = z.infer<typeof smsRegisterRequestSchema>;

export const smsSentSchema = z.object({
  /** Minutes until the code expires. */
  expiredMinutes: z.number().int(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;

export const captchaSchema = z.object({
  captchaId: z.string(),
  /** `data:image/svg+xml;base64,…` */
  image: z.string(),
});
export type Captcha = z.infer<typeof captchaSchema>;

export const challengeSchema = z.object({
  challengeId: z.string(),
  salt: z.string(),
  /** Leading zero bits SHA-256(salt + ':' + nonce) must have; see proof-of-work.ts. */
  difficulty: z.number().int(),
  /** ms timestamp. */
  expiresAt: z.number(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const devOutboxQuerySchema = z.object({
  /** Destination as stored: dialing code and national digits ('8801712345678'), or a lower-case email. */
  to: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type DevOutboxQuery = z.infer<typeof devOutboxQuerySchema>;

export const devOutboxMessageSchema = z.object({
  channel: z.enum(verificationChannels),
  to: z.string(),
  purpose: z.enum(verificationPurposes),
  code: z.string(),
  text: z.string(),
  /** ISO 8601. */
  time: z.string(),
});
export const devOutboxSchema = z.object({ messages: z.array(devOutboxMessageSchema) });
export type DevOutbox = z.infer<typeof devOutboxSchema>;
