import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inChildProcess } from './api-child-process';
import { EmbeddedApiHost } from './embedded-api-host';
import { nodeApiChild } from './node-api-child';

// The source entry through tsx: the same code `out/main/core-api.js` is built from.
const spawnApi = nodeApiChild(resolve('src-server/embedded-process.ts'), ['--import', 'tsx']);
const template = resolve('out/db-template.tar.gz');
const hostIn = (userData: string) =>
  new EmbeddedApiHost(userData, {
    runner: inChildProcess(spawnApi, { PATH: process.env.PATH ?? '' }),
    server: existsSync(template) ? { dataTemplate: template } : {},
  });

// Real starts of a process with PGlite: seconds on an idle machine, far more on a loaded one.
describe('the embedded core API in a process of its own', { timeout: 180_000 }, () => {
  let userData: string;
  afterAll(async () => {
    await rm(userData, { recursive: true, force: true });
  });

  it('answers from its own process with the memory setting, releases its folder when stopped, and says why a start failed', async () => {
    userData = await mkdtemp(join(tmpdir(), 'api-child-'));
    const first = hostIn(userData);
    const url = await first.url();
    const { pid } = await first.started();
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    const environ = await readFile(`/proc/${pid}/environ`, 'utf8');
    expect(environ.split('\0')).toContain('MALLOC_ARENA_MAX=2');
    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    // A second app on the same folder is refused with the folder named, as in one process.
    const second = hostIn(userData);
    const refused = await second.url().then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(refused?.name).toBe('DataFolderInUseError');
    expect(refused?.message).toContain(first.dataDir);

    await first.stop();
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    expect(existsSync(`/proc/${pid}`)).toBe(false);

    // Released: the next start opens the same data.
    const again = hostIn(userData);
    expect((await fetch(`${await again.url()}/api/health`)).status).toBe(200);
    await again.stop();
  });
});
