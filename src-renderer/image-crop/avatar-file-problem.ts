import {
  detectImageKind,
  hasImageExtension,
  PROFILE_IMAGE_MAX_BYTES,
} from '../../src-shared/rules/image-file';

/** i18n keys of the reasons a chosen file cannot become the avatar. */
export type AvatarFileProblem =
  'validation.imageType' | 'validation.imageTooLarge' | 'validation.imageInvalid';

/** JPEG needs 3 bytes to be recognised, PNG 8. */
const SIGNATURE_BYTES = 8;

/**
 * docs/PRODUCT.md §5: .jpg and .png only, up to 5 MB. The name is checked first (the picker's
 * `accept` is only a hint), then the content, since a renamed file says nothing about what it
 * holds.
 */
export async function avatarFileProblem(file: File): Promise<AvatarFileProblem | null> {
  if (!hasImageExtension(file.name)) return 'validation.imageType';
  if (file.size === 0) return 'validation.imageInvalid';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'validation.imageTooLarge';
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  return detectImageKind(head) === null ? 'validation.imageType' : null;
}
