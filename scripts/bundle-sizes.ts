// What the built renderer and preload weigh (`out/`, after `electron-vite build`): the renderer's
// initial JavaScript is the entry chunk plus every chunk it imports statically, as the page must
// fetch and run them all before anything shows; every other chunk loads on demand.
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSize {
  raw: number;
  gzip: number;
}

export interface RendererSizes {
  initial: FileSize & { files: string[] };
  onDemand: FileSize & { files: string[] };
}

const sizeOf = (bytes: Buffer): FileSize => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
});

const sum = (sizes: FileSize[]): FileSize => ({
  raw: sizes.reduce((total, size) => total + size.raw, 0),
  gzip: sizes.reduce((total, size) => total + size.gzip, 0),
});

export function fileSize(path: string): FileSize {
  return sizeOf(readFileSync(path));
}

/** `import{a as b}from"./x.js"`, `import"./x.js"`: static imports only, never `import("…")`. */
const STATIC_IMPORT =
  /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']|\bexport\s*\*\s*from\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

function staticImports(source: string): string[] {
  return [...source.matchAll(STATIC_IMPORT)].map((match) => (match[1] ?? match[2])!);
}

/** The chunks `index.html` starts (its module script and modulepreload links), relative to it. */
function entryChunks(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+\.js)"/g)];
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)];
  return [...scripts, ...preloads].map((match) => posix.normalize(match[1]!));
}

export function rendererSizes(rendererDir: string): RendererSizes {
  const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  const initial = new Set<string>();
  const pending = entryChunks(html);
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (initial.has(file)) continue;
    initial.add(file);
    const source = readFileSync(join(rendererDir, file), 'utf8');
    const dir = posix.dirname(file);
    pending.push(...staticImports(source).map((spec) => posix.join(dir, spec)));
  }
  const all = readdirSync(join(rendererDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => posix.join('assets', name));
  const onDemand = all.filter((file) => !initial.has(file));
  const measure = (files: string[]) => ({
    files,
    ...sum(files.map((file) => fileSize(join(rendererDir, file)))),
  });
  return { initial: measure([...initial]), onDemand: measure(onDemand) };
}
