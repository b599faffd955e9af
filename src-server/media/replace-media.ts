import type { FastifyBaseLogger } from 'fastify';
import { ApiError, type ServerErrorCode } from '../http/errors';
import { deleteMedia, saveMedia, type MediaExtension } from './media-store';

/** What a repository answers once a record points at a new file: the path it named before. */
export interface ReplacedMedia {
  previous: string | null;
}

export interface MediaReplacement<TReplaced extends ReplacedMedia> {
  folder: string;
  extension: MediaExtension;
  bytes: Uint8Array;
  /** Points the record at the stored path; undefined when the caller has no such record. */
  point: (stored: string) => Promise<TReplaced | undefined>;
  /** The error when `point` finds no record. */
  missing: ServerErrorCode;
  /** Names the file in the warning when the one it replaced cannot be deleted. */
  label: string;
}

/**
 * Saves the file, then points the record at it, then deletes the file it replaced: the database
 * never names a missing file, and a failed update or a missing record leaves no orphan behind.
 */
export async function replaceMedia<TReplaced extends ReplacedMedia>(
  mediaDir: string,
  log: FastifyBaseLogger,
  { folder, extension, bytes, point, missing, label }: MediaReplacement<TReplaced>,
): Promise<TReplaced> {
  const stored = await saveMedia(mediaDir, folder, extension, bytes);
  const replaced = await point(stored).catch(async (error: unknown) => {
    await deleteMedia(mediaDir, stored);
    throw error;
  });
  if (!replaced) {
    await deleteMedia(mediaDir, stored);
    throw new ApiError(missing);
  }
  // A provider's picture URL is not a file of ours: deleteMedia leaves it alone.
  await deleteMedia(mediaDir, replaced.previous).catch((error: unknown) => {
    // A leftover file costs disk space, not correctness: the upload still succeeded.
    log.warn({ err: error }, `previous ${label} not deleted`);
  });
  return replaced;
}
