#!/usr/bin/env node
// `npm run build:server`: the core API as one plain-JavaScript ES module in out/server/, run by
// `npm run server` on Node with production dependencies only (`npm ci --omit=dev`).
// Production dependencies stay outside the bundle (PGlite reads its .wasm/.data beside its own
// files, sharp loads native code); everything else the server imports (its sources, src-shared,
// its JSON catalogue, dev-only packages such as i18next and simple-icons) is bundled in.
// Migrations are listed in code (src-server/db/migrations/index.ts), so they are in the bundle.
import { spawnSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'out/server');
const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
// A package marked external also keeps its subpaths external (@electric-sql/pglite/contrib/…).
// Kysely is the exception: its few hundred small ES modules cost ~100 ms to load one by one at
// every start, and bundled they are one file (the app's core-api.js bundles it the same way).
const external = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
  (name) => name !== 'kysely',
);

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: join(root, 'src-server/standalone.ts'),
    'write-data-template': join(root, 'src-server/db/write-data-template.ts'),
  },
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The oldest Node the engines range accepts (its first version): the bundle must run there.
  target: `node${manifest.engines.node.match(/\d+(?:\.\d+){0,2}/)[0]}`,
  external,
  // CommonJS packages bundled into an ES module still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
});
// A migrated database that a new data folder starts from (the app's and this server's first start).
const template = join(root, 'out/db-template.tar.gz');
const written = spawnSync(process.execPath, [join(outDir, 'write-data-template.js'), template], {
  stdio: 'inherit',
});
if (written.status !== 0) process.exit(written.status ?? 1);
console.log('build:server: out/server/server.js, out/db-template.tar.gz');
