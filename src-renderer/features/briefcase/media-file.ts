import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_VIDEO_MAX_BYTES,
  isVideoFileName,
} from '../../../src-shared/domain/briefcase';
import { detectImageKind, hasImageExtension } from '../../../src-shared/rules/image-file';
import { detectVideoKind } from '../../../src-shared/rules/video-file';

export type MediaKind = 'image' | 'video';

/** Why a chosen file cannot join the briefcase; each names a `briefcase.problems.*` message. */
export type MediaFileProblem =
  'type' | 'empty' | 'imageTooLarge' | 'videoTooLarge' | 'notImage' | 'notVideo';

export type MediaFileCheck =
  { ok: true; kind: MediaKind } | { ok: false; problem: MediaFileProblem };

/** PNG needs 8 bytes to be recognised, an MP4/MOV `ftyp` box 12. */
const SIGNATURE_BYTES = 12;

const BYTES_PER_MB = 1024 * 1024;

/** The limits the problem messages quote, from the same constants main and the core API apply. */
export const MEDIA_LIMIT_PARAMS = {
  imageMaxMb: BRIEFCASE_IMAGE_MAX_BYTES / BYTES_PER_MB,
  videoMaxMb: BRIEFCASE_VIDEO_MAX_BYTES / BYTES_PER_MB,
} as const;

/**
 * docs/PRODUCT.md §9: a video is an .mp4 or .mov; images are .jpg or .png. The name decides what
 * the file claims to be (the picker's `accept` is only a hint), then emptiness and size are checked
 * before reading anything, and last the first bytes, since a renamed file says nothing about its
 * content. Main checks the same again; refusing here means nothing is sent at all.
 */
export async function checkMediaFile(file: File): Promise<MediaFileCheck> {
  const kind: MediaKind | null = isVideoFileName(file.name)
    ? 'video'
    : hasImageExtension(file.name)
      ? 'image'
      : null;
  if (!kind) return { ok: false, problem: 'type' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (kind === 'image' && file.size > BRIEFCASE_IMAGE_MAX_BYTES) {
    return { ok: false, problem: 'imageTooLarge' };
  }
  if (kind === 'video' && file.size > BRIEFCASE_VIDEO_MAX_BYTES) {
    return { ok: false, problem: 'videoTooLarge' };
  }
  const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
  if (kind === 'image' && detectImageKind(head) === null) return { ok: false, problem: 'notImage' };
  if (kind === 'video' && detectVideoKind(head) === null) return { ok: false, problem: 'notVideo' };
  return { ok: true, kind };
}
