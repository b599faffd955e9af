import { readFileSync, renameSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as v from 'valibot';
import { writeFileAtomic } from './atomic-file';

/** A file main could not use: where it was, where it was kept aside (null if it could not be), why. */
export interface CorruptFileReport {
  path: string;
  keptAs: string | null;
  cause: string;
}

export type CorruptFileReporter = (report: CorruptFileReport) => void;

export interface ReadJsonOptions<T> {
  /** What the file must hold; without one only the JSON syntax is checked. */
  schema?: v.GenericSchema<unknown, T>;
  /** Told of a corrupt file after it is kept aside; logs it when not given. */
  onCorrupt?: CorruptFileReporter;
  now?: () => Date;
}

const stamp = (date: Date) => date.toISOString().replace(/[-:.]/g, '');

/** `accounts.json.corrupt-20261126T120000000Z`, beside the file, so support can look at it. */
export function corruptCopyPath(path: string, date: Date): string {
  return `${path}.corrupt-${stamp(date)}`;
}

const logCorrupt: CorruptFileReporter = ({ path, keptAs, cause }) => {
  console.error(
    keptAs
      ? `[data] ${path} could not be used (${cause}); kept aside as ${keptAs}`
      : `[data] ${path} could not be used (${cause}) nor kept aside`,
  );
};

/** Why `text` is not what the file should hold, or null when it is (with the checked value). */
function check<T>(
  text: string,
  schema: v.GenericSchema<unknown, T> | undefined,
): { ok: true; value: T } | { ok: false; cause: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, cause: `not JSON (${text.length} bytes): ${(error as Error).message}` };
  }
  if (!schema) return { ok: true, value: parsed as T };
  const checked = v.safeParse(schema, parsed);
  if (checked.success) return { ok: true, value: checked.output };
  const [issue] = checked.issues;
  return {
    ok: false,
    cause: `unexpected content at ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
  };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Reads a JSON file of the data folder, answering `fallback` when it does not exist yet. A file
 * that is not JSON or not what `schema` describes is never taken as empty in silence: it is
 * renamed to `<name>.corrupt-<time>` (so the next write does not destroy what support may recover)
 * and reported, then `fallback` is answered.
 */
export async function readJsonFile<T>(
  path: string,
  fallback: T,
  options: ReadJsonOptions<T> = {},
): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return fallback;
    throw error;
  }
  const checked = check(text, options.schema);
  if (checked.ok) return checked.value;
  const keptAs = corruptCopyPath(path, (options.now ?? (() => new Date()))());
  try {
    await rename(path, keptAs);
  } catch (error) {
    // Another reader kept it aside first and has reported it.
    if (isMissing(error)) return fallback;
    (options.onCorrupt ?? logCorrupt)({ path, keptAs: null, cause: checked.cause });
    return fallback;
  }
  (options.onCorrupt ?? logCorrupt)({ path, keptAs, cause: checked.cause });
  return fallback;
}

/** `readJsonFile` for start-up, before Electron is ready (the data folder's location). */
export function readJsonFileSync<T>(
  path: string,
  fallback: T,
  options: ReadJsonOptions<T> = {},
): T {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return fallback;
    throw error;
  }
  const checked = check(text, options.schema);
  if (checked.ok) return checked.value;
  const keptAs = corruptCopyPath(path, (options.now ?? (() => new Date()))());
  let kept: string | null = keptAs;
  try {
    renameSync(path, keptAs);
  } catch {
    kept = null;
  }
  (options.onCorrupt ?? logCorrupt)({ path, keptAs: kept, cause: checked.cause });
  return fallback;
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
