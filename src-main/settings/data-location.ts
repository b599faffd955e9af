import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import * as v from 'valibot';
import { readJsonFileSync, writeJsonFileAtomic } from '../storage/json-file';

/**
 * Where the data lives when the user chose a folder in settings. It sits in the DEFAULT user-data
 * folder, the one place the app can find before it knows where everything else is.
 */
export const DATA_LOCATION_FILE = 'data-location.json';

export interface DataLocation {
  dataDir: string;
  /** The folder the data is still in: copied over at the next start, then cleared. */
  copyFrom: string | null;
}

/** What the app keeps in its data folder (its own files and the renderer's saved drafts). */
export const DATA_ENTRIES = [
  'accounts.json',
  'settings.json',
  'kit-options.json',
  'agency.json',
  'offline',
  'core-api',
  'Local Storage',
  'IndexedDB',
  'logs',
] as const;

const absolutePath = v.pipe(
  v.string(),
  v.check((path) => isAbsolute(path), 'not an absolute path'),
);

const DataLocationSchema = v.object({
  dataDir: absolutePath,
  copyFrom: v.optional(v.nullable(absolutePath), null),
});

/**
 * The chosen data folder, or null for the default one. A file that is not what this app writes is
 * kept aside and reported, and the data stays in the default folder.
 */
export function readDataLocation(defaultUserDataDir: string): DataLocation | null {
  try {
    return readJsonFileSync<DataLocation | null>(
      join(defaultUserDataDir, DATA_LOCATION_FILE),
      null,
      {
        schema: DataLocationSchema,
      },
    );
  } catch (error) {
    console.error('[data] the data folder’s location could not be read', error);
    return null;
  }
}

export function writeDataLocation(
  defaultUserDataDir: string,
  location: DataLocation,
): Promise<void> {
  return writeJsonFileAtomic(join(defaultUserDataDir, DATA_LOCATION_FILE), location);
}

/**
 * The folder this run keeps its data in, with the data moved there first when it was chosen last
 * run; synchronous because Electron's `userData` must be set before `ready`. A chosen folder that
 * cannot be used (a drive no longer mounted, a copy that failed) leaves the data where it was, and
 * the move is tried again at the next start.
 */
export function resolveDataFolder(defaultUserDataDir: string): string {
  const location = readDataLocation(defaultUserDataDir);
  if (!location) return defaultUserDataDir;
  const fallback = location.copyFrom ?? defaultUserDataDir;
  try {
    mkdirSync(location.dataDir, { recursive: true });
    if (location.copyFrom) carryOver(defaultUserDataDir, location);
    return location.dataDir;
  } catch (error) {
    console.error(
      '[data] the chosen data folder cannot be used yet; using the previous one',
      error,
    );
    return fallback;
  }
}

/**
 * Copies the data over. A folder this app used before (it has `accounts.json`) gets its entries
 * replaced, since the data being moved is newer; any other folder only gets what it lacks, so
 * nothing of the user's is overwritten.
 */
function carryOver(defaultUserDataDir: string, location: DataLocation): void {
  const from = location.copyFrom;
  if (from && resolve(from) !== resolve(location.dataDir) && existsSync(from)) {
    const usedBefore = existsSync(join(location.dataDir, 'accounts.json'));
    for (const entry of DATA_ENTRIES) {
      const source = join(from, entry);
      const target = join(location.dataDir, entry);
      if (!existsSync(source)) continue;
      if (usedBefore) rmSync(target, { recursive: true, force: true });
      else if (existsSync(target)) continue;
      cpSync(source, target, { recursive: true, errorOnExist: false, force: false });
    }
  }
  // Synchronous like the rest of start-up, but still through a rename: never a half file.
  const path = join(defaultUserDataDir, DATA_LOCATION_FILE);
  const settled: DataLocation = { dataDir: location.dataDir, copyFrom: null };
  writeFileSync(`${path}.tmp`, `${JSON.stringify(settled, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${path}.tmp`, path);
}

/** True when `inner` is strictly inside `outer`: data cannot be copied into a part of itself. */
export function isInside(inner: string, outer: string): boolean {
  const path = relative(resolve(outer), resolve(inner));
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
}
