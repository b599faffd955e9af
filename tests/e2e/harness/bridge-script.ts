import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

let bundled: Promise<string> | undefined;

/** The browser bridge as one classic script, ready for `page.addInitScript`. */
export function browserBridgeScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./browser-bridge.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
  }).then((result) => result.outputFiles[0]!.text);
  return bundled;
}
