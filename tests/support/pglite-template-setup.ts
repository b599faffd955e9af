import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDataTemplate } from '../../src-server/db/data-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (gzipped tarball) test servers start from. */
    pgliteTemplate?: string;
  }
}

/**
 * Global setup of the `node` project: the migrated database the app ships (db/data-template.ts),
 * made once per run, so each test server unpacks it instead of running initdb and every migration.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'node-test-template-'));
  const file = join(dir, 'db-template.tar.gz');
  await writeDataTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
