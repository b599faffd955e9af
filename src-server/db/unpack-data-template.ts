import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { readTarEntries } from './tar-entries';

/** Written last: without it the folder holds no database (pglite-upgrade.ts `dataFolderMajor`). */
const VERSION_FILE = 'PG_VERSION';

/**
 * Free space maps and visibility maps: hints that Postgres creates again as a table is written and
 * vacuumed (a relation without them is read and written as usual). A fifth of the template's files.
 */
const REBUILT_FORK = /_(fsm|vm)$/;

/**
 * Writes a data template (PGlite's `dumpDataDir`, gzipped tar) into `dataDir`: the first start of
 * a new desktop. One write per file: PGlite's own loading (`loadDataDir`) goes through its emulated
 * file system with two opens, a chmod and a utime per file, and a first start creates over a
 * thousand. `PG_VERSION` goes last, so a start interrupted half-way leaves a folder the next start
 * sees as empty and unpacks again, never one that looks whole and is not.
 */
export async function unpackDataTemplate(template: string, dataDir: string): Promise<void> {
  const archive = await promisify(gunzip)(await readFile(template));
  const entries = readTarEntries(archive).filter((entry) => !REBUILT_FORK.test(entry.path));
  // Only this account may read it: password hashes, tokens (pglite-engine.ts DATA_FOLDER_MODE).
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const files = entries.filter((entry) => entry.kind === 'file');
  const folders = new Set([
    ...entries.filter((entry) => entry.kind === 'folder').map((folder) => folder.path),
    ...files.map((file) => dirname(file.path)).filter((folder) => folder !== '.'),
  ]);
  for (const folder of folders) {
    await mkdir(join(dataDir, folder), { recursive: true, mode: 0o700 });
  }
  const version = files.find((file) => file.path === VERSION_FILE);
  if (!version) throw new Error(`La plantilla de datos ${template} no tiene ${VERSION_FILE}`);
  for (const file of files) {
    if (file !== version) await writeFile(join(dataDir, file.path), file.data, { mode: 0o600 });
  }
  await writeFile(join(dataDir, VERSION_FILE), version.data, { mode: 0o600 });
}
