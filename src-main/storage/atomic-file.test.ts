import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sweepTemporaryFiles, writeFileAtomic } from './atomic-file';

const projectRoot = resolve(import.meta.dirname, '../..');
const encode = (value: string) => new TextEncoder().encode(value);

// The child replaces fs/promises' rename with a kill: the process dies after the bytes are
// written and flushed but before the rename, the worst moment for a non-atomic writer.
const CRASHING_WRITER = `
import module, { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
require('node:fs/promises').rename = async () => { process.kill(process.pid, 'SIGKILL'); };
module.syncBuiltinESMExports();
const { writeFileAtomic } = await import(process.env.ATOMIC_FILE_URL);
await writeFileAtomic(process.argv[2], new TextEncoder().encode(process.argv[3]));
console.log('renamed anyway');
`;

async function crashWhileWriting(target: string, content: string) {
  const folder = await mkdtemp(join(tmpdir(), 'atomic-child-'));
  const script = join(folder, 'crashing-writer.mjs');
  await writeFile(script, CRASHING_WRITER);
  return new Promise<{ signal: NodeJS.Signals | null; stdout: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, target, content],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          ATOMIC_FILE_URL: pathToFileURL(join(import.meta.dirname, 'atomic-file.ts')).href,
        },
      },
      (error, stdout) => done({ signal: error?.signal ?? null, stdout }),
    );
  });
}

describe('atomic file writes', () => {
  it('replaces a file fully, large content included, and leaves nothing else behind', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atomic-'));
    const target = join(folder, 'kit.pdf');
    await writeFile(target, 'old content that is longer than nothing');
    const big = new Uint8Array(5 * 1024 * 1024).map((_, i) => i % 251);
    await writeFileAtomic(target, big);
    expect(Buffer.compare(await readFile(target), Buffer.from(big))).toBe(0);
    await writeFileAtomic(target, encode('short'));
    expect(await readFile(target, 'utf8')).toBe('short');
    expect(await readdir(folder)).toEqual(['kit.pdf']);
  });

  it('makes exports readable by others and private files readable by their owner only', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atomic-'));
    await writeFileAtomic(join(folder, 'kit.png'), encode('png'));
    await writeFileAtomic(join(folder, 'accounts.json'), encode('{}'), { mode: 0o600 });
    expect((await stat(join(folder, 'kit.png'))).mode & 0o777).toBe(0o644 & ~process.umask());
    expect((await stat(join(folder, 'accounts.json'))).mode & 0o077).toBe(0);
  });

  it('removes its temporary file when the write fails', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atomic-'));
    const target = join(folder, 'taken');
    await mkdir(target);
    await expect(writeFileAtomic(target, encode('x'))).rejects.toThrow();
    expect(await readdir(folder)).toEqual(['taken']);
    await expect(writeFileAtomic(join(folder, 'gone', 'kit.pdf'), encode('x'))).rejects.toThrow();
  });

  it('atomic write survives a crash between write and rename (no half file)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atomic-crash-'));
    const existing = join(folder, 'kit.pdf');
    const old = 'the old kit, whole';
    await writeFile(existing, old);

    const overExisting = await crashWhileWriting(existing, 'x'.repeat(100_000));
    expect(overExisting).toEqual({ signal: 'SIGKILL', stdout: '' });
    expect(await readFile(existing, 'utf8')).toBe(old);

    const fresh = join(folder, 'new.pdf');
    expect((await crashWhileWriting(fresh, 'new kit')).signal).toBe('SIGKILL');
    await expect(stat(fresh)).rejects.toMatchObject({ code: 'ENOENT' });

    // What the crashes left are temporary files only, which the start-up sweep removes.
    const leftovers = (await readdir(folder)).filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toHaveLength(2);
    expect((await sweepTemporaryFiles(folder)).sort()).toEqual(leftovers.sort());
    expect(await readdir(folder)).toEqual(['kit.pdf']);
  });

  it('sweeps only its own temporary files, and a missing folder is nothing to sweep', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atomic-sweep-'));
    await writeFile(join(folder, 'notes.tmp'), 'the user’s own');
    await writeFile(join(folder, 'kit.pdf.0123456789ab.tmp'), 'left by a crash');
    expect(await sweepTemporaryFiles(folder)).toEqual(['kit.pdf.0123456789ab.tmp']);
    expect(await readdir(folder)).toEqual(['notes.tmp']);
    expect(await sweepTemporaryFiles(join(folder, 'missing'))).toEqual([]);
  });

  it('sweeps subfolders when asked', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'atomic-sweep-'));
    await mkdir(join(folder, 'thumbs'));
    await writeFile(join(folder, 'kit.json.0123456789ab.tmp'), '');
    await writeFile(join(folder, 'thumbs', 'a.jpg.abcdef012345.tmp'), '');
    expect(await sweepTemporaryFiles(folder)).toEqual(['kit.json.0123456789ab.tmp']);
    expect(await sweepTemporaryFiles(folder, { recursive: true })).toEqual([
      join('thumbs', 'a.jpg.abcdef012345.tmp'),
    ]);
    expect(await readdir(folder, { recursive: true })).toEqual(['thumbs']);
  });
});
