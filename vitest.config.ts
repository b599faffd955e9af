import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const nodeTests = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;
const rendererTests = {
  environment: 'jsdom' as const,
  setupFiles: ['src-renderer/test/setup.ts'],
  // Room for several of the long waits of src-renderer/test/ui-wait.ts in one test.
  testTimeout: 60_000,
};

/** Renderer test files that replace a module with `vi.mock`, found by reading them. */
const MODULE_MOCKING_RENDERER_TESTS = testFilesIn('src-renderer').filter((file) =>
  readFileSync(file, 'utf8').includes('vi.mock('),
);

function testFilesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file).split(sep).join('/'));
}

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one; on 2 cores that is one worker, and the
    // suites wait on I/O (PostgreSQL, child processes, jsdom) enough that two keep both cores
    // busy: 17 min → 11.5 min here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          ...nodeTests,
          include: [
            'src-shared/**/*.test.ts',
            'src-main/**/*.test.ts',
            'src-preload/**/*.test.ts',
            'src-server/**/*.test.ts',
            'tests/packaging/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
          // The migrated database test servers start from (tests/support/test-database.ts).
          globalSetup: ['tests/support/pglite-template-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          ...nodeTests,
          include: ['tests/api/**/*.test.ts'],
          // Migrates the databases test servers copy, once per run that selects an API file.
          globalSetup: ['tests/api/harness/global-setup.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          ...rendererTests,
          include: ['src-renderer/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING_RENDERER_TESTS],
          // One jsdom and one module graph per worker instead of per file: 4 min 27 s → 2 min 05 s
          // for this project. setup.ts resets what a test leaves behind (DOM, timers, storage).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer-module-mocks',
          ...rendererTests,
          // vi.mock replaces a module for the file that asks; in a shared module graph the real
          // module may already be loaded (or the mock leak into the next file), so these stay apart.
          include: MODULE_MOCKING_RENDERER_TESTS,
        },
      },
    ],
  },
});
