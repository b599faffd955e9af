import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { loadOnce } from '../lazy/load-once';

/** What every PGlite of a process is made from: its compiled engine and its files' bundle. */
export interface PgliteArtifacts {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

// Node has the global at run time; this project's Node typings declare only its types.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> };
};

/**
 * V8 runs PGlite's functions with its baseline compiler and recompiles the hot ones with its
 * optimising one. At the default budget, Postgres' boot alone makes hundreds of functions "hot":
 * ~400 ms of CPU on background threads that the start, on a two-core machine, waits behind. Fifty
 * times the budget leaves the boot on baseline code; functions that are really hot (a query's
 * scan and sort loops) are still optimised after a few more runs (no change measured in the finder
 * benchmark). Set before the first PGlite is instantiated: the budget is read then.
 */
export const WASM_TIERING_BUDGET = 100_000_000;

async function load(): Promise<PgliteArtifacts> {
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  // The files PGlite itself would read, beside the module it is loaded from.
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  // Read at once, not with a callback: the server's modules then load synchronously for ~200 ms,
  // and a callback would only start V8's background compile after them, leaving the start idle
  // while it finishes. 9 MB from the file cache take a few milliseconds.
  const compiled = wasm.compile(readFileSync(join(dist, 'pglite.wasm')));
  const [pgliteWasmModule, bundle] = await Promise.all([
    compiled,
    readFile(join(dist, 'pglite.data')),
  ]);
  return { pgliteWasmModule, fsBundle: new Blob([bundle]) };
}

/**
 * PGlite's 9 MB of WebAssembly compiled, and its 6 MB file bundle read, once per process. V8
 * compiles on background threads, so the embedded API's process starts this before it loads the
 * server's modules and both proceed at once (src-server/embedded-process.ts).
 */
export const pgliteArtifacts = loadOnce(load);
