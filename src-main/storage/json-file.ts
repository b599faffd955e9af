import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from './atomic-file';

/** Reads a JSON file, answering `fallback` when it does not exist yet. */
export async function readJsonFile<T>(path: string, fallback: T): Promise<T> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    if (error instanceof SyntaxError) return fallback;
    throw error;
  }
}

/**
 * Writes through a temporary file and a rename so a crash mid-write never leaves a half file:
 * readers see the old content or the new one.
 */
export async function writeJsonFileAtomic(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const text = `${JSON.stringify(value, null, 2)}\n`;
  // Tokens' neighbours (accounts, settings, offline copies): readable by this user only.
  await writeFileAtomic(path, new TextEncoder().encode(text), { mode: 0o600 });
}
