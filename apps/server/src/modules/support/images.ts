import type { SupportImage } from '@msp/contracts/support.ts';
import { uploadUrl } from '@msp/contracts/deposits.ts';
import type { Db } from '../../db/database.ts';
import { distinctUploadIds, requireOwnUploads } from '../uploads/service.ts';

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
  const unique = distinctUploadIds(imageIds, max, 'support.image.invalid');
  await requireOwnUploads(db, owner, unique, 'support.image.invalid');
  return unique;
}
