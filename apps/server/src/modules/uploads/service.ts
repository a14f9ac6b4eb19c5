import { randomBytes } from 'node:crypto';
import type { ErrorCode } from '@msp/contracts/errors.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../shared/app-error.ts';

/** Largest image a member may send, decoded. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** JSON bodies that carry one image as a data URL: 5 MB in base64 is ~6.7 MB, plus the other fields. */
export const IMAGE_BODY_LIMIT = 8 * 1024 * 1024;

export type ImageContentType = 'image/png' | 'image/jpeg';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

const dataUrlPattern = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]*={0,2})$/;

/** The type the bytes really are (by their magic numbers), whatever the data URL claims. */
export function sniffImageType(bytes: Uint8Array): ImageContentType | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= PNG_MAGIC.length && buffer.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC))
    return 'image/png';
  if (buffer.length >= JPEG_MAGIC.length && buffer.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC))
    return 'image/jpeg';
  return undefined;
}

/**
 * A `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL to its bytes: the declared type must be png or
 * jpeg and the magic bytes must be a png's or a jpeg's (`upload.image.type`); at most 5 MB decoded
 * (`upload.image.too.large`). The content type answered is the one the bytes really are.
 */
export function decodeImageDataUrl(dataUrl: string): { contentType: ImageContentType; bytes: Buffer } {
  // Refuse by size before matching or decoding anything: base64 of 5 MB is at most 4 * ceil(5 MB / 3) chars.
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || comma > 40) throw new AppError('upload.image.type');
  const payloadLength = dataUrl.length - comma - 1;
  if (payloadLength > Math.ceil(MAX_IMAGE_BYTES / 3) * 4) throw new AppError('upload.image.too.large');
  const match = dataUrlPattern.exec(dataUrl);
  if (!match) throw new AppError('upload.image.type');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('upload.image.too.large');
  // The bytes decide, not the label: a .png that is really a jpeg is kept (and served) as a jpeg.
  const actual = sniffImageType(bytes);
  if (!actual) throw new AppError('upload.image.type');
  return { contentType: actual, bytes };
}

/**
 * Checks and keeps a member's image (a data URL: png or jpeg by its real magic bytes, ≤ 5 MB decoded) and
 * answers its id, which the member and the merchant's operators can read at `GET /wps/uploads/:id`.
 */
export async function storeImage(
  db: Db,
  { merchantId, memberId, dataUrl }: { merchantId: number; memberId: number; dataUrl: string },
): Promise<{ uploadId: string }> {
  const { contentType, bytes } = decodeImageDataUrl(dataUrl);
  const uploadId = randomBytes(18).toString('base64url');
  await db
    .insertInto('uploads')
    .values({ id: uploadId, merchant_id: merchantId, member_id: memberId, content_type: contentType, bytes })
    .execute();
  return { uploadId };
}

/** Who may read an upload: its member, or any operator of its merchant. */
export type UploadReader = { merchantId: number } & ({ memberId: number } | { operatorId: number });

/** The image if this reader may see it; undefined otherwise (the caller answers 404, never 403). */
export async function readImage(
  db: Db,
  uploadId: string,
  reader: UploadReader,
): Promise<{ contentType: ImageContentType; bytes: Buffer } | undefined> {
  let query = db
    .selectFrom('uploads')
    .select(['content_type', 'bytes'])
    .where('id', '=', uploadId)
    .where('merchant_id', '=', reader.merchantId);
  if ('memberId' in reader) query = query.where('member_id', '=', reader.memberId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes) };
}

/**
 * The upload ids a request names, checked before anything is looked up: at most `max` (`upload.image.count`) and
 * none twice (`duplicate`, the flow's own code).
 */
export function distinctUploadIds(uploadIds: readonly string[], max: number, duplicate: ErrorCode): string[] {
  if (uploadIds.length > max) throw new AppError('upload.image.count', {}, 'imageIds');
  const unique = [...new Set(uploadIds)];
  if (unique.length !== uploadIds.length) throw new AppError(duplicate, {}, 'imageIds');
  return unique;
}

/** Every one of these uploads is the member's own, of its merchant; else `notOwned`, the flow's own code. */
export async function requireOwnUploads(
  db: Db,
  owner: { merchantId: number; memberId: number },
  uploadIds: readonly string[],
  notOwned: ErrorCode,
): Promise<void> {
  if ((await countOwnUploads(db, owner, uploadIds)) !== uploadIds.length)
    throw new AppError(notOwned, {}, 'imageIds');
}

/** How many of these uploads are the member's own (of its merchant): a check before a flow refers to them. */
export async function countOwnUploads(
  db: Db,
  { merchantId, memberId }: { merchantId: number; memberId: number },
  uploadIds: readonly string[],
): Promise<number> {
  if (uploadIds.length === 0) return 0;
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('owned'))
    .where('id', 'in', [...uploadIds])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.owned);
}
