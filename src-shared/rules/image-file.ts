/** Avatar uploads (docs/PRODUCT.md §5: .jpg and .png). */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const PROFILE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export type ImageKind = 'jpeg' | 'png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the bytes are, whatever the file name says. */
export function detectImageKind(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) {
    return 'png';
  }
  return null;
}

export function hasImageExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return PROFILE_IMAGE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
