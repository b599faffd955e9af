import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs/promises';
import type { Dirent } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

export interface AtomicWriteOptions {
  /** Permission bits of a new file (before the umask); exports are readable by others. */
  mode?: number;
}

// `<name>.<12 hex>.tmp`: specific enough that a sweep never takes a user's own `.tmp` file.
const TEMPORARY_NAME = /\.[0-9a-f]{12}\.tmp$/;

function temporaryPathFor(path: string): string {
  return join(dirname(path), `${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
}

/**
 * Writes `bytes` to a temporary file beside `path`, flushes it to disk, then renames it over
 * `path`. A crash at any point leaves either the old file whole or the new one whole, never a
 * half file; on a failure the temporary file is removed. The folder must exist.
 */
export async function writeFileAtomic(
  path: string,
  bytes: Uint8Array,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const temporary = temporaryPathFor(path);
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(temporary, 'wx', options.mode ?? 0o644);
    await handle.writeFile(bytes);
    // Without the flush a power cut after the rename can leave an empty file under the new name.
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temporary, path);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await fs.rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes what a crash between write and rename left in `folder` (`writeFileAtomic`'s
 * temporary files only, in subfolders too with `recursive`) and answers their paths relative to
 * `folder`. Call it before anything writes there, such as at start-up; a missing folder has
 * nothing to sweep.
 */
export async function sweepTemporaryFiles(
  folder: string,
  { recursive = false }: { recursive?: boolean } = {},
): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(folder, { withFileTypes: true, recursive });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const stale = entries
    .filter((entry) => entry.isFile() && TEMPORARY_NAME.test(entry.name))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
  await Promise.all(stale.map((path) => fs.rm(join(folder, path), { force: true })));
  return stale;
}
