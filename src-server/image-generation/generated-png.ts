import { BRIEFCASE_IMAGE_MAX_BYTES } from '../../src-shared/domain/briefcase';
import { detectImageKind } from '../../src-shared/rules/image-file';
import { AVATAR_MAX_INPUT_PIXELS } from '../media/avatar-image';
import { BRIEFCASE_IMAGE_MAX_SIDE } from '../media/briefcase-media';
import { generationNotAnImage } from './generation-errors';
import type { ProviderImage } from './image-generator';
import { loadSharp } from '../lazy/libraries';

/**
 * At most what a briefcase image may weigh, so every generated image can be saved there. The
 * sides are tried in turn until the PNG fits (a noisy 2048 px PNG can pass 10 MB).
 */
export const GENERATED_IMAGE_MAX_BYTES = BRIEFCASE_IMAGE_MAX_BYTES;
const MAX_SIDES = [BRIEFCASE_IMAGE_MAX_SIDE, 1536, 1024] as const;

export interface GeneratedPng {
  bytes: Buffer;
  width: number;
  height: number;
}

/** WebP: `RIFF`, a size, `WEBP`. Imagine answers JPEG or PNG; WebP costs nothing to accept. */
function isWebp(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 12 &&
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  );
}

/**
 * The provider's answer as the studio keeps it: it must be a JPEG, PNG or WebP by its signature
 * (whatever the content type claims) and decode; it is kept as a PNG within 2048 px (never
 * enlarged) without any metadata (sharp writes none unless asked). Anything else is the
 * provider's failure: 502, nothing stored.
 */
export async function toGeneratedPng(image: ProviderImage): Promise<GeneratedPng> {
  if (detectImageKind(image.bytes) === null && !isWebp(image.bytes)) {
    throw generationNotAnImage(new Error(`image API answered ${image.contentType} bytes`));
  }
  try {
    const sharp = await loadSharp();
    const decoded = sharp(image.bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS });
    const metadata = await decoded.metadata();
    if (!metadata.width || !metadata.height) throw new Error('image without dimensions');
    for (const side of MAX_SIDES) {
      const { data, info } = await decoded
        .clone()
        .rotate()
        .resize(side, side, { fit: 'inside', withoutEnlargement: true })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true });
      if (data.length <= GENERATED_IMAGE_MAX_BYTES) {
        return { bytes: data, width: info.width, height: info.height };
      }
    }
    throw new Error(`image over ${GENERATED_IMAGE_MAX_BYTES} bytes even at 1024 px`);
  } catch (error) {
    throw generationNotAnImage(error);
  }
}
