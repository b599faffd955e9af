import type { Sharp } from 'sharp';
import { detectImageKind, type ImageKind } from '../../src-shared/rules/image-file';
import { detectVideoKind, type VideoKind } from '../../src-shared/rules/video-file';
import { AVATAR_MAX_INPUT_PIXELS } from './avatar-image';
import { headerOf, sharpInputOf, type MediaInput } from './media-input';
import type { MediaExtension } from './media-store';
import { unsupportedImage as unsupported } from './unsupported-image';
import { loadSharp } from '../lazy/libraries';

/** The longest side a briefcase image is kept at: sharp on any screen, a few hundred KB. */
export const BRIEFCASE_IMAGE_MAX_SIDE = 2048;
/** The longest side of a grid thumbnail. */
export const BRIEFCASE_THUMBNAIL_MAX_SIDE = 480;
const JPEG_QUALITY = 85;

export interface EncodedMedia {
  bytes: Buffer;
  extension: MediaExtension;
}

/** A video kept as it arrived: the temporary file it streamed to, moved into the media folder. */
export interface MediaFileOnDisk {
  path: string;
  extension: MediaExtension;
}

export interface BriefcaseImage {
  full: EncodedMedia;
  thumbnail: EncodedMedia;
}

/**
 * An uploaded JPEG or PNG as the briefcase keeps it: turned upright by its EXIF orientation,
 * within 2048 px (never enlarged), every piece of metadata dropped (sharp writes none unless
 * asked), and a 480 px thumbnail for the grid. A PNG stays PNG (transparency kept), a JPEG stays
 * JPEG. The bytes decide the type, never the name: anything else, or bytes that do not decode,
 * is a 415.
 */
export async function toBriefcaseImage(upload: MediaInput): Promise<BriefcaseImage> {
  const kind = detectImageKind(headerOf(upload));
  if (kind === null) throw unsupported('validation.briefcaseFileType');
  try {
    const [full, thumbnail] = await Promise.all([
      encode(await decode(upload), kind, BRIEFCASE_IMAGE_MAX_SIDE),
      encode(await decode(upload), kind, BRIEFCASE_THUMBNAIL_MAX_SIDE),
    ]);
    return { full, thumbnail };
  } catch (error) {
    throw unsupported('validation.imageInvalid', error);
  }
}

/** A video's poster frame (taken by the app) as its grid thumbnail; checked like any image. */
export async function toPosterThumbnail(upload: MediaInput): Promise<EncodedMedia> {
  const kind = detectImageKind(headerOf(upload));
  if (kind === null) throw unsupported('validation.posterInvalid');
  try {
    return await encode(await decode(upload), kind, BRIEFCASE_THUMBNAIL_MAX_SIDE);
  } catch (error) {
    throw unsupported('validation.posterInvalid', error);
  }
}

/**
 * A video is stored as sent (re-encoding video is out of reach here), so its bytes must at least
 * be an MP4/QuickTime container: the `ftyp` box decides, and the stored extension follows it.
 */
export function videoKindOf(upload: MediaInput): VideoKind {
  const kind = detectVideoKind(headerOf(upload));
  if (kind === null) throw unsupported('validation.videoInvalid');
  return kind;
}

async function decode(upload: MediaInput): Promise<Sharp> {
  const sharp = await loadSharp();
  // A few kilobytes of header can promise a huge canvas: decoding stops past 64 MP.
  return sharp(sharpInputOf(upload), { limitInputPixels: AVATAR_MAX_INPUT_PIXELS }).rotate();
}

async function encode(image: Sharp, kind: ImageKind, maxSide: number): Promise<EncodedMedia> {
  const resized = image.resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
  if (kind === 'png') {
    return { bytes: await resized.png({ compressionLevel: 9 }).toBuffer(), extension: 'png' };
  }
  return { bytes: await resized.jpeg({ quality: JPEG_QUALITY }).toBuffer(), extension: 'jpg' };
}
