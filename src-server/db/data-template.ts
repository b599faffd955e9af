import { writeFile } from 'node:fs/promises';
import { Kysely, PostgresDialect } from 'kysely';
import { pglitePool } from './database';
import { migrateToLatest } from './migrate';
import { openPglite } from './pglite-engine';
import type { Database } from './schema';

/** Where builds put the template, relative to the project root (the app ships `out/**`). */
export const DATA_TEMPLATE_FILE = 'out/db-template.tar.gz';

/**
 * A PGlite data folder at the latest migration, as a gzipped tarball. The app and the team server
 * ship it so that a first start unpacks a database instead of running initdb and every migration;
 * a template older than the code is simply migrated the rest of the way on start.
 */
export async function writeDataTemplate(file: string): Promise<void> {
  const engine = await openPglite();
  try {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: pglitePool(engine, true) }),
    });
    await migrateToLatest(db);
    await db.destroy();
    const tarball = await engine.dumpDataDir();
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await engine.close();
  }
}
