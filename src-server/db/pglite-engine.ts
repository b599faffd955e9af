import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig, type PGlitePgConfig } from '@electric-sql/pglite/node-postgres';
import { lockDataFolder, type FolderLock } from './folder-lock';
import { claimDataFolder } from './folder-owner-file';
import { pgliteArtifacts } from './pglite-artifacts';
import { pgliteOptions } from './pglite-options';
import { finishUpgrade, prepareDataFolder } from './pglite-upgrade';
import { unpackDataTemplate } from './unpack-data-template';

export interface PgliteEngine {
  /** node-postgres settings that talk to this engine in process. */
  pgConfig: PGlitePgConfig;
  /** The whole data folder as a gzipped tarball (what a data template is made of). */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Opens PGlite on a data folder (in memory without one). A folder written by PGlite 0.4
 * (Postgres 17) is first carried over to the current format, see pglite-upgrade.ts. A new folder
 * starts from `template` when there is one (a migrated data folder shipped with the app, see
 * data-template.ts): unpacking it (unpack-data-template.ts) takes a fraction of the seconds
 * Postgres' initdb does.
 */
export async function openPglite(dataDir?: string, template?: string): Promise<PgliteEngine> {
  // A template the build did not write (tests, a source checkout) is simply not used.
  const usableTemplate = template && existsSync(template) ? template : undefined;
  if (!dataDir) {
    return wrap(
      await PGlite.create({
        ...pgliteOptions(),
        ...(await pgliteArtifacts()),
        // In memory there is no file to create: PGlite's own loading is the quickest way in.
        ...(usableTemplate ? { loadDataDir: new Blob([await readFile(usableTemplate)]) } : {}),
      }),
    );
  }
  // Before anything reads or writes the folder (the upgrade included): two engines on one folder
  // both acknowledge writes and one side's are lost on the next start.
  const lock = await lockDataFolder(dataDir);
  // The folder's own owner record (issue 35): what a process in another network namespace, or
  // reaching the folder through a bind mount, meets. Claimed before anything is read when the
  // folder exists; a new folder (or one a crash left mid-conversion) first gets its place.
  let owner = existsSync(dataDir) ? await claimOrRelease(dataDir, lock) : null;
  try {
    const { hasDatabase } = await prepareDataFolder(dataDir);
    // PGlite creates the folder itself but not its parents. Only this account may read it: it
    // holds password hashes, tokens and the outbox's reset codes.
    await mkdir(dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
    if (process.platform !== 'win32') await chmod(dataDir, DATA_FOLDER_MODE);
    if (!hasDatabase && usableTemplate) await unpackDataTemplate(usableTemplate, dataDir);
    // After the unpacking: nothing a template holds can write over this record.
    owner ??= await claimDataFolder(dataDir);
    // PGlite.create waits until the WASM engine is ready, so a bad folder fails here, not mid-request.
    const engine = await PGlite.create(dataDir, {
      ...pgliteOptions(),
      ...(await pgliteArtifacts()),
    });
    await finishUpgrade(dataDir);
    return wrap(engine, bothLocks(owner, lock));
  } catch (error) {
    await owner?.release();
    await lock.release();
    throw error;
  }
}

async function claimOrRelease(dataDir: string, lock: FolderLock): Promise<FolderLock> {
  try {
    return await claimDataFolder(dataDir);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The record goes first: the socket is what a second opener on this machine asks first. */
function bothLocks(owner: FolderLock, socket: FolderLock): FolderLock {
  return { release: () => owner.release().finally(() => socket.release()) };
}

/** Owner only: read, write and list. */
export const DATA_FOLDER_MODE = 0o700;

function wrap(engine: PGlite, lock?: FolderLock): PgliteEngine {
  return {
    pgConfig: createPgConfig(engine),
    dumpDataDir: () => engine.dumpDataDir('gzip'),
    // The folder is free for another owner only once this engine has written its last page.
    close: () => engine.close().finally(() => lock?.release()),
  };
}
