import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { builtinModules } from 'node:module';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '../../src-shared/api/paths';

const root = resolve(import.meta.dirname, '../..');
const bundle = join(root, 'out/server/server.js');
const run = promisify(execFile);

interface Manifest {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = async (): Promise<Manifest> =>
  JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as Manifest;

/** `lodash/fp` → `lodash`, `@scope/pkg/sub` → `@scope/pkg`. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Waits for the line the server prints once it listens, and gives its URL. */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolveUrl, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /escuchando en (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
}

describe('the team server as built JavaScript', () => {
  let dataDir: string;
  let server: ChildProcess | undefined;

  beforeAll(async () => {
    await run(process.execPath, [join(root, 'scripts/build-server.mjs')], { cwd: root });
    dataDir = await mkdtemp(join(tmpdir(), 'marca-built-server-'));
  }, 120_000);

  afterAll(async () => {
    if (server?.exitCode === null) {
      const exited = new Promise((done) => server?.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loads nothing but Node built-ins and production dependencies', async () => {
    const manifest = await readManifest();
    const allowed = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.optionalDependencies ?? {}),
    ]);
    // Without block comments: bundled Kysely's documentation quotes SQL such as `from "person"`.
    const code = (await readFile(bundle, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '');
    const specifiers = [
      ...code.matchAll(
        // A space before the quote: esbuild writes `from "x"`, prose such as "came from" does not;
        // a specifier has no spaces (bundled Kysely writes SQL such as `" from "`).
        /(?:\bfrom\s|\bimport\s|\brequire\s*\(|\bimport\s*\()\s*["']([^"'./\s][^"'\s]*)["']/g,
      ),
    ].map((match) => match[1] ?? '');
    const outside = specifiers.filter(
      (specifier) =>
        !specifier.startsWith('node:') &&
        !builtinModules.includes(specifier) &&
        !allowed.has(packageOf(specifier)),
    );
    expect(specifiers).toContain('fastify');
    expect(outside).toEqual([]);
  });

  it('starts with `npm run server` on plain Node and answers as the core API', async () => {
    const [command, ...args] = (await readManifest()).scripts.server?.split(' ') ?? [];
    expect(command).toBe('node');
    server = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await listeningUrl(server);

    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    const registered = await fetch(`${url}${ApiPath.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'equipo@ejemplo.mx', password: 'contraseña-1' }),
    });
    expect(registered.status).toBe(201);
    const { response } = (await registered.json()) as { response: { token: string } };
    const profile = await fetch(`${url}${ApiPath.profile}`, {
      headers: { authorization: `Bearer ${response.token}` },
    });
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ response: { email: 'equipo@ejemplo.mx' } });
  }, 120_000);
});
