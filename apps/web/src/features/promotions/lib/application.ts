import { maxPromotionImages, maxPromotionRemark } from '@msp/contracts/enums.ts';
import { imageProblem, type ImageProblem } from '../../wallet/lib/image-file.ts';

/**
 * The application form's checks, made before anything is sent and matching the server's: a remark of at most
 * 140 characters (code points of the trimmed text, as the database counts them), and at most 3 images, each a
 * png or jpg of at most 5 MB (the uploads module's checks).
 */
export { maxPromotionImages, maxPromotionRemark };

/** The remark's length as the server counts it. */
export const remarkLength = (remark: string) => [...remark.trim()].length;

export type PickProblem = { kind: ImageProblem | 'count'; name: string };

/**
 * Which of the `files` picked may join the `current` images: the first ones that are png or jpg, at most 5 MB,
 * while there is room (at most `max`: 3, the spec's limit, here and in the feedback dialog); and the problem of
 * each one refused, to say why.
 */
export function sortPicked<F extends Pick<File, 'name' | 'type' | 'size'>>(
  files: readonly F[],
  current: number,
  max = maxPromotionImages,
): { accepted: F[]; problems: PickProblem[] } {
  const accepted: F[] = [];
  const problems: PickProblem[] = [];
  for (const file of files) {
    const problem = imageProblem(file);
    if (problem) problems.push({ kind: problem, name: file.name });
    else if (current + accepted.length >= max) problems.push({ kind: 'count', name: file.name });
    else accepted.push(file);
  }
  return { accepted, problems };
}
