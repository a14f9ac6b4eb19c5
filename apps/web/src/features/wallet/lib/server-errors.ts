import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';

/** The server's message for `field` when the error names it (the envelope's `field`). */
export function serverFieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError && error.field === field ? error.message : undefined;
}

/** The server's message for the form as a whole: any error that does not name one of the form's fields. */
export function serverFormError(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.field && fields.includes(error.field)) return null;
  return errorMessageOf(error);
}
