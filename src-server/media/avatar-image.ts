import { detectImageKind } from '../../src-shared/rules/image-file';
import { headerOf, sharpInputOf, type MediaInput } from './media-input';
import { unsupportedImage } from './unsupported-image';
import { loadSharp } from '../lazy/libraries';

export const AVATAR_SIZE = 512;
const AVATAR_QUALITY = 85;
/**
 * A few kilobytes of header can promise a huge canvas; decoding stops past this many pixels
 * (64 MP is above any phone camera).
 */
export const AVATAR_MAX_INPUT_PIXELS = 64_000_000;

/**
 * An uploaded JPEG or PNG re-encoded as the avatar the server serves: turned upright by its EXIF
 * orientation, cropped to a 512×512 square, transparency on white, JPEG quality 85, and no
 * metadata (EXIF with GPS position, camera, comments are all dropped). Re-encoding also means
 * only pixels sharp produced are ever served, never the uploaded bytes.
 *
 * What the bytes are decides, never the file name or the declared type: anything but JPEG or
 * PNG, or bytes that claim to be one but do not decode, is a 415.
 */
export async function toAvatarJpeg(upload: MediaInput): Promise<Buffer> {
  if (detectImageKind(headerOf(upload)) === null) throw unsupportedImage('validation.imageType');
  try {
    const sharp = await loadSharp();
    return await sharp(sharpInputOf(upload), { limitInputPixels: AVATAR_MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: AVATAR_QUALITY })
      .toBuffer();
  } catch (error) {
    throw unsupportedImage('validation.imageInvalid', error);
  }
}
