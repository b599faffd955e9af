import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // keytar is an optional native dependency: loaded from node_modules at run time, or missing.
      // Kysely is bundled: its few hundred small ES modules cost ~100 ms to load one by one, on
      // every start of the embedded API (src-server/embedded-process.ts).
      externalizeDeps: { include: ['keytar'], exclude: ['kysely'] },
      lib: {
        entry: {
          index: resolve(root, 'src-main/index.ts'),
          // The embedded core API's own process (src-main/electron/utility-api-child.ts).
          'core-api': resolve(root, 'src-server/embedded-process.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can require only `electron`: everything else is bundled in.
      externalizeDeps: false,
      lib: { entry: resolve(root, 'src-preload/index.ts') },
      // Sandboxed preloads cannot load ES modules.
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    base: './',
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // Smaller bundle, faster first paint from the app:// protocol.
      minify: true,
      rollupOptions: {
        input: resolve(root, 'src-renderer/index.html'),
        output: {
          // Everything the first screen needs (what index.html imports statically) in one chunk:
          // one request, and gzip compresses it better than the dozen shared pieces it would
          // otherwise be cut into. Pages, the shell and feature catalogues stay on-demand chunks.
          codeSplitting: { groups: [{ name: 'start-up', tags: ['$initial'] }] },
        },
      },
    },
  },
});
