import { maxPromotionImages, maxPromotionRemark } from '@msp/contracts/enums.ts';

/**
 * The application form's checks, made before anything is sent and matching the server's: a remark of at most
 * 140 characters (code points of the trimmed text, as the database counts them), and at most 3 images, each a
 * png or jpg of at most 5 MB (the uploads module's checks, made as they are picked: shared/lib/picked-images.ts).
 */
export { maxPromotionImages, maxPromotionRemark };

/** The remark's length as the server counts it. */
export const remarkLength = (remark: string) => [...remark.trim()].length;
