// The floor under the embedded API's start (bench-stack-floor-entry.ts), built and timed as
// bench.ts times the API itself: spawn to listening, on a given Node, on an existing data folder.
import { fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { COMPILE_CACHE_ENV } from '../src-server/embedded-protocol';
import { API_PROCESS_ENV } from '../src-main/server-host/api-child-process';

const root = resolve(import.meta.dirname, '..');
const OUT_DIR = join(root, 'out/bench');
const ENTRY = join(OUT_DIR, 'stack-floor.js');

/** Bundles the floor's entry as out/main/core-api.js is bundled: npm packages stay outside. */
export async function buildStackFloor(): Promise<void> {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    optionalDependencies?: Record<string, string>;
  };
  await build({
    entryPoints: { 'stack-floor': join(root, 'scripts/bench-stack-floor-entry.ts') },
    outdir: OUT_DIR,
    bundle: true,
    // The entry stays small and imports the rest as a chunk, as core-api.js does: Node's compile
    // cache, switched on by the entry, only serves modules loaded after it.
    splitting: true,
    platform: 'node',
    format: 'esm',
    // As electron-vite bundles the app's main: Kysely's many small modules inside, the rest not.
    external: Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }).filter(
      (name) => name !== 'kysely',
    ),
    logLevel: 'warning',
  });
}

/**
 * One start of the floor on an existing PGlite folder no API holds: spawn to listening, in ms. Its
 * compile cache sits beside the folder, so the first start fills it, as the app's first launch
 * fills the API's.
 */
export async function stackFloorStart(dataDir: string, execPath?: string): Promise<number> {
  const begin = performance.now();
  const child = fork(ENTRY, [], {
    env: {
      ...process.env,
      ...API_PROCESS_ENV,
      [COMPILE_CACHE_ENV]: join(dataDir, '..', 'stack-floor-compile-cache'),
    },
    // Not this process's flags (tsx's loader when the bench runs under tsx), as nodeApiChild.
    execArgv: [],
    ...(execPath ? { execPath } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  const listening = new Promise<void>((up, fail) => {
    child.once('message', () => up());
    child.once('exit', (code) =>
      fail(new Error(`the stack's floor exited (${code}) before listening`)),
    );
  });
  child.send(dataDir);
  await listening;
  const ms = performance.now() - begin;
  child.disconnect();
  await exited;
  return ms;
}
