import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { openDatabase, type DatabaseLocation } from '../../../src-server/db/database';
import { migrateToLatest } from '../../../src-server/db/migrate';
import { createThrowawayDatabase } from './postgres';

/**
 * Databases migrated once per test run (global-setup.ts), which every test server starts from a
 * copy of: starting PGlite on a new folder and migrating it costs seconds, copying a migrated
 * folder a fraction of one, and PostgreSQL clones a template database without replaying a single
 * migration.
 */
export interface DatabaseTemplates {
  /** A closed PGlite data folder at the latest migration. */
  pgliteDir: string;
  /** A PostgreSQL database at the latest migration, cloned with CREATE DATABASE … TEMPLATE. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the harness runs outside the `api` project (each server then migrates). */
    apiDatabaseTemplates?: DatabaseTemplates;
  }
}

async function migrateOnce(location: DatabaseLocation): Promise<void> {
  const { db } = await openDatabase(location);
  try {
    await migrateToLatest(db);
  } finally {
    // Closed, so the folder can be copied and the template cloned (PostgreSQL refuses to clone a
    // database anyone is connected to).
    await db.destroy();
  }
}

export async function createDatabaseTemplates(
  postgresAdminUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; dispose(): Promise<void> }> {
  const pgliteDir = await mkdtemp(join(tmpdir(), 'api-test-template-'));
  const disposals: Array<() => Promise<void>> = [
    () => rm(pgliteDir, { recursive: true, force: true }),
  ];
  const dispose = async () => {
    await Promise.all(disposals.map((disposal) => disposal()));
  };
  try {
    const templates: DatabaseTemplates = { pgliteDir };
    const migrations = [migrateOnce({ dataDir: pgliteDir })];
    if (postgresAdminUrl) {
      const template = await createThrowawayDatabase(postgresAdminUrl);
      disposals.push(template.drop);
      templates.postgresTemplate = template.name;
      migrations.push(migrateOnce({ databaseUrl: template.url }));
    }
    // Both settle before a failure throws, so nothing is still writing what dispose removes.
    const failure = (await Promise.allSettled(migrations)).find(
      (result) => result.status === 'rejected',
    );
    if (failure) throw failure.reason;
    return { templates, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

const run = promisify(execFile);

/** A new PGlite folder holding a copy of the template's data. */
export async function copyPgliteTemplate(templateDir: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'api-test-pglite-'));
  // `cp` copies PGlite's ~1,200 small files in a tenth of the time Node's fs.cp takes.
  if (process.platform === 'win32') {
    await cp(templateDir, dataDir, { recursive: true });
  } else {
    await run('cp', ['-R', `${templateDir}/.`, dataDir]);
  }
  return dataDir;
}
