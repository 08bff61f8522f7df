/**
 * A picture as members get it: most of them read on phones, and a camera photo of 5 MB
 * on a card would cost them seconds. Before an upload, the browser scales the chosen picture down to
 * STORED_PICTURE.maxWidth and encodes it as STORED_PICTURE.type; the original stays when that gives
 * nothing smaller, or the browser cannot decode or encode it (the upload is checked as before).
 */
import { FILE_EXTENSIONS, STORED_PICTURE } from '@common/content';

/** The size a picture of `width` × `height` is stored at: at most `maxWidth` wide, same proportions. */
export function storedSize(width: number, height: number, maxWidth: number = STORED_PICTURE.maxWidth): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** The file name the prepared picture gets: the chosen file's, with the stored type's extension. */
export function storedName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'picture';
  return `${stem}.${FILE_EXTENSIONS[STORED_PICTURE.type]}`;
}

/** Whether the encoded picture is the one to upload rather than the original. */
export function keepsEncoded(original: { size: number }, encoded: { size: number; type: string }, scaled: boolean): boolean {
  if (encoded.type !== STORED_PICTURE.type) return false; // the browser fell back to PNG
  return scaled || encoded.size < original.size;
}

/**
 * The file to upload for the picture `file`: scaled and re-encoded when that makes it smaller or
 * narrower, else `file` itself. Never throws.
 */
export async function preparePicture(file: File): Promise<File> {
  try {
    const bitmap = await createImageBitmap(file);
    const scaled = bitmap.width > STORED_PICTURE.maxWidth;
    const size = storedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const encoded = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, STORED_PICTURE.type, STORED_PICTURE.quality));
    if (!encoded || !keepsEncoded(file, encoded, scaled)) return file;
    return new File([encoded], storedName(file.name), { type: STORED_PICTURE.type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}
