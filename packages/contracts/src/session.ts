import { z } from 'zod';

/** Login, logout and the member's own info (spec §3 "Login form", "Login result value", "Member info"). */

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  captcha: z.string().max(16).optional(),
  /** In sms mode `username` holds the mobile number and `password` the verification code. */
  type: z.enum(['username', 'sms']).default('username'),
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

export const loginResultSchema = memberInfoSchema.extend({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** ms timestamp and IP of the previous login, null on the first. */
  lastLoginTime: z.number().nullable(),
  lastLoginIp: z.string().nullable(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;
