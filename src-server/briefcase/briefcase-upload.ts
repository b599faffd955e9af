import * as v from 'valibot';
import { ErrorCode } from '../../src-shared/api/error-codes';
import {
  BRIEFCASE_IMAGE_MAX_BYTES,
  BRIEFCASE_TITLE_MAX_LENGTH,
  BRIEFCASE_VIDEO_MAX_BYTES,
  isVideoFileName,
  type BriefcaseItem,
} from '../../src-shared/domain/briefcase';
import { PROFILE_IMAGE_MAX_BYTES } from '../../src-shared/rules/image-file';
import { OptionalUrlSchema } from '../../src-shared/schemas/common';
import { ApiError } from '../http/errors';
import { genericValidationMessages, translateValidationKey } from '../http/messages';
import type { FileLimit, MultipartForm } from '../http/multipart-form';
import {
  toBriefcaseImage,
  toPosterThumbnail,
  videoKindOf,
  type EncodedMedia,
  type MediaFileOnDisk,
} from '../media/briefcase-media';

/** docs/PRODUCT.md §3 media field the piece travels in, and the video's optional still. */
export const BRIEFCASE_FILE_FIELD = 'file_for_profile';
export const BRIEFCASE_POSTER_FIELD = 'poster';

/**
 * Per file field, its limit: a video (by its name, docs/PRODUCT.md §9) may weigh more than an
 * image.
 */
export const BRIEFCASE_FILE_LIMITS: Readonly<Record<string, (fileName: string) => FileLimit>> = {
  [BRIEFCASE_FILE_FIELD]: (fileName) =>
    isVideoFileName(fileName)
      ? {
          maxBytes: BRIEFCASE_VIDEO_MAX_BYTES,
          tooLargeMessage: translateValidationKey('validation.videoTooLarge'),
        }
      : {
          maxBytes: BRIEFCASE_IMAGE_MAX_BYTES,
          tooLargeMessage: translateValidationKey('validation.briefcaseImageTooLarge'),
        },
  [BRIEFCASE_POSTER_FIELD]: () => ({
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    tooLargeMessage: translateValidationKey('validation.posterTooLarge'),
  }),
};

/** The text fields beside the file, with the bridge's rules (title ≤ 120, an http(s) link or ''). */
export const BriefcaseFieldsSchema = v.strictObject({
  title: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(BRIEFCASE_TITLE_MAX_LENGTH, 'validation.briefcaseTitleTooLong'),
    ),
    '',
  ),
  profile_url: v.optional(OptionalUrlSchema, ''),
});

export interface PreparedMedia {
  media_type: BriefcaseItem['media_type'];
  /** A re-encoded image in memory, or a video's upload on disk, moved into place when stored. */
  file: EncodedMedia | MediaFileOnDisk;
  thumbnail: EncodedMedia | null;
  /** What the stored file weighs (an image after re-encoding). */
  size_bytes: number;
}

/**
 * Decides what the upload is and turns it into the files to store. The name says image or video
 * (docs/PRODUCT.md §9) and the bytes must agree: a video's `ftyp` box, an image's JPEG/PNG
 * signature. A 0-byte file is a 415 like the brand logo's, since no bytes are no media type.
 */
export async function prepareBriefcaseMedia(form: MultipartForm): Promise<PreparedMedia> {
  const upload = form.files.get(BRIEFCASE_FILE_FIELD);
  if (!upload) {
    throw new ApiError(ErrorCode.validation, {
      fields: { [BRIEFCASE_FILE_FIELD]: [genericValidationMessages.required] },
    });
  }
  if (upload.size === 0) {
    throw new ApiError(ErrorCode.unsupportedMediaType, {
      message: translateValidationKey('validation.fileEmpty'),
    });
  }
  const poster = form.files.get(BRIEFCASE_POSTER_FIELD);
  if (!isVideoFileName(upload.fileName)) {
    if (poster) {
      const message = translateValidationKey('validation.posterForVideoOnly');
      throw new ApiError(ErrorCode.validation, { fields: { [BRIEFCASE_POSTER_FIELD]: [message] } });
    }
    const image = await toBriefcaseImage(upload);
    return {
      media_type: 'image',
      file: image.full,
      thumbnail: image.thumbnail,
      size_bytes: image.full.bytes.length,
    };
  }
  const kind = videoKindOf(upload);
  return {
    media_type: 'video',
    file: { path: upload.path, extension: kind },
    thumbnail: poster ? await toPosterThumbnail(poster) : null,
    size_bytes: upload.size,
  };
}
