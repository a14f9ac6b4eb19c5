import type { Profile } from '@msp/contracts/session.ts';

export type SecurityCheck = 'password' | 'paymentPassword' | 'mobile' | 'email';
export type SecurityLevel = 'low' | 'medium' | 'high';

/** Which protections the account has: a login password always, the others once the member sets them. */
export function securityChecks(profile: Pick<Profile, 'hasPaymentPassword' | 'mobileNum' | 'email'>) {
  return {
    password: true,
    paymentPassword: profile.hasPaymentPassword,
    mobile: Boolean(profile.mobileNum),
    email: Boolean(profile.email),
  } satisfies Record<SecurityCheck, boolean>;
}

/** The share of protections in place (0–100) and its level: high from 100, medium from 50. */
export function securityScore(checks: Record<SecurityCheck, boolean>): {
  percent: number;
  level: SecurityLevel;
} {
  const values = Object.values(checks);
  const percent = Math.round((values.filter(Boolean).length / values.length) * 100);
  return { percent, level: percent >= 100 ? 'high' : percent >= 50 ? 'medium' : 'low' };
}

/** A bound mobile number or email with its middle hidden: 017****0001, ra****@example.com. */
export function maskContact(value: string | null | undefined): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  if (at > 0) {
    const name = value.slice(0, at);
    return `${name.slice(0, Math.min(2, name.length))}****${value.slice(at)}`;
  }
  if (value.length <= 6) return `${value.slice(0, 1)}****`;
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}
