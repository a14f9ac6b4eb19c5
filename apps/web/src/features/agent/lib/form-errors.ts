import { ApiError, errorMessageOf } from '../../../shared/lib/api-client.ts';

/** The server's message for a field when its error names it. */
export const serverFieldError = (error: unknown, field: string) =>
  error instanceof ApiError && error.field === field ? error.message : undefined;

/** The server's message for the whole form: any error that names none of its fields. */
export const serverFormError = (error: unknown, fields: readonly string[]) =>
  !error || (error instanceof ApiError && error.field && fields.includes(error.field))
    ? null
    : errorMessageOf(error);
