/** Proof images (spec §5): png or jpg, at most 5 MB each. */
export const maxImageBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/png', 'image/jpeg'] as const;
/** For the file input's `accept`. */
export const imageAccept = '.png,.jpg,.jpeg,image/png,image/jpeg';

export type ImageProblem = 'type' | 'size';

/** Why a picked file cannot be sent, or null. The type is judged by MIME type and, lacking one, the name. */
export function imageProblem(file: Pick<File, 'type' | 'size' | 'name'>): ImageProblem | null {
  const type = file.type.toLowerCase();
  const typeOk = type
    ? (acceptedImageTypes as readonly string[]).includes(type)
    : /\.(png|jpe?g)$/i.test(file.name);
  if (!typeOk) return 'type';
  if (file.size > maxImageBytes) return 'size';
  return null;
}

/** The file as a data URL (`data:image/png;base64,…`), which is how the API takes images. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
