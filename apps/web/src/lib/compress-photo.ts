import { MAX_PHOTO_BYTES } from '@ecopeso/shared/record-photos';

/** One try of the size loop: the picture's pixel size and the encoder's quality (0–1). */
export interface EncodeTry {
  width: number;
  height: number;
  quality: number;
}

/** The longest edge a photo starts at: enough to tell a bin's contents apart, far less than a tablet camera's. */
export const START_EDGE = 1600;
/** Below this longest edge the loop gives up (a photo this small shows nothing). */
export const MIN_EDGE = 200;
const QUALITIES = [0.82, 0.72, 0.62, 0.52];
const SHRINK = 0.75;

/**
 * The tries of the size loop, best first: the picture scaled so its longest edge is at most START_EDGE, each size
 * at falling qualities, then a quarter smaller, down to MIN_EDGE. Pure, so the loop's order is tested alone.
 */
export function* encodeTries(width: number, height: number): Generator<EncodeTry> {
  let scale = Math.min(1, START_EDGE / Math.max(width, height));
  while (Math.max(width, height) * scale >= MIN_EDGE) {
    const w = Math.max(1, Math.round(width * scale));
    const h = Math.max(1, Math.round(height * scale));
    for (const quality of QUALITIES) yield { width: w, height: h, quality };
    scale *= SHRINK;
  }
}

/**
 * Encodes with each try until one comes out at most `maxBytes`; null when none does. `encode` is the browser's
 * canvas re-encode (compressPhoto) or a test's stand-in.
 */
export async function shrinkUntilUnder(
  width: number,
  height: number,
  encode: (t: EncodeTry) => Promise<Blob | null>,
  maxBytes: number = MAX_PHOTO_BYTES,
): Promise<Blob | null> {
  for (const t of encodeTries(width, height)) {
    const blob = await encode(t);
    if (blob && blob.size > 0 && blob.size <= maxBytes) return blob;
  }
  return null;
}

/**
 * A camera photo made small enough to keep and send (≤ 200 KB): decoded (with its EXIF orientation applied, which
 * createImageBitmap does by default), drawn on a canvas and re-encoded as JPEG, shrinking until it fits. JPEG
 * because every browser encodes it (WebP encoding is missing from Safari's canvas). Null when the file is not an
 * image the browser can read, or cannot be made small enough.
 */
export async function compressPhoto(file: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return null;
    return await shrinkUntilUnder(bitmap.width, bitmap.height, ({ width, height, quality }) => {
      canvas.width = width;
      canvas.height = height;
      context.drawImage(bitmap, 0, 0, width, height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    });
  } finally {
    bitmap.close();
  }
}
