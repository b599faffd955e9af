import { existsSync } from 'node:fs';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The Postgres major version inside the PGlite this app ships (0.5.x). */
export const PGLITE_PG_MAJOR = '18';
/** PGlite 0.4.x wrote Postgres 17 folders, which Postgres 18 cannot open. */
const PREVIOUS_PG_MAJOR = '17';
const COMPLETE_MARKER = '.upgrade-complete';

/** Entries Postgres itself keeps at the top of a data folder; anything else there is the app's. */
const POSTGRES_ENTRIES = new Set([
  'base',
  'global',
  'pg_commit_ts',
  'pg_dynshmem',
  'pg_logical',
  'pg_multixact',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_tblspc',
  'pg_twophase',
  'PG_VERSION',
  'pg_wal',
  'pg_xact',
  'postgresql.auto.conf',
  'postgresql.conf',
  'pg_hba.conf',
  'pg_ident.conf',
  'postmaster.opts',
  'postmaster.pid',
  COMPLETE_MARKER,
]);

export interface FolderPaths {
  dataDir: string;
  /** Where the new-format copy is restored before it takes the folder's place. */
  upgrading: string;
  /** The Postgres 17 folder, kept until the new one has opened. */
  previous: string;
}

export function folderPaths(dataDir: string): FolderPaths {
  return {
    dataDir,
    upgrading: `${dataDir}.upgrading`,
    previous: `${dataDir}.pg${PREVIOUS_PG_MAJOR}`,
  };
}

/** The major version a data folder was written by, or null when it holds no database yet. */
export async function dataFolderMajor(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(join(dataDir, 'PG_VERSION'), 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Makes a data folder openable by this PGlite. A folder of PGlite 0.4 is dumped with that version
 * (kept as the `pglite-04` package), restored into a new folder, checked table by table and swapped
 * in; the app's own files there (media, outbox) follow it. Every step can be interrupted: the next
 * start sees where the last one stopped and goes on, and the old folder stays on disk until the new
 * one has opened (`finishUpgrade`). Says whether the folder holds a database, so a new one can
 * start from a template.
 */
export async function prepareDataFolder(dataDir: string): Promise<{ hasDatabase: boolean }> {
  const paths = folderPaths(dataDir);
  await resumeInterruptedSwap(paths);
  const major = await dataFolderMajor(dataDir);
  if (major === PREVIOUS_PG_MAJOR) {
    await upgradeFromPrevious(paths);
  } else if (major !== null && major !== PGLITE_PG_MAJOR) {
    throw new Error(
      `La carpeta de datos ${dataDir} es de Postgres ${major}; esta versión abre Postgres ${PGLITE_PG_MAJOR} (y convierte las de ${PREVIOUS_PG_MAJOR}).`,
    );
  }
  if (existsSync(paths.previous)) await carryAppFiles(paths.previous, dataDir);
  return { hasDatabase: major !== null };
}

/** After the new folder opened: the old one and the marker go. */
export async function finishUpgrade(dataDir: string): Promise<void> {
  const paths = folderPaths(dataDir);
  if (!existsSync(paths.previous)) return;
  await rm(join(dataDir, COMPLETE_MARKER), { force: true });
  await rm(paths.previous, { recursive: true, force: true });
}

/** A crash between the two renames leaves no folder at dataDir; put the right one there. */
async function resumeInterruptedSwap(paths: FolderPaths): Promise<void> {
  if (existsSync(paths.dataDir) || !existsSync(paths.previous)) return;
  const restored = existsSync(join(paths.upgrading, COMPLETE_MARKER));
  await rename(restored ? paths.upgrading : paths.previous, paths.dataDir);
}

async function upgradeFromPrevious(paths: FolderPaths): Promise<void> {
  // A half-restored copy from an interrupted attempt is worthless: start it again.
  await rm(paths.upgrading, { recursive: true, force: true });
  const dump = await dumpPrevious(paths.dataDir);
  await restoreCurrent(paths.upgrading, dump.sql, dump.rowCounts);
  await writeFile(join(paths.upgrading, COMPLETE_MARKER), new Date().toISOString());
  await rm(paths.previous, { recursive: true, force: true });
  await rename(paths.dataDir, paths.previous);
  await rename(paths.upgrading, paths.dataDir);
}

interface PreviousDump {
  sql: string;
  rowCounts: Map<string, number>;
}

async function dumpPrevious(dataDir: string): Promise<PreviousDump> {
  // Loaded only here: a folder already in the current format never pays for the old engine.
  const [{ PGlite: PreviousPGlite }, { pg_trgm }, { pgDump }] = await Promise.all([
    import('pglite-04'),
    import('pglite-04/contrib/pg_trgm'),
    import('@electric-sql/pglite-tools/pg_dump'),
  ]);
  const previous = await PreviousPGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const rowCounts = await countRows((text) => previous.query(text));
    // pg_dump 18 reads a Postgres 17 server; it only needs PGlite's wire-protocol entry point,
    // which 0.4 has, so the type of the new package's PGlite is not the one passed here.
    const dump = await pgDump({ pg: previous as unknown as Parameters<typeof pgDump>[0]['pg'] });
    return { sql: await dump.text(), rowCounts };
  } finally {
    await previous.close();
  }
}

async function restoreCurrent(
  folder: string,
  sql: string,
  expected: Map<string, number>,
): Promise<void> {
  const [{ PGlite }, { pgliteOptions }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('./pglite-options'),
  ]);
  const current = await PGlite.create(folder, pgliteOptions());
  try {
    await current.exec(sql);
    const restored = await countRows((text) => current.query(text));
    const missing = [...expected].filter(([table, rows]) => restored.get(table) !== rows);
    if (missing.length > 0) {
      const detail = missing
        .map(([table, rows]) => `${table}: ${rows} → ${restored.get(table) ?? 'sin tabla'}`)
        .join(', ');
      throw new Error(
        `La copia convertida no tiene todas las filas (${detail}); no se cambió nada.`,
      );
    }
  } finally {
    await current.close();
  }
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** Rows per table of the public schema, to prove the restored copy holds everything. */
async function countRows(query: Query): Promise<Map<string, number>> {
  const tables = (await query(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  )) as { rows: Array<{ name: string }> };
  const counts = new Map<string, number>();
  for (const { name } of tables.rows) {
    const result = (await query(
      `select count(*)::int as rows from public."${name.replaceAll('"', '""')}"`,
    )) as { rows: Array<{ rows: number }> };
    counts.set(name, result.rows[0]?.rows ?? 0);
  }
  return counts;
}

/** Moves what the app keeps in the data folder (uploads, outbox) from the old folder to the new. */
async function carryAppFiles(from: string, to: string): Promise<void> {
  const present = new Set(await readdir(to));
  for (const entry of await readdir(from)) {
    if (POSTGRES_ENTRIES.has(entry) || present.has(entry)) continue;
    await rename(join(from, entry), join(to, entry));
  }
}
