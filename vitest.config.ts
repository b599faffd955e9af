import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src-shared/**/*.test.ts',
            'src-main/**/*.test.ts',
            'src-preload/**/*.test.ts',
            'src-server/**/*.test.ts',
            'tests/api/**/*.test.ts',
            'tests/packaging/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['src-renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['src-renderer/test/setup.ts'],
        },
      },
    ],
  },
});
