import { detectImageKind } from '../../src-shared/rules/image-file';
import { headerOf, sharpInputOf, type MediaInput } from './media-input';
import { unsupportedImage } from './unsupported-image';
import type { MediaExtension } from './media-store';
import { AVATAR_MAX_INPUT_PIXELS } from './avatar-image';
import { loadSharp } from '../lazy/libraries';

/** The longest side a logo is served at. */
export const LOGO_MAX_SIDE = 512;
const LOGO_JPEG_QUALITY = 85;

export interface LogoImage {
  bytes: Buffer;
  extension: MediaExtension;
}

/**
 * An uploaded JPEG or PNG re-encoded as the brand logo the server serves. Unlike the avatar it
 * is not cropped to a square: logos are often wide wordmarks, and a crop would cut letters off.
 * It keeps its aspect ratio inside 512×512 (never enlarged), is turned upright by its EXIF
 * orientation and loses all metadata. A PNG stays a PNG so a transparent logo stays transparent
 * on any background; a JPEG stays a JPEG (quality 85) so a photo does not balloon as a PNG.
 *
 * As for avatars, the bytes decide, never the name or declared type: anything but JPEG or PNG,
 * or bytes that claim to be one and do not decode, is a 415; only pixels sharp produced are served.
 */
export async function toLogoImage(upload: MediaInput): Promise<LogoImage> {
  const kind = detectImageKind(headerOf(upload));
  if (kind === null) throw unsupportedImage('validation.imageType');
  try {
    const sharp = await loadSharp();
    const resized = sharp(sharpInputOf(upload), { limitInputPixels: AVATAR_MAX_INPUT_PIXELS })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (kind === 'png') {
      return { bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
    }
    return {
      bytes: await resized.jpeg({ quality: LOGO_JPEG_QUALITY }).toBuffer(),
      extension: 'jpg',
    };
  } catch (error) {
    throw unsupportedImage('validation.imageInvalid', error);
  }
}
