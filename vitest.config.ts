import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const NODE_TEST_FOLDERS = [
  'src-shared',
  'src-main',
  'src-preload',
  'src-server',
  'tests/packaging',
  'tests/lint',
];
const nodeTests = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;
const rendererTests = {
  environment: 'jsdom' as const,
  setupFiles: ['src-renderer/test/setup.ts'],
  // Room for several of the long waits of src-renderer/test/ui-wait.ts in one test.
  testTimeout: 60_000,
};

/**
 * Test files that need a process of their own, found by reading them: those that replace a module
 * with `vi.mock` (in a shared module graph the real module may already be loaded, or the mock leak
 * into the next file) and those that measure the process's memory (what earlier files left in a
 * shared worker counts against them). Every other file shares its worker's module graph
 * (`isolate: false`: the server, jsdom and React are loaded once per worker, not once per file).
 */
function testsNeedingOwnProcess(folders: string[], name: RegExp): string[] {
  return folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => name.test(file))
      .map((file) => join(folder, file).split(sep).join('/'))
      .filter((file) => /vi\.mock\(|memoryUsage\(/.test(readFileSync(file, 'utf8'))),
  );
}
const NODE_OWN_PROCESS = testsNeedingOwnProcess([...NODE_TEST_FOLDERS, 'tests/api'], /\.test\.ts$/);
const RENDERER_OWN_PROCESS = testsNeedingOwnProcess(['src-renderer'], /\.test\.tsx?$/);
const excludingOwnProcess = [
  ...configDefaults.exclude,
  ...NODE_OWN_PROCESS,
  ...RENDERER_OWN_PROCESS,
];

// On 2 cores, the whole run: 17 min 10 s with Vitest's defaults there (one isolated worker).
export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: on 2 cores, one worker. The suites wait on
    // I/O (PostgreSQL, child processes) enough that two keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'node',
          ...nodeTests,
          include: NODE_TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: excludingOwnProcess,
          isolate: false,
          // The migrated database test servers start from (tests/support/test-database.ts).
          globalSetup: ['tests/support/pglite-template-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          ...nodeTests,
          include: ['tests/api/**/*.test.ts'],
          exclude: excludingOwnProcess,
          isolate: false,
          // Migrates the databases test servers copy, once per run that selects an API file.
          globalSetup: ['tests/api/harness/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'node-own-process',
          ...nodeTests,
          include: NODE_OWN_PROCESS,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          ...rendererTests,
          include: ['src-renderer/**/*.test.{ts,tsx}'],
          exclude: excludingOwnProcess,
          // setup.ts resets what a test leaves behind in the shared jsdom (DOM, timers, storage).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: { name: 'renderer-own-process', ...rendererTests, include: RENDERER_OWN_PROCESS },
      },
    ],
  },
});
