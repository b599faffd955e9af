import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig, type PGlitePgConfig } from '@electric-sql/pglite/node-postgres';
import { pgliteOptions } from './pglite-options';
import { finishUpgrade, prepareDataFolder } from './pglite-upgrade';

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
 * data-template.ts): unpacking it takes a fraction of the seconds Postgres' initdb does.
 */
export async function openPglite(dataDir?: string, template?: string): Promise<PgliteEngine> {
  const fromTemplate = async () =>
    template && existsSync(template) ? { loadDataDir: new Blob([await readFile(template)]) } : {};
  if (!dataDir) return wrap(await PGlite.create({ ...pgliteOptions(), ...(await fromTemplate()) }));
  const { hasDatabase } = await prepareDataFolder(dataDir);
  // PGlite creates the folder itself but not its parents.
  await mkdir(dataDir, { recursive: true });
  // PGlite.create waits until the WASM engine is ready, so a bad folder fails here, not mid-request.
  const engine = await PGlite.create(dataDir, {
    ...pgliteOptions(),
    ...(hasDatabase ? {} : await fromTemplate()),
  });
  await finishUpgrade(dataDir);
  return wrap(engine);
}

function wrap(engine: PGlite): PgliteEngine {
  return {
    pgConfig: createPgConfig(engine),
    dumpDataDir: () => engine.dumpDataDir('gzip'),
    close: () => engine.close(),
  };
}
