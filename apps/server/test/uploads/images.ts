/** Test images: real magic bytes (a 1×1 png, a jpeg header) and impostors. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(64, 7),
  Buffer.from([0xff, 0xd9]),
]);
export const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

export const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;

/** A png of exactly `size` bytes: the real signature, then padding. */
export const pngOfSize = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);
