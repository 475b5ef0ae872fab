// A file's type from its first bytes (magic numbers), never from its name or the type the client claims.

export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/webp';

export const ACCEPTED_IMAGE_TYPES_TEXT = 'PNG, JPEG or WebP';

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The raster image type the bytes are, or null (SVG, HTML, text and everything else). */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
}

export function extensionOf(type: ImageContentType): string {
  return { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' }[type];
}
