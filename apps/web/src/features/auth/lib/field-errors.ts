import { ApiError } from '../../../shared/lib/api-client.ts';

/**
 * The form field a server error belongs to: the envelope's `field` when the form has it, else a field the
 * error code names (captcha, verification code), else none (the error shows above the submit button).
 */
export function fieldOfError<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError)) return null;
  const named = error.field as F | undefined;
  if (named && fields.includes(named)) return named;
  const byCode: Array<[string, string]> = [
    ['captcha.', 'captcha'],
    ['verification.code.', 'verificationCode'],
    ['register.affiliate.', 'affiliateCode'],
    ['password.old.', 'oldPassword'],
  ];
  for (const [prefix, field] of byCode) {
    if (error.errorCode.startsWith(prefix) && fields.includes(field as F)) return field as F;
  }
  return null;
}
