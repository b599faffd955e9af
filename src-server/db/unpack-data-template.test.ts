import { mkdtemp, readdir, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openPglite, type PgliteEngine } from './pglite-engine';
import { unpackDataTemplate } from './unpack-data-template';

const template = (): string => {
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('the node project provides the migrated template');
  return file;
};

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function migrationsIn(engine: PgliteEngine): Promise<number> {
  const client = new pg.Client(engine.pgConfig);
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('select count(*) from kysely_migration');
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe('unpackDataTemplate', () => {
  const folders: string[] = [];
  const engines: PgliteEngine[] = [];
  afterEach(async () => {
    for (const engine of engines.splice(0)) await engine.close();
    for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
  });
  const newFolder = async () => {
    const root = await mkdtemp(join(tmpdir(), 'unpack-template-'));
    folders.push(root);
    return join(root, 'core-api');
  };

  it('writes a database PGlite opens, owner-only, without the maps Postgres rebuilds', async () => {
    const dataDir = await newFolder();
    await unpackDataTemplate(template(), dataDir);
    const files = await filesUnder(dataDir);
    expect(files).toContain('PG_VERSION');
    expect(files.filter((name) => /_(fsm|vm)$/.test(name))).toEqual([]);
    if (process.platform !== 'win32') {
      expect((await stat(join(dataDir, 'PG_VERSION'))).mode & 0o777).toBe(0o600);
      expect((await stat(join(dataDir, 'base'))).mode & 0o777).toBe(0o700);
    }
    const engine = await openPglite(dataDir);
    engines.push(engine);
    expect(await migrationsIn(engine)).toBeGreaterThan(0);
  });

  it('starts over on a folder a first start left half-written', async () => {
    const dataDir = await newFolder();
    await unpackDataTemplate(template(), dataDir);
    // Interrupted before its last file: PG_VERSION missing, a catalog file cut short.
    await rm(join(dataDir, 'PG_VERSION'));
    await truncate(join(dataDir, 'global/1262'), 0);
    const engine = await openPglite(dataDir, template());
    engines.push(engine);
    expect(await migrationsIn(engine)).toBeGreaterThan(0);
  });
});
