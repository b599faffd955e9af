import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, inject, it } from 'vitest';
import type { ServerOptions } from '../../../src-server/index';
import { copyPgliteTemplate } from './database-templates';
import { createThrowawayDatabase } from './postgres';

/** Where one test server keeps its data, and how to throw it away afterwards. */
export interface DatabaseForTest {
  options: Pick<ServerOptions, 'databaseUrl' | 'dataDir'>;
  dispose(): Promise<void>;
}

export interface Engine {
  name: 'PGlite' | 'PostgreSQL';
  /**
   * A fresh, empty database for one server. `persistent` asks for one that survives a server
   * restart (PGlite otherwise runs in memory).
   */
  freshDatabase(options?: { persistent?: boolean }): Promise<DatabaseForTest>;
  /**
   * A database of its own already at the latest migration: a copy of the run's template
   * (global-setup.ts), or a fresh one the server migrates when the run has no template.
   */
  migratedDatabase(): Promise<DatabaseForTest>;
}

/** Provided by the `api` project's global setup; absent when this harness runs elsewhere. */
const templates = () => inject('apiDatabaseTemplates');

const removeFolder = (dataDir: string) => () => rm(dataDir, { recursive: true, force: true });

const pglite: Engine = {
  name: 'PGlite',
  freshDatabase: async ({ persistent = false } = {}) => {
    if (!persistent) return { options: {}, dispose: async () => undefined };
    const dataDir = await mkdtemp(join(tmpdir(), 'api-test-pglite-'));
    return { options: { dataDir }, dispose: removeFolder(dataDir) };
  },
  migratedDatabase: async () => {
    const template = templates()?.pgliteDir;
    if (!template) return pglite.freshDatabase();
    const dataDir = await copyPgliteTemplate(template);
    return { options: { dataDir }, dispose: removeFolder(dataDir) };
  },
};

function postgres(adminUrl: string): Engine {
  const create = async (template?: string): Promise<DatabaseForTest> => {
    const database = await createThrowawayDatabase(adminUrl, template ? { template } : {});
    return { options: { databaseUrl: database.url }, dispose: database.drop };
  };
  return {
    name: 'PostgreSQL',
    freshDatabase: () => create(),
    migratedDatabase: () => create(templates()?.postgresTemplate),
  };
}

const databaseUrl = process.env.DATABASE_URL?.trim();
const inCi = process.env.CI === 'true';

/** PGlite always; PostgreSQL when DATABASE_URL is set. */
export const availableEngines: Engine[] = databaseUrl ? [pglite, postgres(databaseUrl)] : [pglite];

/**
 * Runs `body` once per available engine. A missing PostgreSQL shows up as a visible skip locally
 * and as a failure in CI, where a silent skip would hide that the suite never ran on PostgreSQL.
 */
export function describeEngines(title: string, body: (engine: Engine) => void): void {
  const cases = availableEngines.map((engine) => [engine.name, engine] as const);
  describe.each(cases)(`${title} · %s`, (_name, engine) => body(engine));
  describeMissingPostgres(title);
}

/**
 * For what only PostgreSQL has: several API processes on one database (a PGlite folder has one
 * owner). Skipped visibly without DATABASE_URL, a failure in CI, like describeEngines.
 */
export function describePostgres(title: string, body: (engine: Engine) => void): void {
  const engine = availableEngines.find((candidate) => candidate.name === 'PostgreSQL');
  if (engine) describe(`${title} · PostgreSQL`, () => body(engine));
  describeMissingPostgres(title);
}

function describeMissingPostgres(title: string): void {
  if (databaseUrl) return;
  if (inCi) {
    describe(`${title} · PostgreSQL`, () => {
      it('needs DATABASE_URL', () => {
        throw new Error(
          'DATABASE_URL is required in CI (CI=true) to run the API tests on PostgreSQL',
        );
      });
    });
  } else {
    describe.skip(`${title} · PostgreSQL (skipped: DATABASE_URL not set)`, () => {
      it('runs every test above on PostgreSQL too', () => undefined);
    });
  }
}
