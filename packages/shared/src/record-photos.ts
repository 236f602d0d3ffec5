/**
 * A weighing's photo (issue 26 item 4, decision 040): the web app compresses it to at most MAX_PHOTO_BYTES, the server
 * refuses anything larger and anything whose bytes are not a JPEG, WebP or PNG image, whatever it is called.
 */

/** 200 KB: what the browser compresses a photo under, and the most the server accepts. */
export const MAX_PHOTO_BYTES = 200 * 1024;

export const PHOTO_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];

const startsWith = (bytes: Uint8Array, at: number, sig: readonly number[]) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/**
 * The image type the bytes are, by their signature (never by a name or a declared type), or null:
 * JPEG starts FF D8 FF (JFIF/Exif, ITU T.81 Annex B's SOI then a marker); PNG with its 8-byte signature (RFC 2083
 * §3.1); WebP is a RIFF container whose form type is "WEBP" (RFC 9649 §2.5).
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) {
    return 'image/webp';
  }
  return null;
}

/** The address of a record's photo in the API (the records list and editor show it). */
export function recordPhotoPath(clientId: string, recordId: string): string {
  return `/api/v1/clients/${clientId}/records/${recordId}/photo`;
}

/**
 * The address of a container's photo (decision 035): `photo` is its id as the lists give it, so a replaced photo has
 * a new address and a browser may keep each one (an offline tablet still shows the photos it has seen).
 */
export function containerPhotoPath(clientId: string, containerId: string, photo: string): string {
  return `/api/v1/clients/${clientId}/containers/${containerId}/photo?v=${encodeURIComponent(photo)}`;
}

/** The header a kitchen station's photo upload carries its cook's turn in (the body is the photo's bytes). */
export const COOK_TURN_HEADER = 'x-cook-turn';
