import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
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
