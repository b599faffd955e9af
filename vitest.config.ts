import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const nodeTests = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

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
          environment: 'jsdom',
          include: ['src-renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src-renderer/test/setup.ts'],
          // Room for several of the long waits of src-renderer/test/ui-wait.ts in one test.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
