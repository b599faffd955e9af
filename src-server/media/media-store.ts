import { randomUUID } from 'node:crypto';
import { chmod, copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * The only shape a stored media path may have: folders and a file name of plain characters and an
 * image or video extension (briefcase videos). Dots elsewhere, backslashes, `..` and absolute
 * paths cannot match.
 */
const MEDIA_PATH = /^(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:jpg|png|mp4|mov)$/;

/** Content types by extension; the server only ever writes these. */
export const MEDIA_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
};

/** Only the server's own account reads media: it serves them itself, with its own checks. */
export const MEDIA_FILE_MODE = 0o600;
export const MEDIA_FOLDER_MODE = 0o700;

export type MediaExtension = 'jpg' | 'png' | 'mp4' | 'mov';

/**
 * The file behind a stored media path, or null when the path is not one this server could have
 * written or would lead out of the media folder.
 */
export function mediaFile(mediaDir: string, stored: string): string | null {
  if (!MEDIA_PATH.test(stored)) return null;
  const file = resolve(mediaDir, stored);
  const inside = relative(mediaDir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return file;
}

/**
 * Stores bytes, or moves a file (an upload that streamed to disk), under a new random name in
 * `folder` and returns the stored path (`avatars/<uuid>.jpg`). Clients never choose names, so
 * they cannot overwrite or aim anywhere.
 */
export async function saveMedia(
  mediaDir: string,
  folder: string,
  extension: MediaExtension,
  content: Uint8Array | { path: string },
): Promise<string> {
  const stored = `${folder}/${randomUUID()}.${extension}`;
  const file = mediaFile(mediaDir, stored);
  if (!file) throw new Error(`Not a media path: ${stored}`);
  await mkdir(dirname(file), { recursive: true, mode: MEDIA_FOLDER_MODE });
  // A temporary name first, renamed in place, so nobody ever reads half a file.
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    if (content instanceof Uint8Array) {
      await writeFile(temporary, content, { flag: 'wx', mode: MEDIA_FILE_MODE });
    } else {
      await moveFile(content.path, temporary);
      await chmod(temporary, MEDIA_FILE_MODE);
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return stored;
}

/** A rename on the same disk; a copy when the media folder spans another one. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** Deletes a stored media file; paths outside the media folder (URLs included) are left alone. */
export async function deleteMedia(mediaDir: string, stored: string | null): Promise<void> {
  const file = stored ? mediaFile(mediaDir, stored) : null;
  if (file) await rm(file, { force: true });
}
