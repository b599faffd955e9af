import { ErrorCode } from '../../src-shared/api/error-codes';
import { BRIEFCASE_MAX_ITEMS } from '../../src-shared/domain/briefcase';
import type { AppContext } from '../context';
import type { BriefcaseItemRow } from '../db/schema';
import { ApiError } from '../http/errors';
import { deleteMedia, saveMedia } from '../media/media-store';
import { insertItem } from './briefcase-repository';
import type { PreparedMedia } from './briefcase-upload';

export const BRIEFCASE_FOLDER = 'briefcase';

/**
 * Saves a piece's files, then its row; when the row cannot be written (the briefcase filled up
 * meanwhile, or anything failed) the files go again, so nothing is kept for a refused piece.
 * Uploads and the image studio's "save to briefcase" both come through here.
 */
export async function storeBriefcaseItem(
  context: Pick<AppContext, 'db' | 'mediaDir' | 'now'>,
  userId: string,
  media: PreparedMedia,
  fields: { title: string; profile_url: string },
): Promise<BriefcaseItemRow> {
  const saved: string[] = [];
  const removeSaved = () =>
    Promise.all(saved.map((path) => deleteMedia(context.mediaDir, path))).then(() => undefined);
  try {
    const filePath = await saveMedia(
      context.mediaDir,
      BRIEFCASE_FOLDER,
      media.file.extension,
      'path' in media.file ? { path: media.file.path } : media.file.bytes,
    );
    saved.push(filePath);
    const thumbnailPath = media.thumbnail
      ? await saveMedia(
          context.mediaDir,
          BRIEFCASE_FOLDER,
          media.thumbnail.extension,
          media.thumbnail.bytes,
        )
      : null;
    if (thumbnailPath) saved.push(thumbnailPath);
    const row = await insertItem(
      context.db,
      userId,
      {
        media_type: media.media_type,
        file_path: filePath,
        thumbnail_path: thumbnailPath,
        profile_url: fields.profile_url,
        title: fields.title,
        size_bytes: media.size_bytes,
      },
      BRIEFCASE_MAX_ITEMS,
      context.now(),
    );
    if (row === 'full') throw new ApiError(ErrorCode.briefcaseFull);
    return row;
  } catch (error) {
    await removeSaved();
    throw error;
  }
}
