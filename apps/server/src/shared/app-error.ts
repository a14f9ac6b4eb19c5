import type { ErrorCode } from '@msp/contracts/errors.ts';

/** An expected failure: answered as an error envelope with the catalogue's status and localized message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string> = {},
    readonly field?: string,
    /** Extra envelope flags, e.g. `captchaRequired` on a failed login. */
    readonly flags: { captchaRequired?: boolean } = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
