import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { CollaborationMediaTable } from '../db/collaboration-tables';
import type { AppContext } from '../context';
import { deleteMedia, saveMedia } from '../media/media-store';
import type { PreparedMedia } from '../briefcase/briefcase-upload';
import type { Selectable } from 'kysely';

export const DRAFT_MEDIA_FOLDER = 'drafts';

/** Files uploaded but named by no draft within a day are removed (an abandoned hand-in). */
const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 31: a draft's file, checked and re-encoded as a briefcase piece is (briefcase-upload.ts),
 * stored unattached until a draft names it. The files go again if the row cannot be written.
 */
export async function storeDraftMedia(
  context: Pick<AppContext, 'db' | 'mediaDir' | 'now'>,
  ownerId: string,
  media: PreparedMedia,
  fileName: string,
): Promise<Selectable<CollaborationMediaTable>> {
  const saved: string[] = [];
  try {
    const file = await saveMedia(
      context.mediaDir,
      DRAFT_MEDIA_FOLDER,
      media.file.extension,
      'path' in media.file ? { path: media.file.path } : media.file.bytes,
    );
    saved.push(file);
    const thumbnail = media.thumbnail
      ? await saveMedia(
          context.mediaDir,
          DRAFT_MEDIA_FOLDER,
          media.thumbnail.extension,
          media.thumbnail.bytes,
        )
      : null;
    if (thumbnail) saved.push(thumbnail);
    return await context.db
      .insertInto('collaboration_media')
      .values({
        id: randomUUID(),
        owner_id: ownerId,
        media_type: media.media_type,
        file,
        thumbnail,
        file_name: fileName.slice(0, 255),
        size_bytes: media.size_bytes,
        created_at: context.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await Promise.all(saved.map((path) => deleteMedia(context.mediaDir, path)));
    throw error;
  }
}

/** Removes an owner's uploads that no draft named within a day, rows and files. */
export async function sweepUnattachedMedia(
  db: Kysely<Database>,
  mediaDir: string,
  ownerId: string,
  now: Date,
): Promise<void> {
  const stale = await db
    .deleteFrom('collaboration_media')
    .where('owner_id', '=', ownerId)
    .where('version_id', 'is', null)
    .where('created_at', '<', new Date(now.getTime() - UNATTACHED_TTL_MS))
    .returning(['file', 'thumbnail'])
    .execute();
  await Promise.all(
    stale
      .flatMap((row) => [row.file, row.thumbnail])
      .flatMap((path) => (path ? [deleteMedia(mediaDir, path).catch(() => undefined)] : [])),
  );
}
