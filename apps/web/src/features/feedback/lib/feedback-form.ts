import { maxFeedbackContent, maxFeedbackImages } from '@msp/contracts/support-constants.ts';

/**
 * The feedback form's checks, made before anything is sent and matching the server's (spec §5): content not
 * empty and at most 140 characters (code points of the trimmed text, as the server counts them). Images are
 * sorted as the promotions' application sorts them (shared/lib/picked-images.ts `sortPicked`): png or jpg,
 * at most 5 MB, at most 3.
 */
export { maxFeedbackContent, maxFeedbackImages };

export const contentLength = (content: string) => [...content.trim()].length;

export type ContentProblem = 'required' | 'tooLong' | null;

export function contentProblem(content: string): ContentProblem {
  const length = contentLength(content);
  if (length === 0) return 'required';
  return length > maxFeedbackContent ? 'tooLong' : null;
}
