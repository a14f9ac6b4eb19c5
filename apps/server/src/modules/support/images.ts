import type { SupportImage } from '@msp/contracts/support.ts';
import { uploadUrl } from '@msp/contracts/deposits.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';
import { countOwnUploads } from '../uploads/service.ts';

/** An image as the API shows it: its id and where its member (or an operator) reads it. */
export const supportImage = (uploadId: string): SupportImage => ({ id: uploadId, url: uploadUrl(uploadId) });

/**
 * The images a member names, each its own upload of this merchant (as the uploads module checked and kept it:
 * png or jpeg by its bytes, at most 5 MB): at most `max` (`upload.image.count`), none twice and none of anybody
 * else (`support.image.invalid`).
 */
export async function requireOwnImages(
  db: Db,
  owner: { merchantId: number; memberId: number },
  imageIds: readonly string[],
  max: number,
): Promise<string[]> {
  if (imageIds.length > max) throw new AppError('upload.image.count', {}, 'imageIds');
  const unique = [...new Set(imageIds)];
  if (unique.length !== imageIds.length) throw new AppError('support.image.invalid', {}, 'imageIds');
  if ((await countOwnUploads(db, owner, unique)) !== unique.length)
    throw new AppError('support.image.invalid', {}, 'imageIds');
  return unique;
}
