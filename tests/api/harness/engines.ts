import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import type { ServerOptions } from '../../../src-server/index';
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
}

const pglite: Engine = {
  name: 'PGlite',
  freshDatabase: async ({ persistent = false } = {}) => {
    if (!persistent) return { options: {}, dispose: async () => undefined };
    const dataDir = await mkdtemp(join(tmpdir(), 'api-test-pglite-'));
    return { options: { dataDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
  },
};

function postgres(adminUrl: string): Engine {
  return {
    name: 'PostgreSQL',
    freshDatabase: async () => {
      const database = await createThrowawayDatabase(adminUrl);
      return { options: { databaseUrl: database.url }, dispose: database.drop };
    },
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
