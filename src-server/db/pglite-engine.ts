import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig, type PGlitePgConfig } from '@electric-sql/pglite/node-postgres';
import { pgliteOptions } from './pglite-options';
import { finishUpgrade, prepareDataFolder } from './pglite-upgrade';

export interface PgliteEngine {
  /** node-postgres settings that talk to this engine in process. */
  pgConfig: PGlitePgConfig;
  close(): Promise<void>;
}

/**
 * Opens PGlite on a data folder (in memory without one). A folder written by PGlite 0.4
 * (Postgres 17) is first carried over to the current format, see pglite-upgrade.ts.
 */
export async function openPglite(dataDir?: string): Promise<PgliteEngine> {
  if (dataDir) {
    await prepareDataFolder(dataDir);
    // PGlite creates the folder itself but not its parents.
    await mkdir(dataDir, { recursive: true });
  }
  // PGlite.create waits until the WASM engine is ready, so a bad folder fails here, not mid-request.
  const engine = dataDir
    ? await PGlite.create(dataDir, pgliteOptions())
    : await PGlite.create(pgliteOptions());
  if (dataDir) await finishUpgrade(dataDir);
  return { pgConfig: createPgConfig(engine), close: () => engine.close() };
}
