import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readJsonFile, writeJsonFileAtomic } from './json-file';

describe('JSON files in the user-data folder', () => {
  it('answers the fallback for a missing or corrupt file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    expect(await readJsonFile(join(dir, 'missing.json'), { a: 1 })).toEqual({ a: 1 });
    await writeFile(join(dir, 'broken.json'), '{"half');
    expect(await readJsonFile(join(dir, 'broken.json'), [])).toEqual([]);
  });

  it('writes atomically and leaves no temporary files behind', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'json-file-'));
    const path = join(dir, 'nested', 'settings.json');
    await Promise.all([1, 2, 3].map((n) => writeJsonFileAtomic(path, { n })));
    expect([1, 2, 3]).toContain((await readJsonFile<{ n: number }>(path, { n: 0 })).n);
    expect(await readdir(join(dir, 'nested'))).toEqual(['settings.json']);
  });
});
