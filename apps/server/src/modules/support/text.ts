import { AppError } from '../../shared/app-error.ts';

/**
 * A member's (or operator's) text as it is kept: line breaks made `\n`, control characters other than line breaks
 * and tabs dropped, trimmed. A character PostgreSQL cannot store (NUL, half of a surrogate pair) is refused as the
 * HTTP input guard refuses it, since socket messages do not pass that guard.
 */
export function cleanText(text: string, field: string): string {
  if (text.includes('\u0000') || /\p{Cs}/u.test(text))
    throw new AppError('request.invalid.field', { field }, field);
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (character) => (character === '\n' || character === '\t' ? character : ''))
    .trim();
}

/** Characters as the database counts them (code points), not UTF-16 units. */
export const characterCount = (text: string) => [...text].length;
