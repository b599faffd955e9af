import { mkdtemp, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError } from './folder-lock';
import { claimDataFolder, OWNER_FILE } from './folder-owner-file';

/** Short beats, so a silent record goes stale within the test (a beat late by 2 s is not seen). */
const FAST = { heartbeatMs: 50, staleMs: 2_000 };

/** A record as another container's process writes it: a PID namespace this one cannot see into. */
const foreignRecord = (pid = 4242) =>
  JSON.stringify({
    pid,
    command: 'node server.js (otro contenedor)',
    token: 'foreign',
    host: 'otro-contenedor',
    boot: 'otro-arranque',
    pidNamespace: 'pid:[1]',
  });

describe('the owner record inside a data folder', () => {
  const releases: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const release of releases.splice(0)) await release();
  });

  async function folder(): Promise<string> {
    return mkdtemp(join(tmpdir(), 'owner-file-'));
  }

  it('refuses a second claim while the owner runs, names it, and is free once released', async () => {
    const dataDir = await folder();
    const first = await claimDataFolder(dataDir, FAST);

    const refusal = await claimDataFolder(dataDir, FAST).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataFolderInUseError);
    expect((refusal as DataFolderInUseError).holder?.pid).toBe(process.pid);

    await first.release();
    const second = await claimDataFolder(dataDir, FAST);
    releases.push(second.release);
  });

  it('takes over at once a record whose process is gone on this machine (kill -9)', async () => {
    const dataDir = await folder();
    const gone = await claimDataFolder(dataDir, FAST);
    // What kill -9 leaves: the record, fresh, of a pid that no longer runs.
    const record = JSON.parse(await readFile(join(dataDir, OWNER_FILE), 'utf8')) as object;
    await gone.release();
    await writeFile(join(dataDir, OWNER_FILE), JSON.stringify({ ...record, pid: 2 ** 22 + 7 }));

    // Judged gone without waiting for the record to age: that would take longer than the test may.
    const mine = await claimDataFolder(dataDir, { heartbeatMs: 50, staleMs: 120_000 });
    releases.push(mine.release);
  });

  it('refuses while a process it cannot see keeps its record beating, and takes over once it stops', async () => {
    const dataDir = await folder();
    const path = join(dataDir, OWNER_FILE);
    await writeFile(path, foreignRecord());
    // The other container's beats: its record's time moves on.
    const beat = setInterval(() => {
      const now = new Date();
      void utimes(path, now, now).catch(() => undefined);
    }, FAST.heartbeatMs);
    try {
      const refusal = await claimDataFolder(dataDir, FAST).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DataFolderInUseError);
      expect((refusal as Error).message).toContain('proceso 4242');
    } finally {
      clearInterval(beat);
    }

    // It stopped (killed, or its container gone): once stale, the folder is this process's.
    const mine = await claimDataFolder(dataDir, FAST);
    releases.push(mine.release);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('keeps its own record beating', async () => {
    const dataDir = await folder();
    const path = join(dataDir, OWNER_FILE);
    const mine = await claimDataFolder(dataDir, FAST);
    releases.push(mine.release);
    const firstBeat = (await stat(path)).mtimeMs;
    await expect
      .poll(async () => (await stat(path)).mtimeMs, { timeout: 5_000 })
      .toBeGreaterThan(firstBeat);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it('leaves another owner’s record alone on release', async () => {
    const dataDir = await folder();
    const path = join(dataDir, OWNER_FILE);
    // No beat during this test: only the release is looked at.
    const mine = await claimDataFolder(dataDir, { heartbeatMs: 60_000, staleMs: 300_000 });
    // Someone judged this process gone and took the folder: its record stays.
    await writeFile(path, foreignRecord());
    await mine.release();
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ token: 'foreign' });
  });
});
