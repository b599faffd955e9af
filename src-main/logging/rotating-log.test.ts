import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { RotatingLog, routeConsoleTo } from './rotating-log';

const at = () => new Date('2026-11-26T12:00:00.000Z');

async function logFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'rotating-log-'));
  return { dir, path: join(dir, 'logs', 'main.log') };
}

describe('the main-process log file', () => {
  it('appends timestamped lines, creating its folder', async () => {
    const { path } = await logFolder();
    const log = new RotatingLog({ path, now: at });
    log.info('started', { port: 4000 });
    log.error('[core-api] failed to start', new Error('boom'));
    const text = await readFile(path, 'utf8');
    expect(text).toMatch(/^2026-11-26T12:00:00.000Z INFO started \{ port: 4000 \}\n/);
    expect(text).toContain('ERROR [core-api] failed to start Error: boom');
  });

  it('rotates past the size limit and keeps only the newest three older files', async () => {
    const { dir, path } = await logFolder();
    const log = new RotatingLog({ path, maxBytes: 200, keep: 3, now: at });
    // Each entry is about 80 bytes: two fit in a file, so 12 entries make 6 files' worth.
    for (let entry = 1; entry <= 12; entry += 1) log.info(`entry ${entry}`.padEnd(40, '.'));
    expect((await readdir(join(dir, 'logs'))).sort()).toEqual([
      'main.log',
      'main.log.1',
      'main.log.2',
      'main.log.3',
    ]);
    const current = await readFile(path, 'utf8');
    expect(current).toContain('entry 11');
    expect(current).toContain('entry 12');
    expect(await readFile(`${path}.1`, 'utf8')).toContain('entry 10');
    expect(await readFile(`${path}.3`, 'utf8')).toContain('entry 5');
    for (const file of ['main.log', 'main.log.1', 'main.log.2', 'main.log.3']) {
      expect((await readFile(join(dir, 'logs', file))).byteLength).toBeLessThanOrEqual(200);
    }
  });

  it('counts what an earlier run left in the file', async () => {
    const { dir, path } = await logFolder();
    new RotatingLog({ path }).info('x');
    await writeFile(path, 'y'.repeat(190));
    new RotatingLog({ path, maxBytes: 200, now: at }).info('after restart');
    expect(await readFile(`${path}.1`, 'utf8')).toBe('y'.repeat(190));
    expect(await readFile(path, 'utf8')).toContain('after restart');
    expect((await readdir(join(dir, 'logs'))).sort()).toEqual(['main.log', 'main.log.1']);
  });

  it('never throws when the file cannot be written', async () => {
    const { dir } = await logFolder();
    // A file where the log folder should be: nothing can be created under it.
    await writeFile(join(dir, 'logs'), 'not a folder');
    const log = new RotatingLog({ path: join(dir, 'logs', 'main.log') });
    expect(() => log.error('lost')).not.toThrow();
  });

  it('receives what main writes to the console, which still prints it', async () => {
    const { path } = await logFolder();
    const log = new RotatingLog({ path, now: at });
    const printed = vi.fn();
    const target = { log: printed, info: printed, warn: printed, error: printed };
    const restore = routeConsoleTo(log, target);
    target.warn('[offline] copy not written');
    target.error('[bridge] refused');
    restore();
    target.error('after restore');
    expect(printed).toHaveBeenCalledTimes(3);
    const text = await readFile(path, 'utf8');
    expect(text).toContain('WARN [offline] copy not written');
    expect(text).toContain('ERROR [bridge] refused');
    expect(text).not.toContain('after restore');
  });
});
