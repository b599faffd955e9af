import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, startServer, type RunningServer } from '../../src-server/index';
import { availableEngines, type DatabaseForTest } from './harness/engines';

const pglite = availableEngines.find((engine) => engine.name === 'PGlite')!;

/** A child process holding `dataDir` open, resolved once it says so. */
async function holdInChild(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/fixtures/hold-data-folder.ts', dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited (${code})`)));
  });
  await ready;
  return child;
}

describe('one owner per PGlite folder', { timeout: 60_000 }, () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function folder(): Promise<DatabaseForTest & { dataDir: string }> {
    const database = await pglite.migratedDatabase();
    cleanups.push(database.dispose);
    return { ...database, dataDir: database.options.dataDir! };
  }

  async function start(dataDir: string): Promise<RunningServer> {
    const server = await startServer({ port: 0, dataDir });
    cleanups.push(() => server.close());
    return server;
  }

  it('refuses a second server in the same process, and opens once the first has closed', async () => {
    const { dataDir } = await folder();
    const first = await startServer({ port: 0, dataDir });

    const refusal = await startServer({ port: 0, dataDir }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as DataFolderInUseError).holder?.pid).toBe(process.pid);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain(`proceso ${process.pid}`);
    // The refused start did not disturb the owner.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    await first.close();
    await start(dataDir);
  });

  it('refuses while another process holds the folder, and opens after that process is killed', async () => {
    const { dataDir } = await folder();
    const child = await holdInChild(dataDir);
    cleanups.push(async () => child.kill('SIGKILL'));

    const refusal = await startServer({ port: 0, dataDir }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as Error).message).toContain(dataDir);
    expect((refusal as Error).message).toContain(`proceso ${child.pid}`);
    expect((refusal as Error).message).toContain('hold-data-folder.ts');

    // A crash leaves no lock behind: the kernel lets the endpoint go with the process.
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
    const server = await start(dataDir);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('npm run seed on a folder someone holds', { timeout: 60_000 }, () => {
  it('says so in one line and exits 1, without a stack', async () => {
    const database = await pglite.migratedDatabase();
    const dataDir = database.options.dataDir!;
    const holder = await holdInChild(dataDir);
    try {
      const answer = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/seed.ts', '--count', '1', '--data-dir', dataDir],
        // Seeding never touches PostgreSQL: without DATABASE_URL, as on a desktop.
        { encoding: 'utf8', env: { ...process.env, DATABASE_URL: '' } },
      );
      expect(answer.status).toBe(1);
      const lines = answer.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('ya está abierta por el proceso');
      expect(answer.stdout).toBe('');
    } finally {
      holder.kill('SIGKILL');
      await database.dispose();
    }
  });
});

/**
 * Issue 35: the socket lock lives in the network namespace and is named after the path, so these
 * openers never meet it; the owner record inside the folder stops them. Needs root's `unshare`
 * (CI runs as root): skipped visibly elsewhere, a failure in CI.
 */
const canUnshare =
  process.getuid?.() === 0 && spawnSync('unshare', ['--net', '--mount', 'true']).status === 0;
const inCi = process.env.CI === 'true';

describe.skipIf(!canUnshare && !inCi)(
  'one owner across namespaces and mounts',
  { timeout: 60_000 },
  () => {
    const run = promisify(execFile);
    const cleanups: Array<() => Promise<unknown>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    async function heldFolder(): Promise<{ dataDir: string; holder: ChildProcess }> {
      expect(canUnshare, 'unshare --net --mount as root').toBe(true);
      const database = await pglite.migratedDatabase();
      cleanups.push(database.dispose);
      const dataDir = database.options.dataDir!;
      const holder = await holdInChild(dataDir);
      cleanups.push(async () => holder.kill('SIGKILL'));
      return { dataDir, holder };
    }

    const opener = ['--import', 'tsx', 'tests/fixtures/open-data-folder.ts'];

    it('refuses a process in another network namespace', async () => {
      const { dataDir, holder } = await heldFolder();
      const { stdout } = await run('unshare', ['--net', process.execPath, ...opener, dataDir]);
      expect(stdout).toContain('refused');
      expect(stdout).toContain(`proceso ${holder.pid}`);
    });

    it('refuses a process reaching the folder through a bind mount, and opens once the owner is killed', async () => {
      const { dataDir, holder } = await heldFolder();
      const mountPoint = await mkdtemp(join(tmpdir(), 'bind-mount-'));
      const script = (target: string) =>
        run('unshare', [
          '--mount',
          'sh',
          '-c',
          'mount --bind "$1" "$2" && exec "$3" --import tsx tests/fixtures/open-data-folder.ts "$2"',
          'sh',
          target,
          mountPoint,
          process.execPath,
        ]);
      expect((await script(dataDir)).stdout).toContain('refused');

      // kill -9 leaves the record behind: the next opener sees its process is gone and takes over.
      const exited = once(holder, 'exit');
      holder.kill('SIGKILL');
      await exited;
      expect((await script(dataDir)).stdout).toContain('opened');
    });
  },
);
